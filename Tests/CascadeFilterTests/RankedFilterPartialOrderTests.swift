import CascadeFilter
import CascadeLayout
import CascadeTestSupport
import CascadeView
import Testing

/// A matcher whose answers are a seeded table: per query and item, whether the item is kept and
/// its rank, drawn from a few values (ties everywhere) or many.
///
/// Without `rise`, queries never narrow one another, so every run tests the whole model. With it,
/// a query narrows its prefixes ("ab" narrows "a"): it keeps some of what its prefix kept, each
/// rank at most `rise` above the prefix's, and a narrowing batch leaves the items whose previous
/// rank plus `rise` is below the floor unranked, as a fuzzy matcher does when a term grows.
final class TableMatcher: ItemMatcher {
  let seed: UInt64
  let rankValues: UInt64
  let keepOneIn: UInt64
  let rise: UInt32?
  /// Items a narrowing batch left unranked, over the matcher's life.
  private(set) var unrankedCount = 0
  /// When true, equal ranks show by `tieKey` (as a `--tiebreak` list longer than a rank holds),
  /// then in model order.
  var breaksTies = false

  init(seed: UInt64, rankValues: UInt64, keepOneIn: UInt64, rise: UInt32? = nil) {
    self.seed = seed
    self.rankValues = rankValues
    self.keepOneIn = keepOneIn
    self.rise = rise
  }

  func matchesEverything(_ query: String) -> Bool { query.isEmpty }

  func query(_ query: String, narrows previous: String) -> Bool {
    rise != nil && !previous.isEmpty && query.count > previous.count && query.hasPrefix(previous)
  }

  func matches(_ query: String, section: Int, among items: ArraySlice<Int>) -> [RankedItem] {
    items.compactMap { item in rank(of: item, for: query).map { RankedItem(item: item, rank: $0) } }
  }

  func matches(
    _ query: String, narrowing previous: String, section: Int, among items: ArraySlice<Int>,
    previousRanks: ArraySlice<UInt32>,
    floor: UInt32
  ) -> NarrowedMatches {
    guard let rise else { return NarrowedMatches(ranked: matches(query, section: section, among: items)) }
    var answer = NarrowedMatches(ranked: [])
    // Each character typed since can raise a rank by `rise`.
    let riseSince = rise * UInt32(query.count - previous.count)
    for (item, previousRank) in zip(items, previousRanks) {
      guard let exact = rank(of: item, for: query) else { continue }
      let (ceiling, overflow) = previousRank.addingReportingOverflow(riseSince)
      if !overflow && ceiling < floor {
        answer.unranked.append(RankedItem(item: item, rank: ceiling))
        unrankedCount += 1
      } else {
        answer.ranked.append(RankedItem(item: item, rank: exact))
      }
    }
    return answer
  }

  func breaksTies(_ query: String) -> Bool { breaksTies }

  func orderingTies(_ items: [Int], query: String, section: Int) -> [Int] {
    items.sorted { Self.tieKey($0) != Self.tieKey($1) ? Self.tieKey($0) < Self.tieKey($1) : $0 < $1 }
  }

  /// What orders equal ranks when `breaksTies`.
  static func tieKey(_ item: Int) -> Int { item * 7 % 5 }

  /// The table: nil when `query` does not keep `item`.
  func rank(of item: Int, for query: String) -> UInt32? {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in query.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    var rng = SplitMix64(seed: seed ^ hash ^ UInt64(item) &* 0x9E37_79B9)
    guard rng.next() % keepOneIn != 0 else { return nil }
    // A query narrowing its prefix: kept only where the prefix kept the item, its rank at most
    // `rise` above the prefix's (and at times far below it).
    if let rise, query.count > 1 {
      guard let before = rank(of: item, for: String(query.dropLast())) else { return nil }
      let fall = UInt32(rng.next() % UInt64(3 * rise + 1))
      return before + rise > fall ? before + rise - fall : 0
    }
    return UInt32(rng.next() % rankValues)
  }
}

