/// Text attributes a terminal can show on a cell.
///
/// A `Style` keeps the six named attributes (the low six bits); other bits are dropped.
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
  /// Italic (SGR 3).
  public static let italic = TextAttributes(rawValue: 1 << 4)
  /// Blinking (SGR 5).
  public static let blink = TextAttributes(rawValue: 1 << 5)
}

/// How a cell looks: foreground, background and attributes.
///
/// Packed into 7 bytes — each colour's 24-bit payload, then one byte holding the attributes (6 bits)
/// and, per colour, whether it is a 24-bit one — so a `Cell`'s style and width share one 8-byte
/// word, which `Screen`'s diff compares with a single load, even with 24-bit colours in it. A
/// colour that is not 24-bit needs only two of its payload bytes: its index and its kind.
public struct Style: Hashable, Sendable {
  @usableFromInline var foreground0: UInt8, foreground1: UInt8, foreground2: UInt8
  @usableFromInline var background0: UInt8, background1: UInt8, background2: UInt8
  /// Bits 0–5 the attributes, 6 set for a 24-bit foreground, 7 for a 24-bit background (see `ColorCode`).
  @usableFromInline var flags: UInt8

  /// A style; the terminal's default colours and no attributes unless given.
  @inlinable public init(
    foreground: Color = .terminalDefault, background: Color = .terminalDefault, attributes: TextAttributes = []
  ) {
    let f = ColorCode(foreground), b = ColorCode(background)
    (foreground0, foreground1, foreground2) = (f.payload0, f.payload1, f.payload2)
    (background0, background1, background2) = (b.payload0, b.payload1, b.payload2)
    flags = attributes.rawValue & 0x3F | f.rgbBit << 6 | b.rgbBit << 7
  }

  /// Default colours, no attributes.
  public static let plain = Style()

  /// The text colour.
  @inlinable public var foreground: Color {
    get {
      ColorCode(rgbBit: flags >> 6 & 1, payload0: foreground0, payload1: foreground1, payload2: foreground2).color
    }
    set {
      let code = ColorCode(newValue)
      (foreground0, foreground1, foreground2) = (code.payload0, code.payload1, code.payload2)
      flags = flags & 0b1011_1111 | code.rgbBit << 6
    }
  }

  /// The cell colour.
  @inlinable public var background: Color {
    get { ColorCode(rgbBit: flags >> 7, payload0: background0, payload1: background1, payload2: background2).color }
    set {
      let code = ColorCode(newValue)
      (background0, background1, background2) = (code.payload0, code.payload1, code.payload2)
      flags = flags & 0b0111_1111 | code.rgbBit << 7
    }
  }

  /// Bold, dim, reverse, underline, italic, blink.
  @inlinable public var attributes: TextAttributes {
    get { TextAttributes(rawValue: flags & 0x3F) }
    set { flags = flags & 0xC0 | newValue.rawValue & 0x3F }
  }
}

/// A `Color` as three payload bytes and a bit: a 24-bit colour is red, green and blue with the bit
/// set; any other has the bit clear, its index (0 for the default) in the first byte and its kind
/// in the second: 0 the terminal's default, 1 ANSI, 2 the 256-colour palette. The default colour is
/// all zeros, so `Style.plain` is too.
@usableFromInline struct ColorCode {
  @usableFromInline var rgbBit: UInt8
  @usableFromInline var payload0: UInt8, payload1: UInt8, payload2: UInt8

  @inlinable init(rgbBit: UInt8, payload0: UInt8, payload1: UInt8, payload2: UInt8) {
    (self.rgbBit, self.payload0, self.payload1, self.payload2) = (rgbBit, payload0, payload1, payload2)
  }

  @inlinable init(_ color: Color) {
    switch color {
    case .terminalDefault: self.init(rgbBit: 0, payload0: 0, payload1: 0, payload2: 0)
    case .ansi(let index): self.init(rgbBit: 0, payload0: index, payload1: 1, payload2: 0)
    case .indexed(let index): self.init(rgbBit: 0, payload0: index, payload1: 2, payload2: 0)
    case .rgb(let red, let green, let blue): self.init(rgbBit: 1, payload0: red, payload1: green, payload2: blue)
    }
  }

  @inlinable var color: Color {
    if rgbBit != 0 { return .rgb(red: payload0, green: payload1, blue: payload2) }
    switch payload1 {
    case 1: return .ansi(payload0)
    case 2: return .indexed(payload0)
    default: return .terminalDefault
    }
  }
}
