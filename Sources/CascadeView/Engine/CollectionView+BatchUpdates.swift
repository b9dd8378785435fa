import CascadeLayout
import OrderedCollections

extension CollectionView {
  /// Applies insertions, deletions, moves and reloads of items and sections (UIKit's
  /// `performBatchUpdates`). Update the data source's model first, then describe the change in
  /// `updates`; the layout re-flows from the first changed index only, and focus and selection
  /// follow their items.
  ///
  /// - Complexity: O(S) to re-read the counts, O(changes · log changes) to index the changes, O((selection + 1) · log changes) to move
  ///   the selection,
  ///   plus the layout's re-flow from the first changed item.
  ///   Each moved index path costs O(log changes).
  ///
  /// When `animated` and animation is on, cards move from their old frames to their new ones,
  /// inserted cards fade in and deleted ones fade out.
  public func performBatchUpdates(animated: Bool = true, _ updates: (inout BatchUpdates) -> Void) {
    var batch = BatchUpdates()
    updates(&batch)
    apply(batch, animated: animated)
  }

  /// Applies a prepared set of changes; see `performBatchUpdates(_:)`.
  public func apply(_ batch: BatchUpdates, animated: Bool = true) {
    guard !batch.isEmpty else { return }
    let mapper = batch.makeMapper()
    animating(animated, mapping: { mapper.newIndexPath(for: $0) }) { applyNow(batch, mapper: mapper) }
  }

  private func applyNow(_ batch: BatchUpdates, mapper: IndexPathMapper) {
    let oldFocus = focusedIndexPath
    let oldFocusFrame = oldFocus.flatMap { collectionViewLayout.layoutAttributesForItem(at: $0)?.frame }
    refreshCounts()
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
