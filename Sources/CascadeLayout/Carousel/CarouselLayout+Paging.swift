// Single-card paging, as in EBCardCollectionViewLayout: a move with a direction goes to the next or
// previous card's centre from where the view is now, whatever length the move proposed, so every
// key press moves exactly one card and a burst of presses moves that many. A scroll without a
// direction (the mouse wheel coming to rest) goes to the centre nearest the proposal.

extension CarouselLayout {
  /// The offset that centres a card.
  ///
  /// - With a direction along the axis (`velocity.dx` for a horizontal carousel, `dy` for a
  ///   vertical one): the first card centre strictly past the current offset that way (the
  ///   source's bounds), so one card per call; at the first or last card, that card's centre.
  /// - Without one: the card centre nearest `proposedContentOffset` (the earlier card on a tie).
  /// - Across the axis the offset is 0: the row fills the viewport's height (or width).
  ///
  /// - Complexity: O(1).
  public func targetContentOffset(
    forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: ScrollVelocity
  ) -> Point {
    let g = prepared
    let vertical = scrollDirection == .vertical
    let direction = (vertical ? velocity.dy : velocity.dx).signum()
    let proposed = vertical ? proposedContentOffset.y : proposedContentOffset.x
    let bounds = source?.layoutBounds ?? .zero
    let current = vertical ? bounds.minY : bounds.minX
    let index: Int
    switch direction {
    case 1: index = CarouselGeometry.floorDivide(current, g.pitch) + 1
    case -1: index = -CarouselGeometry.floorDivide(-current, g.pitch) - 1
    default: index = g.nearestIndex(toOffset: proposed)
    }
    let target = g.count == 0 ? 0 : min(max(0, g.centringOffset(of: min(max(0, index), g.count - 1))), g.maximumOffset)
    return vertical ? Point(x: 0, y: target) : Point(x: target, y: 0)
  }

  /// Every arrow goes along the row: left and up to the previous card, right and down to the next;
  /// nowhere past the first or last.
  public func focusTarget(from indexPath: IndexPath, direction: FocusDirection) -> FocusTarget {
    _ = prepared
    guard let index = items.flatIndex(of: indexPath) else { return .geometric }
    let next = index + direction.sign
    guard next >= 0, next < items.count else { return .none }
    return .item(items.indexPath(at: next))
  }

  /// The card nearest the centre of `bounds`. O(log S).
  public func indexPathToFocus(in bounds: Rect, after previous: IndexPath?) -> IndexPath? {
    let g = prepared
    guard g.count > 0 else { return nil }
    return items.indexPath(at: g.nearestIndex(toOffset: scrollDirection == .vertical ? bounds.minY : bounds.minX))
  }
}
