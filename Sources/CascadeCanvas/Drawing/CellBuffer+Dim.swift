import CascadeLayout

/// Dimming a region: a terminal cannot blend, so a view drawn with alpha below 1 (a card fading in
/// or out, a carousel's neighbours) keeps its text and gains the dim attribute.
extension CellBuffer {
  /// Adds `.dim` to the style of every cell of `rect` inside `clip`. Graphemes stay as they are.
  ///
  /// - Complexity: O(visible cells of `rect`), no allocation.
  public mutating func dim(_ rect: Rect, clip: Rect? = nil) {
    let area = visibleArea(clip).intersection(rect)
    guard !area.isEmpty else { return }
    let width = size.width
    cells.withUnsafeMutableBufferPointer { cells in
      for y in area.minY..<area.maxY {
        for i in (y * width + area.minX)..<(y * width + area.maxX) { cells[i].style.attributes.insert(.dim) }
      }
    }
  }
}
