import CNcursesw
import CascadeCanvas
import CascadeLayout
import Glibc

/// The `Backend` that draws on a real terminal through ncurses' wide-character API.
///
/// A `TerminalSession` creates it and owns the terminal; after the session closes every call is a
/// no-op. Like all of curses it must be used from one thread.
public final class CursesBackend: Backend {
  /// True when the locale's character set is UTF-8. When it is not, the terminal cannot show box
  /// drawing, CJK or emoji: the app should draw with ASCII.
  public let isUTF8: Bool

  /// stdscr while the session is open.
  var window: UnsafeMutablePointer<WINDOW>?
  /// The window is an inline region's (`--height`), not the whole screen.
  var isInline = false
  var palette: CursesPalette
  var pairs: ColorPairCache
  /// Set when a cell had to be drawn with pair 0 because every pair was taken.
  var pairsRanOut = false
  /// The last style drawn and its curses form: runs of equally styled cells skip the lookups.
  var lastStyle: (style: Style, attributes: attr_t, pair: Int32)?
  /// The pair each cell of the window was last drawn with (row-major, `pairMapSize` wide), so
  /// `pairs` knows which pairs are on screen and may recycle only the others.
  var pairMap: [Int32] = []
  var pairMapSize = Size.zero
  private var cursor: Point?
  /// How the first frame goes out, set by a full-screen session (see `TerminalSession.init`): it
  /// is given the refresh, and runs it with the modes put off until then, all in one write.
  var firstFrame: ((_ refresh: () -> Void) -> Void)?
  /// One grapheme as `setcchar` wants it: at most `CCHARW_MAX` scalars and a terminating 0. Reused.
  private var glyph: [wchar_t]
  /// One cchar's share of a grapheme drawn across several (see `draw`). Reused.
  private var run: [wchar_t]
  private static let maxScalars = 5
  /// Which emoji sequences (ZWJ sequences, flags, keycaps, skin tones) the terminal draws as one
  /// glyph of its cell's width: those, which curses cannot hold, are written whole after each frame
  /// (see `WholeGraphemes`). Set by the session from what the terminal is.
  public var graphemeJoining = GraphemeJoining.none
  var wholeGraphemes = WholeGraphemes()
  /// Writes bytes to the terminal between frames, outside curses; set by the session.
  var writeBetweenFrames: (([UInt8]) -> Void)?

  init(window: UnsafeMutablePointer<WINDOW>, palette: CursesPalette, pairCapacity: Int, isUTF8: Bool) {
    self.window = window
    self.palette = palette
    let pairZero = palette.defaultPair
    self.pairs = ColorPairCache(
      capacity: pairCapacity,
      pairZero: ColorPairCache.Key(foreground: pairZero.foreground, background: pairZero.background))
    self.isUTF8 = isUTF8
    self.glyph = Array(repeating: 0, count: Self.maxScalars + 1)
    self.run = Array(repeating: 0, count: Self.maxScalars + 1)
  }

  /// The window's current size; after a resize event it is already the new one.
  public var size: Size {
    guard let window else { return .zero }
    return Size(width: Int(cascade_getmaxx(window)), height: Int(cascade_getmaxy(window)))
  }

