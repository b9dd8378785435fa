/// A layout that places cards nobody has measured at an estimate and takes their exact heights as
/// they arrive (UIKit's `estimatedItemSize` and self-sizing cells): `WaterfallLayout` and
/// `FlowLayout`. A `CollectionView` measures what it shows and keeps the focused card on its row
/// through this protocol, whichever of them it lays out with. See "Self-sizing cards".
public protocol SelfSizingLayout: CollectionViewLayout {
  /// True when unmeasured cards are placed at an estimate.
  var isSelfSizing: Bool { get }
  /// The exact height given for the card at `indexPath` drawn `width` cells wide, or nil.
  func measuredHeight(ofItemAt indexPath: IndexPath, width: Int) -> Int?
  /// The cards intersecting `rect` still placed at their estimate, each with the width to measure
  /// it at, in index order.
  func estimatedItems(in rect: Rect) -> [EstimatedItem]
  /// Takes exact heights in any order; returns the first card whose frame may have changed, or nil.
  @discardableResult
  func acceptMeasuredHeights(_ heights: some Sequence<MeasuredItemHeight>) -> IndexPath?
  /// Measures every estimated card in `rect` through the layout's delegate, until none is left
  /// there; returns how many heights were asked.
  @discardableResult
  func measureItems(in rect: Rect) -> Int
}

extension SelfSizingLayout {
  /// The cards intersecting `rect` that are placed at their estimate, in index order, each with
  /// the width it is placed at (the width to measure it at). Empty when the layout is not
  /// self-sizing.
  /// - Complexity: the layout's visible-rect query, plus `measuredHeight` per card found.
  public func estimatedItems(in rect: Rect) -> [EstimatedItem] {
    guard isSelfSizing else { return [] }
    var result: [EstimatedItem] = []
    for attributes in layoutAttributesForElements(in: rect) where attributes.category == .cell {
      let width = attributes.frame.width
      if measuredHeight(ofItemAt: attributes.indexPath, width: width) == nil {
        result.append(EstimatedItem(indexPath: attributes.indexPath, width: width))
      }
    }
    return result
  }

  /// True when a card intersecting `rect` is placed at its estimate; stops at the first found.
  /// - Complexity: the layout's visible-rect query, plus `measuredHeight` per card up to the first
  ///   estimated one.
  public func hasEstimatedItems(in rect: Rect) -> Bool {
    guard isSelfSizing else { return false }
    return layoutAttributesForElements(in: rect).contains { attributes in
      attributes.category == .cell
        && measuredHeight(ofItemAt: attributes.indexPath, width: attributes.frame.width) == nil
    }
  }
}

extension WaterfallLayout: SelfSizingLayout {}
extension FlowLayout: SelfSizingLayout {}
