/// The characters a box border is drawn with.
///
/// Every character is made safe and one cell wide when the style is made (a control or a wide
/// grapheme becomes `?`), so drawing a box never has to check them again.
public struct BoxStyle: Hashable, Sendable {
  /// The top-left corner.
  public let topLeft: Character
  /// The top edge.
  public let top: Character
  /// The top-right corner.
  public let topRight: Character
  /// The left edge.
  public let left: Character
  /// The right edge.
  public let right: Character
  /// The bottom-left corner.
  public let bottomLeft: Character
  /// The bottom edge.
  public let bottom: Character
  /// The bottom-right corner.
  public let bottomRight: Character

  /// A style from each character; a control or wide character becomes `?`.
  public init(
    topLeft: Character, top: Character, topRight: Character, left: Character, right: Character,
    bottomLeft: Character, bottom: Character, bottomRight: Character
  ) {
    self.topLeft = Self.oneCell(topLeft)
    self.top = Self.oneCell(top)
    self.topRight = Self.oneCell(topRight)
    self.left = Self.oneCell(left)
    self.right = Self.oneCell(right)
    self.bottomLeft = Self.oneCell(bottomLeft)
    self.bottom = Self.oneCell(bottom)
    self.bottomRight = Self.oneCell(bottomRight)
  }

  /// A style from six characters: corners in reading order, then the horizontal and vertical line.
  public init(
    _ topLeft: Character, _ topRight: Character, _ bottomLeft: Character, _ bottomRight: Character,
    horizontal: Character, vertical: Character
  ) {
    self.init(
      topLeft: topLeft, top: horizontal, topRight: topRight, left: vertical, right: vertical,
      bottomLeft: bottomLeft, bottom: horizontal, bottomRight: bottomRight)
  }

  /// `┌─┐ │ └─┘`
  public static let light = BoxStyle("┌", "┐", "└", "┘", horizontal: "─", vertical: "│")
  /// `╭─╮ │ ╰─╯`
  public static let rounded = BoxStyle("╭", "╮", "╰", "╯", horizontal: "─", vertical: "│")
  /// `┏━┓ ┃ ┗━┛`
  public static let heavy = BoxStyle("┏", "┓", "┗", "┛", horizontal: "━", vertical: "┃")
  /// `╔═╗ ║ ╚═╝`
  public static let double = BoxStyle("╔", "╗", "╚", "╝", horizontal: "═", vertical: "║")
  /// `+-+ | +-+`, for terminals without Unicode line drawing.
  public static let ascii = BoxStyle("+", "+", "+", "+", horizontal: "-", vertical: "|")

  private static func oneCell(_ grapheme: Character) -> Character {
    guard case .visible(let safe, 1) = TextSanitizer.form(of: grapheme) else { return "?" }
    return safe
  }
}
