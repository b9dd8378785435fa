/// A parsed search query: groups of terms where every group must match (space-separated terms are
/// ANDed) and a group matches when any of its terms does (`a | b`).
///
/// Parse one with `MatchQuery(_:caseMode:fuzzy:)`; match candidates with `CandidateMatcher` or, for
/// many at once on every core, `ParallelMatcher`.
public struct MatchQuery: Sendable, Hashable {
  /// The OR groups, each non-empty, all of which must match.
  public var groups: [[MatchTerm]]
  /// How word starts are weighed (fzf's `--scheme`).
  public var scheme = MatchScheme.default

  /// A query made of the given groups, already parsed.
  /// - Complexity: O(groups).
  public init(groups: [[MatchTerm]]) {
    self.groups = groups.filter { !$0.isEmpty }
  }

  /// True when the query has no term: every candidate matches, with score 0, in input order.
  public var isEmpty: Bool { groups.isEmpty }

  /// False when every term is negated (`!foo !bar`): fzf then keeps input order, as there is
  /// nothing to score.
  /// - Complexity: O(terms).
  public var isSortable: Bool { groups.contains { $0.contains { !$0.isInverted } } }
}
