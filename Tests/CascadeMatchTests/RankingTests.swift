import CascadeMatch
import CascadeTestSupport
import Testing

/// The parallel driver against one scratch matching candidates in turn and a plain sort.
@Suite struct RankingTests {
  typealias O = MatchOracles

  /// Matches one by one, sorted by (score descending, length, index) or kept in input order.
  private func expected(_ query: MatchQuery, _ texts: [String], order: RankOrder) -> [RankedMatch] {
    let scratch = FuzzyMatcher()
    let found = texts.enumerated().compactMap { index, text in
      scratch.match(query, text: text).map {
        RankedMatch(index: index, score: $0.score, trimmedLength: $0.trimmedLength)
      }
    }
    guard case .score(let tiebreak) = order, query.isSortable else { return found }
    return found.sorted {
      if $0.score != $1.score { return $0.score > $1.score }
      if tiebreak == .length && $0.trimmedLength != $1.trimmedLength { return $0.trimmedLength < $1.trimmedLength }
      return $0.index < $1.index
    }
  }

  /// Over several slices (more candidates than one slice of 8,192 holds), every order and query form.
  @Test func parallelRankingEqualsSequentialRanking() {
    let orders: [RankOrder] = [.score(.length), .score(.index), .input]
    let failure = withEvery("seed", in: 0..<2) { seed, rng in
      let texts = (0..<10_000).map { _ in O.text(&rng, length: Int(rng.next() % 12)) }
      let queries = ["ab", "'a b$", "^A | c", "!x", "a1 !b", "é"]
      for query in queries {
        for order in orders {
          let parsed = MatchQuery(query)
          let ranked = ParallelMatcher.rank(parsed, in: PackedCandidates(texts), order: order)
          if ranked != expected(parsed, texts, order: order) { return "\(query.debugDescription) \(order): differs" }
        }
      }
      return nil
    }
    #expect(failure == nil)
  }

  @Test func emptyQueryKeepsEverythingInInputOrder() {
    let ranked = ParallelMatcher.rank(MatchQuery("  "), in: PackedCandidates(["b", "", "a"]), order: .score(.length))
    #expect(ranked.map(\.index) == [0, 1, 2])
  }

  /// fzf's bonuses decide these orders: a word start beats a match inside a word, camelCase
  /// humps count as starts, consecutive characters beat scattered ones, and equal scores go to
  /// the shorter candidate.
  @Test func bonusesOrderTheWayFzfDoes() {
    func order(_ query: String, _ texts: [String]) -> [String] {
      ParallelMatcher.rank(MatchQuery(query), in: PackedCandidates(texts), order: .score(.length)).map {
        texts[$0.index]
      }
    }
    #expect(order("fb", ["xfxb", "foo-bar", "fooBar"]) == ["fooBar", "foo-bar", "xfxb"], "55 each: the shorter first")
    #expect(order("foob", ["fo-o-b", "foo-bar", "foobar"]) == ["foobar", "foo-bar", "fo-o-b"])
    #expect(order("abc", ["xxabc", "abc"]) == ["abc", "xxabc"])
    #expect(order("ab", ["abxx", "ab"]) == ["ab", "abxx"], "equal scores: the shorter first")
  }
}
