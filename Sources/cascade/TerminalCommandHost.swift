import CascadeApp
import CascadeCurses
import CascadeData
import CascadeSystem

/// Runs the viewer's `--bind` commands on the terminal session: `execute` with the terminal,
/// `execute-silent` beside the screen, `become` in place of cascade, `reload` into a new
/// collection read like the input.
final class TerminalCommandHost: ViewerCommandHost {
  let session: TerminalSession
  /// How the input was read (format, fields, `--items`), for reading a reload's output the same way.
  let request: LoadRequest
  /// How the input is shown (`--header-lines`, `--with-nth`), for a reload's output the same way.
  var view: (any StreamingRecordCollection) -> any StreamingRecordCollection = { $0 }

  init(session: TerminalSession, request: LoadRequest) {
    self.session = session
    self.request = request
  }

  /// The command reads from and writes to the terminal (stdout too when cascade's own stdout is a
  /// pipe the caller reads, as fzf does); cascade waits, then draws again.
  func execute(_ command: String) {
    session.runOutsideCurses { ShellProcess.runOnTerminal(command) }
  }

  /// No terminal: every descriptor is `/dev/null`, so nothing the command prints reaches the screen.
  func executeSilently(_ command: String) {
    ShellProcess.runSilently(command)
  }

  /// The terminal is restored first; the command reads the terminal (stdin is often the input's
  /// pipe) and writes to cascade's stdout, and its exit status is cascade's.
  func become(_ command: String) -> ExitStatus {
    session.close()
    let failure = ShellProcess.become(command)
    printError("cascade: cannot run \(ShellProcess.shell): \(failure)")
    return .error
  }

  /// The command's stdout through a pipe into a store read as the input was; its stderr is
  /// discarded (it would write over the cards). A new reload cancels the old store, whose pipe
  /// then closes, so a command that never ends gets SIGPIPE.
  func reload(_ command: String) -> (any StreamingRecordCollection)? {
    guard let descriptor = ShellProcess.outputDescriptor(of: command) else { return nil }
    var reading = request
    reading.path = "reload(\(command))"
    reading.descriptor = descriptor
    return view(RecordLoader.startStreaming(reading))
  }

  /// The command's stdout, read to its end (at most 64 KiB kept); stdin and stderr are `/dev/null`.
  func output(of command: String) -> String? {
    ShellProcess.output(of: command, keeping: 65_536).map { String(decoding: $0.bytes, as: UTF8.self) }
  }
}
