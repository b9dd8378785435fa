import CascadeLayout

/// The terminal as the engine sees it (ratatui's `Terminal`): it owns a backend and two frames, the
/// one being drawn and the one on screen, and sends the backend only the cells that differ.
///
/// Each `draw` clears the frame, lets the caller render it whole, diffs it against the last one,
/// sends the changes, flushes and keeps it as the new last frame. A change of the backend's size or
/// `invalidate()` makes the next frame a full redraw after `backend.clear()`.
public final class Screen {
  /// The terminal the changed cells go to.
  public let backend: any Backend
  /// Where the terminal's cursor goes after the next frame; nil hides it.
  public var cursor: Point?

  private var current: CellBuffer
  private var previous: CellBuffer
  /// Reused every frame so drawing allocates nothing once it has seen its largest change.
  private var changes: [CellChange] = []
  private var needsFullRedraw = true
  private var shownCursor: Point?

  /// The cells the last frame sent to the backend.
  public private(set) var lastChangeCount = 0
  /// True when the last frame was drawn whole after `backend.clear()`, which erased anything
  /// written to the terminal beside the cells (sixel pictures).
  public private(set) var lastFrameWasFull = false

  /// A screen that draws on `backend`, starting from a blank frame.
  public init(backend: any Backend) {
    self.backend = backend
    current = CellBuffer(size: backend.size)
    previous = CellBuffer(size: backend.size)
  }

  /// The frame on screen: what the last `draw` rendered.
  public var lastFrame: CellBuffer { previous }

  /// The size frames are drawn at: the backend's size when the last frame was drawn.
  public var size: Size { previous.size }

  /// Draws one frame: `render` gets a blank buffer of the backend's size and draws all of it.
  ///
  /// - Complexity: O(width × height) to clear and diff, plus `render`; no allocation once `changes`
  ///   has grown to the largest frame's change count.
  public func draw(_ render: (inout CellBuffer) -> Void) {
    let size = backend.size
    if size != current.size {
      current.resize(to: size)
      previous.resize(to: size)
      needsFullRedraw = true
    }
    if needsFullRedraw { backend.clear() }
    current.clear()
    render(&current)
    collectChanges()
    if !changes.isEmpty { backend.draw(changes) }
    if backend.needsFullFrame() {
      // Once: a frame that needs more colour combinations than the terminal has shows the rest in
      // its default colours rather than redrawing forever.
      needsFullRedraw = true
      collectChanges()
      backend.draw(changes)
    }
    if needsFullRedraw || cursor != shownCursor {
      backend.setCursor(cursor)
      shownCursor = cursor
    }
    backend.flush()
    lastChangeCount = changes.count
    lastFrameWasFull = needsFullRedraw
    needsFullRedraw = false
    swap(&current, &previous)
  }

  /// True when the frame being drawn (read inside `draw`'s render closure), or else the next one,
  /// is drawn whole after `backend.clear()`.
  public var drawsWhole: Bool { needsFullRedraw || backend.size != previous.size }

  /// Makes the next frame a full redraw (after a suspend, or when something else wrote to the
  /// terminal).
  public func invalidate() {
    needsFullRedraw = true
  }

  /// Fills `changes` with the cells of `current` that differ from `previous`, row by row, or all of
  /// them on a full redraw. Continuation cells are never sent (the terminal fills them when it draws
  /// the wide grapheme on their left), but a changed one makes that wide grapheme count as changed.
  ///
  /// - Complexity: O(width × height).
  private func collectChanges() {
    // Work on locals: a class's stored properties are checked for exclusive access at run time on
    // every touch, which costs more than the comparison itself in a 12,000-cell loop.
    var changes = self.changes
    self.changes = []
    changes.removeAll(keepingCapacity: true)
    let width = current.size.width
    let full = needsFullRedraw
    let now = current.cells, before = previous.cells
    now.withUnsafeBufferPointer { now in
      before.withUnsafeBufferPointer { before in
        guard let nowBase = now.baseAddress, let beforeBase = before.baseAddress else { return }
        let layout = Cell.layout
        // The width is read in place: `now[i].width` would copy the cell out, retaining and
        // releasing its grapheme for each of the 12,000 cells of a 200×60 frame.
        let widths = UnsafeRawPointer(nowBase) + layout.width
        let stride = MemoryLayout<Cell>.stride
        for i in 0..<now.count {
          let cellWidth = widths.load(fromByteOffset: i * stride, as: UInt8.self)
          guard cellWidth != 0 else { continue }
          if full || !Cell.isSame(nowBase + i, beforeBase + i, layout: layout)
            || (cellWidth > 1
              && !Self.continuationsAreSame(cellWidth, after: i, nowBase, beforeBase, count: now.count, layout: layout))
          {
            changes.append(CellChange(position: Point(x: i % width, y: i / width), cell: now[i]))
          }
        }
      }
    }
    self.changes = changes
  }

  /// True when the `width - 1` continuation cells after `index` are unchanged.
  @inline(__always) private static func continuationsAreSame(
    _ width: UInt8, after index: Int, _ now: UnsafePointer<Cell>, _ before: UnsafePointer<Cell>, count: Int,
    layout: Cell.Layout
  ) -> Bool {
    var next = index + 1
    while next < Swift.min(index + Int(width), count) {
      if !Cell.isSame(now + next, before + next, layout: layout) { return false }
      next += 1
    }
    return true
  }
}
