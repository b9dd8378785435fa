import CascadeCanvas
import CascadeLayout

extension Viewer {
  /// Records where this frame drew the cards and, when they only moved up from the last frame's
  /// (a scroll down the cards, nothing else over them), the terminal scroll that moves the last
  /// frame's rows there. Not beside a preview pane, whose rows would scroll too and be sent again,
  /// nor under the help, which stays put.
  /// - Complexity: O(1).
  func noteCardScroll(area: Rect, since before: (area: Rect, offset: Point)?, besidePane: Bool) {
    let offset = collectionView.contentOffset
    drawnCards = (area, offset)
    guard let before, before.area == area, before.offset.x == offset.x, !besidePane, mode != .help else { return }
    let moved = offset.y - before.offset.y
    guard moved > 0, moved < area.height else { return }
    frameScroll = TerminalScroll(rows: area.minY..<area.maxY, count: moved)
  }
}

extension Viewer {
  /// Draws a frame on `screen`, placing the cursor where it asks, and lets the terminal scroll
  /// the cards' rows when they only moved up (when `screen`'s backend can); the sixel and iTerm2
  /// pictures the terminal moved with them are then not written again.
  /// - Complexity: that of `render(into:)` and `Screen.draw`.
  public func draw(on screen: Screen) {
    screen.draw { buffer in
      screen.cursor = render(into: &buffer)
      screen.scrollHint = frameScroll
    }
    if let scroll = screen.lastScroll { source.pictures?.inlinePlacer.scrolled(scroll) }
  }
}
