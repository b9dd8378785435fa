import CascadeCanvas

/// How `CardCell` and `SectionTitleView` look: borders and styles for the plain, focused and
/// selected states. `.plain` has no colours (NO_COLOR, `--dump`); `.ascii` also avoids box-drawing
/// characters for terminals without UTF-8.
public struct CardTheme: Hashable, Sendable {
  /// The border of a card without focus.
  public var border: BoxStyle
  /// The border of the focused card.
  public var focusedBorder: BoxStyle
  /// The style of `border`.
  public var borderStyle: Style
  /// The style of `focusedBorder`.
  public var focusedBorderStyle: Style
  /// The border style of a selected card without focus, and the colour of its title.
  public var selectedBorderStyle: Style
  /// The style of a card's title.
  public var titleStyle: Style
  /// The style of a card's body text.
  public var bodyStyle: Style
  /// The style of a section header (`SectionTitleView`).
  public var headerStyle: Style
  /// The `key:` of a card's field lines.
  public var fieldKeyStyle: Style
  /// Shown before the title of a selected card.
  public var selectionMark: String
  /// Added to the characters a filter matched (`CardCell.highlights`): its attributes join the
  /// text's, and its colours replace the text's where it has any.
  public var matchStyle: Style

  /// A theme from every part.
  public init(
    border: BoxStyle, focusedBorder: BoxStyle, borderStyle: Style, focusedBorderStyle: Style,
    selectedBorderStyle: Style,
    titleStyle: Style, bodyStyle: Style, headerStyle: Style, fieldKeyStyle: Style = Style(attributes: .dim),
    selectionMark: String,
    matchStyle: Style = Style(attributes: [.bold, .underline])
  ) {
    self.border = border
    self.focusedBorder = focusedBorder
    self.borderStyle = borderStyle
    self.focusedBorderStyle = focusedBorderStyle
    self.selectedBorderStyle = selectedBorderStyle
    self.titleStyle = titleStyle
    self.bodyStyle = bodyStyle
    self.headerStyle = headerStyle
    self.fieldKeyStyle = fieldKeyStyle
    self.selectionMark = selectionMark
    self.matchStyle = matchStyle
  }

  /// Rounded cards; the focused card heavy and cyan, selected cards green.
  public static let colored = CardTheme(
    border: .rounded, focusedBorder: .heavy, borderStyle: Style(foreground: .indexed(244)),
    focusedBorderStyle: Style(foreground: .cyan, attributes: .bold), selectedBorderStyle: Style(foreground: .green),
    titleStyle: Style(attributes: .bold), bodyStyle: Style(),
    headerStyle: Style(foreground: .yellow, attributes: .bold),
    selectionMark: "✓ ", matchStyle: Style(foreground: .green, attributes: [.bold, .underline]))

  /// The same shapes without colour: focus shows as a heavy border, selection as the mark.
  public static let plain = CardTheme(
    border: .rounded, focusedBorder: .heavy, borderStyle: .plain, focusedBorderStyle: Style(attributes: .bold),
    selectedBorderStyle: .plain, titleStyle: Style(attributes: .bold), bodyStyle: .plain,
    headerStyle: Style(attributes: .bold),
    selectionMark: "✓ ")

  /// ASCII only, for terminals whose locale is not UTF-8.
  public static let ascii = CardTheme(
    border: .ascii, focusedBorder: BoxStyle("#", "#", "#", "#", horizontal: "=", vertical: "#"), borderStyle: .plain,
    focusedBorderStyle: Style(attributes: .bold), selectedBorderStyle: .plain, titleStyle: Style(attributes: .bold),
    bodyStyle: .plain, headerStyle: Style(attributes: .bold), selectionMark: "* ")
}