/// A finished run of many kept items puts only its best items in order at once and the rest on a
/// later turn or the first read past them: checked against a full sort of the same matches.
@Suite struct RankedFilterPartialOrderTests {
  /// Over 400 seeded models and 2,400 queries (up to 2,000 items, ranks with many ties or few,
  /// kept or not at random, ranked or in model order as `--no-sort`, slices of any size): once a
  /// run shows its final count, the first items read are the brute-force sort's first items (rank
  /// descending, ties in model order) before anything past them is read; the whole order (which
  /// that read past the first items completes, before the next turn would) is the brute-force
  /// sort; lookups of hidden items and of the first items agree with it before the rest is put in
  /// order, and leave the rest unordered; lookups agree; every batch of updates takes the previous
  /// list to the next; and a query typed again comes back in the same order, also when its run
  /// was kept before its rest was ordered (another query typed at once over it).
  @Test func partialOrderEqualsAFullSort() {
    let run = Self.checkPartialOrders(queries: ["a", "b", "c", "d", ""]) { seed, rng in
      TableMatcher(
        seed: seed, rankValues: [1, 2, 3, 40, 1 << 30].randomElement(using: &rng)!,
        keepOneIn: UInt64.random(in: 2...8, using: &rng))
    }
    #expect(run.failure == nil, "\(run.failure ?? "")")
    #expect(run.partialRuns > 50, "only \(run.partialRuns) runs were ordered partially")
    #expect(
      run.retypedWhileUnordered > 20,
      "only \(run.retypedWhileUnordered) queries were typed while a run's rest was unordered")
  }

  /// The same over queries that narrow one another ("a", "ab", "abc", …), with a matcher that
  /// leaves the items that cannot reach the first items unranked (as the fuzzy matcher does when
  /// a term grows): the first items, the count, the lookups and the whole order are still the
  /// brute-force sort's, also when a narrowing query is typed over a run whose unranked items
  /// are not ranked yet, and when such a run is typed again.
  @Test func itemsLeftUnrankedBelowTheFloorStillSortInPlace() {
    var unranked = 0
    let run = Self.checkPartialOrders(queries: ["a", "ab", "abc", "abcd", "abcde", "b", "bc", "bcd", ""]) { seed, rng in
      let matcher = TableMatcher(
        seed: seed, rankValues: [4, 40, 400, 1 << 20].randomElement(using: &rng)!,
        keepOneIn: UInt64.random(in: 4...12, using: &rng),
        rise: UInt32.random(in: 1...30, using: &rng))
      return matcher
    } observe: { matcher in
      unranked += matcher.unrankedCount
    }
    #expect(run.failure == nil, "\(run.failure ?? "")")
    #expect(run.partialRuns > 50, "only \(run.partialRuns) runs were ordered partially")
    #expect(unranked > 10_000, "only \(unranked) items were left unranked")
  }

  /// The same with a matcher that orders equal ranks itself (`ItemMatcher.orderingTies`), with
  /// queries that narrow one another or not: the order is the brute-force sort's, equal ranks by
  /// the matcher's key, then in model order.
  @Test func tiesOrderedByTheMatcherSortInPlace() {
    let run = Self.checkPartialOrders(queries: ["a", "ab", "abc", "b", "c", "bc", ""]) { seed, rng in
      let matcher = TableMatcher(
        seed: seed, rankValues: [1, 3, 40, 1 << 20].randomElement(using: &rng)!,
        keepOneIn: UInt64.random(in: 2...8, using: &rng),
        rise: Bool.random(using: &rng) ? UInt32.random(in: 1...30, using: &rng) : nil)
      matcher.breaksTies = true
      return matcher
    }
    #expect(run.failure == nil, "\(run.failure ?? "")")
  }

  /// The property both tests check, over 400 seeded models: see `partialOrderEqualsAFullSort`.
  static func checkPartialOrders(
    queries: [String], matcher makeMatcher: (UInt64, inout SplitMix64) -> TableMatcher,
    observe: (TableMatcher) -> Void = { _ in }
  ) -> (failure: String?, partialRuns: Int, retypedWhileUnordered: Int) {
    var partialRuns = 0
    var retypedWhileUnordered = 0
    let failure = withEvery("seed", in: 0..<400) { seed, rng -> String? in
      let count = Int.random(in: 0...2_000, using: &rng)
      let matcher = makeMatcher(seed, &rng)
      defer { observe(matcher) }
      let section = Int.random(in: 0...2, using: &rng)
      let filter = RankedFilter(matcher: matcher, count: count, section: section)
      filter.isRanked = Int.random(in: 0..<4, using: &rng) > 0
      filter.rankedPrefixCount = Int.random(in: 1...64, using: &rng)
      filter.maximumItemChanges = Int.random(in: 0...60, using: &rng)
      filter.batchSize = Int.random(in: 400...4_000, using: &rng)
      filter.sliceLimit = Bool.random(using: &rng) ? Int.max : Int.random(in: 1_000...5_000, using: &rng)
      let deadline = Bool.random(using: &rng) ? ContinuousClock.now - .seconds(1) : ContinuousClock.now + .seconds(60)
      var shown = Array(0..<count)
      for step in 0..<6 {
        var query = queries.randomElement(using: &rng)!
        var expected =
          query.isEmpty ? Array(0..<count) : Self.expected(matcher, query: query, count: count, ranked: filter.isRanked)
        var checkedFirstItems = false
        // One call of the filter: the first items checked once the count is final (before any
        // read past them), then the whole list and the change that led to it.
        func check(_ call: String, appended: Bool, updates: BatchUpdates) -> String? {
          if filter.showsFinalCount && !checkedFirstItems {
            checkedFirstItems = true
            if filter.shownCount != expected.count {
              return "\(call): \(filter.shownCount) shown, expected \(expected.count)"
            }
            if filter.isRunning { partialRuns += 1 }
            let prefix = min(filter.rankedPrefixCount, expected.count)
            // Hidden items and the first items are found without ordering the rest.
            let unordered = filter.hasUnorderedRest
            var expectedPosition = [Int: Int]()
            for (position, item) in expected.enumerated() { expectedPosition[item] = position }
            for item in 0..<count where (expectedPosition[item] ?? 0) < prefix {
              let position = filter.shownItem(ofModelIndex: item)
              if position != expectedPosition[item] {
                return
                  "\(call): item \(item) looked up at \(String(describing: position)), expected \(String(describing: expectedPosition[item]))"
              }
            }
            if unordered && !filter.hasUnorderedRest {
              return "\(call): looking up hidden and first items ordered the rest"
            }
            let first = (0..<prefix).map { filter.modelIndex(ofShownItem: $0) }
            if first != Array(expected.prefix(prefix)) {
              return "\(call): first items \(first), expected \(expected.prefix(prefix))"
            }
            // On odd steps, every kept item, worst-ranked first: the first lookup past the first
            // items orders the rest, and a kept item still unranked is never taken for a hidden
            // one (even steps leave the rest unordered for the next query).
            if step % 2 == 1 {
              for item in expected.reversed() where filter.shownItem(ofModelIndex: item) != expectedPosition[item] {
                let position = filter.shownItem(ofModelIndex: item)
                return
                  "\(call): kept item \(item) looked up at \(String(describing: position)), expected \(String(describing: expectedPosition[item]))"
              }
            }
          }
          let now = (0..<filter.shownCount).map { filter.modelIndex(ofShownItem: $0) }
          if appended && Array(now.prefix(shown.count)) != shown {
            return "\(call): an append changed the items shown before"
          }
          if !appended, let problem = RankedFilterTests.check(updates, from: shown, to: now, section: section) {
            return "\(call): \(problem)"
          }
          if filter.showsFinalCount && now != expected {
            return "\(call): shows \(now.prefix(20))…, expected \(expected.prefix(20))…"
          }
          shown = now
          return nil
        }
        var updates = BatchUpdates()
        filter.setQuery(query, until: deadline, into: &updates)
        // Now and then another query is typed at once, while the rest of this one is unordered
        // (nothing read past its first items): a run kept that way must come back in full order.
        if filter.hasUnorderedRest, Int.random(in: 0..<3, using: &rng) == 0 {
          retypedWhileUnordered += 1
          query = queries.randomElement(using: &rng)!
          expected =
            query.isEmpty
            ? Array(0..<count) : Self.expected(matcher, query: query, count: count, ranked: filter.isRanked)
          filter.setQuery(query, until: deadline, into: &updates)
        }
        if let problem = check("step \(step), \(query) typed", appended: false, updates: updates) { return problem }
        while filter.isRunning {
          var appended = false
          var changes = BatchUpdates()
          switch filter.continueRun(until: deadline) {
          case .unchanged: break
          case .appended: appended = true
          case .reordered(let reordered): changes = reordered
          }
          if let problem = check("step \(step), \(query) continued", appended: appended, updates: changes) {
            return problem
          }
        }
        if !checkedFirstItems { return "step \(step), \(query): the count never became final" }
        if filter.shownModelIndices ?? Array(0..<count) != expected {
          return "step \(step), \(query): shownModelIndices differ"
        }
        for _ in 0..<20 where count > 0 {
          let item = Int.random(in: 0..<count, using: &rng)
          if filter.shownItem(ofModelIndex: item) != expected.firstIndex(of: item) {
            return "step \(step), \(query): model \(item) misplaced"
          }
        }
      }
      return nil
    }
    return (failure, partialRuns, retypedWhileUnordered)
  }

  /// The brute force: the kept items by rank descending, then model order; or model order.
  static func expected(_ matcher: TableMatcher, query: String, count: Int, ranked: Bool) -> [Int] {
    let kept = (0..<count).compactMap { item in matcher.rank(of: item, for: query).map { (item, $0) } }
    let ordered =
      ranked
      ? kept.sorted { a, b in
        if a.1 != b.1 { return a.1 > b.1 }
        if matcher.breaksTies, TableMatcher.tieKey(a.0) != TableMatcher.tieKey(b.0) {
          return TableMatcher.tieKey(a.0) < TableMatcher.tieKey(b.0)
        }
        return a.0 < b.0
      } : kept
    return ordered.map(\.0)
  }
}
