import CascadeLayout
import CascadeView

/// Which items of one section of a model are shown: a filter over the model's indices that turns
/// each change of predicate into the `BatchUpdates` of deletions and insertions between the two
/// shown lists, so the layout re-flows from the first change and focus and selection follow.
///
/// A data source that filters keeps one of these, reports `shownCount` items and maps shown item i
/// to model index `modelIndex(ofShownItem: i)`.
///
/// Until a predicate hides something, every item is shown and nothing is stored per item: a filter
/// over ten million items costs a few bytes, not an 80 MB index array. Once some items are hidden
/// the shown model indices are kept in one ascending array.
public struct ItemFilter: Sendable {
  /// Model indices shown, ascending; nil while all `modelCount` items are shown.
  var shownIndices: [Int]?
  /// The number of items in the model section.
  public internal(set) var modelCount: Int
  /// The section of the collection view this filter's changes name.
  public let section: Int

  /// A change of more items than this is described as replacing the section (deleting and
  /// inserting it) instead of item by item. Item changes cost a set entry each, about a fifth of a
  /// second per million items to describe and as much again to apply; a replaced section costs
  /// nothing however many items change, and the layout re-flows it lazily. The collection view then
  /// keeps neither focus nor selection by item in that section, so a data source that lowers this
  /// restores them itself (as the viewer's `CardSource` does). Default: no limit.
  public var maximumItemChanges = Int.max

  /// All `count` items shown.
  public init(count: Int, section: Int = 0) {
    modelCount = max(0, count)
    self.section = section
  }

  /// True while every item of the model is shown, in model order.
  public var showsEveryItem: Bool { shownIndices == nil }

  /// The number of items shown. O(1).
  public var shownCount: Int { shownIndices?.count ?? modelCount }

  /// The model index of shown item `item`, which must be below `shownCount`. O(1).
  public func modelIndex(ofShownItem item: Int) -> Int {
    guard let shownIndices else {
      precondition(item >= 0 && item < modelCount, "shown item \(item) of \(modelCount)")
      return item
    }
    return shownIndices[item]
  }

  /// Where model item `index` is shown, or nil while the filter hides it (or it is outside the
  /// model). O(1) while every item is shown, else O(log shownCount).
  public func shownItem(ofModelIndex index: Int) -> Int? {
    guard let shownIndices else { return index >= 0 && index < modelCount ? index : nil }
    var lo = 0, hi = shownIndices.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if shownIndices[mid] < index { lo = mid + 1 } else { hi = mid }
    }
    return lo < shownIndices.count && shownIndices[lo] == index ? lo : nil
  }

  // MARK: - Changing the predicate

  /// Shows the items of a `count`-item model for which `isIncluded` holds, and returns the batch
  /// updates from the previous shown list to the new one.
  ///
  /// - Complexity: O(count) calls of `isIncluded`, plus O(shown before + shown after) for the merge.
  public mutating func update(count: Int, isIncluded: (Int) -> Bool) -> BatchUpdates {
    var updates = BatchUpdates()
    update(count: count, into: &updates, isIncluded: isIncluded)
    return updates
  }

  /// `update(count:isIncluded:)` adding its changes to `updates`, so a data source with several
  /// sections builds one `BatchUpdates` without copying each section's changes into it.
  public mutating func update(count: Int, into updates: inout BatchUpdates, isIncluded: (Int) -> Bool) {
    let count = max(0, count)
    // Stays nil while every index passes, so "everything matches" allocates nothing.
    var new: [Int]?
    for index in 0..<count {
      if isIncluded(index) {
        new?.append(index)
      } else if new == nil {
        new = Array(0..<index)
      }
    }
    replaceShown(with: new, count: count, into: &updates)
  }

  /// Shows exactly the model indices `new` (ascending; nil shows all `count`) of a `count`-item
  /// model, adding the deletions and insertions from the previous shown list to `updates`.
  /// - Complexity: O(shown before + shown after), a merge walk.
  public mutating func replaceShown(with new: [Int]?, count: Int, into updates: inout BatchUpdates) {
    let count = max(0, count)
    var changes = Changes(section: section, limit: maximumItemChanges)
    let oldCount = shownCount, newCount = new?.count ?? count
    if shownIndices == nil && new == nil {
      // Both show a whole model: the longer one has the other's items and more at its end.
      for item in newCount..<max(newCount, oldCount) { changes.delete(item) }
      for item in oldCount..<max(oldCount, newCount) { changes.insert(item) }
    } else {
      // Both lists ascend through the same model: a merge walk pairs the items kept by both.
      var i = 0, j = 0
      while i < oldCount || j < newCount {
        let old = i < oldCount ? modelIndex(ofShownItem: i) : Int.max
        let next = j < newCount ? (new?[j] ?? j) : Int.max
        if old == next {
          i += 1; j += 1
        } else if old < next {
          changes.delete(i); i += 1
        } else {
          changes.insert(j); j += 1
        }
      }
    }
    changes.describe(in: &updates)
    shownIndices = new
    modelCount = count
  }

  /// Hides the shown items for which `isIncluded` fails, testing only the items shown now.
  ///
  /// For a predicate that is stricter than the last one (a filter that gained letters, as fzf
  /// narrows its matches), the items hidden now would fail it too, so this gives the same result
  /// as `update(count:into:isIncluded:)` while testing a fraction of the items. The changes are
  /// deletions only.
  ///
  /// - Complexity: O(shownCount) calls of `isIncluded`; the kept indices are compacted in place.
  public mutating func narrow(into updates: inout BatchUpdates, keeping isIncluded: (Int) -> Bool) {
    var changes = Changes(section: section, limit: maximumItemChanges)
    if var kept = shownIndices {
      shownIndices = nil  // `kept` is then the array's only owner: compacting it copies nothing.
      var write = 0
      for read in kept.indices {
        let index = kept[read]
        if isIncluded(index) {
          kept[write] = index
          write += 1
        } else {
          changes.delete(read)
        }
      }
      kept.removeLast(kept.count - write)
      shownIndices = kept
    } else {
      var kept: [Int]?
      for index in 0..<modelCount {
        if isIncluded(index) {
          kept?.append(index)
        } else {
          if kept == nil { kept = Array(0..<index) }
          changes.delete(index)
        }
      }
      shownIndices = kept
    }
    changes.describe(in: &updates)
  }
}

/// The deletions and insertions of one change of an `ItemFilter`, or, past its limit, the fact that
/// the section is replaced.
private struct Changes {
  let section: Int
  let limit: Int
  private var deleted: [IndexPath] = []
  private var inserted: [IndexPath] = []
  private var count = 0

  init(section: Int, limit: Int) {
    self.section = section
    self.limit = max(0, limit)
  }

  /// Past the limit nothing more is stored: the section will be replaced.
  private var replacesSection: Bool { count > limit }

  /// Old item `item` goes away.
  mutating func delete(_ item: Int) {
    count += 1
    if replacesSection { return dropLists() }
    deleted.append(IndexPath(item: item, section: section))
  }

  /// New item `item` comes.
  mutating func insert(_ item: Int) {
    count += 1
    if replacesSection { return dropLists() }
    inserted.append(IndexPath(item: item, section: section))
  }

  private mutating func dropLists() {
    if !deleted.isEmpty || !inserted.isEmpty { (deleted, inserted) = ([], []) }
  }

  func describe(in updates: inout BatchUpdates) {
    if replacesSection {
      updates.deleteSections([section])
      updates.insertSections([section])
      return
    }
    if !deleted.isEmpty { updates.deleteItems(at: deleted) }
    if !inserted.isEmpty { updates.insertItems(at: inserted) }
  }
}
