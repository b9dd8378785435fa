import CascadeLayout

// Scrolling: offsets are clamped to [0, contentHeight - viewportHeight] without placing every item
// (the layout places only as far as the clamp needs to know).

extension CollectionView {
  /// The top-left content cell shown at the top-left of the viewport.
  /// Setting it clamps to the content, placing items only as far as the new offset needs.
  public var contentOffset: Point {
    get { bounds.origin }
    set { setContentOffsetClamped(newValue) }
  }

  /// The content size. For a lazy layout this places every item: O(N) once.
  public var contentSize: Size { collectionViewLayout.collectionViewContentSize }

  /// The largest vertical offset, knowing the content only as far as `y` needs. O(1) amortised.
  func maximumOffsetY(near y: Int) -> Int {
    let known = collectionViewLayout.contentSize(placingThrough: max(0, y) + bounds.height + 1)
    return max(0, known.height - bounds.height)
  }

  /// Sets the offset, clamped to the content, and tells the delegate when it changed.
  func setContentOffsetClamped(_ offset: Point) {
    let y = min(max(0, offset.y), maximumOffsetY(near: offset.y))
    let width = collectionViewLayout.contentSize(placingThrough: y + bounds.height).width
    let x = min(max(0, offset.x), max(0, width - bounds.width))
    let clamped = Point(x: x, y: y)
    guard clamped != bounds.origin else { return }
    bounds.origin = clamped
    delegate?.collectionViewDidScroll(self)
  }

  func clampContentOffset() { setContentOffsetClamped(bounds.origin) }

  /// Scrolls by `lines` rows (negative: up), keeping the focus on screen. A layout that scrolls
  /// sideways scrolls `2 × lines` columns instead (a cell is about half as wide as tall), and one
  /// that pages through items comes to rest on its nearest snap point `wheelRestDelay` after the
  /// last call (the mouse wheel scrolls freely, then settles).
  /// - Complexity: one visible-rect query, plus placing items up to the new offset in a lazy layout.
  public func scroll(byLines lines: Int) {
    finishAnimation()
    if collectionViewLayout.scrollDirection == .horizontal {
      setContentOffsetClamped(Point(x: bounds.minX + 2 * lines, y: bounds.minY))
    } else {
      setContentOffsetClamped(Point(x: bounds.minX, y: bounds.minY + lines))
    }
    if collectionViewLayout.pagesThroughItems { wheelRestDeadline = clock.now + wheelRestDelay }
    keepFocusOnScreen()
  }

  /// Scrolls to `offset` (clamped), keeping the focus on screen, as a drag would: no snapping.
  public func scroll(to offset: Point) {
    finishPendingMotion()
    setContentOffsetClamped(offset)
    keepFocusOnScreen()
  }

  /// A wheel scroll's end: to the snap point nearest the offset, the focus on the card the layout
  /// picks there. Animated when animation is on.
  func comeToRest(animated: Bool) {
    wheelRestDeadline = nil
    let target = collectionViewLayout.targetContentOffset(
      forProposedContentOffset: bounds.origin, withScrollingVelocity: .zero)
    animating(animated) {
      setContentOffsetClamped(target)
      focusPickedByLayout()
    }
  }

