import CascadeCanvas
import CascadeLayout
import CascadeView

/// A ready-made card: a box with its title, body text and `key: value` field lines, each wrapped at
/// the card's width (a block of at most `maxLines` lines, the last cut with `…`), as many as the
/// card has room for. The focused card gets the theme's focused border, a selected card the
/// selection mark before its title.
///
/// Cards shorter than 3 rows have no room for a box and draw their title on one line instead.
open class CardCell: CollectionViewCell {
  /// The title, from the card's first row, wrapped (at most `maxLines` lines).
  public var title = ""
  /// The text below the title, word-wrapped to the card's width.
  public var body = ""
  /// The lines below the text, in order; each wraps like the title.
  public var fields: [CardField] = []
  /// The most lines the title, the body and each field take; the last is cut with `…`.
  public var maxLines = CardCell.maximumBodyLines
  /// Borders and styles; `.plain` by default.
  public var theme = CardTheme.plain
  /// The characters a filter matched, drawn in `theme.matchStyle`; none by default.
  public var highlights = CardHighlights()
  /// The title's own colours (fzf's `--ansi`), by scalar offsets into `title`; none by default.
  public var titleColors: [ColorSpan] = []

  /// Columns between the border and the text, each side.
  public static let padding = 1

  /// Clears the title, text and fields, so a reused card never shows another card's content.
  open override func prepareForReuse() {
    title = ""
    body = ""
    fields = []
    highlights = CardHighlights()
    titleColors = []
  }

  /// The most lines of body text a card shows by default (`maxLines`).
  public static let maximumBodyLines = 12
  /// The most field lines a self-sizing card makes room for.
  public static let maximumFieldLines = 10

  /// The rows a card `width` cells wide needs to show `body` whole below a title and `fieldCount`
  /// fields that each fit one line (at most `maxBodyLines` lines of body, `maximumFieldLines`
  /// fields): border, title, body, fields, border. `fittingHeight(title:body:fields:width:maxLines:)`
  /// measures the title and fields too.
  /// - Complexity: O(body length).
  public static func fittingHeight(body: String, fieldCount: Int = 0, width: Int, maxBodyLines: Int = maximumBodyLines)
    -> Int
  {
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
      colorTitle(
        skippingPrefix: state.isSelected ? theme.selectionMark : "", at: frame.origin, maxWidth: frame.width,
        clip: clip, in: &buffer)
      highlight(
        title, offsets: highlights.title, skippingPrefix: state.isSelected ? theme.selectionMark : "", at: frame.origin,
        maxWidth: frame.width, clip: clip, in: &buffer)
      return
    }
    // A card is opaque: cards overlap while they animate (and round a small circle), and the one
    // drawn later must hide what lies under it, not only where it has text.
    buffer.fill(frame, clip: clip)
    let border = state.isFocused ? theme.focusedBorder : theme.border
    let borderStyle =
      state.isFocused ? theme.focusedBorderStyle : (state.isSelected ? theme.selectedBorderStyle : theme.borderStyle)
    buffer.drawBox(frame, border: border, style: borderStyle, clip: clip)
    let inner = Rect(
      x: frame.minX + 1 + Self.padding, y: frame.minY + 1, width: frame.width - 2 - 2 * Self.padding,
      height: frame.height - 2)
    guard inner.width > 0 else { return }
    var titleStyle = theme.titleStyle
    if state.isSelected { titleStyle.foreground = theme.selectedBorderStyle.foreground }
    let limit = max(1, maxLines)
    // The title takes the rows it wraps to without the selection mark, so selecting a card never
    // changes its height; with the mark it may end with `…` one word earlier.
    let titleRows = max(1, min(limit, inner.height, WordWrap.lineCount(of: title, width: inner.width)))
    let titleRect = Rect(x: inner.minX, y: inner.minY, width: inner.width, height: titleRows)
    let drawnTitleRows = buffer.draw(titleText, wrappingIn: titleRect, style: titleStyle, clip: clip)
    colorWrappedTitle(
      skippingPrefix: state.isSelected ? theme.selectionMark : "", in: titleRect, rows: drawnTitleRows, clip: clip,
      buffer: &buffer)
    highlightWrapped(
      title, offsets: highlights.title, skippingPrefix: state.isSelected ? theme.selectionMark : "", in: titleRect,
      rows: drawnTitleRows, clip: clip, buffer: &buffer)
    var y = inner.minY + titleRows
    if !body.isEmpty, inner.maxY > y {
      // With fields below, the text leaves them room after as many lines as a self-sizing card has.
      let rows = fields.isEmpty ? inner.maxY - y : min(inner.maxY - y, limit)
      let rect = Rect(x: inner.minX, y: y, width: inner.width, height: rows)
      let used = buffer.draw(body, wrappingIn: rect, style: theme.bodyStyle, clip: clip)
      highlightWrapped(body, offsets: highlights.body, in: rect, rows: used, clip: clip, buffer: &buffer)
      y += used
    }
    for (line, field) in fields.enumerated() where y < inner.maxY {
      // `key: value` wraps as one text; the key's cells then take the key style.
      let text = Self.fieldText(field)
      let rect = Rect(x: inner.minX, y: y, width: inner.width, height: min(inner.maxY - y, limit))
      let used = max(1, buffer.draw(text, wrappingIn: rect, style: theme.bodyStyle, clip: clip))
      let keyScalars = field.key.unicodeScalars.count + 1
      restyleWrapped(text, offsets: Set(0..<keyScalars), in: rect, rows: used, clip: clip, buffer: &buffer) {
        $0 = self.theme.fieldKeyStyle
      }
      if let offsets = highlights.fieldValues[line] {
        highlightWrapped(
          field.value, offsets: offsets, skippingPrefix: field.key + ": ", in: rect, rows: used, clip: clip,
          buffer: &buffer)
      }
      y += used
    }
  }
}
