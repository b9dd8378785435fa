/// How pictures become cells: which symbols and colours the terminal can show.
public enum PictureRendering: Hashable, Sendable {
  /// Block, border and space symbols in 24-bit colours, for terminals whose terminfo says they
  /// take direct colour: each cell's two colours are the picture's own.
  case truecolor
  /// Block, border and space symbols in the xterm 256-colour palette (colours 16–255, which do not
  /// change with the terminal's theme, unlike 0–15).
  case colors256
  /// Block, border and space symbols in the 16 ANSI colours, dithered, for terminals with 16: a
  /// calm approximation rather than the nearest of 16 to each of 256 colours, which is noise.
  case colors16
  /// The same in the 8 ANSI colours, for terminals with 8 (xterm's own `TERM=xterm`).
  case colors8
  /// Shapes only, in the terminal's own colours: for `NO_COLOR` and terminals without colours.
  case monochrome
  /// Shapes from printable ASCII only, in the terminal's own colours: for 8-bit locales, where a
  /// block symbol cannot be written.
  case monochromeASCII

  /// The rendering for a terminal: colours unless `NO_COLOR` asks for none (or the terminal has
  /// none) — 24-bit when it shows direct colours, else as many as its terminfo's `colors` says
  /// (256, 16 or 8) — and ASCII when the locale is not UTF-8.
  public static func forTerminal(
    isUTF8: Bool, showsColors: Bool, showsDirectColors: Bool = false, colorCount: Int = 256
  ) -> PictureRendering {
    guard isUTF8 else { return .monochromeASCII }
    guard showsColors else { return .monochrome }
    if showsDirectColors { return .truecolor }
    return colorCount >= 256 ? .colors256 : colorCount >= 16 ? .colors16 : .colors8
  }

  /// True when cells carry colours (every rendering but the monochrome ones).
  public var hasColors: Bool { self != .monochrome && self != .monochromeASCII }
}