  /// Writes each cell with one `mvwadd_wch`; a wide cell is one add, and the terminal fills its right
  /// half. Cells outside the window (a frame drawn for the size before a resize) are skipped.
  ///
  /// ncurses moves its idea of the cursor by `wcwidth` of a cell's first scalar, and `setcchar` takes
  /// one scalar that takes a column plus the zero-width ones after it. A grapheme with later scalars
  /// that take columns (Thai SARA AM in `น้ำ`, the vowel sign in `कि`) is drawn as one cchar per such
  /// scalar, each with the zero-width scalars that follow it. When the C library's widths still
  /// disagree with the cell's (an emoji newer than its tables, a flag), drawing the grapheme would
  /// shift everything after it on the terminal, so the cell shows its first character in text form
  /// (when that is one cell wide) or "?", padded to its width, instead. In a locale that is not
  /// UTF-8 only printable ASCII is drawn (see `eightBitLocaleStandIn(for:)`).
  /// - Complexity: O(changes).
  public func draw(_ changes: [CellChange]) {
    guard let window else { return }
    let rows = Int(cascade_getmaxy(window)), columns = Int(cascade_getmaxx(window))
    if pairMapSize != Size(width: columns, height: rows) {
      resetPairMap(Size(width: columns, height: rows))
      wholeGraphemes.removeAll()
    }
    pairs.beginFrame()
    var character = cchar_t()
    for change in changes {
      let cell = change.cell, x = change.position.x, y = change.position.y
      let width = Int(cell.width)
      guard width > 0, x >= 0, y >= 0, y < rows, x + width <= columns else { continue }
      let (attributes, pair) = cursesStyle(for: cell.style)
      notePair(pair, at: y * columns + x, width: width)
      guard isUTF8 else {
        let standIn = wchar_t(bitPattern: Self.eightBitLocaleStandIn(for: cell.grapheme).value)
        for column in 0..<width {
          glyph[0] = column == 0 ? standIn : wchar_t(UInt8(ascii: " "))
          glyph[1] = 0
          cascade_setcchar(&character, glyph, attributes, pair)
          mvwadd_wch(window, Int32(y), Int32(x + column), &character)
        }
        continue
      }
      let count = loadGlyph(cell.grapheme)
      let drawing = Self.drawing(of: glyph[0..<count], width: width)
      if graphemeJoining != .none {
        let isCut =
          drawing == .substitute
          || (count > 1 && drawing == .whole
            && (Self.wholeCount(of: glyph[0..<count]) < count || cell.grapheme.unicodeScalars.count > Self.maxScalars))
        noteWholeGrapheme(cell, isCut: isCut, at: Point(x: x, y: y))
      }
      switch drawing {
      case .whole:
        glyph[Self.wholeCount(of: glyph[0..<count])] = 0
        cascade_setcchar(&character, glyph, attributes, pair)
        mvwadd_wch(window, Int32(y), Int32(x), &character)
      case .split:
        drawSpacingRuns(count: count, at: Point(x: x, y: y), attributes: attributes, pair: pair, window: window)
      case .substitute:
        // The C library measures the grapheme differently from Cascade (an emoji that needs U+FE0F
        // to be wide, a flag, an emoji newer than its tables). When its first character is one cell
        // wide on its own (❄ of ❄️, 🇯 of 🇯🇵), draw that character alone in its text form and pad
        // the rest; otherwise draw "?". Either way curses' idea of the columns stays right.
        let base = glyph[0]
        let baseFits = cascade_wcwidth(base) == 1
        for column in 0..<width {
          glyph[0] = column == 0 ? (baseFits ? base : wchar_t(UInt8(ascii: "?"))) : wchar_t(UInt8(ascii: " "))
          glyph[1] = 0
          cascade_setcchar(&character, glyph, attributes, pair)
          mvwadd_wch(window, Int32(y), Int32(x + column), &character)
        }
      }
    }
  }

  /// Moves the cursor where `setCursor(_:)` put it and sends the terminal what changed; the first
  /// frame goes out in one write with the modes put off until it (`firstFrame`). A frame that ran
  /// out of pairs has had its one whole-frame retry by now (`Screen` asks `needsFullFrame()` between
  /// drawing and flushing): if the retry ran out too (a screen that needs more combinations than
  /// the terminal has pairs), the flag is dropped here, or every later frame, even one with nothing
  /// to draw, would be sent whole again.
  public func flush() {
    pairsRanOut = false
    guard let window else { return }
    defer { writeWholeGraphemes(window) }
    guard let firstFrame else { return refresh(window) }
    self.firstFrame = nil
    firstFrame { [self] in
      curs_set(cursor == nil ? 0 : 1)
      refresh(window)
    }
  }

  /// Moves the cursor where the frame wants it and sends what changed.
  private func refresh(_ window: UnsafeMutablePointer<WINDOW>) {
    if let cursor { wmove(window, Int32(cursor.y), Int32(cursor.x)) }
    wrefresh(window)
  }

  /// Shows the cursor at `position` from the next `flush()`, or hides it.
  public func setCursor(_ position: Point?) {
    cursor = position
    // Before the first frame the first flush sets it, since curses writes a change at once.
    guard firstFrame == nil else { return }
    curs_set(position == nil ? 0 : 1)
  }

