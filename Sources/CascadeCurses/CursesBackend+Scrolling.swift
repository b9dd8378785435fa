import CNcursesw
import CascadeCanvas

extension CursesBackend {
  /// Scrolls the terminal itself when `writeScroll` is set (sixel on xterm, whose pictures move
  /// with the rows they are on): writes the scroll's bytes between two refreshes, then moves
  /// curses' copy of the window and of the screen (`curscr`) the same way, so its next refresh
  /// sends only the cells that differ from the moved rows.
  ///
  /// xterm moves every picture with an index, those on rows outside the region too, and one that
  /// leaves the region's top lands on the rows above it: those rows (`count` above the region)
  /// are redrawn from the window, and text drawn over a picture erases it there.
  /// - Complexity: O(width × rows of the region).
  public func scroll(_ scroll: TerminalScroll) -> Bool {
    guard let window, let writeScroll, !isInline, let screen = cascade_curscr(),
      scroll.isUseful(onHeight: size.height)
    else { return false }
    writeScroll(scroll.bytes)
    let top = Int32(scroll.rows.lowerBound), bottom = Int32(scroll.rows.upperBound - 1)
    for shifted in [window, screen] {
      scrollok(shifted, true)
      wsetscrreg(shifted, top, bottom)
      wscrl(shifted, Int32(scroll.count))
      wsetscrreg(shifted, 0, Int32(size.height - 1))
      scrollok(shifted, false)
    }
    let above = min(scroll.count, scroll.rows.lowerBound)
    if above > 0 { wredrawln(window, top - Int32(above), Int32(above)) }
    shiftPairMap(scroll)
    return true
  }

  /// The pairs of the cells that scrolled away are free; the moved cells keep theirs; the new
  /// blank rows use none.
  private func shiftPairMap(_ scroll: TerminalScroll) {
    let width = pairMapSize.width
    guard width > 0, scroll.rows.upperBound <= pairMapSize.height else { return }
    let lost = scroll.rows.lowerBound * width..<(scroll.rows.lowerBound + scroll.count) * width
    for i in lost where pairMap[i] != 0 { pairs.release(pairMap[i]) }
    let kept = scroll.rows.count - scroll.count
    for row in scroll.rows.lowerBound..<(scroll.rows.lowerBound + kept) {
      for x in 0..<width { pairMap[row * width + x] = pairMap[(row + scroll.count) * width + x] }
    }
    for i in (scroll.rows.lowerBound + kept) * width..<scroll.rows.upperBound * width { pairMap[i] = 0 }
  }
}
