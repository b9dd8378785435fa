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
  var palette: CursesPalette
  var pairs: ColorPairCache
  /// The last style drawn and its curses form: runs of equally styled cells skip the lookups.
  var lastStyle: (style: Style, attributes: attr_t, pair: Int16)?
  private var cursor: Point?
  /// One grapheme as `setcchar` wants it: at most `CCHARW_MAX` scalars and a terminating 0. Reused.
  private var glyph: [wchar_t]
  private static let maxScalars = 5

  init(window: UnsafeMutablePointer<WINDOW>, palette: CursesPalette, pairCapacity: Int, isUTF8: Bool) {
    self.window = window
    self.palette = palette
    let pairZero = palette.defaultPair
    self.pairs = ColorPairCache(
      capacity: pairCapacity,
      pairZero: ColorPairCache.Key(foreground: pairZero.foreground, background: pairZero.background))
    self.isUTF8 = isUTF8
    self.glyph = Array(repeating: 0, count: Self.maxScalars + 1)
  }

  /// The window's current size; after a resize event it is already the new one.
  public var size: Size {
    guard let window else { return .zero }
    return Size(width: Int(cascade_getmaxx(window)), height: Int(cascade_getmaxy(window)))
  }

  /// Writes each cell with one `mvwadd_wch`; a wide cell is one add, and the terminal fills its right
  /// half. Cells outside the window (a frame drawn for the size before a resize) are skipped.
  ///
  /// ncurses moves its idea of the cursor by `wcwidth` of a cell's first scalar; when that disagrees
  /// with the cell's width (an emoji newer than the C library's tables, a flag), drawing the grapheme
  /// would shift everything after it on the terminal, so the cell shows its first character in text
  /// form (when that is one cell wide) or "?", padded to its width, instead.
  /// - Complexity: O(changes).
  public func draw(_ changes: [CellChange]) {
    guard let window else { return }
    let rows = Int(cascade_getmaxy(window)), columns = Int(cascade_getmaxx(window))
    var character = cchar_t()
    for change in changes {
      let cell = change.cell, x = change.position.x, y = change.position.y
      let width = Int(cell.width)
      guard width > 0, x >= 0, y >= 0, y < rows, x + width <= columns else { continue }
      let (attributes, pair) = cursesStyle(for: cell.style)
      if loadGlyph(cell.grapheme), cascade_wcwidth(glyph[0]) == Int32(width) {
        setcchar(&character, glyph, attributes, pair, nil)
        mvwadd_wch(window, Int32(y), Int32(x), &character)
      } else {
        // The C library measures the grapheme differently from Cascade (an emoji that needs U+FE0F
        // to be wide, a flag, an emoji newer than its tables). When its first character is one cell
        // wide on its own (❄ of ❄️, 🇯 of 🇯🇵), draw that character alone in its text form and pad
        // the rest; otherwise draw "?". Either way curses' idea of the columns stays right.
        let base = glyph[0]
        let baseFits = cascade_wcwidth(base) == 1
        for column in 0..<width {
          glyph[0] = column == 0 ? (baseFits ? base : wchar_t(UInt8(ascii: "?"))) : wchar_t(UInt8(ascii: " "))
          glyph[1] = 0
          setcchar(&character, glyph, attributes, pair, nil)
          mvwadd_wch(window, Int32(y), Int32(x + column), &character)
        }
      }
    }
  }

  public func flush() {
    guard let window else { return }
    if let cursor { wmove(window, Int32(cursor.y), Int32(cursor.x)) }
    wrefresh(window)
  }

  public func setCursor(_ position: Point?) {
    cursor = position
    curs_set(position == nil ? 0 : 1)
  }

  /// Erases the window and makes the next `flush` repaint the terminal from scratch.
  public func clear() {
    guard let window else { return }
    wclear(window)
  }

  /// Copies the grapheme's scalars into `glyph`; false when it has none the terminal can take.
  /// Graphemes longer than curses holds (long emoji ZWJ sequences) are cut, a dangling joiner dropped.
  private func loadGlyph(_ grapheme: Character) -> Bool {
    var count = 0
    for scalar in grapheme.unicodeScalars {
      guard count < Self.maxScalars else { break }
      glyph[count] = wchar_t(bitPattern: scalar.value)
      count += 1
    }
    if count > 1, glyph[count - 1] == 0x200D { count -= 1 }
    glyph[count] = 0
    return count > 0
  }
}
