import CascadeLayout

/// A rectangle of one-cell-wide cells made ahead of time (a picture as symbols and colours), which a
/// `CellBuffer` copies in without checking each cell again: the checks happen once, here.
///
/// Every cell is sanitised and one column wide; a grapheme that is wider, or takes no column,
/// becomes a space, so a block can never break a wide grapheme's pairing in a buffer.
public struct CellBlock: Hashable, Sendable {
  /// Width in cells.
  public let columns: Int
  /// Height in cells.
  public let rows: Int
  /// `columns * rows` cells, row-major.
  public let cells: [Cell]

  /// A block of `columns` × `rows` cells from `cells` (row-major; missing cells are blank).
  /// - Complexity: O(cells), with a width lookup per distinct grapheme run.
  public init(columns: Int, rows: Int, cells: [Cell]) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    var safe: [Cell] = []
    safe.reserveCapacity(self.columns * self.rows)
    var lastGrapheme: Character = " ", lastWasOneWide = true
    for i in 0..<(self.columns * self.rows) {
      var cell = i < cells.count ? TextSanitizer.sanitize(cells[i]) : .blank
      if cell.grapheme != lastGrapheme {
        lastGrapheme = cell.grapheme
        lastWasOneWide = displayWidth(of: cell.grapheme) == 1
      }
      if !lastWasOneWide { cell.grapheme = " " }
      cell.width = 1
      safe.append(cell)
    }
    self.cells = safe
  }

  /// The cell at column `x`, row `y`.
  public subscript(x: Int, y: Int) -> Cell { cells[y * columns + x] }

  /// The bytes the block's cells take, for bounding a cache of blocks.
  public var byteCount: Int { cells.count * MemoryLayout<Cell>.stride }
}
