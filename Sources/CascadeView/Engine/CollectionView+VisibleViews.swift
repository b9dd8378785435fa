import CascadeLayout

// What is on screen, in UIKit's names. "Visible" means the views that exist now: the viewport plus
// `overscan` rows above and below, as of the last frame drawn.

extension CollectionView {
  /// The elements in the viewport plus `overscan` rows above and below, with views, in the layout's
  /// order. O(k) for k elements.
  public var visibleElements: [LayoutAttributes] { drawOrder.map(\.0) }

  /// The cells shown now, in the layout's order. O(k).
  public var visibleCells: [CollectionViewCell] {
    drawOrder.compactMap { $0.0.category == .cell ? $0.1 as? CollectionViewCell : nil }
  }

  /// Index paths of the cells shown now, in the layout's order. O(k).
  public var indexPathsForVisibleItems: [IndexPath] {
    drawOrder.filter { $0.0.category == .cell }.map(\.0.indexPath)
  }

  /// Index paths of the supplementary views of `kind` shown now. O(k).
  public func indexPathsForVisibleSupplementaryElements(ofKind kind: ElementKind) -> [IndexPath] {
    drawOrder.filter { $0.0.category == .supplementaryView(kind) }.map(\.0.indexPath)
  }

  /// The cell shown for the item, or nil when it is not on screen. O(1).
  public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    visibleViews[ElementKey(indexPath: indexPath, category: .cell)] as? CollectionViewCell
  }

  /// The supplementary view of `kind` shown for `indexPath`, or nil when it is not on screen. O(1).
  public func supplementaryView(forElementKind kind: ElementKind, at indexPath: IndexPath) -> CollectionReusableView? {
    visibleViews[ElementKey(indexPath: indexPath, category: .supplementaryView(kind))]
  }

  /// The item whose frame contains `point` (content coordinates: add `contentOffset` to a point in
  /// the viewport), the topmost one when frames overlap; nil over a gap, a header or nothing.
  /// Works anywhere in the content, on screen or not.
  /// - Complexity: one visible-rect query on a one-cell rect, O(C·log(N/C)) for the waterfall.
  public func indexPathForItem(at point: Point) -> IndexPath? {
    var best: LayoutAttributes?
    for element in collectionViewLayout.layoutAttributesForElements(
      in: Rect(x: point.x, y: point.y, width: 1, height: 1))
    where element.category == .cell && !element.isHidden && element.frame.contains(point) && isValid(element.indexPath)
    {
      // Later elements of the same zIndex draw over earlier ones.
      if best == nil || element.zIndex >= best!.zIndex { best = element }
    }
    return best?.indexPath
  }
}
