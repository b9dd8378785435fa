import CascadeLayout

/// What a collection view tells, and asks, its delegate (UIKit's `UICollectionViewDelegate`).
/// Every method has a default.
///
/// A layout's own questions live in protocols that refine this one:
/// `CollectionViewDelegateWaterfallLayout` (item heights) and `CollectionViewDelegateFlowLayout`
/// (per-section sizes). Conform your delegate to the one for your layout; the layout asks it through
/// the collection view.
public protocol CollectionViewDelegate: AnyObject {
  /// Whether the focus may move to the item (UIKit's highlight). Default true.
  func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
  /// The focus arrived on the item.
  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
  /// The focus left the item.
  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
  /// Whether a user's selection of the item goes ahead. Default true. Not asked by `selectItem(at:)`.
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  /// The user selected the item.
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  /// Whether a user's deselection of the item goes ahead. Default true.
  func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
  /// The user deselected the item (or selecting another replaced it under single selection).
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
  /// The cell is about to come into view (or into the overscan), configured by the data source.
  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
  /// The cell left the view and goes back to the reuse pool.
  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
  /// A header, footer or decoration view is about to come into view.
  func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind kind: ElementKind, at indexPath: IndexPath)
  /// A header, footer or decoration view left the view.
  func collectionView(
    _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind kind: ElementKind, at indexPath: IndexPath)
  /// The content offset changed.
  func collectionViewDidScroll(_ collectionView: CollectionView)
  /// The focus moved to `indexPath` (nil: no item has focus).
  func collectionView(_ collectionView: CollectionView, didFocusItemAt indexPath: IndexPath?)
  /// Whether Enter on the focused item performs its primary action. Default true.
  func collectionView(_ collectionView: CollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool
  /// The user pressed Enter on the focused item (UIKit's primary action: open it, play it), apart
  /// from selecting it, which Space does.
  func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
}

// MARK: - Default implementations

extension CollectionViewDelegate {
  /// True.
  public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
  /// True.
  public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
  /// True.
  public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind kind: ElementKind, at indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind kind: ElementKind, at indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionViewDidScroll(_ collectionView: CollectionView) {}
  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, didFocusItemAt indexPath: IndexPath?) {}
  /// True.
  public func collectionView(_ collectionView: CollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath)
    -> Bool
  { true }
  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
}
