/// One terminal cell: a grapheme cluster and its style.
///
/// A wide grapheme (CJK, most emoji) occupies two cells: the left one holds the grapheme with
/// `width` 2, the right one is a continuation with `width` 0 and an empty grapheme, which a backend
/// skips because the terminal fills it when it draws the left one.
public struct Cell: Hashable, Sendable {
  /// Always already sanitised: never a control character (see `TextSanitizer`).
  public var grapheme: Character
  /// Colours and attributes.
  public var style: Style
  /// 1 for a normal cell, 2 for the left half of a wide grapheme, 0 for its right half. An Indic
  /// cluster with several spacing vowel signs can be 3 or more wide, followed by as many
  /// continuations less one.
  public var width: UInt8

  /// A cell; the grapheme must already be sanitised (the `CellBuffer` drawing calls do it).
  @inlinable public init(grapheme: Character = " ", style: Style = .plain, width: UInt8 = 1) {
    self.grapheme = grapheme
    self.style = style
    self.width = width
  }

  /// A space in the plain style.
  public static let blank = Cell()

  /// The right half of a wide grapheme.
  @inlinable public static func continuation(style: Style) -> Cell {
    Cell(grapheme: " ", style: style, width: 0)
  }

  /// True for the right half of a wide grapheme.
  @inlinable public var isContinuation: Bool { width == 0 }
}
