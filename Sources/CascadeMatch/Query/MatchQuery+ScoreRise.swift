extension MatchQuery {
  /// The most any candidate's score can rise from `previous` to this query, or nil when there is
  /// no such bound: both must be one fuzzy, non-negated term with the same case sensitivity, and
  /// this one's characters `previous`'s followed by more (the characters typed after it).
  ///
  /// Why it holds: the optimal alignment fills one row per term character, and a row depends only
  /// on the row above, the text and its own character, over the same columns. So this query's
  /// rows are `previous`'s plus more, and each added row's best cell is at most the best of the
  /// row above plus a match (`MatchScore.match`) and the largest bonus a position earns
  /// (`MatchScore.boundaryWhite`, which also bounds a consecutive run's bonus). A one-character
  /// term is scored by its first occurrence at a word start rather than its best one, which can be
  /// lower than its row's best by twice (first-character multiplier) the difference between the
  /// two word-start bonuses: that is added when `previous` has one character.
  /// - Complexity: O(term length).
  public func scoreRise(from previous: MatchQuery) -> Int? {
    guard groups.count == 1, groups[0].count == 1, previous.groups.count == 1, previous.groups[0].count == 1 else { return nil }
    let term = groups[0][0], old = previous.groups[0][0]
    guard term.kind == .fuzzy, old.kind == .fuzzy, !term.isInverted, !old.isInverted,
      term.isCaseSensitive == old.isCaseSensitive, !old.scalars.isEmpty,
      term.scalars.count > old.scalars.count, term.scalars.starts(with: old.scalars)
    else { return nil }
    var rise = (term.scalars.count - old.scalars.count) * Int(MatchScore.match + MatchScore.boundaryWhite)
    if old.scalars.count == 1 {
      rise += Int(MatchScore.firstCharMultiplier * (MatchScore.boundaryWhite - MatchScore.boundary))
    }
    return rise
  }
}
