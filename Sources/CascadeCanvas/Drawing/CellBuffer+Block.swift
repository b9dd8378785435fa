import CascadeLayout

/// Copying a prepared `CellBlock` (a picture) into the buffer.
extension CellBuffer {
  /// Copies `block` with its top-left cell at `origin`, only the part inside `clip` and the buffer.
  ///
  /// - Complexity: O(visible cells of the block): a plain copy per cell, the cells having been
  ///   checked when the block was made, so a screen of pictures costs microseconds per frame.
  public mutating func draw(_ block: CellBlock, at origin: Point, clip: Rect? = nil) {
    let area = visibleArea(clip).intersection(Rect(x: origin.x, y: origin.y, width: block.columns, height: block.rows))
    guard !area.isEmpty else { return }
    block.cells.withUnsafeBufferPointer { source in
      for y in area.minY..<area.maxY {
        putRow(source, from: (y - origin.y) * block.columns + area.minX - origin.x, xs: area.minX..<area.maxX, y: y)
      }
    }
  }
}
