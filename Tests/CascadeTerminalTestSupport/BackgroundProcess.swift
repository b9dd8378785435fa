import Foundation

/// A program left running while a test drives it (an X server, a terminal), stopped by its pid
/// when the test is done. Spawned as `Subprocess` spawns, with an empty signal mask, so that the
/// signal that stops it arrives; its output goes to /dev/null unless a file is named for it.
public final class BackgroundProcess {
  public let pid: pid_t
  public let command: [String]
  /// Set once the program is reaped, so its pid, which the system may give another process, is
  /// never signalled again.
  private var reaped = false

  /// Starts `command` (looked up in PATH) with `environment` (the test's own by default), its
  /// standard output written to the file at `standardOutput` (created or emptied).
  public init(
    _ command: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
    standardOutput: String = "/dev/null"
  ) throws {
    self.command = command
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let arguments = command.map { strdup($0) } + [nil]
    let variables = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (arguments + variables).forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, command[0], &actions, &attributes, arguments, variables)
    guard spawned == 0 else {
      throw Subprocess.Failure(command: command, reason: "cannot start: \(String(cString: strerror(spawned)))")
    }
    self.pid = pid
  }

  /// True while the program runs.
  public var isRunning: Bool {
    guard !reaped else { return false }
    var status: Int32 = 0
    if waitpid(pid, &status, WNOHANG) == pid { reaped = true }
    return !reaped
  }

  /// Sends SIGTERM and waits up to five seconds for the end, then SIGKILL.
  public func stop() {
    guard !reaped else { return }
    defer { reaped = true }
    guard kill(pid, SIGTERM) == 0 else { return }
    let deadline = Deadline(after: .seconds(5))
    var status: Int32 = 0
    while waitpid(pid, &status, WNOHANG) == 0 {
      if deadline.hasPassed {
        kill(pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        return
      }
      usleep(10_000)
    }
  }

  deinit { stop() }
}
