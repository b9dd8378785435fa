import Foundation

/// A shell in a detached pane of a private tmux server (as fzf's tests do): type commands, press
/// keys, read the screen and the terminal's modes.
final class TmuxPane {
  static let isAvailable = (try? Subprocess.capture(["tmux", "-V"]).status) == 0

  private let socket = "cascade-command-test-\(getpid())-\(UUID().uuidString.prefix(8))"

  /// bash (no rc files, prompt "$ ") in `directory`, with a UTF-8 locale.
  init(width: Int, height: Int, directory: URL) throws {
    let shell = "env -u NO_COLOR LANG=C.UTF-8 LC_ALL=C.UTF-8 SWIFT_BACKTRACE=enable=no PS1='$ ' bash --norc --noprofile -i"
    try tmux("-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", "\(width)", "-y", "\(height)", "-c", directory.path, shell)
  }

  deinit { _ = try? tmux("kill-server") }

  /// The pane's rows, trailing spaces trimmed.
  func lines() throws -> [String] {
    try tmux("capture-pane", "-p", "-t", "main").split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  /// Alternate screen, cursor, mouse and keypad modes: a program must give them back.
  func modes() throws -> String {
    try tmux("display-message", "-p", "-t", "main",
             "alternate=#{alternate_on} cursor=#{cursor_flag} mouse=#{mouse_any_flag} keypad=#{keypad_cursor_flag}")
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  static let restoredModes = "alternate=0 cursor=1 mouse=0 keypad=0"

  /// Types `text` and presses Enter.
  func type(_ text: String) throws {
    try tmux("send-keys", "-t", "main", "-l", text)
    try press("Enter")
  }

  /// Presses keys by tmux name (`C-c`, `Down`).
  func press(_ keys: String...) throws {
    try tmux(["send-keys", "-t", "main"] + keys)
  }

  /// Polls the screen until a row contains `text`, for at most 10 seconds. Nil on success, else
  /// what was awaited and the last screen.
  func waitFor(_ text: String) async throws -> String? {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(10))
    var screen = try lines()
    while !screen.contains(where: { $0.contains(text) }) {
      guard clock.now < deadline else { return "timed out waiting for \"\(text)\"; the pane shows:\n" + screen.joined(separator: "\n") }
      try await Task.sleep(for: .milliseconds(50))
      screen = try lines()
    }
    return nil
  }

  @discardableResult
  private func tmux(_ arguments: String...) throws -> String { try tmux(arguments) }

  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    try Subprocess.run(["tmux", "-L", socket] + arguments)
  }
}
