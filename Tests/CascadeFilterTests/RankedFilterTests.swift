import CascadeFilter
import CascadeLayout
import CascadeTestSupport
import CascadeView
import Testing

/// A matcher over short words: an item is kept when the query's letters occur in its word in
/// order, ranked by how many times the query's first letter occurs (so ties are common). It counts
/// the items it tests, so tests can see which ones a run asked about.
final class SubsequenceMatcher: ItemMatcher {
  var words: [String]
  private(set) var tested: [Int] = []

  init(words: [String]) { self.words = words }

  func matchesEverything(_ query: String) -> Bool { query.isEmpty }

  func query(_ query: String, narrows previous: String) -> Bool { query.hasPrefix(previous) }

  func matches(_ query: String, section: Int, among items: ArraySlice<Int>) -> [RankedItem] {
    tested += items
    return items.compactMap { item in Self.rank(of: words[item], for: query).map { RankedItem(item: item, rank: $0) } }
  }

  /// The brute-force answer for one word: nil when the query does not match it.
  static func rank(of word: String, for query: String) -> UInt32? {
    var rest = Substring(word)
    for letter in query {
      guard let found = rest.firstIndex(of: letter) else { return nil }
      rest = rest[rest.index(after: found)...]
    }
    return UInt32(word.filter { $0 == query.first }.count)
  }

  func resetTested() { tested = [] }
}

