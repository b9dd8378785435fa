import CascadeLayout
import CascadeView

/// A query over a collection of sections: one `RankedFilter` per section sharing one matcher, run
/// in slices of at most `sliceDuration` across all of them. A filtering data source keeps one and
/// asks it how many items each section shows, which model item each shown item is, and where a
/// shown item falls among all sections ("card i of N", Home and End).
///
/// `setQuery(_:)` tests items until the slice's deadline; while `isRunning`, `continueRun()` goes
/// on, section after section, each section showing what it found after what it showed until its
/// run ends and its items take their rank order (see `RankedFilter`).
///
/// A class: the data source reads it once per item the layout places, so a read must not copy the
/// per-section filters.
public final class SectionedFilter<Matcher: ItemMatcher> {
  /// The matching every section's filter shares.
  public let matcher: Matcher
  /// One filter per section; read once per placed item, on the main thread only, so the dynamic
  /// exclusivity check is skipped.
  @exclusivity(unchecked) @usableFromInline var sections: [RankedFilter<Matcher>] = []
  /// The query in effect.
  public private(set) var query: Matcher.Query
  /// The shown items of all sections in one sequence.
  private var shownSequence = ItemSequence(counts: [])

  /// The longest a slice runs before the caller reads a key: well within a frame by default.
  public var sliceDuration = Duration.milliseconds(8)
  /// The most items a slice tests in each section, whatever its duration (tests set it to make
  /// slices of a known size). Default: no limit.
  public var sliceLimit = Int.max {
    didSet { for filter in sections { filter.sliceLimit = sliceLimit } }
  }
  /// A section whose shown items change by more than this is described as replaced rather than
  /// item by item (see `ItemFilter.maximumItemChanges`). Default: no limit.
  public var maximumItemChanges = Int.max {
    didSet { for filter in sections { filter.maximumItemChanges = maximumItemChanges } }
  }
  /// True: kept items show by rank; false: in model order (see `RankedFilter.isRanked`).
  public var isRanked = true {
    didSet { for filter in sections { filter.isRanked = isRanked } }
  }
  /// Items handed to the matcher at once (see `RankedFilter.batchSize`).
  public var batchSize = 32_768 {
    didSet { for filter in sections { filter.batchSize = batchSize } }
  }
  /// The most items a slice's first batch holds (see `RankedFilter.firstBatchSize`).
  public var firstBatchSize = 1_024 {
    didSet { for filter in sections { filter.firstBatchSize = firstBatchSize } }
  }

  /// Sections of `counts` items each, showing every item, with `query` in effect; `query` must
  /// match everything (`ItemMatcher.matchesEverything(_:)`), as nothing is tested yet.
  public init(matcher: Matcher, counts: [Int], query: Matcher.Query) {
    precondition(matcher.matchesEverything(query), "a new filter starts with a query that keeps every item")
    self.matcher = matcher
    self.query = query
    reset(counts: counts, query: query)
  }

  // MARK: - Reading

  /// The number of sections. O(1).
  public var sectionCount: Int { sections.count }

  /// The number of items `section` shows now (during a run: found so far). O(1).
  @inlinable public func shownCount(inSection section: Int) -> Int { sections[section].shownCount }

  /// The number of items in model section `section`, shown or not. O(1).
  public func modelCount(inSection section: Int) -> Int { sections[section].modelCount }

  /// The model index of shown item `item` of `section` (both in range).
  /// - Complexity: O(1), but for the first read past a partially ranked run's first items (see
  ///   `RankedFilter.modelIndex(ofShownItem:)`). Inlinable: a layout asks it once per item it places.
  @inlinable @inline(__always) public func modelIndex(ofShownItem item: Int, inSection section: Int) -> Int {
    precondition(section >= 0 && section < sections.count, "section \(section) of \(sections.count)")
    return sections[section].modelIndex(ofShownItem: item)
  }

  /// Where model item `index` of `section` shows now; nil while the query hides it or the section
  /// does not exist. See `RankedFilter.shownItem(ofModelIndex:)` for the cost.
  public func shownItem(ofModelIndex index: Int, inSection section: Int) -> Int? {
    guard section >= 0 && section < sections.count else { return nil }
    return sections[section].shownItem(ofModelIndex: index)
  }

