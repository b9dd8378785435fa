extension FuzzyMatcher {
  /// The shortest match found by a forward scan for the end, then a backward scan for the start,
  /// scored with `score(of:from:to:)`: fzf's v1 algorithm, used for candidates too long for the
  /// optimal alignment.
  /// - Complexity: O(n).
  func greedyMatch(_ pattern: [UInt32], caseSensitive: Bool, withPositions: Bool) -> TermMatch {
    let m = pattern.count
    if m == 0 { return TermMatch(start: 0, end: 0, score: 0) }
    guard asciiStart(of: pattern, caseSensitive: caseSensitive) != nil else { return .none }
    var patternIndex = 0
    var start = -1
    var end = -1
    for index in 0..<count where foldedScalar(at: index, caseSensitive: caseSensitive) == pattern[patternIndex] {
      if start < 0 { start = index }
      patternIndex += 1
      if patternIndex == m {
        end = index + 1
        break
      }
    }
    guard start >= 0 && end >= 0 else { return .none }
    patternIndex -= 1
    for index in stride(from: end - 1, through: start, by: -1)
    where foldedScalar(at: index, caseSensitive: caseSensitive) == pattern[patternIndex] {
      patternIndex -= 1
      if patternIndex < 0 {
        start = index
        break
      }
    }
    let score = self.score(
      of: pattern, from: start, to: end, caseSensitive: caseSensitive, withPositions: withPositions)
    return TermMatch(start: start, end: end, score: score, wrotePositions: withPositions)
  }

  /// The score of matching `pattern` greedily inside `start..<end`, with the same bonuses and
  /// penalties as `fuzzyMatch`; appends the matched positions when asked.
  /// - Complexity: O(end - start).
  func score(of pattern: [UInt32], from start: Int, to end: Int, caseSensitive: Bool, withPositions: Bool) -> Int {
    var patternIndex = 0
    var score: Int32 = 0
    var inGap = false
    var run = 0
    var runBonus: Int32 = 0
    let text = self.text
    let tables = self.tables
    var previousClass = start > 0 ? tables.classOf(text[start - 1]) : tables.initialClass
    for index in start..<end {
      let raw = text[index]
      let characterClass = tables.classOf(raw)
      let character = caseSensitive ? raw : CaseFolding.lowercase(raw)
      if patternIndex < pattern.count && character == pattern[patternIndex] {
        if withPositions { positions.append(Int32(index)) }
        score += MatchScore.match
        var positionBonus = tables.bonus(previousClass, characterClass)
        if run == 0 {
          runBonus = positionBonus
        } else {
          if positionBonus >= MatchScore.boundary && positionBonus > runBonus { runBonus = positionBonus }
          positionBonus = max(positionBonus, runBonus, MatchScore.consecutive)
        }
        score += patternIndex == 0 ? positionBonus * MatchScore.firstCharMultiplier : positionBonus
        inGap = false
        run += 1
        patternIndex += 1
      } else {
        score += inGap ? MatchScore.gapExtension : MatchScore.gapStart
        inGap = true
        run = 0
        runBonus = 0
      }
      previousClass = characterClass
    }
    return Int(score)
  }
}
