import CCascadeChildren
import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `sh -c COMMAND` for `--bind` actions, previews and the input's command: started with
/// `posix_spawn` (`ShellCommand`), noted where every way out of Cascade can end it, and reaped.
/// The child gets its standard descriptors as the caller needs, no blocked signal and every signal
/// Cascade handles or ignores back at its default, so the command behaves as it would typed at a
/// shell.
public enum ShellProcess {
  /// The shell every command runs in (see `ShellCommand.shell`).
  public static var shell: String { ShellCommand.shell }

  /// Signals the child starts with at their default action.
  private static let defaultSignals = [
    SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGHUP, SIGTSTP, SIGTTIN, SIGTTOU, SIGCHLD, SIGWINCH,
  ]

  /// Starts `sh -c command` with `input`, `output` and `errors` as its descriptors 0, 1 and 2
  /// (nil: `/dev/null`). Returns its process id, or the `errno` of the failure. A command in a
  /// process group of its own (`newProcessGroup`) is ended with everything it started.
  /// `environment`: `KEY=VALUE` entries for the child; nil passes Cascade's own.
  public static func spawn(
    _ command: String, input: Int32?, output: Int32?, errors: Int32?, newProcessGroup: Bool = false,
    environment: [String]? = nil
  ) -> Result<pid_t, SystemError> {
    func stream(_ descriptor: Int32?) -> ShellCommand.Stream { descriptor.map { .descriptor($0) } ?? .null }
    let spawned = ShellCommand.spawn(
      command, input: stream(input), output: stream(output), errors: stream(errors), defaultSignals: defaultSignals,
      newProcessGroup: newProcessGroup, environment: environment)
    // Leaving Cascade through a signal or a vanished terminal kills it (no Swift runs then).
    if case .success(let pid) = spawned { _ = cascade_children_add(newProcessGroup ? -pid : pid) }
    return spawned
  }

  /// Waits for `pid` to end (through interruptions) and returns its exit status: the code it
  /// exited with, or 128 plus the signal that ended it.
  /// `target` is what `spawn` noted: minus `pid` for a command in a process group of its own.
  @discardableResult
  public static func wait(for pid: pid_t, target: pid_t? = nil) -> Int32 {
    var status: Int32 = 0
    guard SystemCall.retryingInterrupts({ cascade_children_reap(pid, target ?? pid, &status, 0) }) >= 0 else {
      return 127
    }
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }

  /// Reaps `pid` if it has ended, without waiting: true once it is reaped (or cannot be waited
  /// for), false while it runs. `target` as for `wait(for:target:)`.
  public static func reapIfEnded(_ pid: pid_t, target: pid_t? = nil) -> Bool {
    var status: Int32 = 0
    let result = cascade_children_reap(pid, target ?? pid, &status, WNOHANG)
    return result == pid || (result < 0 && errno != EINTR)
  }

  /// Waits for `pid` on another thread, so a command whose output is read while the viewer runs
  /// never stays behind as a zombie.
  public static func reapLater(_ pid: pid_t, target: pid_t? = nil) {
    DispatchQueue.global(qos: .utility).async { wait(for: pid, target: target) }
  }

  /// Ends every command Cascade started that still runs (a default command or a `reload` that
  /// never finishes, a preview), with whatever each started, as fzf does on accept and abort: the
  /// viewer is gone, so nothing reads their output any more.
  public static func endAll() {
    cascade_children_kill_all()
  }

  /// Replaces this process with `sh -c command`: no signal blocked, SIGPIPE at its default (an
  /// ignored signal stays ignored across `exec`). Returns only when `execv` failed, with why.
  public static func replaceProcess(with command: String) -> SystemError {
    var none = sigset_t()
    sigemptyset(&none)
    pthread_sigmask(SIG_SETMASK, &none, nil)
    signal(SIGPIPE, SIG_DFL)
    return ShellCommand.replaceProcess(with: command)
  }
}

extension ShellProcess {
  /// Starts `sh -c command` with stdin and stderr on `/dev/null` and returns the read end of a
  /// pipe from its stdout (reaped in the background), or nil when it cannot start: the input is
  /// then empty, as fzf's is when its default command fails. The command leads a process group of
  /// its own, so `endAll` reaches what it started too. `exited` gets its exit status before the
  /// pipe closes, so a reader that sees the end of the output can also know how it ended.
  public static func outputDescriptor(of command: String, exited: (@Sendable (Int32) -> Void)? = nil) -> Int32? {
    guard case .success(let ends) = SystemPipe.make() else { return nil }
    let spawned = spawn(command, input: nil, output: ends.writeEnd, errors: nil, newProcessGroup: true)
    guard case .success(let pid) = spawned else {
      SystemPipe.close(ends.readEnd)
      SystemPipe.close(ends.writeEnd)
      exited?(127)
      return nil
    }
    DispatchQueue.global(qos: .utility).async {
      let status = wait(for: pid, target: -pid)
      exited?(status)
      SystemPipe.close(ends.writeEnd)
    }
    return ends.readEnd
  }

  /// Runs `sh -c command` to its end and returns its exit status and the first `limit` bytes of
  /// its stdout (the rest is read and dropped); stdin and stderr are `/dev/null`. Nil when it
  /// cannot start.
  public static func output(of command: String, keeping limit: Int) -> (status: Int32, bytes: [UInt8])? {
    guard case .success(let ends) = SystemPipe.make() else { return nil }
    let spawned = spawn(command, input: nil, output: ends.writeEnd, errors: nil)
    SystemPipe.close(ends.writeEnd)
    defer { SystemPipe.close(ends.readEnd) }
    guard case .success(let pid) = spawned else { return nil }
    let bytes = DescriptorCopy.readAll(from: ends.readEnd, keeping: limit)
    return (wait(for: pid), bytes)
  }

  /// Runs `sh -c command` with every descriptor on `/dev/null`, so nothing it prints reaches the
  /// screen, and returns its exit status (127 when it cannot start).
  @discardableResult
  public static func runSilently(_ command: String) -> Int32 {
    guard case .success(let pid) = spawn(command, input: nil, output: nil, errors: nil) else { return 127 }
    return wait(for: pid)
  }

  /// Runs `sh -c command` on the controlling terminal and waits for it: it reads `/dev/tty`, and
  /// writes to stdout when that is a terminal, else to `/dev/tty` (stdout is then a pipe the
  /// caller reads, as fzf's `execute` leaves it); stderr is Cascade's. Returns its exit status
  /// (127 when it cannot start).
  @discardableResult
  public static func runOnTerminal(_ command: String) -> Int32 {
    let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
    defer { if terminal >= 0 { close(terminal) } }
    let tty: Int32? = terminal >= 0 ? terminal : nil
    let output = isatty(STDOUT_FILENO) != 0 ? STDOUT_FILENO : tty
    guard case .success(let pid) = spawn(command, input: tty, output: output, errors: STDERR_FILENO) else {
      return 127
    }
    return wait(for: pid)
  }

  /// Replaces this process with `sh -c command` reading the terminal (stdin is often the input's
  /// pipe) and writing to Cascade's stdout, after flushing the C streams. Returns only when it
  /// could not, with why.
  public static func become(_ command: String) -> SystemError {
    fflush(nil)
    if isatty(STDIN_FILENO) == 0 {
      let terminal = open("/dev/tty", O_RDONLY | O_NOCTTY)
      if terminal >= 0 {
        dup2(terminal, STDIN_FILENO)
        close(terminal)
      }
    }
    return replaceProcess(with: command)
  }
}
