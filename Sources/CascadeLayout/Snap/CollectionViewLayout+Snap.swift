// Paging that snaps to card centres (as androidx PagerSnapHelper does): when a scroll ends, pick the
// card whose centre is nearest the viewport's centre, in the direction the scroll was moving.

extension CollectionViewLayout {
  /// The content offset that centres a card, for a scroll proposed to end at `proposed`.
  ///
  /// - Moving forward (positive velocity on `axis`) takes the nearest card whose centre is at or past
  ///   the proposed viewport centre; backward the nearest at or before it; no velocity the nearest.
  ///   When no card lies that way, the nearest card overall. Of cards equally near, the first in
  ///   index order.
  /// - A card longer than the viewport snaps to its start, so its beginning is readable.
  /// - The result is clamped to `[0, contentLength - viewportLength]`.
  /// - A move goes the way it was asked from the current offset (the source's bounds): when the
  ///   chosen card would not take it there, the proposal itself is the answer, so paging steps
  ///   through a card taller than the viewport instead of sticking to its top.
  /// - The search widens only towards content that exists that way, so paging up at the top or down
  ///   at the bottom of a huge collection does not place every item.
  ///
  /// - Complexity: one visible-rect query over three viewports around the proposal.
  public func snappedContentOffset(
    forProposedContentOffset proposed: Point, withScrollingVelocity velocity: ScrollVelocity,
    axis: ScrollAxis = .vertical
  ) -> Point {
    let bounds = source?.layoutBounds ?? .zero
    let vertical = axis == .vertical
    let viewport = max(0, vertical ? bounds.height : bounds.width)
    let start = vertical ? proposed.y : proposed.x
    let centre = start + viewport / 2
    let direction = vertical ? velocity.dy.signum() : velocity.dx.signum()
    var best: (distance: Int, start: Int, length: Int)?
    var nearest: (distance: Int, start: Int, length: Int)?
    // Look a viewport (at least 8 lines) either side first; widen four-fold while a card outside
    // the window could still be nearer (gaps, tall headers and cards, tiny viewports).
    var radius = max(viewport, 8)
    while true {
      let low = start - radius, high = start + viewport + radius
      let window =
        vertical
        ? Rect(x: Int.min / 4, y: low, width: Int.max / 2, height: high - low)
        : Rect(x: low, y: Int.min / 4, width: high - low, height: Int.max / 2)
      best = nil
      nearest = nil
      for attributes in layoutAttributesForElements(in: window)
      where attributes.category == .cell && !attributes.isHidden {
        let cardStart = vertical ? attributes.frame.minY : attributes.frame.minX
        let length = vertical ? attributes.frame.height : attributes.frame.width
        let cardCentre = cardStart + length / 2
        let distance = abs(cardCentre - centre)
        if distance < (nearest?.distance ?? Int.max) { nearest = (distance, cardStart, length) }
        let onTheWay = direction == 0 || (direction > 0 ? cardCentre >= centre : cardCentre <= centre)
        if onTheWay, distance < (best?.distance ?? Int.max) { best = (distance, cardStart, length) }
      }
      if radius > Int.max / 16 { break }
      // A card outside the window has its centre at least `radius` from the viewport's centre,
      // so a card found nearer than that is the nearest of all. Otherwise widen, unless the window
      // already holds every card that lies the asked way: backward once it reaches the start,
      // forward once it reaches past the end (known only when everything is placed), both when
      // there is no direction. Then the chosen card is exact, or, with none that way, the nearest
      // card is, once it is nearer than `radius`.
      if let best, best.distance < radius { break }
      let known = contentSize(placingThrough: high)
      let reachedEnd = high > (vertical ? known.height : known.width)
      let reachedStart = low <= 0
      if reachedStart && reachedEnd { break }
      let holdsTheWay = (direction < 0 && reachedStart) || (direction > 0 && reachedEnd)
      if holdsTheWay, best != nil || (nearest?.distance ?? .max) < radius { break }
      radius *= 4
    }
    var target = start
    if let card = best ?? nearest {
      target = card.length > viewport ? card.start : card.start + card.length / 2 - viewport / 2
    }
    let content = contentSize(placingThrough: max(target, start) + viewport + 1)
    let maximum = max(0, (vertical ? content.height : content.width) - viewport)
    target = min(max(0, target), maximum)
    // A move must get somewhere: when the chosen card would keep the view where it is or send it
    // back (a card taller than the viewport snaps to its top), take the plain page step instead.
    let current = vertical ? bounds.minY : bounds.minX
    if (direction > 0 && target <= current) || (direction < 0 && target >= current) {
      let step = min(max(0, start), maximum)
      target = (direction > 0 ? step > current : step < current) ? step : min(current, maximum)
    }
    return vertical ? Point(x: proposed.x, y: target) : Point(x: target, y: proposed.y)
  }
}
