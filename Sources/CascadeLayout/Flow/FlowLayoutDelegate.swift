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
