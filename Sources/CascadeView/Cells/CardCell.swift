import CascadeCanvas
import CascadeLayout

/// A ready-made card: a box with a one-line title and word-wrapped body text. The focused card gets
/// the theme's focused border, a selected card the selection mark before its title.
///
/// Cards shorter than 3 rows have no room for a box and draw their title on one line instead.
open class CardCell: CollectionViewCell {
  /// The title, on the card's first row (cut with … when too long).
  public var title = ""
  /// The text below the title, word-wrapped to the card's width.
  public var body = ""
  /// Borders and styles; `.plain` by default.
  public var theme = CardTheme.plain

  /// Columns between the border and the text, each side.
  public static let padding = 1

  open override func prepareForReuse() {
    title = ""
    body = ""
  }

  /// The rows a card `width` cells wide needs to show `body` whole below its title (at most
  /// `maxBodyLines` lines of it): border, title, body, border. The same wrapping as `draw` uses.
  public static func fittingHeight(body: String, width: Int, maxBodyLines: Int = 12) -> Int {
    let inner = max(1, width - 2 - 2 * padding)
    let bodyLines = body.isEmpty ? 0 : min(maxBodyLines, WordWrap.lineCount(of: body, width: inner))
    return 3 + bodyLines
  }

  open override func draw(in buffer: inout CellBuffer, context: DrawingContext) {
    let frame = context.frame, clip = context.clip
    let state = context.state
    let titleText = state.isSelected ? theme.selectionMark + title : title
    guard frame.height >= 3, frame.width >= 4 else {
      // Too small for a box: the title on the first row, reversed when focused.
      var style = theme.titleStyle
      if state.isFocused { style.attributes.insert(.reverse) }
      buffer.fill(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1), style: style, clip: clip)
      buffer.draw(titleText, at: frame.origin, maxWidth: frame.width, style: style, clip: clip)
      return
    }
    // A card is opaque: cards overlap while they animate (and round a small circle), and the one
    // drawn later must hide what lies under it, not only where it has text.
    buffer.fill(frame, clip: clip)
    let border = state.isFocused ? theme.focusedBorder : theme.border
    let borderStyle = state.isFocused ? theme.focusedBorderStyle : (state.isSelected ? theme.selectedBorderStyle : theme.borderStyle)
    buffer.drawBox(frame, border: border, style: borderStyle, clip: clip)
    let inner = Rect(x: frame.minX + 1 + Self.padding, y: frame.minY + 1, width: frame.width - 2 - 2 * Self.padding, height: frame.height - 2)
    guard inner.width > 0 else { return }
    var titleStyle = theme.titleStyle
    if state.isSelected { titleStyle.foreground = theme.selectedBorderStyle.foreground }
    buffer.draw(titleText, at: inner.origin, maxWidth: inner.width, style: titleStyle, clip: clip)
    if !body.isEmpty, inner.height > 1 {
      buffer.draw(body, wrappingIn: Rect(x: inner.minX, y: inner.minY + 1, width: inner.width, height: inner.height - 1), style: theme.bodyStyle, clip: clip)
    }
  }
}
