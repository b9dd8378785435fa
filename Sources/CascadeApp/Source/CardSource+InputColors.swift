import CascadeCanvas
import CascadeData

extension CardSource {
  /// The colours of `record`'s title (fzf's `--ansi`), read from its styled title when it is drawn,
  /// so only cards and lines on screen pay for them; nil without colours, under NO_COLOR (a theme
  /// without colours), or when the styled title is not the title's text.
  /// - Complexity: O(the title's length).
  func inputColors(of record: Record) -> ColoredText? {
    guard let styled = record.styledTitle, theme == .colored else { return nil }
    let colors = ColoredText(styled)
    return colors.text == record.title && !colors.spans.isEmpty ? colors : nil
  }
}
