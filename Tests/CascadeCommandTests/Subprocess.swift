import Foundation

/// Runs the built `cascade` (and tmux) as a user would, with a clean signal mask, and collects its
/// status and output.
///
/// Spawned with an empty signal mask and default dispositions: test threads run with most signals
/// blocked, and a child would inherit that. Output goes to temporary files, so a chatty program
/// never blocks on a full pipe.
enum Subprocess {
  struct Options {
    /// The file standard input opens (a FIFO the test holds open stands for a pipe that never ends).
    var standardInput = "/dev/null"
    /// Start in a new session, as `setsid` does: no controlling terminal, so `/dev/tty` cannot open.
    var startsNewSession = false
    /// The program is killed if it runs longer than this, and the run throws.
    var timeout = Duration.seconds(30)
  }

  struct Result {
    /// The exit status, or 128 + the signal that ended it.
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  struct Failure: Error, CustomStringConvertible {
    var command: [String]
    var reason: String
    var description: String { "\(command.joined(separator: " ")): \(reason)" }
  }

  /// glibc's `POSIX_SPAWN_SETSID` (since 2.26), which spawn.h shows Swift only under `_GNU_SOURCE`.
  private static let posixSpawnSetSID: Int32 = 0x80

  /// Runs `command` (looked up in PATH) to its end.
  static func capture(_ command: [String], options: Options = Options()) throws -> Result {
    let directory = FileManager.default.temporaryDirectory
    let outputURL = directory.appendingPathComponent("cascade-command-\(UUID()).out")
    let errorURL = directory.appendingPathComponent("cascade-command-\(UUID()).err")
    defer {
      try? FileManager.default.removeItem(at: outputURL)
      try? FileManager.default.removeItem(at: errorURL)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, options.standardInput, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errorURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

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
    var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    if options.startsNewSession { flags |= posixSpawnSetSID }
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let arguments = command.map { strdup($0) } + [nil]
    let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (arguments + environment).forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, command[0], &actions, &attributes, arguments, environment)
    guard spawned == 0 else { throw Failure(command: command, reason: "cannot start: errno \(spawned)") }

    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: options.timeout)
    var status: Int32 = 0
    while true {
      let waited = waitpid(pid, &status, WNOHANG)
      if waited == pid { break }
      if waited < 0, errno != EINTR { throw Failure(command: command, reason: "waitpid failed: errno \(errno)") }
      if clock.now >= deadline {
        kill(pid, SIGKILL)
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        throw Failure(command: command, reason: "still running after \(options.timeout); killed")
      }
      usleep(2_000)  // Polling with a deadline: short next to a process start.
    }
    let signal = status & 0x7F
    return Result(
      status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal,
      standardOutput: (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "",
      standardError: (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "")
  }

  /// Runs `command` and returns its stdout; throws unless it exits with status 0.
  static func run(_ command: [String]) throws -> String {
    let result = try capture(command)
    guard result.status == 0 else { throw Failure(command: command, reason: "status \(result.status): \(result.standardError)") }
    return result.standardOutput
  }
}

/// The built `cascade`: beside the test bundle, where `swift test` builds it.
enum BuiltCascade {
  static let url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("cascade")

  static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: url.path) }
}

/// A FIFO in the temporary directory, held open for writing: a program that reads it sees an input
/// that goes on until the test writes and closes it.
final class HeldFIFO {
  /// The file name, short enough to show whole; the FIFO is in the temporary directory.
  let name: String
  let path: String
  private var descriptor: Int32

  init() throws {
    name = "cascade-fifo-\(UUID().uuidString.prefix(8))"
    path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
    guard mkfifo(path, 0o600) == 0 else { throw Subprocess.Failure(command: ["mkfifo", path], reason: "errno \(errno)") }
    // Read-write, so opening does not wait for a reader (Linux allows this for a FIFO).
    descriptor = open(path, O_RDWR | O_CLOEXEC)
    guard descriptor >= 0 else { throw Subprocess.Failure(command: ["open", path], reason: "errno \(errno)") }
  }

  /// Writes `text` and closes the FIFO, so the reader sees the end of its input.
  func finish(writing text: String) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress, $0.count) }
    closeWriter()
  }

  private func closeWriter() {
    if descriptor >= 0 { close(descriptor) }
    descriptor = -1
  }

  deinit {
    closeWriter()
    unlink(path)
  }
}
