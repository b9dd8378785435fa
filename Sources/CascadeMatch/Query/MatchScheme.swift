/// How word starts are weighed (fzf's `--scheme`), for the kind of text being searched.
public enum MatchScheme: String, Sendable, Hashable, CaseIterable {
  /// General text: a word start after white space (or at the start) earns the most, one after a
  /// delimiter `/ , : ; |` a little less.
  case `default`
  /// File paths: only `/` delimits, a word start after it (or at the start) earns the most, one
  /// after white space no more than after other punctuation.
  case path
  /// Command history: every word start earns the same, and equal scores keep input order, whatever
  /// the tiebreak (the caller drops the tiebreak's criteria).
  case history
}

extension MatchQuery {
  /// The query with its candidates scored by `scheme`.
  /// - Complexity: O(1).
  public func scored(by scheme: MatchScheme) -> MatchQuery {
    var query = self
    query.scheme = scheme
    return query
  }
}
