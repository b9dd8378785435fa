import CascadeLayout

/// What a collection view tells, and asks, its delegate (UIKit's `UICollectionViewDelegate` plus the
/// waterfall's `heightForItemAt`). Every method has a default.
public protocol CollectionViewDelegate: AnyObject {
  func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView, forElementKind kind: ElementKind, at indexPath: IndexPath)
  func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView, forElementOfKind kind: ElementKind, at indexPath: IndexPath)
  /// The waterfall's required question: the item's height in rows when it is `width` cells wide.
  /// Default 1.
  func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int
  /// True when the item spans all waterfall columns. Default false.
  func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, isFullWidthItemAt indexPath: IndexPath) -> Bool
  /// The column count of one waterfall section, or nil for the layout's `columnCount`. Default nil.
  func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, columnCountForSection section: Int) -> Int?
  /// The content offset changed.
  func collectionViewDidScroll(_ collectionView: CollectionView)
  /// The focus moved to `indexPath` (nil: no item has focus).
  func collectionView(_ collectionView: CollectionView, didFocusItemAt indexPath: IndexPath?)
}

// MARK: - Default implementations

extension CollectionViewDelegate {
  public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
  public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
  public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
  public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView, forElementKind kind: ElementKind, at indexPath: IndexPath) {}
  public func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView, forElementOfKind kind: ElementKind, at indexPath: IndexPath) {}
  public func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int { 1 }
  public func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, isFullWidthItemAt indexPath: IndexPath) -> Bool { false }
  public func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, columnCountForSection section: Int) -> Int? { nil }
  public func collectionViewDidScroll(_ collectionView: CollectionView) {}
  public func collectionView(_ collectionView: CollectionView, didFocusItemAt indexPath: IndexPath?) {}
}
