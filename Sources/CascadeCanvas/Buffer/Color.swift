/// A terminal colour: the terminal's own default, one of the 16 ANSI colours, one of 256, or a
/// 24-bit colour. A backend that has fewer colours maps down; one that must show none (NO_COLOR)
/// drops them.
public enum Color: Hashable, Sendable {
  /// Whatever colour the terminal uses when none is set.
  case terminalDefault
  /// 0–7 are black, red, green, yellow, blue, magenta, cyan, white; 8–15 their bright forms.
  case ansi(UInt8)
  /// The xterm 256-colour palette.
  case indexed(UInt8)
  /// A 24-bit colour, for terminals with direct colour (a picture's own colours); others show the
  /// nearest palette colour.
  case rgb(red: UInt8, green: UInt8, blue: UInt8)

  /// The eight ANSI colours by name.
  public static let black = Color.ansi(0), red = Color.ansi(1), green = Color.ansi(2), yellow = Color.ansi(3)
  /// The eight ANSI colours by name (continued).
  public static let blue = Color.ansi(4), magenta = Color.ansi(5), cyan = Color.ansi(6), white = Color.ansi(7)
}
