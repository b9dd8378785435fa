import CCascadeChildren
import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `sh -c COMMAND` for `--bind` actions: started with `posix_spawn`, its standard descriptors as
/// the action needs, the signals the viewer handles or ignores back at their defaults and none
/// blocked, so the command behaves as it would typed at a shell.
public enum ShellProcess {
  /// The shell every command runs in (see `ShellCommand.shell`).
  public static var shell: String { ShellCommand.shell }

  /// Signals the child starts with at their default action.
  private static let defaultSignals = [SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGHUP, SIGTSTP, SIGTTIN, SIGTTOU, SIGCHLD]

  /// Starts `sh -c command` with `input`, `output` and `errors` as its descriptors 0, 1 and 2
  /// (nil: `/dev/null`). Returns its process id, or the `errno` of the failure. A command in a
  /// process group of its own (`newProcessGroup`) is ended with everything it started.
  public static func spawn(
    _ command: String, input: Int32?, output: Int32?, errors: Int32?, newProcessGroup: Bool = false
  ) -> Result<pid_t, SystemError> {
    func stream(_ descriptor: Int32?) -> ShellCommand.Stream { descriptor.map { .descriptor($0) } ?? .null }
    let spawned = ShellCommand.spawn(
      command, input: stream(input), output: stream(output), errors: stream(errors), defaultSignals: defaultSignals,
      newProcessGroup: newProcessGroup)
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
    while cascade_children_reap(pid, target ?? pid, &status, 0) < 0 {
      if errno != EINTR { return 127 }
    }
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
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
  /// The exit status of the input's command (fzf's default command), once it has ended.
  public static let inputCommandStatus = ThreadLock<Int32?>(nil)

  /// Starts `sh -c command` with stdin and stderr on `/dev/null` and returns the read end of a
  /// pipe from its stdout (reaped in the background), or nil when it cannot start: the input is
  /// then empty, as fzf's is when its default command fails. The command leads a process group of
  /// its own, so `endAll` reaches what it started too. `exited` gets its exit status before the
  /// pipe closes, so a reader that sees the end of the output can also know how it ended.
  public static func outputDescriptor(of command: String, exited: (@Sendable (Int32) -> Void)? = nil) -> Int32? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    let spawned = spawn(command, input: nil, output: ends[1], errors: nil, newProcessGroup: true)
    guard case .success(let pid) = spawned else {
      close(ends[0])
      close(ends[1])
      exited?(127)
      return nil
    }
    let writeEnd = ends[1]
    DispatchQueue.global(qos: .utility).async {
      let status = wait(for: pid, target: -pid)
      exited?(status)
      close(writeEnd)
    }
    return ends[0]
  }
}
