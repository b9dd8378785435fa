import CascadeCanvas
import CascadeLayout

/// What sixel and iTerm2 pictures need between frames. Such a picture is drawn once where the
/// cursor is and belongs to no cell, so its cells are reserved in the frame (`reservedCell`, which
/// nothing else draws): unchanged from one frame to the next, curses never writes them, and the
/// picture stays. Before curses draws a frame, the pictures it moves or drops are erased
/// (`erasures`); after curses' refresh a picture is written again only where it is new or has
/// moved, or after a full redraw, which erased it. A card cut by the screen's edge draws the part
/// in view (`Item.visible`, a `SixelCrop`).
///
/// Main thread.
public struct InlinePlacer: Sendable {
  /// A picture's cells in a frame: a space whose colour and dimness show nothing but differ from
  /// every blank curses would write, so curses never takes them for blanks it may clear with an
  /// erase-to-end-of-line, and any other content in them counts as a change.
  public static let reservedCell = Cell(grapheme: " ", style: Style(foreground: .indexed(16), attributes: .dim))

  /// One picture a frame shows: the thumbnail, the screen cells it covers and the part of them
  /// drawn (all of them, or the part in view of a card cut by the screen's edge).
  public struct Item: Hashable, Sendable {
    /// The thumbnail whose inline image is drawn.
    public var key: ThumbnailKey
    /// The cells of the whole picture, in screen coordinates (past the screen when it is cut).
    public var rect: Rect
    /// The cells drawn: `rect`, or the part of it in view.
    public var visible: Rect

    /// An item from its parts; `visible` nil: the whole of `rect`.
    public init(key: ThumbnailKey, rect: Rect, visible: Rect? = nil) {
      self.key = key
      self.rect = rect
      self.visible = visible ?? rect
    }

    /// True when only part of the picture is drawn.
    public var isCropped: Bool { visible != rect }
  }

  /// The pictures on screen, in the order they were written.
  public private(set) var shown: [Item] = []

  /// A placer that has drawn nothing.
  public init() {}

  /// The items of a finished frame that can be drawn as pictures: those whose drawn cells are all
  /// still reserved (nothing was drawn over them, as a help overlay or a popup would) and that end
  /// above the screen's last row (a sixel reaching it would scroll the screen). The reserved cells
  /// of the others get the picture's symbol cells from `symbols` (blanks without them), so the
  /// part left in view still shows the picture and no stale picture shows through.
  /// - Complexity: O(cells of the items), before the frame is diffed.
  public static func settle(
    _ items: [Item], in buffer: inout CellBuffer, symbols: (ThumbnailKey) -> CellBlock? = { _ in nil }
  ) -> [Item] {
    let bounds = buffer.bounds
    var kept: [Item] = []
    var dropped: [Item] = []
    for item in items {
      let drawn = item.visible
      var whole = bounds.contains(drawn) && drawn.maxY < bounds.maxY && !drawn.isEmpty
      var y = drawn.minY
      while whole && y < drawn.maxY {
        for x in drawn.minX..<drawn.maxX where buffer[x, y] != reservedCell {
          whole = false
          break
        }
        y += 1
      }
      if whole { kept.append(item) } else { dropped.append(item) }
    }
    for item in dropped {
      let rect = item.visible.intersection(bounds)
      guard !rect.isEmpty else { continue }
      let block = symbols(item.key)
      for y in rect.minY..<rect.maxY {
        for x in rect.minX..<rect.maxX
        where buffer[x, y] == reservedCell && !kept.contains(where: { $0.visible.contains(Point(x: x, y: y)) }) {
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

  /// The bytes to write before the frame holding `items` (settled) is drawn: the cells of every
  /// picture on screen that this frame does not keep where it is are erased, so from the moment
  /// its cells are drawn no card shows a picture that is not its own, however long the terminal
  /// takes to draw the new pictures. Pictures kept that such an erase touched are written again
  /// by `frame`. Nothing after a full redraw, whose clear erases every picture.
  /// - Complexity: O(pictures shown × items) plus the bytes.
  public mutating func erasures(before items: [Item], fullRedraw: Bool) -> [UInt8] {
    guard !fullRedraw else {
      shown.removeAll()
      return []
    }
    let next = Set(items)
    let stale = shown.filter { !next.contains($0) }.map(\.visible)
    guard !stale.isEmpty else { return [] }
    var out: [UInt8] = [0x1B, 0x37] + Array("\u{1B}[0m".utf8)
    for rect in stale { Self.erase(rect, into: &out) }
    out += [0x1B, 0x38]
    shown.removeAll { item in !next.contains(item) || stale.contains { !$0.intersection(item.visible).isEmpty } }
    return out
  }

  /// The bytes to write after the frame holding `items` (settled) is on screen: each picture that
  /// is new or moved, or overlaps one written before it this frame, at its top-left drawn cell
  /// over its erased cells, inside a cursor save and restore (`ESC 7` … `ESC 8`, which also puts
  /// back the colours), so curses finds the cursor and colours as it left them.
  /// `fullRedraw`: the terminal was cleared, so every picture is written again. `image` gives an
  /// item's encoded picture (the part drawn, for a cropped one); an item without one is skipped.
  /// - Complexity: O(items × items written) for the overlap checks, plus the bytes.
  public mutating func frame(_ items: [Item], fullRedraw: Bool, image: (Item) -> InlineImage?) -> [UInt8] {
    let before = fullRedraw ? [] : Set(shown)
    var out: [UInt8] = []
    var written: [Rect] = []
    var now: [Item] = []
    for item in items {
      let covered = written.contains { !$0.intersection(item.visible).isEmpty }
      if before.contains(item) && !covered {
        now.append(item)
        continue
      }
      guard let picture = image(item), !picture.bytes.isEmpty else { continue }
      // The cells are erased first (default colours, `CSI n X` on each row): a sixel's height is
      // a multiple of six pixels and may stop short of its last row, where a picture drawn there
      // before would otherwise show through.
      out += [0x1B, 0x37] + Array("\u{1B}[0m".utf8)
      Self.erase(item.visible, into: &out)
      out += Array("\u{1B}[\(item.visible.minY + 1);\(item.visible.minX + 1)H".utf8)
      out += picture.bytes
      out += [0x1B, 0x38]
      written.append(item.visible)
      now.append(item)
    }
    shown = now
    return out
  }

  /// `CSI n X` on each row of `rect`: its cells blank, in the colours set before.
  private static func erase(_ rect: Rect, into out: inout [UInt8]) {
    guard !rect.isEmpty else { return }
    for row in rect.minY..<rect.maxY {
      out += Array("\u{1B}[\(row + 1);\(rect.minX + 1)H\u{1B}[\(rect.width)X".utf8)
    }
  }

  /// Forgets what is on screen (the terminal was cleared or the session ends).
  public mutating func reset() { shown.removeAll() }
}
