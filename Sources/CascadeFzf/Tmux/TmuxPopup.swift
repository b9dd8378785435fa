import CascadeCanvas
import CascadeSystem

/// `--tmux`: Cascade run again in `tmux display-popup -E`, as fzf 0.53 does, with this process's
/// stdin and stdout passed through, so `seq 100 | cascade --tmux > pick` works as without it.
///
/// The popup's command is a script in a private temporary folder: it exports this process's
/// environment (the tmux server's would otherwise reach the popup), runs Cascade with stdin from a
/// FIFO this process fills as it reads its own stdin (so the viewer starts while input streams in),
/// stdout and stderr into files copied out afterwards (the popup's terminal vanishes with it), and
/// writes Cascade's exit status to a file, which this process exits with.
///
/// This process ends with its caller, as fzf's does: SIGHUP, SIGINT or SIGTERM (a shell's Ctrl-C,
/// `kill`, a closed pane) close the popup (tmux then ends what runs in it), remove the folder and
/// end this process by the same signal, so the shell sees 128 plus the signal.

package struct TmuxPopup {
  package var spec: TmuxPopupSpec

  package init(spec: TmuxPopupSpec) { self.spec = spec }

  /// True when this process runs inside tmux, where a popup can open.
  package static var isInsideTmux: Bool { !(SystemEnvironment.value(of: "TMUX") ?? "").isEmpty }

  /// Runs `cascade arguments` in the popup and returns its exit status: Cascade's own, tmux's when
  /// the popup ended without one, or 2 when the popup could not start (tmux says why on stderr).
  package func run(arguments: [String]) -> Int32 {
    let folder: TemporaryFolder
    do {
      folder = try TemporaryFolder.create(prefix: "cascade-tmux-")
    } catch {
      return Self.failure("cannot make a temporary folder", error)
    }
    defer { folder.remove() }
    // Before any thread starts, so every one leaves the signals to the ending's thread.
    let ending = SignalEnding { _ in
      folder.remove()
      // The popup's job ends with it; its client (the `display-popup` below) then returns.
      _ = ShellProcess.spawn("tmux display-popup -C", input: nil, output: nil, errors: nil).map {
        ShellProcess.wait(for: $0)
      }
    }
    let readsStdin = !SystemEnvironment.isTerminal(DescriptorCopy.standardInput)
    var input: String?
    if readsStdin {
      do {
        input = try folder.makeFIFO(named: "input")
      } catch {
        return Self.failure("cannot make a FIFO", error)
      }
    }
    let quoted = { (name: String) in CommandTemplate.quoted(folder.path(of: name)) }
    let command =
      ([SystemEnvironment.executablePath ?? CommandLine.arguments[0]] + arguments).map(CommandTemplate.quoted)
      .joined(separator: " ")
      + (readsStdin ? " < \(quoted("input"))" : "")
      + " > \(quoted("output")) 2> \(quoted("errors"))\n"
      + "echo $? > \(quoted("status"))\n"
    let script: String
    do {
      script = try folder.write(Array((Self.exports() + command).utf8), named: "script")
    } catch {
      return Self.failure("cannot write \(folder.path(of: "script"))", error)
    }
    var popup = ["tmux", "display-popup", "-E"]
    if let directory = SystemEnvironment.currentDirectory { popup += ["-d", directory] }
    popup += spec.tmuxArguments + ["sh \(CommandTemplate.quoted(script))"]
    // The popup may stop reading before stdin ends: the copy then sees EPIPE rather than dying.
    SystemEnvironment.ignoreBrokenPipes()
    if let input {
      // Detached: it blocks until the popup opens the FIFO, which a popup that failed never does.
      SystemThread.startDetached { DescriptorCopy.copy(from: DescriptorCopy.standardInput, toPath: input) }
    }
    let spawned = ShellProcess.spawn(
      popup.map(CommandTemplate.quoted).joined(separator: " "), input: nil, output: DescriptorCopy.standardError,
      errors: DescriptorCopy.standardError)
    let pid: Int32
    switch spawned {
    case .success(let started): pid = started
    case .failure(let error): return Self.failure("cannot start tmux", error)
    }
    let tmuxStatus = ShellProcess.wait(for: pid)
    // A signal closed the popup: its thread ends this process.
    ending?.holdIfEnding()
    DescriptorCopy.copy(file: folder.path(of: "output"), to: DescriptorCopy.standardOutput)
    DescriptorCopy.copy(file: folder.path(of: "errors"), to: DescriptorCopy.standardError)
    if let status = folder.contents(of: "status").flatMap(Self.status) { return status }
    return tmuxStatus == 0 ? 2 : tmuxStatus
  }

  /// Says on stderr what failed (control characters made visible: a path can hold them) and
  /// returns the status for it.
  private static func failure(_ what: String, _ error: SystemError) -> Int32 {
    let message = TextSanitizer.sanitize("cascade: --tmux: \(what): \(error)") + "\n"
    DescriptorCopy.write(Array(message.utf8), to: DescriptorCopy.standardError)
    return 2
  }

  /// `export NAME='VALUE'` for each variable of this process whose name the shell accepts.
  /// fzf's variables are unset first, so the tmux server's own never reach the popup when this
  /// process has none.
  package static func exports() -> String {
    var lines = "unset FZF_DEFAULT_OPTS FZF_DEFAULT_COMMAND\n"
    for text in SystemEnvironment.entries {
      guard let equals = text.firstIndex(of: "=") else { continue }
      let name = text[..<equals]
      guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic),
        name.unicodeScalars.allSatisfy({
          $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0)
        })
      else { continue }
      lines += "export \(name)=\(CommandTemplate.quoted(String(text[text.index(after: equals)...])))\n"
    }
    return lines
  }

  /// The exit status the script wrote, or nil when the popup ended before Cascade did.
  private static func status(in bytes: [UInt8]) -> Int32? {
    Int32(String(decoding: bytes.filter { $0 != 0x0A && $0 != 0x20 }, as: UTF8.self))
  }
}
