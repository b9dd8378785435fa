/// Text attributes a terminal can show on a cell.
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
public struct Style: Hashable, Sendable {
  /// The text colour.
  public var foreground: Color
  /// The cell colour.
  public var background: Color
  /// Bold, dim, reverse, underline.
  public var attributes: TextAttributes

  /// A style; the terminal's default colours and no attributes unless given.
  @inlinable public init(foreground: Color = .terminalDefault, background: Color = .terminalDefault, attributes: TextAttributes = []) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// Default colours, no attributes.
  public static let plain = Style()
}
