import CascadeCanvas
import CascadeLayout

/// What sixel and iTerm2 pictures need between frames. Such a picture is drawn once where the
/// cursor is and belongs to no cell, so its cells are reserved in the frame (`reservedCell`, which
/// nothing else draws): unchanged from one frame to the next, curses never writes them, and the
/// picture stays. After curses' refresh the picture is written again only where it is new or has
/// moved, or after a full redraw, which erased it.
///
/// Main thread.
public struct InlinePlacer: Sendable {
  /// A picture's cells in a frame: a space whose colour and dimness show nothing but differ from
  /// every blank curses would write, so curses never takes them for blanks it may clear with an
  /// erase-to-end-of-line, and any other content in them counts as a change.
  public static let reservedCell = Cell(grapheme: " ", style: Style(foreground: .indexed(16), attributes: .dim))

  /// One picture a frame shows: the thumbnail and the screen cells it covers.
  public struct Item: Hashable, Sendable {
    /// The thumbnail whose inline image is drawn.
    public var key: ThumbnailKey
    /// The cells, in screen coordinates.
    public var rect: Rect

    /// An item from its parts.
    public init(key: ThumbnailKey, rect: Rect) {
      self.key = key
      self.rect = rect
    }
  }

  /// The pictures on screen, in the order they were written.
  public private(set) var shown: [Item] = []

  /// A placer that has drawn nothing.
  public init() {}

  /// The items of a finished frame that can be drawn as pictures: those whose cells are all still
  /// reserved (nothing was drawn over them, as a help overlay or a popup would) and that end above
  /// the screen's last row (a sixel reaching it would scroll the screen). The reserved cells of
  /// the others get the picture's symbol cells from `symbols` (blanks without them), so the part
  /// left in view still shows the picture and no stale picture shows through.
  /// - Complexity: O(cells of the items), before the frame is diffed.
  public static func settle(
    _ items: [Item], in buffer: inout CellBuffer, symbols: (ThumbnailKey) -> CellBlock? = { _ in nil }
  ) -> [Item] {
    let bounds = buffer.bounds
    var kept: [Item] = []
    var dropped: [Item] = []
    for item in items {
      var whole = bounds.contains(item.rect) && item.rect.maxY < bounds.maxY && !item.rect.isEmpty
      var y = item.rect.minY
      while whole && y < item.rect.maxY {
        for x in item.rect.minX..<item.rect.maxX where buffer[x, y] != reservedCell {
          whole = false
          break
        }
        y += 1
      }
      if whole { kept.append(item) } else { dropped.append(item) }
    }
    for item in dropped {
      let rect = item.rect.intersection(bounds)
      guard !rect.isEmpty else { continue }
      let block = symbols(item.key)
      for y in rect.minY..<rect.maxY {
        for x in rect.minX..<rect.maxX
        where buffer[x, y] == reservedCell && !kept.contains(where: { $0.rect.contains(Point(x: x, y: y)) }) {
          let column = x - item.rect.minX, row = y - item.rect.minY
          if let block, column < block.columns, row < block.rows, block.cells.count == block.columns * block.rows {
            buffer[x, y] = block[column, row]
          } else {
            buffer[x, y] = .blank
          }
        }
      }
    }
    return kept
  }

  /// The bytes to write after the frame holding `items` (settled) is on screen: each picture that
  /// is new or moved, or overlaps one written before it this frame, at its top-left cell over its
  /// erased cells, inside a cursor save and restore (`ESC 7` … `ESC 8`, which also puts back the
  /// colours), so curses finds the cursor and colours as it left them.
  /// `fullRedraw`: the terminal was cleared, so every picture is written again. `image` gives a
  /// thumbnail's encoded picture; an item without one is skipped.
  /// - Complexity: O(items × items written) for the overlap checks, plus the bytes.
  public mutating func frame(_ items: [Item], fullRedraw: Bool, image: (ThumbnailKey) -> InlineImage?) -> [UInt8] {
    let before = fullRedraw ? [] : Set(shown)
    var out: [UInt8] = []
    var written: [Rect] = []
    var now: [Item] = []
    for item in items {
      let covered = written.contains { !$0.intersection(item.rect).isEmpty }
      if before.contains(item) && !covered {
        now.append(item)
        continue
      }
      guard let picture = image(item.key), !picture.bytes.isEmpty else { continue }
      // The cells are erased first (default colours, `CSI n X` on each row): a sixel's height is
      // a multiple of six pixels and may stop short of its last row, where a picture drawn there
      // before would otherwise show through.
      out += [0x1B, 0x37] + Array("\u{1B}[0m".utf8)
      for row in item.rect.minY..<item.rect.maxY {
        out += Array("\u{1B}[\(row + 1);\(item.rect.minX + 1)H\u{1B}[\(item.rect.width)X".utf8)
      }
      out += Array("\u{1B}[\(item.rect.minY + 1);\(item.rect.minX + 1)H".utf8)
      out += picture.bytes
      out += [0x1B, 0x38]
      written.append(item.rect)
      now.append(item)
    }
    shown = now
    return out
  }

  /// Forgets what is on screen (the terminal was cleared or the session ends).
  public mutating func reset() { shown.removeAll() }
}
