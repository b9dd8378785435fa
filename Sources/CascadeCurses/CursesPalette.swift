import CascadeCanvas

/// A style in curses' terms: colour numbers for `init_extended_pair` (-1 is the terminal's default;
/// with direct colour 8 and above are 0xRRGGBB) and the attributes to draw with, which may have
/// gained bold to stand in for a bright colour.
package struct ResolvedStyle: Hashable, Sendable {
  package var foreground: Int32
  package var background: Int32
  package var attributes: TextAttributes

  package init(foreground: Int32, background: Int32, attributes: TextAttributes) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }
}

/// What colours the terminal can show, and how Cascade's `Color`s map onto them.
///
/// Pure, so the mapping is tested for every terminal class without one: direct colour (terminfo's
/// `RGB`, ncurses' `COLORS` of 2^24, as `xterm-direct`) takes 24-bit colours as they are and the
/// palette's entries from 8 up as their RGB values (its colour numbers 0–7 are the ANSI colours, 8
/// and above are 0xRRGGBB); 256 colours take the xterm palette as is and a 24-bit colour as its
/// nearest entry; 16 take the nearest ANSI colour; 8 take the nearest too, a bright foreground turning
/// into its normal colour plus bold (the classic way 8-colour terminals show bright text); none
/// (`NO_COLOR`, a monochrome terminal) drop colours and keep attributes.
package struct CursesPalette: Hashable, Sendable {
  /// `COLORS` after `start_color`; below 8 means no colours.
  package var colorCount: Int
  /// True when `use_default_colors` succeeded, so -1 stands for the terminal's own colours.
  package var hasDefaultColors: Bool

  package init(colorCount: Int, hasDefaultColors: Bool) {
    self.colorCount = colorCount
    self.hasDefaultColors = hasDefaultColors
  }

  /// No colours at all; attributes still show.
  package static let monochrome = CursesPalette(colorCount: 0, hasDefaultColors: true)

  package var showsColors: Bool { colorCount >= 8 }

  /// True when colour numbers are 24-bit RGB values (`COLORS` is 2^24, as ncurses sets it for a
  /// terminfo entry with the `RGB` capability).
  package var isDirect: Bool { colorCount >= 1 << 24 }

  /// The colour numbers of pair 0, which curses fixes to the default colours.
  package var defaultPair: (foreground: Int32, background: Int32) {
    hasDefaultColors ? (-1, -1) : (7, 0)
  }

  /// Whether the user allows colours: the `NO_COLOR` convention (no-color.org) turns them off when the
  /// variable is set to anything but the empty string.
  package static func colorsAllowed(noColorVariable: String?) -> Bool {
    noColorVariable?.isEmpty ?? true
  }

  /// - Complexity: O(1) (at most 16 distance checks for a 256-colour index on a smaller terminal).
  package func resolve(_ style: Style) -> ResolvedStyle {
    guard showsColors else {
      return ResolvedStyle(foreground: -1, background: -1, attributes: style.attributes)
    }
    let foreground = number(for: style.foreground, isForeground: true)
    let background = number(for: style.background, isForeground: false)
    var attributes = style.attributes
    if foreground.needsBold { attributes.insert(.bold) }
    return ResolvedStyle(foreground: foreground.number, background: background.number, attributes: attributes)
  }

  private func number(for color: Color, isForeground: Bool) -> (number: Int32, needsBold: Bool) {
    switch color {
    case .terminalDefault:
      let pair = defaultPair
      return (isForeground ? pair.foreground : pair.background, false)
    case .ansi(let index), .indexed(let index):
      if isDirect { return (index < 8 ? Int32(index) : Self.direct(XtermPalette.rgb(index)), false) }
      if case .ansi = color, index < 16 { return ansi(index, isForeground: isForeground) }
      if colorCount >= 256 { return (Int32(index), false) }
      return ansi(XtermPalette.nearestANSI(to: index), isForeground: isForeground)
    case .rgb(let red, let green, let blue):
      let rgb = XtermPalette.RGB(red: Int(red), green: Int(green), blue: Int(blue))
      if isDirect { return (Self.direct(rgb), false) }
      if colorCount >= 256 { return (Int32(XtermPalette.nearestIndexed(to: rgb)), false) }
      return ansi(XtermPalette.nearestANSI(to: rgb), isForeground: isForeground)
    }
  }

  /// A direct colour number: 0xRRGGBB, except that 0–7 name the ANSI colours (the theme's), so
  /// the few blues that close to black take 8, a step of blue away.
  private static func direct(_ rgb: XtermPalette.RGB) -> Int32 {
    max(8, Int32(rgb.red << 16 | rgb.green << 8 | rgb.blue))
  }

  private func ansi(_ index: UInt8, isForeground: Bool) -> (number: Int32, needsBold: Bool) {
    if colorCount >= 16 || index < 8 { return (Int32(index), false) }
    return (Int32(index - 8), isForeground)
  }
}
