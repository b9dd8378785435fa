import CascadeLayout

/// One cell a backend must draw: where, and what.
public struct CellChange: Hashable, Sendable {
  /// Where the cell goes on the screen.
  public var position: Point
  /// What goes there.
  public var cell: Cell

  /// A change of the cell at `position`.
  @inlinable public init(position: Point, cell: Cell) {
    self.position = position
    self.cell = cell
  }
}

/// Where frames go: a real terminal (`CascadeCurses`) or memory (`TestBackend`).
///
/// The engine never talks to a backend directly; a `Screen` diffs frames and hands a backend only
/// the cells that changed, in row-major order, continuation cells left out.
public protocol Backend: AnyObject {
  /// The terminal's size in cells.
  var size: Size { get }
  /// Draws `changes` (not yet visible until `flush`).
  func draw(_ changes: [CellChange])
  /// Makes everything drawn so far visible.
  func flush()
  /// Moves the cursor to `position` and shows it, or hides it when nil.
  func setCursor(_ position: Point?)
  /// Forgets what the terminal shows (after a resize or a suspend), so the next frame is drawn whole.
  func clear()
  /// True when the last `draw` could not show every cell as asked and the backend has since made
  /// room (curses' colour pairs ran out and were freed for reuse): the caller sends the whole frame
  /// again, before flushing, so no cell keeps a colour that was reused. Reading it resets it.
  func needsFullFrame() -> Bool
}

extension Backend {
  /// Backends that can always show every cell never ask for a full frame.
  public func needsFullFrame() -> Bool { false }
}
