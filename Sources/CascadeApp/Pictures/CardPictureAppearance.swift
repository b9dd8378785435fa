import CascadeCanvas
import CascadePictures

/// How picture cards look while a thumbnail is not there: the placeholder pattern and the mark for
/// a picture that cannot be shown, in Unicode or, for 8-bit locales, ASCII.
public struct CardPictureAppearance: Hashable, Sendable {
  /// Fills the picture area until the thumbnail is ready: a light pattern, dim.
  public var placeholder: Cell
  /// Centred in the picture area of a card whose picture cannot be read.
  public var cannotShowMark: String
  /// Drawn on the last row of a picture whose file ends early.
  public var truncatedMark = " truncated "
  /// Before a video's length on its card.
  public var playMark = "▶"
  /// Style of the cannot-show and truncated marks.
  public var markStyle: Style

  /// An appearance from its parts.
  public init(placeholder: Cell, cannotShowMark: String, markStyle: Style) {
    self.placeholder = placeholder
    self.cannotShowMark = cannotShowMark
    self.markStyle = markStyle
  }

  /// The look for a rendering: ASCII marks for `.monochromeASCII`, Unicode otherwise.
  public static func forRendering(_ rendering: PictureRendering) -> CardPictureAppearance {
    switch rendering {
    case .monochromeASCII:
      var ascii = CardPictureAppearance(
        placeholder: Cell(grapheme: ".", style: Style(attributes: .dim)), cannotShowMark: "(cannot show)",
        markStyle: Style(attributes: .dim))
      ascii.playMark = ">"
      return ascii
    case .monochrome:
      return CardPictureAppearance(
        placeholder: Cell(grapheme: "░", style: Style(attributes: .dim)), cannotShowMark: "⊘ cannot show",
        markStyle: Style(attributes: .dim))
    case .colors16, .colors8:
      return CardPictureAppearance(
        placeholder: Cell(grapheme: "░", style: Style(attributes: .dim)), cannotShowMark: "⊘ cannot show",
        markStyle: Style(attributes: .dim))
    case .colors256, .truecolor:
      return CardPictureAppearance(
        placeholder: Cell(grapheme: "░", style: Style(foreground: .indexed(238), attributes: [])),
        cannotShowMark: "⊘ cannot show",
        markStyle: Style(foreground: .indexed(244)))
    }
  }
}
