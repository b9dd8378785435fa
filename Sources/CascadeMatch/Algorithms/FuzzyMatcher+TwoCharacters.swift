extension FuzzyMatcher {
  /// `fuzzyMatch`'s score for a two-character term, without positions: the first row and the
  /// second filled in one pass, each kept as the running values of the previous column instead of
  /// stored rows (the second row reads only the first row's previous column). The same score as
  /// the general path, with no matrix: a second keystroke scores most of what the first kept.
  /// An ASCII candidate is scored at the two characters' occurrences alone
  /// (`twoCharacterMatch(_:_:bytes:from:to:caseSensitive:)`); decoded text a character at a time.
  /// - Parameters:
  ///   - start: where scoring may begin (`asciiStart`); `end`: one past the last occurrence of
  ///     the second character.
  /// - Complexity: O(end - start), allocation-free.
  @inline(__always)
  func twoCharacterMatch<Text: CandidateScalars>(
    _ first: UInt32, _ second: UInt32, in text: Text, from start: Int, to end: Int, caseSensitive: Bool
  ) -> TermMatch {
    if Text.isASCII, let bytes = asciiBytes,
      let found = twoCharacterMatch(first, second, bytes: bytes, from: start, to: end, caseSensitive: caseSensitive)
    {
      return found
    }
    let classes = tables.classes, bonuses = tables.bonuses, initialClass = tables.initialClass
    var firstPosition = -1, secondPosition = -1
    var previousClass = initialClass
    // The previous column of the first row: score, run length and the bonus there.
    var firstRowScore: Int32 = 0, firstRowRun: Int32 = 0, previousBonus: Int32 = 0
    var firstRowInGap = false
    // The previous column of the second row.
    var secondRowScore: Int32 = 0
    var secondRowInGap = false
    var maxScore: Int32 = 0, maxScorePosition = 0
    var index = start
    while index < end {
      var character = text[index]
      let (characterClass, positionBonus) = ASCIITables.step(
        &character, after: previousClass, caseSensitive: caseSensitive, in: Text.self, classes: classes,
        bonuses: bonuses)
      previousClass = characterClass
      if firstPosition < 0 {
        if character == first { firstPosition = index }
      } else if secondPosition < 0 && character == second {
        secondPosition = index
      }
      if secondPosition >= 0 {
        let left = index == secondPosition ? 0 : secondRowScore
        let leftScore = left &+ (secondRowInGap ? MatchScore.gapExtension : MatchScore.gapStart)
        var diagonalScore: Int32 = 0
        if character == second {
          diagonalScore = firstRowScore &+ MatchScore.match
          var earned = positionBonus
          // A run of two: the first row's previous column matched the first character.
          if firstRowRun == 1 && !(positionBonus >= MatchScore.boundary && positionBonus > previousBonus) {
            earned = max(positionBonus, MatchScore.consecutive, previousBonus)
          }
          diagonalScore &+= diagonalScore &+ earned < leftScore ? positionBonus : earned
        }
        secondRowInGap = diagonalScore < leftScore
        let score = max(diagonalScore, leftScore, 0)
        if score > maxScore {
          maxScore = score
          maxScorePosition = index
        }
        secondRowScore = score
      }
      if character == first {
        firstRowScore = MatchScore.match &+ positionBonus &* MatchScore.firstCharMultiplier
        firstRowRun = 1
        firstRowInGap = false
      } else {
        firstRowScore = max(firstRowScore &+ (firstRowInGap ? MatchScore.gapExtension : MatchScore.gapStart), 0)
        firstRowRun = 0
        firstRowInGap = true
      }
      previousBonus = positionBonus
      index &+= 1
    }
    guard secondPosition >= 0 else { return .none }
    return TermMatch(start: firstPosition, end: maxScorePosition + 1, score: Int(maxScore))
  }
}
