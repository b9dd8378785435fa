extension MatchQuery {
  /// The most any candidate's score for this query can be, given its score for `previous`; nil
  /// when there is no such bound: both must be one fuzzy, non-negated term with the same case
  /// sensitivity, and this one's characters `previous`'s followed by more (the characters typed
  /// after it), the best alignment scored (not `--algo=v1`'s greedy one), under the same scheme.
  ///
  /// Why it holds: the optimal alignment fills one row per term character, and a row depends only
  /// on the row above, the text and its own character, over the same columns. So this query's
  /// rows are `previous`'s plus more, and each added row's best cell is at most the best of the
  /// row above plus a match (`MatchScore.match`) and the largest bonus a position earns
  /// (`MatchScore.boundaryWhite`, which also bounds a consecutive run's bonus and every scheme's
  /// bonuses): 26 per character.
  /// A one-character term is scored by its first occurrence at a word start, not its best one, so
  /// its score can be below its row's best; but no first row's cell exceeds a match at a word
  /// start after white space, with the first-character multiplier (36), and a score below any
  /// word start's (32) means no occurrence was at one, so that score was the row's best.
  /// - Complexity: O(term length).
  public func scoreCeiling(from previous: MatchQuery) -> ScoreCeiling? {
    guard groups.count == 1, groups[0].count == 1, previous.groups.count == 1, previous.groups[0].count == 1,
      scheme == previous.scheme
    else {
      return nil
    }
    let term = groups[0][0], old = previous.groups[0][0]
    guard term.kind == .fuzzy, old.kind == .fuzzy, !term.isInverted, !old.isInverted, !term.isGreedy, !old.isGreedy,
      term.isCaseSensitive == old.isCaseSensitive, !old.scalars.isEmpty,
      term.scalars.count > old.scalars.count, term.scalars.starts(with: old.scalars)
    else { return nil }
    return ScoreCeiling(
      addedCharacters: term.scalars.count - old.scalars.count, fromOneCharacter: old.scalars.count == 1)
  }
}

/// The most a candidate's score can be after a fuzzy term gained characters, from its score
/// before (`MatchQuery.scoreCeiling(from:)`).
public struct ScoreCeiling: Sendable, Hashable {
  /// The characters the term gained.
  public let addedCharacters: Int
  /// True when the term had one character: its score was its first word start's.
  public let fromOneCharacter: Bool

  /// The most a score can rise per character gained: a match at a word start after white space.
  @usableFromInline static let risePerCharacter = Int(MatchScore.match + MatchScore.boundaryWhite)
  /// The most a one-character term's best cell scores: a word start after white space, doubled.
  @usableFromInline static let firstRowBest = Int(
    MatchScore.match + MatchScore.boundaryWhite * MatchScore.firstCharMultiplier)
  /// A one-character term scoring this or more stopped at its first word start.
  @usableFromInline static let firstWordStart = Int(
    MatchScore.match + MatchScore.boundary * MatchScore.firstCharMultiplier)

  /// The most the score can be now for a candidate that scored `previous`.
  /// - Complexity: O(1).
  @inlinable
  public func ceiling(ofPrevious previous: Int) -> Int {
    let best = fromOneCharacter && previous >= Self.firstWordStart ? Self.firstRowBest : previous
    return best &+ addedCharacters &* Self.risePerCharacter
  }
}