  /// Items shown now, all sections together. O(1).
  public var shownCount: Int { shownSequence.count }

  /// Items in every section, shown or not. O(S).
  public var modelCount: Int { sections.reduce(0) { $0 + $1.modelCount } }

  /// The 0-based position of a shown item among all shown items. O(1).
  public func flatIndex(of indexPath: IndexPath) -> Int { shownSequence.starts[indexPath.section] + indexPath.item }

  /// The index path of the `index`th shown item (0-based), nil when out of range. O(log S).
  public func indexPath(forFlatIndex index: Int) -> IndexPath? { shownSequence.indexPath(forFlatIndex: index) }

  /// True while some section has items left to test or to rank.
  public var isRunning: Bool { sections.contains(where: \.isRunning) }

  /// True when every section shows its final count and its first items in their final order (see
  /// `RankedFilter.showsFinalCount`): what a user waits for after a key.
  public var showsFinalCount: Bool { sections.allSatisfy(\.showsFinalCount) }

  // MARK: - Changing

  /// New sections of `counts` items, each showing every item, then `query` run from its first
  /// slice. The changes are not described: the caller reloads the collection view.
  /// - Complexity: O(S) plus the first slice.
  public func reset(counts: [Int], query: Matcher.Query) {
    sections = counts.indices.map { section in
      let filter = RankedFilter(matcher: matcher, count: counts[section], section: section)
      filter.maximumItemChanges = maximumItemChanges
      filter.isRanked = isRanked
      filter.sliceLimit = sliceLimit
      filter.batchSize = batchSize
      filter.firstBatchSize = firstBatchSize
      return filter
    }
    self.query = query
    if !matcher.matchesEverything(query) {
      var ignored = BatchUpdates()
      let deadline = ContinuousClock.now.advanced(by: sliceDuration)
      for filter in sections { filter.setQuery(query, until: deadline, into: &ignored) }
    }
    recount()
  }

  /// Runs `query`: tests items for `sliceDuration` and returns the batch updates from what every
  /// section showed to what it shows now (nothing when `query` is the one in effect). With
  /// `testing` false nothing is tested until `continueRun()`: for a query the next key replaces
  /// (see `RankedFilter.setQuery(_:until:testing:into:)`).
  /// - Complexity: O(items tested), plus O(shown before + after) to describe the change.
  public func setQuery(_ query: Matcher.Query, testing: Bool = true) -> BatchUpdates {
    guard query != self.query else { return BatchUpdates() }
    self.query = query
    var combined = BatchUpdates()
    let deadline = ContinuousClock.now.advanced(by: sliceDuration)
    for filter in sections { filter.setQuery(query, until: deadline, testing: testing, into: &combined) }
    recount()
    return combined
  }

  /// Tests more items for `sliceDuration`, section after section, stopping at the deadline.
  /// - Complexity: O(items tested), plus O(kept) to rank a section whose run finished.
  public func continueRun() -> FilterProgress {
    var progress = FilterProgress()
    let deadline = ContinuousClock.now.advanced(by: sliceDuration)
    for (section, filter) in sections.enumerated() where filter.isRunning {
      switch filter.continueRun(until: deadline) {
      case .unchanged: break
      case .appended: progress.appendedSections.append(section)
      case .reordered(let updates): progress.reordered.formUnion(updates)
      }
      if ContinuousClock.now >= deadline { break }
    }
    recount()
    return progress
  }

  /// Model sections `grown` now hold `count(section)` items each (their first items unchanged).
  /// Returns those that show more items at their end: all that grew while nothing is filtered;
  /// none while a query is in effect, until `continueRun()` tests the new items.
  /// - Complexity: O(grown) plus O(S) to recount.
  public func growSections(_ grown: [Int], to count: (Int) -> Int) -> [Int] {
    let appended = grown.filter { sections[$0].growModel(to: count($0)) > 0 }
    recount()
    return appended
  }

  /// Forgets every section's finished runs kept for Backspace: after the matcher's ranking changed.
  public func forgetFinishedRuns() {
    for filter in sections { filter.forgetFinishedRuns() }
  }

  private func recount() {
    shownSequence = ItemSequence(counts: sections.map(\.shownCount))
  }
}
