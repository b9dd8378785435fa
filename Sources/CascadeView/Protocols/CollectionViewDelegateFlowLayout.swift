import CascadeLayout

/// The flow layout's questions, asked of the collection view's delegate when the collection view uses
/// a `FlowLayout` (UIKit's `UICollectionViewDelegateFlowLayout`). Every method has a default: the
/// layout's own property.
///
/// `FlowLayout` places equal items so that every query is arithmetic on the item index, so sizes are
/// asked per section, once per layout pass: O(S) questions for S sections.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
  /// The size of every item of `section`. Default: `layout.itemSize`.
  func collectionView(_ collectionView: CollectionView, layout: FlowLayout, itemSizeForSection section: Int) -> Size
  /// The margins around the items of `section`. Default: `layout.sectionInset`.
  func collectionView(_ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int)
    -> EdgeInsets
  /// Space between lines of `section`. Default: `layout.minimumLineSpacing`.
  func collectionView(_ collectionView: CollectionView, layout: FlowLayout, minimumLineSpacingForSectionAt section: Int)
    -> Int
  /// Space between items in a line of `section`. Default: `layout.minimumInteritemSpacing`.
  func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int
  ) -> Int
  /// The header's extent along the scroll direction, 0 for none. Default: `layout.headerHeight`.
  func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, referenceHeightForHeaderInSection section: Int
  ) -> Int
  /// The footer's extent along the scroll direction, 0 for none. Default: `layout.footerHeight`.
  func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, referenceHeightForFooterInSection section: Int
  ) -> Int
  /// The exact height of the card at `indexPath` drawn `width` cells wide, when the layout is
  /// self-sizing (its `estimatedItemHeight` is set). Default: `layout.itemSize.height`.
  func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, heightForItemAt indexPath: IndexPath, width: Int
  ) -> Int
  /// The height to place an unmeasured card at when the layout is self-sizing. Default: the
  /// layout's `estimatedItemHeight`.
  func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, estimatedHeightForItemAt indexPath: IndexPath, width: Int
  ) -> Int
  /// True promises that `estimatedHeightForItemAt` answers the layout's `estimatedItemHeight` for
  /// every card of `section`, so rows of unmeasured cards cost nothing to place. Default false.
  func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, hasUniformEstimatesInSection section: Int
  ) -> Bool
}

// MARK: - Default implementations

extension CollectionViewDelegateFlowLayout {
  /// The layout's `itemSize`.
  public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, itemSizeForSection section: Int)
    -> Size
  { layout.itemSize }
  /// The layout's `sectionInset`.
  public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int)
    -> EdgeInsets
  { layout.sectionInset }
  /// The layout's `minimumLineSpacing`.
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, minimumLineSpacingForSectionAt section: Int
  ) -> Int { layout.minimumLineSpacing }
  /// The layout's `minimumInteritemSpacing`.
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int
  ) -> Int { layout.minimumInteritemSpacing }
  /// The layout's `headerHeight`.
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, referenceHeightForHeaderInSection section: Int
  ) -> Int { layout.headerHeight }
  /// The layout's `footerHeight`.
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, referenceHeightForFooterInSection section: Int
  ) -> Int { layout.footerHeight }
  /// The layout's `itemSize` height.
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, heightForItemAt indexPath: IndexPath, width: Int
  ) -> Int { layout.itemSize.height }
  /// The layout's `estimatedItemHeight` (1 when it has none).
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, estimatedHeightForItemAt indexPath: IndexPath, width: Int
  ) -> Int { layout.estimatedItemHeight ?? 1 }
  /// False: `estimatedHeightForItemAt` is asked for every unmeasured card.
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, hasUniformEstimatesInSection section: Int
  ) -> Bool { false }
}