  /// Erases the window and makes the next `flush` repaint the terminal from scratch. No cell uses
  /// a colour pair after it. Inline, only the window's lines are repainted: clearing the whole
  /// terminal would wipe the lines above it.
  public func clear() {
    guard let window else { return }
    if isInline {
      werase(window)
      redrawwin(window)
    } else {
      wclear(window)
    }
    resetPairMap(size)
    wholeGraphemes.removeAll()
  }

  /// Draws `glyph`'s first `count` scalars as one cchar per scalar that takes a column, each with
  /// the zero-width scalars after it, side by side from `position`.
  private func drawSpacingRuns(
    count: Int, at position: Point, attributes: attr_t, pair: Int32, window: UnsafeMutablePointer<WINDOW>
  ) {
    var character = cchar_t()
    var start = 0, column = position.x
    while start < count {
      var end = start + 1
      while end < count, cascade_wcwidth(glyph[end]) <= 0 { end += 1 }
      for index in start..<end { run[index - start] = glyph[index] }
      run[end - start] = 0
      cascade_setcchar(&character, run, attributes, pair)
      mvwadd_wch(window, Int32(position.y), Int32(column), &character)
      column += Int(max(0, cascade_wcwidth(glyph[start])))
      start = end
    }
  }

  /// How a grapheme's scalars reach curses.
  enum GlyphDrawing {
    /// One cchar: the first scalar takes the cell's width and the rest none (or it is an emoji).
    case whole
    /// One cchar per scalar that takes a column: the C library's widths add up to the cell's.
    case split
    /// The C library measures it differently from Cascade: draw a stand-in.
    case substitute
  }

  /// Decides how to draw `scalars` in a cell `width` wide, by the C library's `wcwidth`, which is
  /// what curses moves its cursor by. An emoji sequence (a flag, a ZWJ sequence, a presentation
  /// selector or skin tone) is never split: terminals draw it as one wide glyph.
  /// - Complexity: O(scalars).
  static func drawing(of scalars: ArraySlice<wchar_t>, width: Int) -> GlyphDrawing {
    guard let first = scalars.first else { return .substitute }
    let firstWidth = Int(cascade_wcwidth(first))
    var columns = firstWidth, isEmoji = false, isSplit = false
    for scalar in scalars.dropFirst() {
      switch scalar {
      case 0x200D, 0xFE0F, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF: isEmoji = true
      default:
        // A scalar newer than the C library's tables (-1) rides along with the one before.
        let scalarWidth = max(0, Int(cascade_wcwidth(scalar)))
        if scalarWidth > 0 { isSplit = true }
        columns += scalarWidth
      }
    }
    if !isSplit || isEmoji { return firstWidth == width ? .whole : .substitute }
    return firstWidth > 0 && columns == width ? .split : .substitute
  }

  /// How many of `scalars` one cchar can hold: `setcchar` keeps the first scalar and the zero-width
  /// ones after it, up to the next that takes a column. An emoji ZWJ sequence (👩‍💻) is cut there
  /// to its first emoji, which the C library measures as the cell's width; the joiner before the cut
  /// is dropped too, or the terminal would join it to whatever is written next.
  /// - Complexity: O(scalars).
  static func wholeCount(of scalars: ArraySlice<wchar_t>) -> Int {
    var end = scalars.startIndex + 1
    while end < scalars.endIndex, cascade_wcwidth(scalars[end]) == 0 { end += 1 }
    if end == scalars.endIndex { return scalars.count }
    while end > scalars.startIndex + 1, scalars[end - 1] == 0x200D { end -= 1 }
    return end - scalars.startIndex
  }

  /// Copies the grapheme's scalars into `glyph` and returns how many: 0 when it has none the terminal
  /// can take. Graphemes longer than curses holds (long emoji ZWJ sequences) are cut, a dangling
  /// joiner dropped.
  private func loadGlyph(_ grapheme: Character) -> Int {
    var count = 0
    for scalar in grapheme.unicodeScalars {
      guard count < Self.maxScalars else { break }
      glyph[count] = wchar_t(bitPattern: scalar.value)
      count += 1
    }
    if count > 1, glyph[count - 1] == 0x200D { count -= 1 }
    glyph[count] = 0
    return count
  }
}
