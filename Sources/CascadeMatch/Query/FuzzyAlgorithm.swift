/// How a fuzzy term is aligned with a candidate (fzf's `--algo`).
public enum FuzzyAlgorithm: String, Sendable, Hashable, CaseIterable {
  /// fzf's FuzzyMatchV1: the first occurrence of the term's characters in order, shortened by a
  /// backward scan from its end; fast, and not always the best-scoring alignment.
  case v1
  /// fzf's FuzzyMatchV2, the default: the best-scoring alignment.
  case v2
}

extension MatchQuery {
  /// The query with its fuzzy terms aligned by `algorithm`.
  /// - Complexity: O(terms).
  public func aligned(by algorithm: FuzzyAlgorithm) -> MatchQuery {
    var query = self
    for group in query.groups.indices {
      for term in query.groups[group].indices { query.groups[group][term].isGreedy = algorithm == .v1 }
    }
    return query
  }
}
