extension FuzzyMatcher {
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
  /// class of the byte before an occurrence (the scheme's `initialClass` before the first byte).
  /// - Parameters:
  ///   - start: where scanning begins: any position up to the first character's first occurrence
  ///     (occurrences of the second character before it are passed over).
  ///   - end: where it ends; nothing past the second character's last occurrence changes the score.
  /// - Returns: nil when a byte in `start..<end` is not ASCII (its class is not in the tables; the
  ///   candidate must be decoded), else the match or `TermMatch.none`.
  /// - Complexity: O((end − start) / 8 + occurrences), allocation-free, and a search for the start.
  @inline(__always)
  func twoCharacterMatch(
    _ first: UInt32, _ second: UInt32, bytes base: UnsafePointer<UInt8>, from start: Int, to end: Int,
    caseSensitive: Bool
  ) -> TermMatch? {
    guard
      let (score, last) = twoCharacterScore(
        first, second, bytes: base, from: start, to: end, caseSensitive: caseSensitive)
    else { return nil }
    guard score > 0 else { return TermMatch.none }
    // The start, which the scoring loop does not keep (a score alone never reads it): one search.
    let firstFold: UInt8 = !caseSensitive && first &- 0x61 < 26 ? 0x20 : 0
    let firstPosition = ByteSearch.firstIndex(
      of: UInt8(truncatingIfNeeded: first), folding: firstFold, in: base, from: start, count: end)
    return TermMatch(start: firstPosition, end: last &+ 1, score: Int(score))
  }

  /// The score of `twoCharacterMatch(_:_:bytes:from:to:caseSensitive:)` (0 when the term does not
  /// match: a match scores at least `MatchScore.match`) and the position of the first occurrence
  /// reaching it; nil when a byte is not ASCII. The filter's scan reads the score alone.
  /// - Complexity: O((end − start) / 8 + occurrences), allocation-free.
  @inline(__always)
  func twoCharacterScore(
    _ first: UInt32, _ second: UInt32, bytes base: UnsafePointer<UInt8>, from start: Int, to end: Int,
    caseSensitive: Bool
  ) -> (score: Int32, position: Int)? {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    // A lowercase letter without case is found in both cases: bit 5 set first in every byte.
    let firstTarget = UInt64(first) &* ones, firstFold: UInt64 = !caseSensitive && first &- 0x61 < 26 ? 0x20 &* ones : 0
    let secondTarget = UInt64(second) &* ones,
      secondFold: UInt64 = !caseSensitive && second &- 0x61 < 26 ? 0x20 &* ones : 0
    let classes = tables.classes, bonuses = tables.bonuses, initialClass = tables.initialClass
    // The first row at the last occurrence of the first character: its column, its value and the
    // bonus there (a run's first bonus). Meaningful once `seenFirst`.
    var seenFirst = false
    var lastFirst = 0
    var lastFirstScore: Int32 = 0, lastFirstBonus: Int32 = 0
    var maxScore: Int32 = 0, maxScorePosition = 0
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
      if !seenFirst {
        // Until the first character's first occurrence, the second's count for nothing, nor does
        // that occurrence itself when both are one letter: second flags up to the lowest first
        // flag are dropped (all of them when there is none; the shift drops a flag in the top
        // byte). Done once per word, so the loop below tests nothing for it.
        let lowest = firstFlags & (0 &- firstFlags)
        secondFlags &= ~((lowest &<< 1) &- 1)
        seenFirst = firstFlags != 0
      }
      var found = firstFlags | secondFlags
      while found != 0 {
        let bit = UInt64(found.trailingZeroBitCount)
        found &= found &- 1
        let index = wordStart &+ Int(bit &>> 3)
        let previous = index > 0 ? classes[Int(base[index &- 1])] : initialClass
        let positionBonus = bonuses[ASCIITables.pair(previous, classes[Int(base[index])])]
        if secondFlags &>> bit & 1 != 0 {
          // Both candidates computed and one chosen: which applies changes from occurrence to
          // occurrence, a branch the processor would often mispredict.
          let distance = Int32(truncatingIfNeeded: index &- lastFirst)
          // Apart: the first row decayed over the gap (−3, then −1 a column, clamped at 0).
          let apart = max(lastFirstScore &- distance &- 1, 0) &+ positionBonus
          // Side by side: a run of two, unless a word start here outranks the run's first bonus.
          let wordStartWins = positionBonus >= MatchScore.boundary && positionBonus > lastFirstBonus
          let adjacent =
            lastFirstScore
            &+ (wordStartWins ? positionBonus : max(positionBonus, MatchScore.consecutive, lastFirstBonus))
          let score = MatchScore.match &+ (distance == 1 ? adjacent : apart)
          if score > maxScore {
            maxScore = score
            maxScorePosition = index
          }
        }
        if firstFlags &>> bit & 1 != 0 {
          lastFirst = index
          lastFirstScore = MatchScore.match &+ positionBonus &* MatchScore.firstCharMultiplier
          lastFirstBonus = positionBonus
        }
      }
      wordStart &+= 8
    }
    return (maxScore, maxScorePosition)
  }
}