@Suite struct RankedFilterTests {
  /// The brute-force shown list: every model item the query keeps, rank descending, then model
  /// order (or model order only when not ranked).
  static func expected(_ words: [String], query: String, ranked: Bool) -> [Int] {
    let kept = words.indices.compactMap { item in
      SubsequenceMatcher.rank(of: words[item], for: query).map { (item, $0) }
    }
    let ordered = ranked ? kept.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 } : kept
    return ordered.map(\.0)
  }

  /// Applies `updates` to `old` as the collection view would and checks the result against
  /// `new`: every item that is not deleted lands where the updates say, on the same model item.
  /// A replaced section is accepted as it is.
  static func check(_ updates: BatchUpdates, from old: [Int], to new: [Int], section: Int) -> String? {
    if updates.deletedSections.contains(section) && updates.insertedSections.contains(section) { return nil }
    let mapper = updates.makeMapper()
    var placed = [Int?](repeating: nil, count: new.count)
    for (i, item) in old.enumerated() {
      guard let moved = mapper.newIndexPath(for: IndexPath(item: i, section: section)) else { continue }
      guard moved.item >= 0 && moved.item < new.count else {
        return "old item \(i) maps to \(moved.item) of \(new.count)"
      }
      if placed[moved.item] != nil { return "two old items map to \(moved.item)" }
      placed[moved.item] = item
      if new[moved.item] != item {
        return "old item \(i) (model \(item)) maps to \(moved.item), which shows model \(new[moved.item])"
      }
    }
    for (j, item) in placed.enumerated() where item == nil {
      if !updates.insertedItems.contains(IndexPath(item: j, section: section)) {
        return "new item \(j) is neither kept nor inserted"
      }
    }
    return nil
  }

  /// Random typing, deleting, clearing, growing the model and continuing runs in random slices,
  /// over thousands of seeded models, against the brute-force filter and sort: a finished run
  /// shows exactly the brute-force list; a run in progress shows distinct matching items and only
  /// appends; lookups agree with the shown list both ways; and every batch of updates turns the
  /// previous shown list into the next.
  @Test func runsMatchBruteForceFilterAndSort() {
    let letters = Array("abcde")
    let failure = withEvery("seed", in: 0..<2_000) { seed, rng -> String? in
      func word() -> String {
        String((0..<Int.random(in: 1...6, using: &rng)).map { _ in letters.randomElement(using: &rng)! })
      }
      let section = Int.random(in: 0...2, using: &rng)
      var words = (0..<Int.random(in: 0...80, using: &rng)).map { _ in word() }
      let matcher = SubsequenceMatcher(words: words)
      let filter = RankedFilter(matcher: matcher, count: words.count, section: section)
      filter.isRanked = Bool.random(using: &rng)
      filter.maximumItemChanges = Int.random(in: 0...100, using: &rng)
      filter.batchSize = Int.random(in: 1...20, using: &rng)
      filter.sliceLimit = Bool.random(using: &rng) ? Int.max : Int.random(in: 1...40, using: &rng)
      // Now and then a run puts only its best few items in order at once (see `rankedPrefixCount`).
      if Bool.random(using: &rng) {
        filter.rankedPrefixCount = Int.random(in: 1...4, using: &rng)
        filter.maximumItemChanges = Int.random(in: 0...2, using: &rng)
      }
      // A deadline already past: each slice tests one batch, so slicing is the same on any machine.
      let deadline = Bool.random(using: &rng) ? ContinuousClock.now - .seconds(1) : ContinuousClock.now + .seconds(60)
      var query = ""
      var shown = Array(0..<words.count)
      for step in 0..<30 {
        let before = shown
        var updates = BatchUpdates()
        var appended = false
        switch Int.random(in: 0..<10, using: &rng) {
        case 0...3:
          query.append(letters.randomElement(using: &rng)!)
          // Now and then a key of a paste: the next key replaces the query before it is tested.
          let testing = Int.random(in: 0..<4, using: &rng) != 0
          filter.setQuery(query, until: deadline, testing: testing, into: &updates)
        case 4:
          if !query.isEmpty { query.removeLast() }
          filter.setQuery(query, until: deadline, into: &updates)
        case 5:
          query = ""
          filter.setQuery(query, until: deadline, into: &updates)
        case 6:
          let added = (0..<Int.random(in: 1...10, using: &rng)).map { _ in word() }
          words += added
          matcher.words = words
          let shownAdded = filter.growModel(to: words.count)
          if shownAdded > 0 { appended = true }
        default:
          switch filter.continueRun(until: deadline) {
          case .unchanged: break
          case .appended: appended = true
          case .reordered(let changes): updates = changes
          }
        }
        shown = (0..<filter.shownCount).map { filter.modelIndex(ofShownItem: $0) }
        if appended && !updates.isEmpty { return "step \(step): appended and reordered at once" }
        if appended && Array(shown.prefix(before.count)) != before {
          return "step \(step): an append changed the cards shown before"
        }
        if !appended, let problem = Self.check(updates, from: before, to: shown, section: section) {
          return "step \(step): \(problem)"
        }
        if Set(shown).count != shown.count { return "step \(step): an item shows twice: \(shown)" }
        for item in shown where !query.isEmpty && SubsequenceMatcher.rank(of: words[item], for: query) == nil {
          return "step \(step): \(words[item]) shows for \(query)"
        }
        if filter.showsFinalCount {
          let expected =
            query.isEmpty ? Array(words.indices) : Self.expected(words, query: query, ranked: filter.isRanked)
          if shown != expected { return "step \(step), query \(query): shows \(shown), expected \(expected)" }
        }
        for item in 0..<words.count + 1 {
          let position = filter.shownItem(ofModelIndex: item)
          if position != shown.firstIndex(of: item) {
            return "step \(step): model \(item) at \(String(describing: position))"
          }
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Typing on tests only the items the last query kept; deleting a letter tests every item.
  @Test func narrowingTestsOnlyTheKeptItems() {
    let words = (0..<500).map { String(repeating: "a", count: $0 % 3 + 1) + ($0 % 2 == 0 ? "b" : "c") }
    let matcher = SubsequenceMatcher(words: words)
    let filter = RankedFilter(matcher: matcher, count: words.count)
    var updates = BatchUpdates()
    let later = ContinuousClock.now + .seconds(60)
    filter.setQuery("a", until: later, into: &updates)
    #expect(matcher.tested.count == 500)
    matcher.resetTested()
    filter.setQuery("ab", until: later, into: &updates)
    #expect(Set(matcher.tested).count == 500, "every item held an a")
    matcher.resetTested()
    filter.setQuery("abb", until: later, into: &updates)
    #expect(Set(matcher.tested) == Set(words.indices.filter { words[$0].hasSuffix("b") }), "only the words \"ab\" kept")
    #expect(filter.shownCount == 0)
    matcher.resetTested()
    filter.setQuery("aa", until: later, into: &updates)
    #expect(matcher.tested.count == 500)
  }

  /// A burst of keys (a paste, or typing faster than a query is matched) set as queries not yet
  /// tested, after a run that may be unfinished or finished, then run to the end: every item is
  /// tested at most once for the whole burst (the last query, narrowing the ones before it where
  /// they narrow), and the result equals the brute-force ranking of the last query; while the run
  /// goes on, only items the last query keeps show. Over 2,000 seeded models and bursts of typing,
  /// Backspace and clearing.
  @Test func aBurstOfKeysTestsEachItemOnceForItsLastQuery() {
    let letters = Array("abcd")
    let failure = withEvery("seed", in: 0..<2_000) { seed, rng -> String? in
      let words = (0..<Int.random(in: 0...80, using: &rng)).map { _ in
        String((0..<Int.random(in: 1...6, using: &rng)).map { _ in letters.randomElement(using: &rng)! })
      }
      let matcher = SubsequenceMatcher(words: words)
      let filter = RankedFilter(matcher: matcher, count: words.count)
      filter.isRanked = Bool.random(using: &rng)
      filter.batchSize = Int.random(in: 1...20, using: &rng)
      filter.firstBatchSize = filter.batchSize
      let past = ContinuousClock.now - .seconds(1)
      let later = ContinuousClock.now + .seconds(60)
      var updates = BatchUpdates()
      var query = String((0..<Int.random(in: 0...2, using: &rng)).map { _ in letters.randomElement(using: &rng)! })
      // The query before the burst: run to the end, part of the way, or not at all.
      filter.setQuery(query, until: past, into: &updates)
      for _ in 0..<Int.random(in: 0...3, using: &rng) { _ = filter.continueRun(until: past) }
      matcher.resetTested()
      for _ in 0..<Int.random(in: 1...8, using: &rng) {
        switch Int.random(in: 0..<6, using: &rng) {
        case 0...3: query.append(letters.randomElement(using: &rng)!)
        case 4: if !query.isEmpty { query.removeLast() }
        default: query = ""
        }
        filter.setQuery(query, until: later, testing: false, into: &updates)
      }
      if !matcher.tested.isEmpty { return "the burst tested \(matcher.tested) before its last key" }
      while filter.isRunning {
        _ = filter.continueRun(until: Bool.random(using: &rng) ? past : later)
        for shownItem in 0..<filter.shownCount where !query.isEmpty {
          let item = filter.modelIndex(ofShownItem: shownItem)
          if SubsequenceMatcher.rank(of: words[item], for: query) == nil {
            return "\(words[item]) shows for \(query) while the run goes on"
          }
        }
      }
      if Set(matcher.tested).count != matcher.tested.count { return "an item was tested twice: \(matcher.tested)" }
      let shown = (0..<filter.shownCount).map { filter.modelIndex(ofShownItem: $0) }
      let expected = query.isEmpty ? Array(words.indices) : Self.expected(words, query: query, ranked: filter.isRanked)
      if shown != expected { return "query \(query): shows \(shown), expected \(expected)" }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// A query typed again after others (Backspace, or retyping) shows the finished run kept for it
  /// without testing a kept item again, only the items the model gained since; over 12,500 queries
  /// on 500 seeded models the result equals the brute-force ranking.
  @Test func finishedRunsComeBackWithoutTesting() {
    let letters = Array("abc")
    let failure = withEvery("seed", in: 0..<500) { seed, rng -> String? in
      func word() -> String {
        String((0..<Int.random(in: 1...5, using: &rng)).map { _ in letters.randomElement(using: &rng)! })
      }
      var words = (0..<Int.random(in: 1...60, using: &rng)).map { _ in word() }
      let matcher = SubsequenceMatcher(words: words)
      let filter = RankedFilter(matcher: matcher, count: words.count)
      filter.isRanked = Bool.random(using: &rng)
      let later = ContinuousClock.now + .seconds(60)
      // The last four distinct queries run (the filter keeps more) and the model count each covered.
      var finished: [(query: String, covered: Int)] = []
      var query = ""
      for step in 0..<25 {
        var updates = BatchUpdates()
        switch Int.random(in: 0..<6, using: &rng) {
        case 0, 1: query.append(letters.randomElement(using: &rng)!)
        case 2, 3: if !query.isEmpty { query.removeLast() }
        case 4:
          words += (0..<Int.random(in: 1...5, using: &rng)).map { _ in word() }
          matcher.words = words
          filter.growModel(to: words.count)
        default:
          query = String((0..<Int.random(in: 1...3, using: &rng)).map { _ in letters.randomElement(using: &rng)! })
        }
        matcher.resetTested()
        filter.setQuery(query, until: later, into: &updates)
        while filter.isRunning { _ = filter.continueRun(until: later) }
        if let covered = finished.last(where: { $0.query == query })?.covered, !query.isEmpty {
          if matcher.tested.contains(where: { $0 < covered }) {
            return "step \(step): \(query) came back but tested \(matcher.tested) (its run covered \(covered) items)"
          }
        }
        let shown = (0..<filter.shownCount).map { filter.modelIndex(ofShownItem: $0) }
        let expected =
          query.isEmpty ? Array(words.indices) : Self.expected(words, query: query, ranked: filter.isRanked)
        if shown != expected { return "step \(step), query \(query): shows \(shown), expected \(expected)" }
        finished.removeAll { $0.query == query }
        if !query.isEmpty { finished.append((query, words.count)) }
        if finished.count > 4 { finished.removeFirst() }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// A reordering within the change limit is described as moves, so the cards animate to their
  /// places; past it the section is replaced.
  @Test func reorderingIsMovesWithinTheLimit() {
    let words = ["ab", "aab", "aaab", "b"]
    let filter = RankedFilter(matcher: SubsequenceMatcher(words: words), count: words.count, section: 1)
    var updates = BatchUpdates()
    filter.setQuery("ab", until: ContinuousClock.now + .seconds(60), into: &updates)
    #expect((0..<filter.shownCount).map(filter.modelIndex(ofShownItem:)) == [2, 1, 0])
    #expect(updates.deletedItems == [IndexPath(item: 3, section: 1)])
    #expect(!updates.movedItems.isEmpty)
    #expect(Self.check(updates, from: [0, 1, 2, 3], to: [2, 1, 0], section: 1) == nil)
    let limited = RankedFilter(matcher: SubsequenceMatcher(words: words), count: words.count, section: 1)
    limited.maximumItemChanges = 1
    var replaced = BatchUpdates()
    limited.setQuery("ab", until: ContinuousClock.now + .seconds(60), into: &replaced)
    #expect(replaced.deletedSections == [1] && replaced.insertedSections == [1])
  }
}
