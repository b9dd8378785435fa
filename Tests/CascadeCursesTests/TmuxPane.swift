import Foundation

/// A shell in a detached tmux pane on a private tmux server, for end-to-end tests on a real terminal
/// (as fzf's test suite does): type into it, press keys, read the screen and the terminal's modes.
final class TmuxPane {
  /// The tmux executable, or nil when tmux is not installed (the end-to-end tests are then skipped).
  static let tmux: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":")
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent("tmux") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  private static let counter = Counter()
  private let executable: URL
  private let socket: String

  /// Starts bash (no rc files, prompt "$ ") in `directory`, in a `width`×`height` pane, with a UTF-8
  /// locale and nothing from the caller's environment that would change what the pane shows.
  init(width: Int, height: Int, directory: URL) throws {
    guard let executable = Self.tmux else { throw TmuxError.notInstalled }
    self.executable = executable
    self.socket = "cascade-test-\(getpid())-\(Self.counter.next())"
    let shell = "env -u NO_COLOR LANG=C.UTF-8 LC_ALL=C.UTF-8 SWIFT_BACKTRACE=enable=no PS1='$ ' bash --norc --noprofile -i"
    _ = try tmux("-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", "\(width)", "-y", "\(height)",
                 "-c", directory.path, shell)
  }

  deinit { _ = try? tmux("kill-server") }

  /// The pane's text, one string per row, trailing spaces trimmed.
  func lines() throws -> [String] {
    try tmux("capture-pane", "-p", "-t", "main").split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  /// The terminal modes a program must give back: alternate screen, cursor, mouse, application keypad.
  func modes() throws -> String {
    try tmux("display-message", "-p", "-t", "main",
             "alternate=#{alternate_on} cursor=#{cursor_flag} mouse=#{mouse_any_flag} keypad=#{keypad_cursor_flag}")
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Types `text` literally and presses Enter.
  func type(_ text: String) throws {
    _ = try tmux("send-keys", "-t", "main", "-l", text)
    try press("Enter")
  }

  /// Presses keys by tmux name (`Up`, `NPage`, `C-c`, `BTab`).
  func press(_ keys: String...) throws {
    _ = try tmux(["send-keys", "-t", "main"] + keys)
  }

  /// Types `text` without pressing Enter.
  func send(literally text: String) throws {
    _ = try tmux("send-keys", "-t", "main", "-l", text)
  }

  /// Resizes the pane's window, as a user dragging the terminal's corner would.
  func resize(width: Int, height: Int) throws {
    _ = try tmux("resize-window", "-t", "main", "-x", "\(width)", "-y", "\(height)")
  }

  /// Polls the screen every 50 ms until `condition` holds, for at most `timeout`. Returns nil on
  /// success, else what was awaited and the last screen, for the failure message.
  func waitUntil(_ description: String, timeout: Duration = .seconds(10), _ condition: ([String]) -> Bool) async throws -> String? {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var screen = try lines()
    while !condition(screen) {
      guard clock.now < deadline else {
        return "timed out waiting for \(description); the pane shows:\n" + screen.joined(separator: "\n")
      }
      try await Task.sleep(for: .milliseconds(50))
      screen = try lines()
    }
    return nil
  }

  /// Waits until some row of the pane contains `text`.
  func waitFor(_ text: String) async throws -> String? {
    try await waitUntil("\"\(text)\"") { $0.contains { $0.contains(text) } }
  }

  @discardableResult
  private func tmux(_ arguments: String...) throws -> String { try tmux(arguments) }

  private func tmux(_ arguments: [String]) throws -> String {
    try Subprocess.run([executable.path, "-L", socket] + arguments)
  }

  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
      lock.lock()
      defer { lock.unlock() }
      value += 1
      return value
    }
  }
}

enum TmuxError: Error {
  case notInstalled
}
