import CascadeLayout

/// Which items of one section of a model are shown: a filter over the model's indices that turns
/// each change of predicate into the `BatchUpdates` of deletions and insertions between the two
/// shown lists, so the layout re-flows from the first change and focus and selection follow.
///
/// A data source that filters keeps one of these and maps shown item i to model index
/// `shownIndices[i]`.
public struct ItemFilter: Sendable {
  /// Model indices shown, ascending.
  public private(set) var shownIndices: [Int]
  public let section: Int

  /// All `count` items shown.
  public init(count: Int, section: Int = 0) {
    shownIndices = Array(0..<max(0, count))
    self.section = section
  }

  /// The model index of shown item `item`.
  public func modelIndex(ofShownItem item: Int) -> Int { shownIndices[item] }

  /// Shows the items of a `count`-item model for which `isIncluded` holds, and returns the batch
  /// updates from the previous shown list to the new one.
  ///
  /// - Complexity: O(count) for the predicate, O(shown before + shown after) for the merge walk.
  public mutating func update(count: Int, isIncluded: (Int) -> Bool) -> BatchUpdates {
    let new = (0..<max(0, count)).filter(isIncluded)
    var updates = BatchUpdates()
    var deleted: [IndexPath] = [], inserted: [IndexPath] = []
    var i = 0, j = 0
    // Both lists ascend through the same model: a merge walk pairs the items kept by both.
    while i < shownIndices.count || j < new.count {
      if i < shownIndices.count, j < new.count, shownIndices[i] == new[j] {
        i += 1; j += 1
      } else if j >= new.count || (i < shownIndices.count && shownIndices[i] < new[j]) {
        deleted.append(IndexPath(item: i, section: section)); i += 1
      } else {
        inserted.append(IndexPath(item: j, section: section)); j += 1
      }
    }
    updates.deleteItems(at: deleted)
    updates.insertItems(at: inserted)
    shownIndices = new
    return updates
  }
}
