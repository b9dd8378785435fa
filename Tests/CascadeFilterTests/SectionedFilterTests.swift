import CascadeFilter
import CascadeLayout
import CascadeTestSupport
import CascadeView
import Testing

/// `SubsequenceMatcher`'s test over words kept per section.
final class SectionedWordsMatcher: ItemMatcher {
  var words: [[String]]

  init(words: [[String]]) { self.words = words }

  func matchesEverything(_ query: String) -> Bool { query.isEmpty }

  func query(_ query: String, narrows previous: String) -> Bool { query.hasPrefix(previous) }

  func matches(_ query: String, section: Int, among items: ArraySlice<Int>) -> [RankedItem] {
    items.compactMap { item in
      SubsequenceMatcher.rank(of: words[section][item], for: query).map { RankedItem(item: item, rank: $0) }
    }
  }
}

@Suite struct SectionedFilterTests {
  /// Random typing, deleting, clearing, growing sections, resetting and continuing runs in random
  /// slices, over thousands of seeded collections of sections, against the brute-force filter and
  /// sort of each section: when no run is left every section shows exactly its brute-force list;
  /// while one runs, a section shows distinct matching items; every batch of updates turns what
  /// the sections showed into what they show, and a section said to have grown only appended; the
  /// flat positions agree with the sections' counts both ways.
  @Test func sectionsMatchBruteForceFilterAndSort() {
    let letters = Array("abcde")
    let failure = withEvery("seed", in: 0..<2_000) { seed, rng -> String? in
      func word() -> String {
        String((0..<Int.random(in: 1...5, using: &rng)).map { _ in letters.randomElement(using: &rng)! })
      }
      var words = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
        (0..<Int.random(in: 0...30, using: &rng)).map { _ in word() }
      }
      let matcher = SectionedWordsMatcher(words: words)
      let filter = SectionedFilter(matcher: matcher, counts: words.map(\.count), query: "")
      filter.isRanked = Bool.random(using: &rng)
      filter.maximumItemChanges = Int.random(in: 0...40, using: &rng)
      filter.batchSize = Int.random(in: 1...10, using: &rng)
      filter.firstBatchSize = Int.random(in: 1...10, using: &rng)
      filter.sliceLimit = Bool.random(using: &rng) ? Int.max : Int.random(in: 1...20, using: &rng)
      // No time at all: each slice tests one batch of the first running section, so slicing is
      // the same on any machine.
      filter.sliceDuration = Bool.random(using: &rng) ? .zero : .seconds(60)
      var query = ""
      var shown = Self.shownLists(filter)
      for step in 0..<30 {
        let before = shown
        var updates = BatchUpdates()
        var appended: [Int] = []
        var reloaded = false
        switch Int.random(in: 0..<12, using: &rng) {
        case 0...3:
          query.append(letters.randomElement(using: &rng)!)
          updates = filter.setQuery(query)
        case 4:
          if !query.isEmpty { query.removeLast() }
          updates = filter.setQuery(query)
        case 5:
          query = ""
          updates = filter.setQuery(query)
        case 6 where !words.isEmpty:
          let grown = Array(
            Set((0..<Int.random(in: 1...3, using: &rng)).map { _ in words.indices.randomElement(using: &rng)! })
          ).sorted()
          for section in grown { words[section] += (0..<Int.random(in: 1...8, using: &rng)).map { _ in word() } }
          matcher.words = words
          appended = filter.growSections(grown) { words[$0].count }
          if !Set(appended).isSubset(of: grown) { return "step \(step): \(appended) appended, \(grown) grown" }
        case 7:
          words = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
            (0..<Int.random(in: 0...30, using: &rng)).map { _ in word() }
          }
          matcher.words = words
          filter.reset(counts: words.map(\.count), query: query)
          reloaded = true
        default:
          let progress = filter.continueRun()
          appended = progress.appendedSections
          updates = progress.reordered
        }
        shown = Self.shownLists(filter)
        if filter.query != query { return "step \(step): the filter holds \(filter.query), not \(query)" }
        if shown.count != words.count { return "step \(step): \(shown.count) sections for \(words.count)" }
        for (section, items) in shown.enumerated() {
          if Set(items).count != items.count { return "step \(step): section \(section) shows an item twice" }
          if let item = items.first(where: { SubsequenceMatcher.rank(of: words[section][$0], for: query) == nil }) {
            return "step \(step): section \(section) shows \(words[section][item]) for \(query)"
          }
          for (position, item) in items.enumerated()
          where filter.shownItem(ofModelIndex: item, inSection: section) != position {
            return "step \(step): section \(section)'s model item \(item) is not found at \(position)"
          }
          if reloaded { continue }
          if appended.contains(section) {
            if Array(items.prefix(before[section].count)) != before[section] {
              return "step \(step): section \(section) was said to append but changed what it showed"
            }
          } else if let problem = RankedFilterTests.check(
            updates, from: before[section], to: items, section: section)
          {
            return "step \(step): section \(section): \(problem)"
          }
        }
        if !filter.isRunning {
          for (section, items) in shown.enumerated() {
            let expected = RankedFilterTests.expected(words[section], query: query, ranked: filter.isRanked)
            if items != expected { return "step \(step): section \(section) shows \(items), not \(expected)" }
          }
        }
        let total = shown.reduce(0) { $0 + $1.count }
        if filter.shownCount != total { return "step \(step): \(filter.shownCount) shown of \(total)" }
        if filter.modelCount != words.reduce(0, { $0 + $1.count }) { return "step \(step): wrong model count" }
        var flat = 0
        for (section, items) in shown.enumerated() {
          for item in items.indices {
            let path = IndexPath(item: item, section: section)
            if filter.flatIndex(of: path) != flat || filter.indexPath(forFlatIndex: flat) != path {
              return "step \(step): \(path) and flat index \(flat) disagree"
            }
            flat += 1
          }
        }
        if filter.indexPath(forFlatIndex: total) != nil { return "step \(step): a flat index past the end" }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Each section's shown model items, in shown order.
  static func shownLists(_ filter: SectionedFilter<SectionedWordsMatcher>) -> [[Int]] {
    (0..<filter.sectionCount).map { section in
      (0..<filter.shownCount(inSection: section)).map { filter.modelIndex(ofShownItem: $0, inSection: section) }
    }
  }

  /// A slice stops at its deadline: with no time, one call tests one batch of the first running
  /// section only, so several calls are needed and the later sections wait their turn.
  @Test func aSliceWithNoTimeTestsOneBatch() {
    let words = [Array(repeating: "ab", count: 10), Array(repeating: "ab", count: 10)]
    let filter = SectionedFilter(matcher: SectionedWordsMatcher(words: words), counts: [10, 10], query: "")
    filter.sliceDuration = .zero
    filter.batchSize = 4
    filter.firstBatchSize = 4
    _ = filter.setQuery("a")
    #expect(filter.isRunning)
    #expect((0..<2).map { filter.shownCount(inSection: $0) } == [4, 4], "setQuery starts every section")
    let progress = filter.continueRun()
    #expect(progress.appendedSections == [0], "only the first running section goes on")
    var turns = 1
    while filter.isRunning && turns < 100 {
      _ = filter.continueRun()
      turns += 1
    }
    #expect(!filter.isRunning)
    #expect(turns > 2)
    #expect(filter.shownCount == 20)
  }
}
