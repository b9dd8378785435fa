import CascadeLayout

/// The changes of one `performBatchUpdates` call, in UIKit's terms: deletions and reloads name
/// index paths as they were before the update, insertions as they are after it, moves from before
/// to after.
public struct BatchUpdates: Sendable {
  /// Items deleted, as index paths before the update.
  public private(set) var deletedItems: Set<IndexPath> = []
  /// Items inserted, as index paths after the update.
  public private(set) var insertedItems: Set<IndexPath> = []
  /// Items whose content changed, as index paths before the update.
  public private(set) var reloadedItems: Set<IndexPath> = []
  /// Items moved, from before the update to after it.
  public private(set) var movedItems: [IndexPath: IndexPath] = [:]
  /// Sections deleted, as indices before the update.
  public private(set) var deletedSections: Set<Int> = []
  /// Sections inserted, as indices after the update.
  public private(set) var insertedSections: Set<Int> = []
  /// Sections whose items all changed.
  public private(set) var reloadedSections: Set<Int> = []
  /// Sections moved, from before the update to after it.
  public private(set) var movedSections: [Int: Int] = [:]

  /// No changes.
  public init() {}

  /// Records inserted items (index paths after the update). O(paths).
  public mutating func insertItems(at indexPaths: [IndexPath]) { insertedItems.formUnion(indexPaths) }
  /// Records deleted items (index paths before the update). O(paths).
  public mutating func deleteItems(at indexPaths: [IndexPath]) { deletedItems.formUnion(indexPaths) }
  /// Records reloaded items (index paths before the update). O(paths).
  public mutating func reloadItems(at indexPaths: [IndexPath]) { reloadedItems.formUnion(indexPaths) }
  /// Records a move from `indexPath` (before) to `newIndexPath` (after).
  public mutating func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    movedItems[indexPath] = newIndexPath
  }
  /// Records inserted sections (indices after the update). O(sections).
  public mutating func insertSections(_ sections: [Int]) { insertedSections.formUnion(sections) }
  /// Records deleted sections (indices before the update). O(sections).
  public mutating func deleteSections(_ sections: [Int]) { deletedSections.formUnion(sections) }
  /// Records reloaded sections. O(sections).
  public mutating func reloadSections(_ sections: [Int]) { reloadedSections.formUnion(sections) }
  /// Records a section move from `section` (before) to `newSection` (after).
  public mutating func moveSection(_ section: Int, toSection newSection: Int) { movedSections[section] = newSection }

  /// Adds every change of `other` to this batch. O(other's changes).
  public mutating func formUnion(_ other: BatchUpdates) {
    deletedItems.formUnion(other.deletedItems)
    insertedItems.formUnion(other.insertedItems)
    reloadedItems.formUnion(other.reloadedItems)
    movedItems.merge(other.movedItems) { _, new in new }
    deletedSections.formUnion(other.deletedSections)
    insertedSections.formUnion(other.insertedSections)
    reloadedSections.formUnion(other.reloadedSections)
    movedSections.merge(other.movedSections) { _, new in new }
  }

  /// True when the batch records no change. O(1).
  public var isEmpty: Bool {
    deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
      && deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
  }

  /// The first index path (after the update) whose layout can differ: the layout re-flows from here.
  /// Items before it keep their frames.
  var firstAffectedIndexPath: IndexPath? {
    var candidates: [IndexPath] = []
    let sectionChanges = deletedSections.union(insertedSections).union(reloadedSections)
      .union(movedSections.keys).union(movedSections.values)
    if let s = sectionChanges.min() { candidates.append(IndexPath(item: 0, section: s)) }
    candidates += deletedItems.map { $0 }
    candidates += insertedItems.map { $0 }
    candidates += reloadedItems.map { $0 }
    for (from, to) in movedItems { candidates += [from, to] }
    // A deletion in an earlier section shifts nothing in later sections' item indices, but a
    // deleted or inserted section shifts all later sections: covered by the section minimum.
    return candidates.min()
  }

  /// An index path mapper for this update, built once: O(changes · log changes).
  package func makeMapper() -> IndexPathMapper { IndexPathMapper(self) }
}

/// Maps index paths from before an update to after it, with per-section sorted change lists so each
/// lookup is a few binary searches: O(log changes), not O(changes).
package struct IndexPathMapper {
  private let updates: BatchUpdates
  /// Per old section: sorted item indices removed (deleted or moved away).
  private let removed: [Int: [Int]]
  /// Per new section: sorted item indices added (inserted or moved in).
  private let added: [Int: [Int]]
  private let removedSections: [Int]
  private let addedSections: [Int]

  package init(_ updates: BatchUpdates) {
    self.updates = updates
    var removed: [Int: [Int]] = [:], added: [Int: [Int]] = [:]
    for p in updates.deletedItems { removed[p.section, default: []].append(p.item) }
    for p in updates.insertedItems { added[p.section, default: []].append(p.item) }
    for (from, to) in updates.movedItems {
      removed[from.section, default: []].append(from.item)
      added[to.section, default: []].append(to.item)
    }
    self.removed = removed.mapValues { $0.sorted() }
    self.added = added.mapValues { $0.sorted() }
    removedSections = (Array(updates.deletedSections) + Array(updates.movedSections.keys)).sorted()
    addedSections = (Array(updates.insertedSections) + Array(updates.movedSections.values)).sorted()
  }

  /// Where an index path from before the update is after it; nil when its item was deleted.
  package func newIndexPath(for old: IndexPath) -> IndexPath? {
    if let moved = updates.movedItems[old] { return moved }
    if updates.deletedItems.contains(old) { return nil }
    guard let section = newSection(for: old.section) else { return nil }
    let item = old.item - Self.countBelow(old.item, in: removed[old.section] ?? [])
    return IndexPath(item: Self.shiftUp(item, past: added[section] ?? []), section: section)
  }

  /// Where a section from before the update is after it; nil when it was deleted.
  package func newSection(for old: Int) -> Int? {
    if let moved = updates.movedSections[old] { return moved }
    if updates.deletedSections.contains(old) { return nil }
    return Self.shiftUp(old - Self.countBelow(old, in: removedSections), past: addedSections)
  }

  /// How many entries of the sorted `list` are below `value`. O(log n).
  private static func countBelow(_ value: Int, in list: [Int]) -> Int {
    var lo = 0, hi = list.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if list[mid] < value { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }

  /// A surviving index after the insertions at the sorted, distinct positions `list` (new
  /// coordinates): the smallest r with r - (insertions at or before r) == index. That difference
  /// never decreases as r grows, so a binary search finds r. O(log² n).
  private static func shiftUp(_ index: Int, past list: [Int]) -> Int {
    var lo = index, hi = index + list.count
    while lo < hi {
      let mid = lo + (hi - lo) / 2
      if mid - countBelow(mid + 1, in: list) < index { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }
}
