/// fzf's `--tiebreak` lists over a ranking: equal scores ordered by each criterion in turn, then
/// by input order. `--filter` re-orders its whole ranking with `reorder`; the viewer's filter
/// ranks each match by `rank(…)`, the score and the first criterion in one key, and orders equal
/// keys by the rest of the list's `points`, so both order equal scores by the same points.
public enum TiebreakOrder {
  /// The spans `query` matched in `bytes`, one per group with a term that is not negated:
  /// `[first, last + 1)` of the group's matched positions, in scalars, as fzf measures `begin`,
  /// `end` and `chunk` from them.
  /// - Complexity: one match with positions per group.
  public static func spans(
    of query: MatchQuery, in bytes: UnsafeBufferPointer<UInt8>, scratch: FuzzyMatcher
  ) -> [Range<Int>] {
    query.groups.compactMap { group in
      guard group.contains(where: { !$0.isInverted }),
        let positions = scratch.match(MatchQuery(groups: [group]), bytes: bytes, withPositions: true)?.positions,
        let first = positions.first, let last = positions.last
      else { return nil }
      return first..<(last + 1)
    }
  }

  /// The points of each criterion for the candidate `bytes` that `query` matched.
  /// - Complexity: O(bytes.count) plus one match per group of the query, when a criterion
  ///   other than `length` is named.
  public static func points(
    _ criteria: [TiebreakCriterion], query: MatchQuery, bytes: UnsafeBufferPointer<UInt8>, trimmedLength: Int,
    scratch: FuzzyMatcher
  ) -> [Int] {
    guard criteria.contains(where: { $0 != .length }) else { return criteria.map { _ in min(trimmedLength, 0xFFFF) } }
    let spans = spans(of: query, in: bytes, scratch: scratch)
    let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
    return criteria.map { $0.points(spans: spans, scalars: scalars, trimmedLength: trimmedLength) }
  }

  /// `--filter`'s ranking: the candidates `query` matches, highest score first and equal scores
  /// by `criteria`, then input order; input order alone when `sorts` is false. `lengths`, when
  /// given, are the items' trimmed lengths by candidate index (see `reorder`).
  /// - Complexity: as `ParallelMatcher.rank`, plus `reorder`'s when a criterion needs positions.
  public static func ranked(
    _ query: MatchQuery, in candidates: some MatchCandidates, criteria: [TiebreakCriterion], sorts: Bool,
    lengths: [Int]? = nil
  ) -> [RankedMatch] {
    guard sorts else { return ParallelMatcher.rank(query, in: candidates, order: .input) }
    let byLength = lengths == nil && criteria.contains(.length)
    let ranked = ParallelMatcher.rank(query, in: candidates, order: .score(byLength ? .length : .index))
    return reorder(ranked, by: criteria, query: query, candidates: candidates, lengths: lengths)
  }

  /// `ranked` (highest score first) with equal scores ordered by `criteria`, as fzf's
  /// `buildResult` does, then by input order. `lengths`, when given, are the items' trimmed
  /// lengths by candidate index (fzf measures the item, not the `--nth` text matched).
  /// - Complexity: O(m log m + the matches' lengths) for m matches: each match is matched again
  ///   once per group, for its positions, when a criterion other than `length` is named.
  public static func reorder(
    _ ranked: [RankedMatch], by criteria: [TiebreakCriterion], query: MatchQuery, candidates: some MatchCandidates,
    lengths: [Int]? = nil
  ) -> [RankedMatch] {
    // `length` alone, measured on the candidates, is the matcher's own order already.
    guard !criteria.isEmpty, criteria != [.length] || lengths != nil, ranked.count > 1 else { return ranked }
    // Only negated terms: fzf leaves the matches in input order, as the matcher did.
    guard query.isSortable else { return ranked }
    let scratch = FuzzyMatcher()
    let keys: [[Int]] = ranked.map { match in
      let length = lengths?[match.index] ?? match.trimmedLength
      return candidates.withBytes(at: match.index) { bytes in
        points(criteria, query: query, bytes: bytes, trimmedLength: length, scratch: scratch)
      }
    }
    let order = ranked.indices.sorted { a, b in
      if ranked[a].score != ranked[b].score { return ranked[a].score > ranked[b].score }
      if keys[a] != keys[b] { return keys[a].lexicographicallyPrecedes(keys[b]) }
      return ranked[a].index < ranked[b].index
    }
    return order.map { ranked[$0] }
  }

  /// The length the `length` criterion measures: scalars without white space (Go's
  /// `unicode.IsSpace`, as fzf) at either end.
  /// - Complexity: O(bytes.count).
  public static func trimmedLength(of bytes: [UInt8]) -> Int {
    let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
    guard let first = scalars.firstIndex(where: { !CaseFolding.isSpace($0.value) }),
      let last = scalars.lastIndex(where: { !CaseFolding.isSpace($0.value) })
    else { return 0 }
    return last - first + 1
  }

  /// The viewer's rank of a match: the score in the high 16 bits, the first criterion's points
  /// (fewer is better, so inverted) in the low 16; 0 when `sorts` is false. Equal ranks show in
  /// input order, so a first criterion of `index` (none) leaves the low bits 0.
  @inline(__always)
  public static func rank(score: Int, firstPoints: Int?, sorts: Bool) -> UInt32 {
    guard sorts else { return 0 }
    return UInt32(min(score, 0xFFFF)) << 16 | UInt32(0xFFFF - min(firstPoints ?? 0xFFFF, 0xFFFF))
  }
}