  /// Scrolls a page forward (`direction` > 0) or back. With paging on, the move ends with a card
  /// centred, the next one in the direction of the move, and that card takes the focus; a focused
  /// card taller than the viewport is first paged through to its end. A layout that pages through
  /// items moves one snap point (a carousel card, a circle page), animated when animation is on.
  /// - Complexity: one visible-rect query over three viewports when paging, else one for the focus.
  public func scrollPage(_ direction: Int) {
    finishPendingMotion()
    let horizontal = collectionViewLayout.scrollDirection == .horizontal
    let step = max(1, (horizontal ? bounds.width : bounds.height) - 1) * direction.signum()
    let proposed =
      horizontal ? Point(x: bounds.minX + step, y: bounds.minY) : Point(x: bounds.minX, y: bounds.minY + step)
    let velocity = horizontal ? ScrollVelocity(dx: direction.signum()) : ScrollVelocity(dy: direction.signum())
    if collectionViewLayout.pagesThroughItems {
      let target = collectionViewLayout.targetContentOffset(
        forProposedContentOffset: proposed, withScrollingVelocity: velocity)
      animating(true) {
        setContentOffsetClamped(target)
        focusPickedByLayout()
      }
      return
    }
    if isPagingEnabled, let focus = focusedIndexPath,
      let card = collectionViewLayout.layoutAttributesForItem(at: focus)?.frame,
      card.height > bounds.height, direction > 0 ? card.maxY > bounds.maxY : card.minY < bounds.minY
    {
      // The focused card is taller than the viewport and goes on that way: read on through it a
      // page at a time, stopping at its end, before snapping to the next card.
      let y = direction > 0 ? min(proposed.y, card.maxY - bounds.height) : max(proposed.y, card.minY)
      setContentOffsetClamped(Point(x: bounds.minX, y: y))
    } else if isPagingEnabled {
      // Every layout pages alike: its own target when it moves the proposal, else card centres
      // (a FlowLayout without `snapsToItems` leaves the proposal as it is).
      var target = collectionViewLayout.targetContentOffset(
        forProposedContentOffset: proposed, withScrollingVelocity: velocity)
      if target == proposed {
        target = collectionViewLayout.snappedContentOffset(
          forProposedContentOffset: proposed, withScrollingVelocity: velocity,
          axis: collectionViewLayout.scrollDirection)
      }
      setContentOffsetClamped(target)
      if let centred = cellNearestViewportCentre() { setFocus(centred, scroll: false) }
    } else {
      setContentOffsetClamped(proposed)
    }
    keepFocusOnScreen()
  }

  /// Scrolls to the start of the content.
  /// - Complexity: O(1) plus one visible-rect query.
  public func scrollToTop() {
    finishPendingMotion()
    setContentOffsetClamped(
      collectionViewLayout.scrollDirection == .horizontal ? Point(x: 0, y: bounds.minY) : Point(x: bounds.minX, y: 0))
    keepFocusOnScreen()
  }

  /// Scrolls to the end. Places every item of a lazy layout (O(N) the first time).
  /// - Complexity: O(N·C) the first time for a lazy waterfall, then one visible-rect query.
  public func scrollToBottom() {
    finishPendingMotion()
    let size = contentSize
    setContentOffsetClamped(
      collectionViewLayout.scrollDirection == .horizontal
        ? Point(x: size.width, y: bounds.minY) : Point(x: bounds.minX, y: size.height))
    keepFocusOnScreen()
  }

  /// Brings a newly focused item into view: in a layout that pages through items, by snapping to
  /// the snap point nearest the offset that centres it (animated when animation is on); otherwise
  /// by the smallest scroll that shows it.
  func scrollFocusIntoView(_ indexPath: IndexPath) {
    guard collectionViewLayout.pagesThroughItems,
      let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame
    else {
      return scrollToItem(at: indexPath, at: .nearest)
    }
    let centring = Point(
      x: frame.minX + frame.width / 2 - bounds.width / 2, y: frame.minY + frame.height / 2 - bounds.height / 2)
    let target = collectionViewLayout.targetContentOffset(
      forProposedContentOffset: centring, withScrollingVelocity: .zero)
    guard target != bounds.origin else { return }
    animating(true) { setContentOffsetClamped(target) }
  }

