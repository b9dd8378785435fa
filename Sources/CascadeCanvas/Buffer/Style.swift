/// Text attributes a terminal can show on a cell.
///
/// A `Style` keeps the four named attributes (the low four bits); other bits are dropped.
public struct TextAttributes: OptionSet, Hashable, Sendable {
  /// The attribute bits.
  public let rawValue: UInt8
  /// Attributes from their bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Bold (bright on some terminals).
  public static let bold = TextAttributes(rawValue: 1 << 0)
  /// Dim.
  public static let dim = TextAttributes(rawValue: 1 << 1)
  /// Foreground and background swapped.
  public static let reverse = TextAttributes(rawValue: 1 << 2)
  /// Underlined.
  public static let underline = TextAttributes(rawValue: 1 << 3)
}

/// How a cell looks: foreground, background and attributes.
///
/// Packed into 7 bytes — each colour's 24-bit payload, then one byte holding both colours' kinds
/// (2 bits each) and the attributes (4 bits) — so a `Cell`'s style and width share one 8-byte
/// word, which `Screen`'s diff compares with a single load, even with 24-bit colours in it.
public struct Style: Hashable, Sendable {
  @usableFromInline var foreground0: UInt8, foreground1: UInt8, foreground2: UInt8
  @usableFromInline var background0: UInt8, background1: UInt8, background2: UInt8
  /// Bits 0–3 the attributes, 4–5 the foreground's kind, 6–7 the background's (see `ColorCode`).
  @usableFromInline var flags: UInt8

  /// A style; the terminal's default colours and no attributes unless given.
  @inlinable public init(
    foreground: Color = .terminalDefault, background: Color = .terminalDefault, attributes: TextAttributes = []
  ) {
    let f = ColorCode(foreground), b = ColorCode(background)
    (foreground0, foreground1, foreground2) = (f.payload0, f.payload1, f.payload2)
    (background0, background1, background2) = (b.payload0, b.payload1, b.payload2)
    flags = attributes.rawValue & 0x0F | f.kind << 4 | b.kind << 6
  }

  /// Default colours, no attributes.
  public static let plain = Style()

  /// The text colour.
  @inlinable public var foreground: Color {
    get { ColorCode(kind: flags >> 4 & 3, payload0: foreground0, payload1: foreground1, payload2: foreground2).color }
    set {
      let code = ColorCode(newValue)
      (foreground0, foreground1, foreground2) = (code.payload0, code.payload1, code.payload2)
      flags = flags & 0b1100_1111 | code.kind << 4
    }
  }

  /// The cell colour.
  @inlinable public var background: Color {
    get { ColorCode(kind: flags >> 6, payload0: background0, payload1: background1, payload2: background2).color }
    set {
      let code = ColorCode(newValue)
      (background0, background1, background2) = (code.payload0, code.payload1, code.payload2)
      flags = flags & 0b0011_1111 | code.kind << 6
    }
  }

  /// Bold, dim, reverse, underline.
  @inlinable public var attributes: TextAttributes {
    get { TextAttributes(rawValue: flags & 0x0F) }
    set { flags = flags & 0xF0 | newValue.rawValue & 0x0F }
  }
}

/// A `Color` as a 2-bit kind and three payload bytes: 0 the terminal's default (payload 0), 1 ANSI
/// and 2 the 256-colour palette (the index in the first byte), 3 red, green and blue.
@usableFromInline struct ColorCode {
  @usableFromInline var kind: UInt8
  @usableFromInline var payload0: UInt8, payload1: UInt8, payload2: UInt8

  @inlinable init(kind: UInt8, payload0: UInt8, payload1: UInt8, payload2: UInt8) {
    (self.kind, self.payload0, self.payload1, self.payload2) = (kind, payload0, payload1, payload2)
  }

  @inlinable init(_ color: Color) {
    switch color {
    case .terminalDefault: self.init(kind: 0, payload0: 0, payload1: 0, payload2: 0)
    case .ansi(let index): self.init(kind: 1, payload0: index, payload1: 0, payload2: 0)
    case .indexed(let index): self.init(kind: 2, payload0: index, payload1: 0, payload2: 0)
    case .rgb(let red, let green, let blue): self.init(kind: 3, payload0: red, payload1: green, payload2: blue)
    }
  }

  @inlinable var color: Color {
    switch kind {
    case 0: return .terminalDefault
    case 1: return .ansi(payload0)
    case 2: return .indexed(payload0)
    default: return .rgb(red: payload0, green: payload1, blue: payload2)
    }
  }
}
