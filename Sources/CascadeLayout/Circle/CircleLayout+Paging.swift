// Paging round the circle: pages are the snap points, one page per move with a direction (as the
// carousel moves one card), and the arrows go round: on to the next card clockwise, from a page's
// last card to the next page's first.

extension CircleLayout {
  /// The start of a page.
  ///
  /// - With a direction (`velocity.dy`): the first page start strictly past the current offset
  ///   that way (the source's bounds), so one page per call; never past the first or last page.
  /// - Without one: the page start nearest `proposedContentOffset.y`.
  ///
  /// - Complexity: O(1).
  public func targetContentOffset(
    forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: ScrollVelocity
  ) -> Point {
    let g = prepared
    let current = source?.layoutBounds.minY ?? 0
    let page: Int
    switch velocity.dy.signum() {
    case 1: page = CarouselGeometry.floorDivide(current, g.pageLength) + 1
    case -1: page = -CarouselGeometry.floorDivide(-current, g.pageLength) - 1
    default: page = g.nearestPage(toOffset: proposedContentOffset.y)
    }
    let target = g.pageCount == 0 ? 0 : min(max(0, min(max(0, page), g.pageCount - 1) * g.pageLength), g.maximumOffset)
    return Point(x: 0, y: target)
  }

  /// Right and down go clockwise to the next card, left and up back. When every card fits on one
  /// page the circle has no ends and the arrows wrap round; with several pages they stop at the
  /// first and last card.
  public func focusTarget(from indexPath: IndexPath, direction: FocusDirection) -> FocusTarget {
    let g = prepared
    guard let index = items.flatIndex(of: indexPath) else { return .geometric }
    var next = index + direction.sign
    if g.pageCount == 1 { next = (next + g.count) % g.count }
    guard next >= 0, next < g.count, next != index else { return .none }
    return .item(items.indexPath(at: next))
  }

  /// On the page nearest `bounds`: `previous` when it is there, else the card in the same place
  /// round the circle (the page's last card when this page holds fewer). O(log S).
  public func indexPathToFocus(in bounds: Rect, after previous: IndexPath?) -> IndexPath? {
    let g = prepared
    guard g.pageCount > 0 else { return nil }
    let page = g.nearestPage(toOffset: bounds.minY)
    let slot = previous.flatMap { items.flatIndex(of: $0) }.map { $0 % g.perPage } ?? 0
    return items.indexPath(at: page * g.perPage + min(slot, g.cards(onPage: page) - 1))
  }
}
