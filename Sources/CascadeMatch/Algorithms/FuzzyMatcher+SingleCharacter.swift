extension FuzzyMatcher {
  /// `fuzzyMatch` for a one-character term: the occurrence with the highest bonus (the first such,
  /// stopping at the first word start), found without filling the matrices' rows, which a
  /// one-character term never reads. The same result as the general path, at a fraction of its
  /// cost per character: a first keystroke scores almost every candidate.
  /// - Complexity: O(n), allocation-free.
  @inline(__always)
  func singleCharacterMatch<Text: CandidateScalars>(
    _ character: UInt32, in text: Text, from start: Int, caseSensitive: Bool, withPositions: Bool
  ) -> TermMatch {
    let n = count
    var maxScore: Int32 = 0
    var maxScorePosition = 0
    var found = false
    var index = start
    // An ASCII candidate jumps from occurrence to occurrence, eight bytes per step between them.
    let upper = !caseSensitive && character &- 0x61 < 26 ? character - 0x20 : character
    while index < n {
      if Text.isASCII {
        index = text.firstIndex(of: character, or: upper, from: index, count: n)
        if index == n { break }
      }
      let raw = text[index]
      let folded: UInt32
      if caseSensitive {
        folded = raw
      } else if raw < 0x80 {
        folded = raw &- 0x41 < 26 ? raw | 0x20 : raw
      } else {
        folded = ScalarClass.of(raw) == .upper ? CaseFolding.lowercase(raw) : raw
      }
      if folded == character {
        found = true
        let positionBonus: Int32
        if Text.isASCII {
          let classes = tables.classes
          let previous = index > start ? classes[Int(text[index - 1])] : tables.initialClass
          positionBonus = tables.bonuses[ASCIITables.pair(previous, classes[Int(raw)])]
        } else {
          let previous = index > start ? tables.classOf(text[index - 1]) : tables.initialClass
          positionBonus = tables.bonus(previous, tables.classOf(raw))
        }
        let score = MatchScore.match + positionBonus * MatchScore.firstCharMultiplier
        if score > maxScore {
          maxScore = score
          maxScorePosition = index
          if positionBonus >= MatchScore.boundary { break }
        }
      }
      index += 1
    }
    guard found else { return .none }
    if withPositions { positions.append(Int32(maxScorePosition)) }
    return TermMatch(
      start: maxScorePosition, end: maxScorePosition + 1, score: Int(maxScore), wrotePositions: withPositions)
  }
}
