import CascadeLayout

/// A rectangle of cells, stored flat row by row (as ratatui's `Buffer`). The engine draws a frame
/// into one; a `Screen` compares it with the last frame and sends only the changed cells to a backend.
public struct CellBuffer: Hashable, Sendable {
  public private(set) var size: Size
  /// `size.width * size.height` cells, row-major.
  public private(set) var cells: [Cell]

  public init(size: Size, filling cell: Cell = .blank) {
    let clamped = Size(width: max(0, size.width), height: max(0, size.height))
    self.size = clamped
    self.cells = Array(repeating: cell, count: clamped.width * clamped.height)
  }

  /// The whole buffer as a rect at the origin.
  @inlinable public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The cell at column `x`, row `y`. Both must be inside the buffer.
  public subscript(x: Int, y: Int) -> Cell {
    get { cells[y * size.width + x] }
    set { cells[y * size.width + x] = newValue }
  }

  /// Sets every cell to `cell`. O(width × height), no allocation.
  public mutating func clear(to cell: Cell = .blank) {
    for i in cells.indices { cells[i] = cell }
  }

  /// Changes the size, keeping nothing (the next frame redraws everything).
  public mutating func resize(to newSize: Size) {
    self = CellBuffer(size: newSize)
  }

  /// The buffer's text, one string per row, continuation cells skipped and trailing spaces kept.
  /// Tests compare screens written as lines with this.
  public func lines() -> [String] {
    (0..<size.height).map { y in
      var line = ""
      for x in 0..<size.width {
        let cell = self[x, y]
        if !cell.isContinuation { line.append(cell.grapheme) }
      }
      return line
    }
  }
}
