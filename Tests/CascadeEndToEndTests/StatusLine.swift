/// Reading cascade's status line, the last row of its screen: ` card 2 of 268 · 1 selected` on the
/// left, the key hint on the right.
enum StatusLine {
  static let hint = "? keys  q quit"

  /// The left part of the status line, trimmed ("card 2 of 268 · 1 selected · /Fuji"), or nil when
  /// the last row is not a status line (the shell, a filter being typed, a detail view).
  static func text(of screen: [String]) -> String? {
    guard let last = screen.last, last.hasPrefix(" "), last.hasSuffix(hint) else { return nil }
    return String(last.dropLast(hint.count)).trimmingSpaces()
  }
}

extension String {
  func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
