import CascadeLayout
import OrderedCollections

extension CollectionView {
  /// Applies the insertions, deletions, moves and reloads that `updates` makes with `insertItems(at:)`,
  /// `deleteItems(at:)`, `moveItem(at:to:)`, `reloadItems(at:)` and the section forms, as one
  /// change (UIKit's `performBatchUpdates`). Update the data source's model first (or inside
  /// `updates`); when `updates` returns, the counts are read again, the layout re-flows from the
  /// first changed index only, and focus and selection follow their items. A batch inside a batch
  /// joins the outer one.
  ///
  /// The counts after the update must be the counts before it plus the inserted and moved-in
  /// items, minus the deleted and moved-out ones, section by section, and every index path must
  /// exist on its side of the update; otherwise this stops with a precondition failure in UIKit's
  /// words ("Invalid update: invalid number of items in section 0. …", see
  /// ``BatchUpdates/inconsistency(oldCounts:newCounts:)``).
  ///
  /// ```swift
  /// photos.insert(newPhoto, at: 0)
  /// collectionView.performBatchUpdates {
  ///   collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
  /// }
  /// ```
  ///
  /// - Complexity: O(S) to re-read the counts, O(changes · log changes) to index the changes,
  ///   O((selection + 1) · log changes) to move the selection, plus the layout's re-flow from the
  ///   first changed item.
  public func performBatchUpdates(_ updates: () -> Void) {
    if pendingUpdates != nil { return updates() }
    pendingUpdates = BatchUpdates()
    updates()
    let batch = pendingUpdates ?? BatchUpdates()
    pendingUpdates = nil
    apply(batch)
  }

  /// `performBatchUpdates(_:)` with the changes described on a `BatchUpdates` value instead of on
  /// the view: `collectionView.performBatchUpdates { $0.insertItems(at: paths) }`. Same complexity.
  public func performBatchUpdates(_ updates: (inout BatchUpdates) -> Void) {
    var batch = BatchUpdates()
    updates(&batch)
    record { $0.formUnion(batch) }
  }

  /// Inserts items at index paths after the update. Inside `performBatchUpdates` the change joins the
  /// batch; outside it is applied at once, as a batch of one. O(paths) to record.
  public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertItems(at: indexPaths) } }

  /// Deletes the items at index paths before the update. See `insertItems(at:)`. O(paths) to record.
  public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deleteItems(at: indexPaths) } }

  /// Asks the data source again for the items at these index paths. See `insertItems(at:)`.
  public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadItems(at: indexPaths) } }

  /// Moves an item from `indexPath` (before the update) to `newIndexPath` (after it). O(1) to record.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.moveItem(at: indexPath, to: newIndexPath) }
  }

  /// Inserts whole sections (indices after the update). See `insertItems(at:)`.
  public func insertSections(_ sections: [Int]) { record { $0.insertSections(sections) } }

  /// Deletes whole sections (indices before the update). See `insertItems(at:)`.
  public func deleteSections(_ sections: [Int]) { record { $0.deleteSections(sections) } }

  /// Asks the data source again for every item of these sections. See `insertItems(at:)`.
  public func reloadSections(_ sections: [Int]) { record { $0.reloadSections(sections) } }

  /// Moves a section from `section` (before the update) to `newSection` (after it).
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.moveSection(section, toSection: newSection) }
  }

  /// Adds a change to the open batch, or applies it alone when no batch is open.
  private func record(_ change: (inout BatchUpdates) -> Void) {
    if pendingUpdates != nil {
      change(&pendingUpdates!)
    } else {
      var batch = BatchUpdates()
      change(&batch)
      apply(batch)
    }
  }

  /// Applies a prepared set of changes at once (a filter's, for example); see
  /// `performBatchUpdates(_:)` for what happens and what it costs. When `animated` and animation
  /// is on, cards move from their old frames to their new ones, inserted cards fade in and deleted
  /// ones fade out.
  /// - Complexity: as `performBatchUpdates(_:)`.
  public func apply(_ batch: BatchUpdates, animated: Bool = true) {
    guard !batch.isEmpty else { return }
    let mapper = batch.makeMapper()
    animating(animated, mapping: { mapper.newIndexPath(for: $0) }) { applyNow(batch, mapper: mapper) }
  }

  private func applyNow(_ batch: BatchUpdates, mapper: IndexPathMapper) {
    let oldFocus = focusedIndexPath
    let oldFocusFrame = oldFocus.flatMap { collectionViewLayout.layoutAttributesForItem(at: $0)?.frame }
    let oldCounts = sectionItemCounts
    refreshCounts()
    // UIKit raises here too: a model that disagrees with its updates would otherwise move focus
    // and selection onto the wrong items silently.
    if let failure = batch.inconsistency(oldCounts: oldCounts, newCounts: sectionItemCounts) {
      preconditionFailure(failure)
    }
    recycleAllVisibleViews()
    if let first = batch.firstAffectedIndexPath {
      collectionViewLayout.invalidateLayout(with: .itemsChanged(from: first))
    }
    collectionViewLayout.prepare()

    var moved = OrderedSet<IndexPath>()
    for old in selection { if let new = mapper.newIndexPath(for: old), isValid(new) { moved.append(new) } }
    selection = moved

    if let oldFocus {
      if let new = mapper.newIndexPath(for: oldFocus), isValid(new) {
        focusedIndexPath = new
      } else {
        // The focused item went away: focus the item that took its place, else the one before.
        focusedIndexPath = nearestValidIndexPath(to: oldFocus, frame: oldFocusFrame)
      }
      if focusedIndexPath != oldFocus { delegate?.collectionView(self, didFocusItemAt: focusedIndexPath) }
    } else {
      focusedIndexPath = firstIndexPath
    }
    clampContentOffset()
    if let focus = focusedIndexPath { scrollToItem(at: focus, at: .nearest) }
  }

  /// The item at the same index (or the last one before it) in the same section, else the nearest
  /// card on screen, else the first item.
  private func nearestValidIndexPath(to old: IndexPath, frame: Rect?) -> IndexPath? {
    if old.section < sectionItemCounts.count, sectionItemCounts[old.section] > 0 {
      return IndexPath(item: min(old.item, sectionItemCounts[old.section] - 1), section: old.section)
    }
    return cellNearestViewportCentre() ?? firstIndexPath
  }
}
