import CascadeCanvas
import Testing

/// Checks that a screen shows `expected`, line for line, and on a mismatch records one issue at the
/// caller's line with a readable diff: every row of both screens, `|`-fenced so trailing spaces
/// show, the differing rows marked.
///
/// ```swift
/// expectScreen(backend.lines(), [
///   "╭──────╮",
///   "│ card │",
///   "╰──────╯",
/// ])
/// ```
public func expectScreen(
  _ actual: [String], _ expected: [String], _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let diff = screenDiff(actual, expected) else { return }
  let message: Comment = comment.map { "\($0)\n\(diff)" } ?? "\(diff)"
  Issue.record(message, sourceLocation: sourceLocation)
}

/// `expectScreen` for what a `TestBackend` shows.
public func expectScreen(
  _ backend: TestBackend, _ expected: [String], _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectScreen(backend.lines(), expected, comment, sourceLocation: sourceLocation)
}

/// The same diff as text, nil when the screens are equal: for property tests that report the first
/// failing seed instead of recording an issue per case.
public func screenDiff(_ actual: [String], _ expected: [String]) -> String? {
  TestBackend.diff(actual: actual, expected: expected)
}