  /// Scrolls so the item sits at `position` in the viewport (clamped to the content), at once. See
  /// `scrollToItem(at:at:animated:)`.
  /// - Complexity: the layout's `layoutAttributesForItem(at:)` (placing items up to it in a lazy layout).
  public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition) {
    guard let target = contentOffset(showing: indexPath, at: position) else { return }
    setContentOffsetClamped(target)
  }

  /// Scrolls so the item sits at `position` in the viewport, clamped to the content (UIKit's
  /// `scrollToItem(at:at:animated:)`): `.top`, `.centeredVertically` or `.bottom` vertically,
  /// `.left`, `.centeredHorizontally` or `.right` horizontally, one of each at most; an axis with
  /// none (`.nearest` for both) scrolls as little as shows the item. Animated when `animated` and
  /// `isAnimationEnabled`: the cards on screen slide to their new places. The focus does not move.
  /// - Complexity: the layout's `layoutAttributesForItem(at:)`, plus two visible-rect queries when
  ///   animated.
  public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    finishPendingMotion()
    guard let target = contentOffset(showing: indexPath, at: position) else { return }
    animating(animated) { setContentOffsetClamped(target) }
  }

  /// Sets the content offset, clamped to the content (UIKit's `setContentOffset(_:animated:)`);
  /// animated when `animated` and `isAnimationEnabled`. Unlike `scroll(to:)`, the focus stays
  /// where it is even when it leaves the screen, and no snap point is looked for.
  /// - Complexity: placing items up to the new offset in a lazy layout, plus two visible-rect
  ///   queries when animated.
  public func setContentOffset(_ offset: Point, animated: Bool) {
    finishPendingMotion()
    animating(animated) { setContentOffsetClamped(offset) }
  }

  /// The offset that puts the item at `position`, before clamping; nil when the layout has no
  /// such item.
  func contentOffset(showing indexPath: IndexPath, at position: ScrollPosition) -> Point? {
    precondition(
      position.intersection(.vertical).rawValue.nonzeroBitCount <= 1
        && position.intersection(.horizontal).rawValue.nonzeroBitCount <= 1,
      "ScrollPosition: at most one vertical and one horizontal position, not \(position.rawValue)")
    guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return nil }
    let y = Self.offset(
      showing: frame.minY, length: frame.height, in: bounds.minY, viewport: bounds.height,
      start: position.contains(.top), centre: position.contains(.centeredVertically), end: position.contains(.bottom))
    let x = Self.offset(
      showing: frame.minX, length: frame.width, in: bounds.minX, viewport: bounds.width,
      start: position.contains(.left), centre: position.contains(.centeredHorizontally), end: position.contains(.right))
    return Point(x: x, y: y)
  }

  /// Along one axis: the offset that puts an item starting at `minimum`, `length` long, at the
  /// viewport's start, centre or end, or (none of them) the nearest offset to `current` that shows
  /// it whole, or its start when it is longer than the viewport and its start is not in view.
  static func offset(
    showing minimum: Int, length: Int, in current: Int, viewport: Int, start: Bool, centre: Bool, end: Bool
  ) -> Int {
    let maximum = minimum + length
    if start { return minimum }
    if end { return maximum - viewport }
    if centre { return length > viewport ? minimum : minimum + length / 2 - viewport / 2 }
    if length > viewport {
      // Longer than the viewport: shown from its start; when its start is already on screen that
      // is as near as it gets.
      return minimum < current || minimum >= current + viewport ? minimum : current
    }
    if minimum < current { return minimum }
    if maximum > current + viewport { return maximum - viewport }
    return current
  }

  /// The cell whose centre is nearest the viewport's centre. One visible-rect query.
  func cellNearestViewportCentre() -> IndexPath? {
    let centre = bounds.center
    var best: (distance: Int, indexPath: IndexPath)?
    for element in collectionViewLayout.layoutAttributesForElements(in: bounds)
    where element.category == .cell && isValid(element.indexPath) {
      let c = element.frame.center
      let distance = abs(c.y - centre.y) * 4 + abs(c.x - centre.x)
      if distance < (best?.distance ?? .max) { best = (distance, element.indexPath) }
    }
    return best?.indexPath
  }

  /// After a scroll: when the focused card is no longer fully in view (or, taller than the viewport,
  /// no longer on screen at all), the focus moves to the card nearest the viewport's centre.
  func keepFocusOnScreen() {
    if let focus = focusedIndexPath, let frame = collectionViewLayout.layoutAttributesForItem(at: focus)?.frame {
      let fullyVisible = bounds.contains(frame)
      let tallAndShown = frame.height > bounds.height && frame.intersects(bounds)
      if fullyVisible || tallAndShown { return }
    }
    focusPickedByLayout()
  }

  /// Focuses the card the layout picks for the visible rect, else the card nearest its centre.
  func focusPickedByLayout() {
    let picked = collectionViewLayout.indexPathToFocus(in: bounds, after: focusedIndexPath).flatMap {
      isValid($0) ? $0 : nil
    }
    if let card = picked ?? cellNearestViewportCentre() { setFocus(card, scroll: false) }
  }
}
