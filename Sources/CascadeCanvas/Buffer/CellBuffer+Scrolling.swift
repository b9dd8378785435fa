extension CellBuffer {
  /// Moves the cells of `rows` up by `count` rows, as a terminal scrolling that region does: the
  /// top `count` rows of it are lost and the bottom `count` become blank.
  /// - Complexity: O(width × rows.count).
  public mutating func scrollUp(_ rows: Range<Int>, by count: Int) {
    let width = size.width
    let rows = rows.clamped(to: 0..<size.height)
    guard count > 0, !rows.isEmpty else { return }
    let kept = max(0, rows.count - count)
    for row in rows.lowerBound..<(rows.lowerBound + kept) {
      let from = (row + count) * width
      cells.replaceSubrange((row * width)..<((row + 1) * width), with: cells[from..<(from + width)])
    }
    for row in (rows.lowerBound + kept)..<rows.upperBound {
      for i in (row * width)..<((row + 1) * width) { cells[i] = .blank }
    }
  }
}
