import CascadeLayout

/// Box borders for cards and panels.
extension CellBuffer {
  /// Draws the border of `rect` (buffer cells; it may lie partly outside `clip` or the buffer), only
  /// the part inside `clip`: a card scrolled half out of view shows its lower half, sides and bottom
  /// border. The inside is left as it is (see `fill`). `title`, if any, sits on the top border after
  /// the corner and a space, padded by a space on each side, cut with `…` when too long.
  ///
  /// Rects narrower or shorter than 2 cells have no border to draw and draw nothing.
  ///
  /// - Complexity: O(visible border cells + title length).
  public mutating func drawBox(
    _ rect: Rect, border: BoxStyle = .light, style: Style = .plain,
    title: String? = nil, titleStyle: Style? = nil, clip: Rect? = nil
  ) {
    guard rect.width >= 2 && rect.height >= 2 else { return }
    let area = visibleArea(clip)
    guard area.intersects(rect) else { return }
    let top = rect.minY, bottom = rect.maxY - 1, left = rect.minX, right = rect.maxX - 1
    let firstColumn = Swift.max(left + 1, area.minX), firstRow = Swift.max(top + 1, area.minY)
    let innerColumns = firstColumn..<Swift.max(firstColumn, Swift.min(right, area.maxX))
    let innerRows = firstRow..<Swift.max(firstRow, Swift.min(bottom, area.maxY))

    if top >= area.minY && top < area.maxY {
      putIfInside(border.topLeft, x: left, y: top, style: style, area: area)
      putRow(Cell(grapheme: border.top, style: style), xs: innerColumns, y: top)
      putIfInside(border.topRight, x: right, y: top, style: style, area: area)
    }
    for y in innerRows {
      putIfInside(border.left, x: left, y: y, style: style, area: area)
      putIfInside(border.right, x: right, y: y, style: style, area: area)
    }
    if bottom >= area.minY && bottom < area.maxY {
      putIfInside(border.bottomLeft, x: left, y: bottom, style: style, area: area)
      putRow(Cell(grapheme: border.bottom, style: style), xs: innerColumns, y: bottom)
      putIfInside(border.bottomRight, x: right, y: bottom, style: style, area: area)
    }

    if let title, !title.isEmpty, rect.width >= 5, top >= area.minY, top < area.maxY {
      // Between the corners: a space, the title, a space.
      let titleArea = area.intersection(Rect(x: left + 1, y: top, width: rect.width - 2, height: 1))
      let titleStyle = titleStyle ?? style
      putClipped(" ", width: 1, style: titleStyle, x: left + 1, y: top, area: titleArea)
      let drawn = draw(
        title, at: Point(x: left + 2, y: top), maxWidth: rect.width - 4, style: titleStyle, clip: titleArea)
      putClipped(" ", width: 1, style: titleStyle, x: left + 2 + drawn, y: top, area: titleArea)
    }
  }

  /// Writes a one-cell grapheme (already safe) if (`x`, `y`) is inside `area`.
  private mutating func putIfInside(_ grapheme: Character, x: Int, y: Int, style: Style, area: Rect) {
    if area.contains(Point(x: x, y: y)) { put(grapheme, width: 1, style: style, x: x, y: y) }
  }
}
