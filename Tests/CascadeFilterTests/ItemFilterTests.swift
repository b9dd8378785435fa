import CascadeFilter
import CascadeLayout
import CascadeTestSupport
import CascadeView
import Testing

@Suite struct ItemFilterTests {
  /// A fresh filter stores nothing per item: one over 2^40 items answers at once (an index array
  /// would need 8 TB).
  @Test func everythingShownStoresNoIndices() {
    let count = 1 << 40
    let filter = ItemFilter(count: count, section: 3)
    #expect(filter.showsEveryItem)
    #expect(filter.shownCount == count)
    #expect(filter.modelIndex(ofShownItem: count - 1) == count - 1)
    #expect(filter.shownItem(ofModelIndex: count - 1) == count - 1)
    #expect(filter.shownItem(ofModelIndex: count) == nil)
    #expect(filter.shownItem(ofModelIndex: -1) == nil)
  }

  /// A predicate that holds for every item keeps the filter index-free, and one that hides an item
  /// stores the shown indices.
  @Test func onlyHidingAnItemMakesAnIndexList() {
    var filter = ItemFilter(count: 5)
    #expect(filter.update(count: 5) { _ in true }.isEmpty)
    #expect(filter.showsEveryItem)
    var updates = BatchUpdates()
    filter.narrow(into: &updates) { _ in true }
    #expect(updates.isEmpty && filter.showsEveryItem)
    filter.narrow(into: &updates) { $0 != 2 }
    #expect(!filter.showsEveryItem && filter.shownCount == 4)
    #expect(updates.deletedItems == [IndexPath(item: 2, section: 0)] && updates.insertedItems.isEmpty)
  }

  /// Random chains of updates and narrowings over random models, checked against brute force: the
  /// shown list is the model indices the predicate keeps, both lookups agree with it, and the batch
  /// updates turn the previous shown list into the new one (deletions in old positions, insertions
  /// in new ones, everything else kept in order), or replace the section when more items change
  /// than `maximumItemChanges`.
  @Test func updatesAndNarrowingsMatchBruteForce() {
    let failure = withEvery("seed", in: 0..<3_000) { seed, rng -> String? in
      var count = Int.random(in: 0...40, using: &rng)
      let section = Int.random(in: 0...2, using: &rng)
      var filter = ItemFilter(count: count, section: section)
      if Bool.random(using: &rng) { filter.maximumItemChanges = Int.random(in: 0...10, using: &rng) }
      var shown = Array(0..<count)
      for step in 0..<8 {
        // Items pass with a random density; a narrowing only ever tests (and keeps) shown items.
        let density = Double.random(in: 0...1, using: &rng)
        let passes = (0..<64).map { _ in Double.random(in: 0...1, using: &rng) < density }
        let isIncluded = { (index: Int) in passes[index % passes.count] }
        var updates = BatchUpdates()
        let expected: [Int]
        if Bool.random(using: &rng) {
          if Int.random(in: 0..<4, using: &rng) == 0 { count = Int.random(in: 0...40, using: &rng) }
          filter.update(count: count, into: &updates, isIncluded: isIncluded)
          expected = (0..<count).filter(isIncluded)
        } else {
          var tested: [Int] = []
          filter.narrow(into: &updates) {
            tested.append($0); return isIncluded($0)
          }
          if tested != shown { return "step \(step): narrowing tested \(tested), shown were \(shown)" }
          expected = shown.filter(isIncluded)
        }
        let actual = (0..<filter.shownCount).map(filter.modelIndex(ofShownItem:))
        if actual != expected { return "step \(step): shows \(actual), expected \(expected)" }
        for index in -1...count {
          let position = expected.firstIndex(of: index)
          if filter.shownItem(ofModelIndex: index) != position {
            return
              "step \(step): model \(index) is shown at \(String(describing: filter.shownItem(ofModelIndex: index))), expected \(String(describing: position))"
          }
        }
        if let problem = Self.check(
          updates, from: shown, to: expected, section: section, limit: filter.maximumItemChanges)
        {
          return "step \(step): \(problem)"
        }
        shown = expected
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Nil when `updates` describes the change from `old` to `new` (lists of model indices): item by
  /// item, or, when more than `limit` items change, as the section replaced.
  static func check(_ updates: BatchUpdates, from old: [Int], to new: [Int], section: Int, limit: Int) -> String? {
    let common = Set(old).intersection(new).count
    let changeCount = old.count - common + new.count - common
    if changeCount > limit {
      let replaced =
        updates.deletedSections == [section] && updates.insertedSections == [section]
        && updates.deletedItems.isEmpty && updates.insertedItems.isEmpty
      return replaced ? nil : "\(changeCount) changes past the limit \(limit) do not replace the section"
    }
    if !updates.deletedSections.isEmpty || !updates.insertedSections.isEmpty {
      return "\(changeCount) changes within the limit \(limit) replace sections"
    }
    if let wrong = (updates.deletedItems.union(updates.insertedItems)).first(where: { $0.section != section }) {
      return "\(wrong) is outside section \(section)"
    }
    let deleted = Set(updates.deletedItems.map(\.item)), inserted = Set(updates.insertedItems.map(\.item))
    if let bad = deleted.first(where: { $0 < 0 || $0 >= old.count }) { return "deleted \(bad) of \(old.count)" }
    if let bad = inserted.first(where: { $0 < 0 || $0 >= new.count }) { return "inserted \(bad) of \(new.count)" }
    let kept = old.indices.filter { !deleted.contains($0) }.map { old[$0] }
    let keptNew = new.indices.filter { !inserted.contains($0) }.map { new[$0] }
    return kept == keptNew ? nil : "the kept items \(kept) do not land on \(keptNew)"
  }
}
