import CascadeData
import CascadeFilter
import CascadeView

// The arrangement under the filter: `--group-by` and `--sort-by` decide the sections and the order
// of each, as a permutation of model indices per section; the `/` filter then narrows each
// section's list, so what it shows stays grouped and sorted.

extension CardSource {
  /// The order the cards are arranged in now.
  public var order: ArrangementOptions { arrangement.order }

  /// Arranges the cards in `order` (the sections and their order change, so every index path
  /// may), and runs the filter in effect again over the new sections. The caller reloads the
  /// collection view and puts focus and selection back on their records, as `Viewer` does.
  /// - Complexity: as `RecordArrangement.init`, plus the first slice of the filter.
  public func setOrder(_ order: ArrangementOptions) {
    guard order != arrangement.order else { return }
    arrangement = RecordArrangement(order: order, collection: collection, counts: arrangement.modelCounts)
    resetFilters()
  }

  /// One filter per section of the arrangement showing every card, then the filter in effect run
  /// again from its first slice.
  func resetFilters() {
    filters = (0..<arrangement.sectionCount).map { section in
      let filter = RankedFilter(matcher: matcher, count: arrangement.count(inSection: section), section: section)
      filter.maximumItemChanges = Self.maximumItemChanges
      filter.isRanked = filterRanks
      filter.sliceLimit = filterSliceSize
      return filter
    }
    recountSections()
    guard !query.isEmpty else { return }
    let text = query.text
    query = CardQuery("")
    // The collection view is reloaded after this, so the batch updates describing it are not needed.
    _ = setFilter(text)
  }
}
