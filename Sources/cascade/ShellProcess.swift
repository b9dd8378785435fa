import CCascadeChildren
import CascadeSystem
import Dispatch
import Glibc

/// `sh -c COMMAND` for `--bind` actions: started with `posix_spawn`, its standard descriptors as
/// the action needs, the signals the viewer handles or ignores back at their defaults and none
/// blocked, so the command behaves as it would typed at a shell.
enum ShellProcess {
  /// The shell every command runs in, as fzf's default.
  static var shell: String { ShellCommand.shell }

  /// Signals the child starts with at their default action.
  private static let defaultSignals = [SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGHUP, SIGTSTP, SIGTTIN, SIGTTOU, SIGCHLD]

  /// Starts `sh -c command` with `input`, `output` and `errors` as its descriptors 0, 1 and 2
  /// (nil: `/dev/null`). Returns its process id, or the `errno` of the failure.
  static func spawn(_ command: String, input: Int32?, output: Int32?, errors: Int32?) -> Result<pid_t, SystemError> {
    func stream(_ descriptor: Int32?) -> ShellCommand.Stream { descriptor.map { .descriptor($0) } ?? .null }
    let spawned = ShellCommand.spawn(
      command, input: stream(input), output: stream(output), errors: stream(errors), defaultSignals: defaultSignals)
    // Leaving Cascade through a signal or a vanished terminal kills it (no Swift runs then).
    if case .success(let pid) = spawned { _ = cascade_children_add(pid) }
    return spawned
  }

  /// Waits for `pid` to end (through interruptions) and returns its exit status: the code it
  /// exited with, or 128 plus the signal that ended it.
  @discardableResult
  static func wait(for pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while cascade_children_reap(pid, pid, &status, 0) < 0 {
      if errno != EINTR { return 127 }
    }
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }

  /// Waits for `pid` on another thread, so a command whose output is read while the viewer runs
  /// never stays behind as a zombie.
  static func reapLater(_ pid: pid_t) {
    DispatchQueue.global(qos: .utility).async { wait(for: pid) }
  }

  /// Replaces this process with `sh -c command`: no signal blocked, SIGPIPE at its default (an
  /// ignored signal stays ignored across `exec`). Returns only when `execv` failed, with why.
  static func replaceProcess(with command: String) -> SystemError {
    var none = sigset_t()
    sigemptyset(&none)
    pthread_sigmask(SIG_SETMASK, &none, nil)
    signal(SIGPIPE, SIG_DFL)
    return ShellCommand.replaceProcess(with: command)
  }
}
