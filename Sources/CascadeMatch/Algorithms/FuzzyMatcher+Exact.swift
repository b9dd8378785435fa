extension FuzzyMatcher {
  /// The occurrence of `pattern` as a substring whose first character has the highest bonus (the
  /// first such, stopping at the first word start), scored like a fuzzy match over it.
  /// - Complexity: O(n·m) worst case, O(n) typically.
  func exactMatch(_ pattern: [UInt32], caseSensitive: Bool) -> TermMatch {
    let m = pattern.count
    if m == 0 { return TermMatch(start: 0, end: 0, score: 0) }
    guard count >= m, asciiStart(of: pattern, caseSensitive: caseSensitive) != nil else { return .none }
    var patternIndex = 0
    var bestPosition = -1
    var currentBonus: Int32 = 0
    var bestBonus: Int32 = -1
    var index = 0
    while index < count {
      if foldedScalar(at: index, caseSensitive: caseSensitive) == pattern[patternIndex] {
        if patternIndex == 0 { currentBonus = bonus(at: index) }
        patternIndex += 1
        if patternIndex == m {
          if currentBonus > bestBonus {
            bestPosition = index
            bestBonus = currentBonus
          }
          if currentBonus >= MatchScore.boundary { break }
          index -= patternIndex - 1
          patternIndex = 0
          currentBonus = 0
        }
      } else {
        index -= patternIndex
        patternIndex = 0
        currentBonus = 0
      }
      index += 1
    }
    guard bestPosition >= 0 else { return .none }
    let start = bestPosition - m + 1
    let end = bestPosition + 1
    return TermMatch(
      start: start, end: end,
      score: score(of: pattern, from: start, to: end, caseSensitive: caseSensitive, withPositions: false))
  }

  /// A match when the candidate, leading white space aside (unless the term starts with a
  /// space), starts with `pattern`.
  /// - Complexity: O(m) after counting leading white space.
  func prefixMatch(_ pattern: [UInt32], caseSensitive: Bool) -> TermMatch {
    let m = pattern.count
    if m == 0 { return TermMatch(start: 0, end: 0, score: 0) }
    let start = CaseFolding.isSpace(pattern[0]) ? 0 : leadingSpaces()
    guard count - start >= m, matches(pattern, at: start, caseSensitive: caseSensitive) else { return .none }
    return TermMatch(
      start: start, end: start + m,
      score: score(of: pattern, from: start, to: start + m, caseSensitive: caseSensitive, withPositions: false))
  }

  /// A match when the candidate, trailing white space aside (unless the term ends with a space),
  /// ends with `pattern`.
  /// - Complexity: O(m) after counting trailing white space.
  func suffixMatch(_ pattern: [UInt32], caseSensitive: Bool) -> TermMatch {
    let m = pattern.count
    var end = count
    if m == 0 || !CaseFolding.isSpace(pattern[m - 1]) { end -= trailingSpaces() }
    if m == 0 { return TermMatch(start: end, end: end, score: 0) }
    let start = end - m
    guard start >= 0, matches(pattern, at: start, caseSensitive: caseSensitive) else { return .none }
    return TermMatch(
      start: start, end: end,
      score: score(of: pattern, from: start, to: end, caseSensitive: caseSensitive, withPositions: false))
  }

  /// A match when the candidate is `pattern`, white space at either end aside (unless the term
  /// has it there); the score of a whole match of word starts.
  /// - Complexity: O(n).
  func equalMatch(_ pattern: [UInt32], caseSensitive: Bool) -> TermMatch {
    let m = pattern.count
    if m == 0 { return .none }
    let leading = CaseFolding.isSpace(pattern[0]) ? 0 : leadingSpaces()
    let trailing = CaseFolding.isSpace(pattern[m - 1]) ? 0 : trailingSpaces()
    guard count - leading - trailing == m, matches(pattern, at: leading, caseSensitive: caseSensitive) else {
      return .none
    }
    let boundaryWhite = tables.boundaryWhite
    let score =
      (MatchScore.match + boundaryWhite) * Int32(m) + (MatchScore.firstCharMultiplier - 1) * boundaryWhite
    return TermMatch(start: leading, end: leading + m, score: Int(score))
  }

  /// True when `pattern` equals the candidate's scalars from `start`, folded as the term says.
  func matches(_ pattern: [UInt32], at start: Int, caseSensitive: Bool) -> Bool {
    for (offset, character) in pattern.enumerated()
    where foldedScalar(at: start + offset, caseSensitive: caseSensitive) != character {
      return false
    }
    return true
  }
}
