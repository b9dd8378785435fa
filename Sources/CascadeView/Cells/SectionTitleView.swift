import CascadeCanvas
import CascadeLayout

/// A ready-made section header: the title after a short rule, the rule running on to the right edge
/// (`── Mountains 山 ──────`).
open class SectionTitleView: CollectionReusableView {
  /// The section's title, drawn on the rule.
  public var title = ""
  /// Its `headerStyle` styles the rule and title.
  public var theme = CardTheme.plain

  /// Clears the title.
  open override func prepareForReuse() { title = "" }

  /// Draws the title and a rule across the frame, clipped. O(frame width).
  open override func draw(in buffer: inout CellBuffer, context: DrawingContext) {
    let frame = context.frame
    let rule: Character = theme.border == .ascii ? "-" : "─"
    let row = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1)
    buffer.fill(row, with: Cell(grapheme: rule, style: theme.headerStyle), clip: context.clip)
    guard frame.width > 6 else { return }
    buffer.draw(
      " " + title + " ", at: Point(x: frame.minX + 2, y: frame.minY), maxWidth: frame.width - 4,
      style: theme.headerStyle, clip: context.clip)
  }
}
