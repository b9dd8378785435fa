import Foundation

/// Runs a program (tmux, swift, the `cascade` command) and collects what it wrote.
///
/// Spawned with an empty signal mask and default dispositions on purpose: test threads run with most
/// signals blocked, a child inherits the mask, and a tmux server started that way would hand it to
/// every shell and program in its panes, where SIGTERM and SIGHUP would then never arrive. So never
/// start these with Foundation's `Process`.
public enum Subprocess {
  /// How to start the program.
  public struct Options: Sendable {
    /// The file standard input reads.
    public var standardInput = "/dev/null"
    /// The whole environment of the program; the test process's own by default.
    public var environment = ProcessInfo.processInfo.environment
    /// Start in a new session (as `setsid` does): the program has no controlling terminal, so it
    /// cannot open `/dev/tty`, as under cron or in a CI job.
    public var startsNewSession = false
    /// The program is killed (status 128 + SIGKILL) if it runs longer than this.
    public var timeout = Duration.seconds(60)

    public init() {}
  }

  /// How the program ended and what it wrote.
  public struct Result: Sendable {
    /// The exit status, or 128 + the signal number when a signal ended it (as a shell's `$?`).
    public var status: Int32
    public var standardOutputBytes: [UInt8]
    public var standardErrorBytes: [UInt8]

    public var standardOutput: String { String(decoding: standardOutputBytes, as: UTF8.self) }
    public var standardError: String { String(decoding: standardErrorBytes, as: UTF8.self) }
  }

  public struct Failure: Error, CustomStringConvertible {
    public var command: [String]
    public var reason: String
    public var description: String { "\(command.joined(separator: " ")): \(reason)" }

    public init(command: [String], reason: String) {
      self.command = command
      self.reason = reason
    }
  }

  /// Runs `command` (looked up in PATH), stdin on /dev/null, and returns its stdout. Throws when it
  /// cannot start or exits with a non-zero status.
  public static func run(_ command: [String]) throws -> String {
    let result = try capture(command)
    guard result.status == 0 else {
      throw Failure(command: command, reason: "exit status \(result.status): \(result.standardError)")
    }
    return result.standardOutput
  }

  /// Runs `command` (looked up in PATH) to its end and returns its status, stdout and stderr. Output
  /// goes to temporary files, not pipes, so a chatty program never blocks on a full pipe.
  public static func capture(_ command: [String], options: Options = Options()) throws -> Result {
    let output = try TemporaryFile(), errors = try TemporaryFile()
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, options.standardInput, O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output.descriptor, 1)
    posix_spawn_file_actions_adddup2(&actions, errors.descriptor, 2)

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
    let environment = options.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (arguments + environment).forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, command[0], &actions, &attributes, arguments, environment)
    guard spawned == 0 else {
      throw Failure(command: command, reason: "cannot start: \(String(cString: strerror(spawned)))")
    }

    let status = try waitForExit(of: pid, command: command, timeout: options.timeout)
    return Result(status: status, standardOutputBytes: try output.contents(), standardErrorBytes: try errors.contents())
  }

  /// glibc's `POSIX_SPAWN_SETSID` (since 2.26), which Swift does not see: spawn.h defines it only
  /// for `_GNU_SOURCE`.
  private static let posixSpawnSetSID: Int32 = 0x80

  /// Waits for `pid` with a deadline; the status as a shell reports it.
  private static func waitForExit(of pid: pid_t, command: [String], timeout: Duration) throws -> Int32 {
    let deadline = Deadline(after: timeout)
    var status: Int32 = 0
    while true {
      let waited = waitpid(pid, &status, WNOHANG)
      if waited == pid { break }
      if waited < 0, errno != EINTR { throw Failure(command: command, reason: "waitpid failed: errno \(errno)") }
      if deadline.hasPassed {
        kill(pid, SIGKILL)
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        throw Failure(command: command, reason: "still running after \(timeout); killed")
      }
      // The poll interval: short next to a process start, long enough not to spin.
      usleep(2_000)
    }
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }
}

/// A file, removed on release, in the temporary directory that a child writes through a descriptor.
private final class TemporaryFile {
  let descriptor: Int32
  private let path: String

  init() throws {
    var template = Array((NSTemporaryDirectory() + "/cascade-subprocess-XXXXXX").utf8CString)
    descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
    guard descriptor >= 0 else { throw Subprocess.Failure(command: [], reason: "cannot create a temporary file") }
    path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
  }

  deinit {
    close(descriptor)
    unlink(path)
  }

  func contents() throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: path)))
  }
}
