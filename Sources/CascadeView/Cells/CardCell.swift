import CascadeCanvas
import CascadeLayout

/// A ready-made card: a box with a one-line title, word-wrapped body text, then `key: value` field
/// lines, one each, as many as the card has room for. The focused card gets the theme's focused
/// border, a selected card the selection mark before its title.
///
/// Cards shorter than 3 rows have no room for a box and draw their title on one line instead.
open class CardCell: CollectionViewCell {
  /// The title, on the card's first row (cut with … when too long).
  public var title = ""
  /// The text below the title, word-wrapped to the card's width.
  public var body = ""
  /// The lines below the text, in order; each is cut to the card's width with `…`.
  public var fields: [CardField] = []
  /// Borders and styles; `.plain` by default.
  public var theme = CardTheme.plain
  /// The characters a filter matched, drawn in `theme.matchStyle`; none by default.
  public var highlights = CardHighlights()

  /// Columns between the border and the text, each side.
  public static let padding = 1

  /// Clears the title, text and fields, so a reused card never shows another card's content.
  open override func prepareForReuse() {
    title = ""
    body = ""
    fields = []
    highlights = CardHighlights()
  }

  /// The most lines of body text a card shows.
  public static let maximumBodyLines = 12
  /// The most field lines a self-sizing card makes room for.
  public static let maximumFieldLines = 10

  /// The rows a card `width` cells wide needs to show `body` whole below its title (at most
  /// `maxBodyLines` lines of it), then `fieldCount` field lines (at most `maximumFieldLines`):
  /// border, title, body, fields, border. The same wrapping as `draw` uses.
  /// - Complexity: O(body length).
  public static func fittingHeight(body: String, fieldCount: Int = 0, width: Int, maxBodyLines: Int = maximumBodyLines) -> Int {
    let inner = max(1, width - 2 - 2 * padding)
    let bodyLines = body.isEmpty ? 0 : min(maxBodyLines, WordWrap.lineCount(of: body, width: inner))
    return 3 + bodyLines + min(max(0, fieldCount), maximumFieldLines)
  }

  /// Draws the box (heavy when focused, marked when selected), the title, the wrapped text and the fields, clipped to `context.clip`.
  /// - Complexity: O(cells in the frame) plus wrapping the text.
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
      highlight(
        title, offsets: highlights.title, skippingPrefix: state.isSelected ? theme.selectionMark : "", at: frame.origin,
        maxWidth: frame.width, clip: clip, in: &buffer)
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
    highlight(
      title, offsets: highlights.title, skippingPrefix: state.isSelected ? theme.selectionMark : "", at: inner.origin,
      maxWidth: inner.width, clip: clip, in: &buffer)
    var y = inner.minY + 1
    if !body.isEmpty, inner.maxY > y {
      // With fields below, the text leaves them room after as many lines as a self-sizing card has.
      let rows = fields.isEmpty ? inner.maxY - y : min(inner.maxY - y, Self.maximumBodyLines)
      let rect = Rect(x: inner.minX, y: y, width: inner.width, height: rows)
      let used = buffer.draw(body, wrappingIn: rect, style: theme.bodyStyle, clip: clip)
      highlightBody(offsets: highlights.body, in: rect, rows: used, clip: clip, buffer: &buffer)
      y += used
    }
    for (line, field) in fields.enumerated() where y < inner.maxY {
      let keyWidth = buffer.draw(field.key + ":", at: Point(x: inner.minX, y: y), maxWidth: inner.width, style: theme.fieldKeyStyle, clip: clip)
      if keyWidth + 1 < inner.width {
        let origin = Point(x: inner.minX + keyWidth + 1, y: y)
        buffer.draw(field.value, at: origin, maxWidth: inner.width - keyWidth - 1, style: theme.bodyStyle, clip: clip)
        if let offsets = highlights.fieldValues[line] {
          highlight(field.value, offsets: offsets, at: origin, maxWidth: inner.width - keyWidth - 1, clip: clip, in: &buffer)
        }
      }
      y += 1
    }
  }
}
