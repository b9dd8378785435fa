import Foundation

/// Runs a helper program (tmux, swift) and collects its standard output.
///
/// Spawned with an empty signal mask and default dispositions on purpose: test threads run with most
/// signals blocked, a child inherits the mask, and a tmux server started that way would hand it to
/// every shell and program in its panes, where SIGTERM and SIGHUP would then never arrive.
enum Subprocess {
  struct Failure: Error, CustomStringConvertible {
    var command: [String]
    var status: Int32
    var description: String { "\(command.joined(separator: " ")) failed with status \(status)" }
  }

  /// Runs `command` (looked up in PATH), stdin and stderr on /dev/null, and returns its stdout.
  /// Throws when it cannot start or exits with a non-zero status.
  static func run(_ command: [String]) throws -> String {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { throw Failure(command: command, status: -1) }
    let (readEnd, writeEnd) = (descriptors[0], descriptors[1])
    // Only the child's stdout may hold the write end, or reading would never see the end of the output.
    _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
    _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGCHLD, SIGTSTP] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let arguments = command.map { strdup($0) } + [nil]
    let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (arguments + environment).forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, command[0], &actions, &attributes, arguments, environment)
    close(writeEnd)
    defer { close(readEnd) }
    guard spawned == 0 else { throw Failure(command: command, status: -1) }

    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(readEnd, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      output += buffer[0..<count]
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    // Exited normally (low 7 bits 0) with code 0.
    guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else { throw Failure(command: command, status: status) }
    return String(decoding: output, as: UTF8.self)
  }
}
