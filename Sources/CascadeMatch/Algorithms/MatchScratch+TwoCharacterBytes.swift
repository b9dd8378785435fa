extension MatchScratch {
  /// `twoCharacterMatch` over an ASCII candidate's bytes: the same score, start and end, computed
  /// at the occurrences of the two characters alone, in O(1) each, with no step in between.
  ///
  /// Why the occurrences are enough (fzf's v2 matrix of two rows, as `fuzzyMatch` fills it):
  /// - The first row at a column holding the first character is 16 + 2 × its bonus, whatever the
  ///   row held before (a reset, not a maximum); at any other column it is the value at the last
  ///   such column `p` less 3 for the gap's first column and 1 for each further one, clamped at 0:
  ///   at column `c > p`, max(H0[p] − (c − p) − 2, 0). Before the first occurrence it is 0.
  /// - The second row at a column is the greatest of its diagonal, its left cell less a gap
  ///   penalty and 0. The left term is always below the cell before, so the row's maximum (the
  ///   score) is reached where the diagonal wins, at an occurrence `j` of the second character
  ///   after the first character's first occurrence: H0[j − 1] + 16 + the bonus earned at `j`.
  ///   That is the bonus at `j`, unless the first character is at `j − 1` (a run of two): then the
  ///   greatest of it, `consecutive` and the bonus at `j − 1`, except that a word start (a bonus of
  ///   at least `boundary`) greater than the bonus at `j − 1` keeps its own. (The diagonal's
  ///   fallback when it loses to the left cell is below the left cell: it never sets the maximum.)
  /// - The same letter twice: an occurrence is scored as the second character against the first
  ///   row as it stood before it, then becomes the last occurrence of the first.
  /// - The end is one past the first occurrence reaching the maximum, as the matrix's strict
  ///   comparison keeps; the start is the first character's first occurrence.
  ///
  /// Eight bytes per step: each word's occurrences of either character are flagged at once
  /// (`ByteSearch.flags`), and the loop branches per occurrence, not per byte. A bonus needs the
  /// class of the byte before an occurrence (none, white space, before the text's first byte).
  /// - Parameters:
  ///   - start: where scanning begins: any position up to the first character's first occurrence
  ///     (occurrences of the second character before it are passed over).
  ///   - end: where it ends; nothing past the second character's last occurrence changes the score.
  /// - Returns: nil when a byte in `start..<end` is not ASCII (its class is not in the tables; the
  ///   candidate must be decoded), else the match or `TermMatch.none`.
  /// - Complexity: O((end − start) / 8 + occurrences), allocation-free.
  @inline(__always)
  func twoCharacterMatch(_ first: UInt32, _ second: UInt32, bytes base: UnsafePointer<UInt8>, from start: Int, to end: Int, caseSensitive: Bool) -> TermMatch? {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    // A lowercase letter without case is found in both cases: bit 5 set first in every byte.
    let firstTarget = UInt64(first) &* ones, firstFold: UInt64 = !caseSensitive && first &- 0x61 < 26 ? 0x20 &* ones : 0
    let secondTarget = UInt64(second) &* ones, secondFold: UInt64 = !caseSensitive && second &- 0x61 < 26 ? 0x20 &* ones : 0
    let classes = tables.classes, bonuses = tables.bonuses
    // The first row at the last occurrence of the first character: its column (-1 before the
    // first), its value and the bonus there (a run's first bonus).
    var lastFirst = -1
    var lastFirstScore: Int32 = 0, lastFirstBonus: Int32 = 0
    var firstPosition = -1
    var maxScore: Int32 = 0, maxScorePosition = -1
    var wordStart = start
    while wordStart < end {
      let word = ByteSearch.word(at: wordStart, in: base, count: end)
      if word & highBits != 0 { return nil }
      var firstFlags = ByteSearch.flags(in: word, of: firstTarget, folding: firstFold)
      var secondFlags = ByteSearch.flags(in: word, of: secondTarget, folding: secondFold)
      if wordStart &+ 8 > end {
        // The zero bytes past the end of the text are not occurrences.
        let valid = (1 &<< UInt64((end &- wordStart) &* 8)) &- 1
        firstFlags &= valid
        secondFlags &= valid
      }
      var found = firstFlags | secondFlags
      // Before the first character's first occurrence the second's count for nothing: the flags
      // below the first of the first's are dropped (all of them when it is not in this word).
      if lastFirst < 0 { found &= ~((firstFlags & (0 &- firstFlags)) &- 1) }
      while found != 0 {
        let bit = UInt64(found.trailingZeroBitCount)
        found &= found &- 1
        let index = wordStart &+ Int(bit &>> 3)
        let previous = index > 0 ? classes[Int(base[index &- 1])] : ScalarClass.white
        let positionBonus = bonuses[ASCIITables.pair(previous, classes[Int(base[index])])]
        if secondFlags &>> bit & 1 != 0 && lastFirst >= 0 {
          let distance = index &- lastFirst
          var score: Int32
          if distance == 1 {
            var earned = positionBonus
            if !(positionBonus >= MatchScore.boundary && positionBonus > lastFirstBonus) {
              earned = max(positionBonus, MatchScore.consecutive, lastFirstBonus)
            }
            score = lastFirstScore &+ MatchScore.match &+ earned
          } else {
            // The first row decayed over the gap: −3, then −1 a column, clamped at 0.
            score = max(lastFirstScore &- Int32(truncatingIfNeeded: distance) &- 1, 0) &+ MatchScore.match &+ positionBonus
          }
          if score > maxScore {
            maxScore = score
            maxScorePosition = index
          }
        }
        if firstFlags &>> bit & 1 != 0 {
          if lastFirst < 0 { firstPosition = index }
          lastFirst = index
          lastFirstScore = MatchScore.match &+ positionBonus &* MatchScore.firstCharMultiplier
          lastFirstBonus = positionBonus
        }
      }
      wordStart &+= 8
    }
    guard maxScorePosition >= 0 else { return TermMatch.none }
    return TermMatch(start: firstPosition, end: maxScorePosition &+ 1, score: Int(maxScore))
  }
}
