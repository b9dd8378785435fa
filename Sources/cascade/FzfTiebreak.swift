import CascadeMatch

/// fzf's `--tiebreak` criteria after the score, in the order given (`index`, always last, is the
/// order they all fall back to). `length` and `index` alone are the matcher's own orders
/// (`Tiebreak`); `begin`, `end` and `chunk` need where the query matched, so `--filter` re-orders
/// equal scores by them here once the matcher has ranked.
enum FzfTiebreakCriterion: String, CaseIterable {
  case length, begin, end, chunk
}

enum FzfTiebreak {
  /// `ranked` (highest score first) with equal scores ordered by `criteria`, as fzf's
  /// `buildResult` does, then by input order.
  /// - Complexity: O(m log m + the matches' lengths) for m matches: each match is matched again
  ///   once, for its positions.
  static func reorder(
    _ ranked: [RankedMatch], by criteria: [FzfTiebreakCriterion], query: MatchQuery, candidates: some MatchCandidates
  ) -> [RankedMatch] {
    guard criteria.contains(where: { $0 != .length }), ranked.count > 1 else { return ranked }
    // Only negated terms: fzf leaves the matches in input order, as the matcher did.
    guard query.isSortable else { return ranked }
    let scratch = FuzzyMatcher()
    // fzf measures from each group's match, [first, last + 1): one query per group.
    let groups = query.groups.filter { $0.contains { !$0.isInverted } }.map { MatchQuery(groups: [$0]) }
    let keys: [[Int]] = ranked.map { match in
      candidates.withBytes(at: match.index) { bytes in
        let spans: [Range<Int>] = groups.compactMap { group in
          guard let positions = scratch.match(group, bytes: bytes, withPositions: true)?.positions,
            let first = positions.first, let last = positions.last
          else { return nil }
          return first..<(last + 1)
        }
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        return criteria.map { points($0, spans: spans, scalars: scalars, trimmedLength: match.trimmedLength) }
      }
    }
    let order = ranked.indices.sorted { a, b in
      if ranked[a].score != ranked[b].score { return ranked[a].score > ranked[b].score }
      if keys[a] != keys[b] { return keys[a].lexicographicallyPrecedes(keys[b]) }
      return ranked[a].index < ranked[b].index
    }
    return order.map { ranked[$0] }
  }

  /// One criterion's points for a match (lower ranks first), as fzf 0.38 counts them from the
  /// groups' matched spans, in scalars.
  static func points(
    _ criterion: FzfTiebreakCriterion, spans: [Range<Int>], scalars: [Unicode.Scalar], trimmedLength: Int
  ) -> Int {
    let most = 0xFFFF
    if criterion == .length { return min(trimmedLength, most) }
    guard let begin = spans.map(\.lowerBound).min(), let firstEnd = spans.map(\.upperBound).min(),
      let end = spans.map(\.upperBound).max()
    else { return most }
    func isSpace(_ index: Int) -> Bool { scalars[index].properties.isWhitespace }
    switch criterion {
    case .chunk:
      // The word (between white space) holding the match.
      var b = begin, e = end
      while b >= 1, !isSpace(b - 1) { b -= 1 }
      while e < scalars.count, !isSpace(e) { e += 1 }
      return min(e - b, most)
    case .begin, .end:
      var whitePrefix = 0
      for index in 0..<scalars.count {
        whitePrefix = index
        if index == begin || !isSpace(index) { break }
      }
      if criterion == .begin { return min(max(0, firstEnd - whitePrefix), most) }
      return max(0, most - most * (end - whitePrefix) / max(1, trimmedLength))
    case .length:
      return min(trimmedLength, most)
    }
  }
}
