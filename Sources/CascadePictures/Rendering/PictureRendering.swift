/// How pictures become cells: which symbols and colours the terminal can show.
public enum PictureRendering: Hashable, Sendable {
  /// Block, border and space symbols in 24-bit colours, for terminals whose terminfo says they
  /// take direct colour: each cell's two colours are the picture's own.
  case truecolor
  /// Block, border and space symbols in the xterm 256-colour palette (colours 16–255, which do not
  /// change with the terminal's theme, unlike 0–15).
  case colors256
  /// Shapes only, in the terminal's own colours: for `NO_COLOR` and terminals without colours.
  case monochrome
  /// Shapes from printable ASCII only, in the terminal's own colours: for 8-bit locales, where a
  /// block symbol cannot be written.
  case monochromeASCII

  /// The rendering for a terminal: colours unless `NO_COLOR` asks for none (or the terminal has
  /// none) — 24-bit when it shows direct colours, else 256 — and ASCII when the locale is not UTF-8.
  public static func forTerminal(isUTF8: Bool, showsColors: Bool, showsDirectColors: Bool = false) -> PictureRendering {
    guard isUTF8 else { return .monochromeASCII }
    guard showsColors else { return .monochrome }
    return showsDirectColors ? .truecolor : .colors256
  }
}
