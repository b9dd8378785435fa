import CascadeApp
import CascadeCurses
import CascadeData
import CascadeSystem
import Glibc

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
    session.runOutsideCurses {
      let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
      defer { if terminal >= 0 { close(terminal) } }
      let tty: Int32? = terminal >= 0 ? terminal : nil
      let output = isatty(STDOUT_FILENO) != 0 ? STDOUT_FILENO : tty
      if case .success(let pid) = ShellProcess.spawn(command, input: tty, output: output, errors: STDERR_FILENO) {
        ShellProcess.wait(for: pid)
      }
    }
  }

  /// No terminal: every descriptor is `/dev/null`, so nothing the command prints reaches the screen.
  func executeSilently(_ command: String) {
    if case .success(let pid) = ShellProcess.spawn(command, input: nil, output: nil, errors: nil) {
      ShellProcess.wait(for: pid)
    }
  }

  /// The terminal is restored first; the command reads the terminal (stdin is often the input's
  /// pipe) and writes to cascade's stdout, and its exit status is cascade's.
  func become(_ command: String) -> ExitStatus {
    session.close()
    fflush(nil)
    if isatty(STDIN_FILENO) == 0 {
      let terminal = open("/dev/tty", O_RDONLY | O_NOCTTY)
      if terminal >= 0 {
        dup2(terminal, STDIN_FILENO)
        close(terminal)
      }
    }
    let failure = ShellProcess.replaceProcess(with: command)
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
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    let spawned = ShellProcess.spawn(command, input: nil, output: ends[1], errors: nil)
    close(ends[1])
    defer { close(ends[0]) }
    guard case .success(let pid) = spawned else { return nil }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(ends[0], &chunk, chunk.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      if bytes.count < 65_536 { bytes += chunk[..<count] }
    }
    _ = ShellProcess.wait(for: pid)
    return String(decoding: bytes, as: UTF8.self)
  }
}
