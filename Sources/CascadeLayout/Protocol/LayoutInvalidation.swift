/// What changed since the last layout pass, so a layout can redo only what the change touched
/// (UIKit's `UICollectionViewLayoutInvalidationContext`, Android RecyclerView's `invalidateAfter`).
public enum LayoutInvalidation: Hashable, Sendable {
  /// Forget everything: counts, heights and bounds may all have changed.
  case everything
  /// Items were added at the end of `section`; everything before them stays where it is.
  case itemsAppended(section: Int)
  /// Items from `indexPath` on (inserted, deleted, moved, resized) need a new place; everything
  /// before it stays where it is. Later sections move too.
  case itemsChanged(from: IndexPath)
  /// The viewport's width changed: columns change width, so every item is placed again.
  case widthChanged
}
