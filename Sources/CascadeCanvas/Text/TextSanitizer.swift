/// Makes any text safe to put in a terminal cell, so data can never send the terminal an escape
/// sequence (terminal escape injection: CVE-2023-30844, CVE-2023-0302).
///
/// `CellBuffer`'s write paths call it for every grapheme they store, so no caller can forget. What
/// each grapheme becomes:
/// - C0 controls U+0000–U+001F (ESC among them) are shown as their Control Pictures U+2400–U+241F
///   (`␛`, `␀`), DEL U+007F as `␡`: visible, one cell, and a reader can tell what the data held.
/// - C1 controls U+0080–U+009F (CSI U+009B, OSC U+009D) are shown as U+FFFD `�`: they have no
///   pictures, and a C1 in text is nearly always mis-decoded Latin-1 anyway.
/// - A tab runs to the next multiple of `tabStop` (4) counted from the start of the line, as spaces.
/// - `\n`, `\r`, `\r\n`, U+2028 and U+2029 are line breaks: the wrapped text drawer starts a new
///   line, a single-line drawer shows a space; `sanitize(_:)` writes them as `\n`.
/// - Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) are dropped: they
///   reorder the text around them, which can make a hostile title read as something else.
/// - Invalid UTF-8 becomes U+FFFD (`sanitize(bytes:)`).
///
/// - The kitty image placeholder U+10EEEE becomes U+FFFD in text; only cells built as picture cells
///   (`isSafe`, which the cell stores check) keep it.
///
/// Everything else, including zero-width characters and combining marks, passes unchanged.
public enum TextSanitizer {
  /// Tab stops are every 4 columns, counted from where the line starts (the left edge of the text
  /// being drawn, not of the screen): cards are narrow, and 8 would eat half of one.
  public static let tabStop = 4

  /// What one grapheme becomes on screen.
  public enum Form: Hashable, Sendable {
    /// Drawn as `grapheme` (already safe) over `width` cells; 0 means it takes no cell on its own.
    case visible(Character, width: Int)
    /// Spaces up to the next tab stop.
    case tab
    /// Ends the line.
    case lineBreak
    /// Not shown at all.
    case dropped
  }

  /// What `grapheme` becomes on screen.
  ///
  /// - Complexity: O(1) for ASCII; otherwise O(scalars in the grapheme).
  @inlinable public static func form(of grapheme: Character) -> Form {
    if let ascii = asciiValue(of: grapheme) {
      if ascii >= 0x20 && ascii < 0x7F { return .visible(grapheme, width: 1) }
      switch ascii {
      case 0x09: return .tab
      case 0x0A, 0x0D: return .lineBreak
      default: return .visible(controlPicture(ascii), width: 1)
      }
    }
    return formOfNonASCII(grapheme)
  }

  /// True when `grapheme` can be stored in a cell as it is: it holds no control character, line
  /// break or bidi control.
  ///
  /// - Complexity: O(1) for ASCII; otherwise O(scalars in the grapheme).
  @inlinable public static func isSafe(_ grapheme: Character) -> Bool {
    if let ascii = asciiValue(of: grapheme) { return ascii >= 0x20 && ascii < 0x7F }
    for scalar in grapheme.unicodeScalars where isForbidden(scalar.value) { return false }
    return true
  }

  /// `cell` with a grapheme that is safe to store: a control becomes its picture (width 1), any other
  /// unsafe grapheme (tab, line break, bidi control) a space.
  @inlinable public static func sanitize(_ cell: Cell) -> Cell {
    if isSafe(cell.grapheme) { return cell }
    var safe = cell
    if case .visible(let grapheme, _) = form(of: cell.grapheme) {
      safe.grapheme = grapheme
    } else {
      safe.grapheme = " "
    }
    safe.width = 1
    return safe
  }

  /// `text` made safe for the terminal: controls made visible, tabs expanded, bidi controls dropped,
  /// and every line break written as `\n` (the only control left, which drawers never draw).
  ///
  /// - Complexity: O(n).
  public static func sanitize(_ text: some StringProtocol) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var column = 0
    for grapheme in text {
      switch form(of: grapheme) {
      case .visible(let safe, let width):
        result.append(safe)
        column += width
      case .tab:
        let spaces = tabStop - column % tabStop
        for _ in 0..<spaces { result.append(" ") }
        column += spaces
      case .lineBreak:
        result.append("\n")
        column = 0
      case .dropped:
        break
      }
    }
    return result
  }

  /// `bytes` decoded as UTF-8 (each invalid sequence becomes U+FFFD) and made safe as by
  /// `sanitize(_:)`.
  ///
  /// - Complexity: O(n).
  public static func sanitize(bytes: some Sequence<UInt8>) -> String {
    var scalars = String.UnicodeScalarView()
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): scalars.append(scalar)
      case .error: scalars.append("\u{FFFD}")
      case .emptyInput: break decoding
      }
    }
    return sanitize(String(scalars))
  }

  /// The kitty image placeholder, refused in text (see `formOfNonASCII`).
  @usableFromInline static let placeholderScalar: UInt32 = 0x10EEEE

  /// True for the scalars that must never reach the terminal as they are.
  @inlinable public static func isForbidden(_ value: UInt32) -> Bool {
    value < 0x20 || (value >= 0x7F && value <= 0x9F)
      || (value >= 0x2028 && value <= 0x202E) || (value >= 0x2066 && value <= 0x2069)
  }

  /// The byte of a one-byte grapheme, and `\n` for `\r\n`; nil for anything else.
  ///
  /// `Character.asciiValue` says the same but compares the character with `"\r\n"` as strings
  /// first, which normalises (and allocates for) every non-ASCII grapheme it is asked about.
  @inlinable static func asciiValue(of grapheme: Character) -> UInt8? {
    let utf8 = grapheme.utf8
    switch utf8.count {
    case 1: return utf8.first
    case 2: return utf8.first == 0x0D && utf8.last == 0x0A ? 0x0A : nil
    default: return nil
    }
  }

  /// The Control Picture for a C0 control or DEL: `␛` for ESC, `␡` for DEL.
  @usableFromInline static func controlPicture(_ ascii: UInt8) -> Character {
    let value: UInt32 = ascii == 0x7F ? 0x2421 : 0x2400 + UInt32(ascii)
    return Character(Unicode.Scalar(value) ?? "\u{FFFD}")
  }

  @usableFromInline static func formOfNonASCII(_ grapheme: Character) -> Form {
    let scalars = grapheme.unicodeScalars
    // U+10EEEE is the kitty graphics protocol's image placeholder: in data text it could show an
    // image the terminal holds. Only picture cells, built as cells, carry it.
    if scalars.first?.value == placeholderScalar { return .visible("\u{FFFD}", width: 1) }
    var isClean = true
    for scalar in scalars where isForbidden(scalar.value) {
      isClean = false
      break
    }
    if isClean { return .visible(grapheme, width: DisplayWidth.ofNonASCII(grapheme)) }
    // Controls, separators and bidi controls always form a grapheme of their own, so only a
    // malformed cluster reaches the fallback; it is shown as one replacement character.
    guard scalars.count == 1, let only = scalars.first else { return .visible("\u{FFFD}", width: 1) }
    switch only.value {
    case 0x2028, 0x2029: return .lineBreak
    case 0x202A...0x202E, 0x2066...0x2069: return .dropped
    default: return .visible("\u{FFFD}", width: 1)
    }
  }
}
