import CascadeTerminalTestSupport
import Testing

/// `cascade` in tmux panes at fixed sizes, stdout and exit status to files (see `CascadeInPane`).
/// Serialized: each test starts its own tmux server, shell and cascade, which keeps the deadlines
/// comfortable on a loaded two-core machine. Skipped only when tmux is missing (CI installs it).
@Suite(.serialized, .enabled(if: TmuxPane.tmux != nil, "tmux is not installed: the real-terminal tests need it"))
struct InTerminalTests {}

extension InTerminalTests {
  /// The number in "card N of M · …".
  static func cardNumber(_ status: String?) -> Int? {
    guard let status, status.hasPrefix("card ") else { return nil }
    return Int(status.dropFirst(5).prefix { $0.isNumber })
  }
}
