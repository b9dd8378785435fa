import CascadeCanvas
import CascadeLayout

// The standard keyboard and mouse bindings, so a program gets a navigable collection view in one
// call and handles only the keys it gives a meaning of its own (quitting, opening an item).

extension CollectionView {
  /// Acts on a key, click or wheel turn as a collection view does by default, and returns whether
  /// the event meant something to it:
  ///
  /// - arrows move the focus (`moveFocus(_:)`); PgUp and PgDn page (snapping with `isPagingEnabled`);
  ///   Home and End go to the first and last item;
  /// - Space selects or deselects the focused item as a user would (the delegate is asked);
  /// - Enter performs the focused item's primary action: the delegate's
  ///   `collectionView(_:performPrimaryActionForItemAt:)`, when `canPerformPrimaryActionForItemAt`
  ///   allows (a program that gives Enter a meaning of its own handles it before calling this);
  /// - a click focuses the item under it, the wheel scrolls three lines.
  ///
  /// Clicks are in screen cells and are mapped through the area of the last `draw(in:area:)`.
  /// - Complexity: that of the call it makes; a click is one visible-rect query.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key): return handle(key)
    case .mouse(.wheelUp): scroll(byLines: -3)
    case .mouse(.wheelDown): scroll(byLines: 3)
    case .mouse(.click(let point)):
      guard let indexPath = indexPathForItem(atScreenPoint: point) else { return false }
      focusItem(at: indexPath)
    case .resize, .refresh: return false
    }
    return true
  }

  private func handle(_ key: Key) -> Bool {
    switch key {
    case .up: moveFocus(.up)
    case .down: moveFocus(.down)
    case .left: moveFocus(.left)
    case .right: moveFocus(.right)
    case .pageDown: scrollPage(1)
    case .pageUp: scrollPage(-1)
    case .home:
      scrollToTop()
      if let first = firstIndexPath { focusItem(at: first) }
    case .end:
      if let last = lastIndexPath { focusItem(at: last) }
    case .space:
      guard let focus = focusedIndexPath else { return false }
      toggleSelection(at: focus)
    case .enter:
      guard let focus = focusedIndexPath, let delegate,
        delegate.collectionView(self, canPerformPrimaryActionForItemAt: focus)
      else { return false }
      delegate.collectionView(self, performPrimaryActionForItemAt: focus)
    default:
      return false
    }
    return true
  }

  /// The item under a screen cell, mapped through the area of the last `draw(in:area:)`; nil outside
  /// it or over no item. One visible-rect query on a one-cell rect.
  /// - Complexity: one visible-rect query (O(C·log(N/C) + k) in a waterfall, O(log S + k) in a grid).
  public func indexPathForItem(atScreenPoint point: Point) -> IndexPath? {
    guard let area = lastDrawnArea, area.contains(point) else { return nil }
    return indexPathForItem(at: Point(x: point.x - area.minX + bounds.minX, y: point.y - area.minY + bounds.minY))
  }
}
