import CascadeLayout

/// Filling rectangles: card backgrounds, selection highlights, clearing a region.
extension CellBuffer {
  /// Sets every cell of `rect` inside `clip` to `cell` (sanitised). A wide grapheme fills in pairs,
  /// with a space where only one cell is left; a grapheme that takes no cell fills with spaces.
  ///
  /// - Complexity: O(visible cells of `rect`), no allocation.
  public mutating func fill(_ rect: Rect, with cell: Cell = .blank, clip: Rect? = nil) {
    let area = visibleArea(clip).intersection(rect)
    guard !area.isEmpty else { return }
    var safe = TextSanitizer.sanitize(cell)
    let width = displayWidth(of: safe.grapheme)
    if width != 2 {
      if width == 0 { safe.grapheme = " " }
      safe.width = 1
      for y in area.minY..<area.maxY { putRow(safe, xs: area.minX..<area.maxX, y: y) }
      return
    }
    for y in area.minY..<area.maxY {
      var x = area.minX
      while x + 1 < area.maxX {
        put(safe.grapheme, width: 2, style: safe.style, x: x, y: y)
        x += 2
      }
      if x < area.maxX { put(" ", width: 1, style: safe.style, x: x, y: y) }
    }
  }

  /// Paints `rect` inside `clip` with spaces in `style` (a card's background).
  ///
  /// - Complexity: O(visible cells of `rect`), no allocation.
  public mutating func fill(_ rect: Rect, style: Style, clip: Rect? = nil) {
    fill(rect, with: Cell(grapheme: " ", style: style), clip: clip)
  }
}
