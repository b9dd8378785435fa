/// Where one term matched a candidate and what the match scored; `start` < 0 means no match.
struct TermMatch {
  /// Scalar offsets of the match's first character and one past its last.
  var start: Int
  var end: Int
  var score: Int
  /// True when the algorithm appended the exact matched positions to the scratch's `positions`;
  /// otherwise every position in `start..<end` matched (exact, prefix, suffix, equal).
  var wrotePositions = false

  static let none = TermMatch(start: -1, end: -1, score: 0)

  var isMatch: Bool { start >= 0 }
}
