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
    // Parsed again: whether records have fields may be known only now.
    let rerun = query.isEmpty ? query : parsedQuery(query.text)
    fitBatchSize()
    filter.reset(counts: arrangement.sectionCounts, query: rerun)
  }
}

// Arrangements made on a worker (`ArrangementJob`) and handed in on the main thread.
extension CardSource {
  /// Puts `made` in place of the arrangement: every index path may change, and the filter in
  /// effect runs again. The caller reloads the collection view, as after `setOrder(_:)`.
  /// - Complexity: O(sections) plus the first slice of the filter.
  func install(_ made: RecordArrangement) {
    arrangement = made
    resetFilters()
  }

  /// Puts the arrangement a growth job made from this one in place, and says what the records
  /// that arrived did, as `growModel(to:)` does.
  /// - Complexity: O(sections grown), or `install(_:)`'s when the sections were laid out anew.
  func installGrowth(_ grown: RecordArrangement, _ growth: RecordArrangement.Growth) -> RecordArrangement.Growth {
    arrangement = grown
    return applied(growth)
  }

  /// Brings the filters in line with what growing the arrangement did.
  func applied(_ growth: RecordArrangement.Growth) -> RecordArrangement.Growth {
    switch growth {
    case .unchanged: return .unchanged
    case .rearranged:
      resetFilters()
      return .rearranged
    case .appended(let sections):
      let grown = filter.growSections(sections) { arrangement.count(inSection: $0) }
      // A query set before the first record was read (an opening `-q`) took `key:word` as plain
      // text, not knowing whether records have fields: parsed again, it runs anew once they do.
      if !query.isEmpty, parsedQuery(query.text) != query {
        resetFilters()
        return .rearranged
      }
      return grown.isEmpty ? .unchanged : .appended(grown)
    }
  }
}

extension RecordArrangement {
  /// The number of records in each section, in order. O(S).
  var sectionCounts: [Int] { (0..<sectionCount).map { count(inSection: $0) } }
}
