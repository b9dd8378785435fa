// The flow layout's per-section questions (UIKit's `UICollectionViewDelegateFlowLayout`).

/// Per-section answers a `FlowLayout` asks for. Every method has a default that returns the layout's
/// own property, so a delegate implements only what differs between sections.
///
/// The flow layout places equal items so that a query is arithmetic on the item index; the questions
/// are therefore per section, not per item (UIKit's `sizeForItemAt` is asked here for a section).
/// Under a `CollectionView` leave the layout's delegate nil and conform the collection view's delegate
/// to `CollectionViewDelegateFlowLayout` instead.
public protocol FlowLayoutDelegate: AnyObject {
  /// The size of every item of `section`. Default: the layout's `itemSize`.
  func flowLayout(_ layout: FlowLayout, itemSizeForSection section: Int) -> Size
  /// The margins around the items of `section`. Default: the layout's `sectionInset`.
  func flowLayout(_ layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets
  /// Space between lines of `section`. Default: the layout's `minimumLineSpacing`.
  func flowLayout(_ layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> Int
  /// Space between items in a line of `section`. Default: the layout's `minimumInteritemSpacing`.
  func flowLayout(_ layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Int
  /// The header's extent along the scroll direction (0: none). Default: the layout's `headerHeight`.
  func flowLayout(_ layout: FlowLayout, headerHeightForSection section: Int) -> Int
  /// The footer's extent along the scroll direction (0: none). Default: the layout's `footerHeight`.
  func flowLayout(_ layout: FlowLayout, footerHeightForSection section: Int) -> Int
  /// The exact height of the card at `indexPath` drawn `width` cells wide, asked by a self-sizing
  /// layout's `measureItems(in:)`. Default: the layout's `itemSize` height.
  func flowLayout(_ layout: FlowLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int
  /// The height to place a card at before it is measured, when the layout is self-sizing: cheap,
  /// and the closer to the exact height the less the rows after it move. Default: the layout's
  /// `estimatedItemHeight`.
  func flowLayout(_ layout: FlowLayout, estimatedHeightForItemAt indexPath: IndexPath, width: Int) -> Int
  /// True promises that `estimatedHeightForItemAt` answers the layout's `estimatedItemHeight` for
  /// every card of `section`: rows of unmeasured cards then cost nothing to place, so End on a
  /// million cards costs O(cards measured) rather than a question per card. Default false.
  func flowLayout(_ layout: FlowLayout, hasUniformEstimatesInSection section: Int) -> Bool
}

// MARK: - Default implementations

extension FlowLayoutDelegate {
  /// The layout's `itemSize`.
  public func flowLayout(_ layout: FlowLayout, itemSizeForSection section: Int) -> Size { layout.itemSize }
  /// The layout's `sectionInset`.
  public func flowLayout(_ layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets { layout.sectionInset }
  /// The layout's `minimumLineSpacing`.
  public func flowLayout(_ layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> Int {
    layout.minimumLineSpacing
  }
  /// The layout's `minimumInteritemSpacing`.
  public func flowLayout(_ layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Int {
    layout.minimumInteritemSpacing
  }
  /// The layout's `headerHeight`.
  public func flowLayout(_ layout: FlowLayout, headerHeightForSection section: Int) -> Int { layout.headerHeight }
  /// The layout's `footerHeight`.
  public func flowLayout(_ layout: FlowLayout, footerHeightForSection section: Int) -> Int { layout.footerHeight }
}

// MARK: - Self-sizing defaults

extension FlowLayoutDelegate {
  /// The layout's `itemSize` height.
  public func flowLayout(_ layout: FlowLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int {
    layout.itemSize.height
  }
  /// The layout's `estimatedItemHeight` (1 when it has none).
  public func flowLayout(_ layout: FlowLayout, estimatedHeightForItemAt indexPath: IndexPath, width: Int) -> Int {
    layout.estimatedItemHeight ?? 1
  }
  /// False: `estimatedHeightForItemAt` is asked for every unmeasured card.
  public func flowLayout(_ layout: FlowLayout, hasUniformEstimatesInSection section: Int) -> Bool { false }
}
