import CascadeLayout

/// A rectangle of cells, stored flat row by row (as ratatui's `Buffer`). The engine draws a frame
/// into one; a `Screen` compares it with the last frame and sends only the changed cells to a backend.
///
/// Every way into the cells sanitises (see `TextSanitizer`): the subscript, `clear(to:)`, the
/// text, box and fill drawers. So no grapheme a caller passes can put a control character on the
/// terminal.
public struct CellBuffer: Hashable, Sendable {
  /// Columns and rows.
  public private(set) var size: Size
  /// `size.width * size.height` cells, row-major.
  public internal(set) var cells: [Cell]

  /// A buffer of `size` filled with `cell` (sanitised; a wide cell fills in pairs, see `fill`).
  public init(size: Size, filling cell: Cell = .blank) {
    let clamped = Size(width: max(0, size.width), height: max(0, size.height))
    let safe = Self.oneCellWide(cell)
    self.size = clamped
    self.cells = Array(repeating: safe ?? .blank, count: clamped.width * clamped.height)
    if safe == nil { fill(bounds, with: cell) }
  }

  /// The whole buffer as a rect at the origin.
  @inlinable public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The cell at column `x`, row `y`. Both must be inside the buffer.
  ///
  /// Setting sanitises the grapheme (a control becomes its picture, with width 1) but otherwise
  /// stores the cell as it is: keeping a wide grapheme's continuation cell next to it is the
  /// caller's business here. The drawing methods (`draw`, `drawBox`, `fill`) do that themselves.
  public subscript(x: Int, y: Int) -> Cell {
    get { cells[y * size.width + x] }
    set { cells[y * size.width + x] = TextSanitizer.sanitize(newValue) }
  }

  /// Sets every cell to `cell` (sanitised; a wide cell fills in pairs, see `fill`).
  ///
  /// - Complexity: O(width × height), no allocation.
  public mutating func clear(to cell: Cell = .blank) {
    guard let safe = Self.oneCellWide(cell) else { return fill(bounds, with: cell) }
    // Cells that already hold `safe` are left alone: assigning a cell retains and releases its
    // grapheme, which is most of the cost when a frame is mostly blank.
    let layout = Cell.layout
    withUnsafePointer(to: safe) { safePointer in
      cells.withUnsafeMutableBufferPointer { cells in
        guard let base = cells.baseAddress else { return }
        for i in cells.indices where !Cell.isIdentical(base + i, safePointer, layout: layout) {
          cells[i] = safe
        }
      }
    }
  }

  /// Changes the size, keeping nothing (the next frame redraws everything).
  public mutating func resize(to newSize: Size) {
    self = CellBuffer(size: newSize)
  }

  /// The buffer's text, one string per row, continuation cells skipped and trailing spaces kept.
  /// Tests compare screens written as lines with this.
  /// - Complexity: O(cells).
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

  /// `cell` sanitised, when its grapheme takes exactly one cell (nearly always: a blank); nil
  /// when it must be filled in pairs or replaced (see `fill`).
  private static func oneCellWide(_ cell: Cell) -> Cell? {
    var safe = TextSanitizer.sanitize(cell)
    guard displayWidth(of: safe.grapheme) == 1 else { return nil }
    safe.width = 1
    return safe
  }

  /// `clip` limited to the buffer, or the whole buffer when there is none.
  @usableFromInline func visibleArea(_ clip: Rect?) -> Rect {
    guard let clip else { return bounds }
    return clip.intersection(bounds)
  }

  // MARK: - Writes that keep wide graphemes whole (callers have sanitised)

  /// Stores `grapheme`, already safe, `width` cells wide at (`x`, `y`), every cell inside the
  /// buffer (a grapheme too wide for the row's end becomes a space). Overwriting part of a wide
  /// grapheme blanks the rest of it, as a terminal does, so a wide cell is always followed by its
  /// `width - 1` continuations and a continuation always follows one. Nearly every wide grapheme is
  /// 2 wide; an Indic cluster with several spacing vowel signs can be 3 or more.
  ///
  /// - Complexity: O(width).
  mutating func put(_ grapheme: Character, width: Int, style: Style, x: Int, y: Int) {
    if width > 1 && x + width > size.width { return put(" ", width: 1, style: style, x: x, y: y) }
    let row = y * size.width
    repairLeftEdge(row: row, x: x)
    repairRightEdge(row: row, lastX: x + width - 1)
    cells[row + x] = Cell(grapheme: grapheme, style: style, width: UInt8(width))
    var column = x + 1
    while column < x + width {
      cells[row + column] = .continuation(style: style)
      column += 1
    }
  }

  /// Stores `cell`, already safe and 1 wide, in columns `xs` of row `y`, all inside the buffer.
  ///
  /// - Complexity: O(xs.count).
  mutating func putRow(_ cell: Cell, xs: Range<Int>, y: Int) {
    guard !xs.isEmpty else { return }
    let row = y * size.width
    repairLeftEdge(row: row, x: xs.lowerBound)
    repairRightEdge(row: row, lastX: xs.upperBound - 1)
    // Cells that already hold `cell` are left alone, as in `clear(to:)`: a card's background
    // fill lands mostly on cells the frame's clear just blanked, and assigning a cell retains and
    // releases its grapheme.
    let layout = Cell.layout
    withUnsafePointer(to: cell) { cellPointer in
      cells.withUnsafeMutableBufferPointer { cells in
        guard let base = cells.baseAddress else { return }
        for i in (row + xs.lowerBound)..<(row + xs.upperBound)
        where !Cell.isIdentical(base + i, cellPointer, layout: layout) {
          cells[i] = cell
        }
      }
    }
  }

  /// Stores `source[start...]`, cells already safe and 1 wide, in columns `xs` of row `y`, all
  /// inside the buffer; wide graphemes cut at either edge lose their other part.
  ///
  /// - Complexity: O(xs.count).
  mutating func putRow(_ source: UnsafeBufferPointer<Cell>, from start: Int, xs: Range<Int>, y: Int) {
    guard !xs.isEmpty else { return }
    let row = y * size.width
    repairLeftEdge(row: row, x: xs.lowerBound)
    repairRightEdge(row: row, lastX: xs.upperBound - 1)
    cells.withUnsafeMutableBufferPointer { cells in
      for (offset, x) in xs.enumerated() { cells[row + x] = source[start + offset] }
    }
  }

  /// Before column `x` is overwritten: a wide grapheme whose right part is at `x` loses it, so its
  /// cells left of `x` become spaces.
  @inline(__always) private mutating func repairLeftEdge(row: Int, x: Int) {
    guard x > 0 && cells[row + x].isContinuation else { return }
    var lead = x - 1
    while lead > 0 && cells[row + lead].isContinuation { lead -= 1 }
    for column in lead..<x {
      cells[row + column] = Cell(grapheme: " ", style: cells[row + column].style, width: 1)
    }
  }

  /// Before column `lastX` is overwritten: the continuations of a wide grapheme after `lastX` are
  /// left without it, so they become spaces.
  @inline(__always) private mutating func repairRightEdge(row: Int, lastX: Int) {
    var column = lastX + 1
    while column < size.width && cells[row + column].isContinuation {
      cells[row + column] = Cell(grapheme: " ", style: cells[row + column].style, width: 1)
      column += 1
    }
  }
}
