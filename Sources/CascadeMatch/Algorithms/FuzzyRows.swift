/// The rows of the one-pass fuzzy scorer (`FuzzyMatcher.fuzzyScore`): every term character's
/// `FuzzyRow`, how many rows the text has reached so far (fzf's first occurrences in order, `F`),
/// and the best score of the last row.
///
/// Visiting a column where the text holds some term characters computes exactly the cells fzf's
/// matrix computes there for those rows, from the row above's cell at the previous column (the
/// diagonal) and the row's own (the left); rows whose character is elsewhere are left as they
/// are, to be brought forward when read. Rows are visited from the last down, so a row reads the
/// row above before that row moves to this column.
struct FuzzyRows {
  let rows: UnsafeMutablePointer<FuzzyRow>
  /// The term's length; at most `FuzzyRows.maximumCount`.
  let count: Int
  /// Rows reached: row `r` starts at the first occurrence of its character after row `r - 1`'s start.
  var reached = 0
  /// Where row 0 started (the first occurrence of the first character).
  var firstPosition = -1
  var maxScore: Int32 = 0
  var maxScorePosition = 0

  /// The longest term scored this way: the rows a character matches are bits of a `UInt64`.
  static let maximumCount = 32

  init(_ rows: UnsafeMutablePointer<FuzzyRow>, count: Int) {
    self.rows = rows
    self.count = count
  }

  /// Computes column `position`, whose character is the character of the rows in `mask` (bit `r`
  /// for row `r`), a match there earning `bonus`; at most one new row starts here.
  /// - Complexity: O(rows in `mask`).
  @inline(__always)
  mutating func visit(_ position: Int, matching mask: UInt64, bonus: Int32) {
    if reached < count && mask & (1 &<< UInt64(reached)) != 0 {
      rows[reached] = .start(before: position)
      if reached == 0 { firstPosition = position }
      reached &+= 1
    }
    var pending = mask & ((1 &<< UInt64(reached)) &- 1)
    while pending != 0 {
      let row = 63 &- pending.leadingZeroBitCount
      pending &= ~(1 &<< UInt64(row))
      if row == 0 {
        rows[0] = FuzzyRow(
          score: MatchScore.match &+ bonus &* MatchScore.firstCharMultiplier, run: 1, runBonus: bonus, inGap: false,
          column: position)
        continue
      }
      let left = rows[row].state(before: position)
      let leftScore = left.score &+ (left.inGap ? MatchScore.gapExtension : MatchScore.gapStart)
      let above = rows[row &- 1]
      let diagonal = above.state(before: position)
      var diagonalScore = diagonal.score &+ MatchScore.match
      var run = diagonal.run &+ 1
      var positionBonus = bonus
      var runBonus = bonus
      if run > 1 {
        // A word start inside a run starts a new run rather than borrowing the old one's bonus.
        if bonus >= MatchScore.boundary && bonus > above.runBonus {
          run = 1
        } else {
          positionBonus = max(bonus, MatchScore.consecutive, above.runBonus)
          runBonus = above.runBonus
        }
      }
      if diagonalScore &+ positionBonus < leftScore {
        diagonalScore &+= bonus
        run = 0
      } else {
        diagonalScore &+= positionBonus
      }
      let score = max(diagonalScore, leftScore, 0)
      rows[row] = FuzzyRow(
        score: score, run: run, runBonus: runBonus, inGap: diagonalScore < leftScore, column: position)
      if row == count &- 1 && score > maxScore {
        maxScore = score
        maxScorePosition = position
      }
    }
  }
}
