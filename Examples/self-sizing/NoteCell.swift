import CascadeKit

/// A note as a card: a box, the title on its top row and the body wrapped below it. The focused
/// note gets a heavy border.
final class NoteCell: CollectionViewCell {
  var title = ""
  var body = ""

  override func prepareForReuse() {
    title = ""
    body = ""
  }

  /// Rows a note needs `width` cells wide: the border, the title and the wrapped body. This is
  /// the exact height the waterfall is given once a note is measured.
  static func height(of note: Note, width: Int) -> Int {
    let inner = max(1, width - 4)
    return 3 + (note.body.isEmpty ? 0 : WordWrap.lineCount(of: note.body, width: inner))
  }

  override func draw(in buffer: inout CellBuffer, context: DrawingContext) {
    let frame = context.frame, clip = context.clip
    buffer.drawBox(
      frame, border: isFocused ? .heavy : .rounded, style: Style(attributes: isFocused ? .bold : []), clip: clip)
    guard frame.width > 4, frame.height > 2 else { return }
    let inner = Rect(x: frame.minX + 2, y: frame.minY + 1, width: frame.width - 4, height: frame.height - 2)
    buffer.draw(title, at: inner.origin, maxWidth: inner.width, style: Style(attributes: .bold), clip: clip)
    for (row, line) in WordWrap.lines(of: body, width: inner.width).prefix(inner.height - 1).enumerated() {
      buffer.draw(line, at: Point(x: inner.minX, y: inner.minY + 1 + row), maxWidth: inner.width, clip: clip)
    }
  }
}
