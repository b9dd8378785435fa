extension FuzzyMatcher {
  /// The first occurrence of `pattern` that is a word of its own (fzf's `'term'`): it starts at a
  /// word start with nothing word-like before it (the candidate's start, white space, a delimiter
  /// or another non-word character) and has nothing word-like after it.
  ///
  /// Scored as fzf scores it, so such a term competes with other kinds in an `|` group: the first
  /// character's bonus, less when an underscore stands on either side (`_foo_` is a weaker
  /// boundary than ` foo `), plus a match and a word start after white space per character and
  /// one more word start.
  /// - Complexity: O(n·m) worst case, O(n) typically.
  func exactBoundaryMatch(_ pattern: [UInt32], caseSensitive: Bool) -> TermMatch {
    let m = pattern.count
    if m == 0 { return TermMatch(start: 0, end: 0, score: 0) }
    guard count >= m, asciiStart(of: pattern, caseSensitive: caseSensitive) != nil else { return .none }
    for start in 0...(count - m) {
      let end = start + m
      let startBonus = bonus(at: start)
      guard startBonus >= MatchScore.boundary, start == 0 || isWordBoundary(text[start - 1]),
        end == count || isWordBoundary(text[end]), matches(pattern, at: start, caseSensitive: caseSensitive)
      else { continue }
      let underscore: UInt32 = 0x5F
      var score = Int(startBonus), deduction = Int(startBonus - MatchScore.boundary) + 1
      if start > 0 && text[start - 1] == underscore {
        score -= deduction + 1
        deduction = 1
      }
      if end < count && text[end] == underscore { score -= deduction }
      score += Int(MatchScore.match) * m + Int(tables.boundaryWhite) * (m + 1)
      return TermMatch(start: start, end: end, score: score)
    }
    return .none
  }

  /// True for white space, a delimiter or another non-word character under the current scheme.
  @inline(__always)
  private func isWordBoundary(_ scalar: UInt32) -> Bool {
    tables.classOf(scalar).rawValue <= ScalarClass.delimiter.rawValue
  }
}
