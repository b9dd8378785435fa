/// One row of fzf's v2 score matrix (one term character) reduced to its last computed cell: the
/// row's score there, the length of the consecutive run ending there, the bonus of that run's first
/// character, whether the cell continued a gap, and its column.
///
/// The one-pass scorer (`FuzzyMatcher.fuzzyScore`) updates a row only where the text holds its
/// character: every cell in between is a non-match, which only subtracts the gap penalty (clamped
/// at 0, after which the row stays 0) and ends the run, so the row's state at any later column is
/// computed from this cell in O(1) when it is read.
struct FuzzyRow {
  var score: Int32
  var run: Int32
  /// The bonus of the run's first character (fzf reads `B[col - run + 1]`); meaningful while `run > 0`.
  var runBonus: Int32
  var inGap: Bool
  /// The column of the cell described; the row's state at any column after it follows from it.
  var column: Int

  /// A row not yet reached, as its first cell sees the column before it: score 0, not in a gap.
  @inline(__always)
  static func start(before column: Int) -> FuzzyRow {
    FuzzyRow(score: 0, run: 0, runBonus: 0, inGap: false, column: column - 1)
  }

  /// The row's score, run length and gap flag at `column - 1` (`column > self.column`): unchanged
  /// when that is this cell, else this cell's score less the penalty of the non-matching cells in
  /// between (a gap opens at `gapStart` unless this cell continued one, then `gapExtension` per
  /// cell), clamped at 0; a row clamped to 0 is not in a gap (fzf's `inGap = diagonal < left`).
  /// - Complexity: O(1).
  @inline(__always)
  func state(before column: Int) -> (score: Int32, run: Int32, inGap: Bool) {
    let skipped = column &- 1 &- self.column
    if skipped == 0 { return (score, run, inGap) }
    let penalty =
      (inGap ? MatchScore.gapExtension : MatchScore.gapStart) &+ Int32(truncatingIfNeeded: skipped &- 1)
      &* MatchScore.gapExtension
    let decayed = max(score &+ penalty, 0)
    return (decayed, 0, decayed > 0)
  }
}
