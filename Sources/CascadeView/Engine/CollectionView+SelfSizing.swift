import CascadeLayout

// Self-sizing cards under a collection view: the layout re-places the cards after a measured one;
// the collection view keeps the reader's place, the focused card on its screen row, as a resize does.

extension CollectionView {
  /// The self-sizing layout (a waterfall or a flow) this collection view lays out with, if it does.
  var selfSizingLayout: SelfSizingLayout? {
    guard let layout = collectionViewLayout as? SelfSizingLayout, layout.isSelfSizing else { return nil }
    return layout
  }

  /// Hands exact heights to a self-sizing layout (`WaterfallLayout.acceptMeasuredHeights`,
  /// `FlowLayout.acceptMeasuredHeights`)
  /// and keeps the focused card's top on the screen row it was on (where it still fits), so a card
  /// measured above the screen moves the content, not what is read. Returns true when a card's
  /// frame changed. A no-op for any other layout.
  /// - Complexity: the layout's `acceptMeasuredHeights`, plus re-placing up to the focused card at
  ///   the estimates (O(C) per card, no height asked).
  @discardableResult
  public func acceptMeasuredHeights(_ heights: some Sequence<MeasuredItemHeight>) -> Bool {
    guard let layout = selfSizingLayout else { return false }
    let row = focusedRowOnScreen()
    let atBottom = isScrolledToBottom
    guard layout.acceptMeasuredHeights(heights) != nil else { return false }
    keepPlace(focusRow: row, atBottom: atBottom)
    return true
  }

  /// Measures every card on screen that is placed at its estimate, through the delegate's
  /// `heightForItemAt`, keeping the focused card on its row; again while that brings other
  /// estimated cards on screen. After it the screen shows exact cards only. Returns how many
  /// heights were asked (0 for a layout that is not self-sizing).
  /// - Complexity: a visible-rect query per round, one height per card measured.
  @discardableResult
  public func measureVisibleItems() -> Int {
    guard let layout = selfSizingLayout else { return 0 }
    var asked = 0
    // Each round measures at least one card; a screen holds a few dozen, and a card measured at
    // its width stays measured, so rounds past the first are rare.
    for _ in 0..<64 {
      let row = focusedRowOnScreen()
      let atBottom = isScrolledToBottom
      let measured = layout.measureItems(in: bounds)
      if measured == 0 { break }
      asked += measured
      keepPlace(focusRow: row, atBottom: atBottom)
    }
    return asked
  }

  /// Measures every card still placed at its estimate, through the delegate's `heightForItemAt`,
  /// so that every frame the layout answers is exact: what a dump of the whole layout prints.
  /// Returns how many heights were asked (0 for a layout that is not self-sizing).
  /// - Complexity: O(N) heights asked, plus a content-wide query per round (a measured card moves
  ///   the ones after it, so a round may leave some still estimated for the next).
  @discardableResult
  public func measureAllItems() -> Int {
    guard let layout = selfSizingLayout else { return 0 }
    var asked = 0
    while true {
      let content = layout.collectionViewContentSize
      let measured = layout.measureItems(
        in: Rect(x: 0, y: 0, width: max(1, content.width), height: max(1, content.height)))
      if measured == 0 { break }
      asked += measured
    }
    clampContentOffset()
    return asked
  }

  /// The focused card's top relative to the viewport's top, or nil without a placed focus.
  private func focusedRowOnScreen() -> Int? {
    guard let focus = focusedIndexPath, let frame = collectionViewLayout.layoutAttributesForItem(at: focus)?.frame
    else { return nil }
    return frame.minY - bounds.minY
  }

  /// True when the viewport shows the end of the content (End went there): measuring keeps it
  /// there rather than on the focused card's row, so the last cards stay flush with the bottom.
  /// - Complexity: O(1) once the cards up to the viewport are placed.
  private var isScrolledToBottom: Bool {
    bounds.minY > 0 && bounds.minY >= maximumOffsetY(near: bounds.minY)
  }

  private func keepPlace(focusRow row: Int?, atBottom: Bool) {
    if atBottom {
      // Every card is placed already (the viewport is at the end), so this places only those
      // re-placed after the measured ones.
      setContentOffsetClamped(Point(x: bounds.minX, y: maximumOffsetY(near: .max / 2)))
      return
    }
    guard let row else { return clampContentOffset() }
    focusRowAfterResize = row
    placeFocusAfterResize()
  }
}
