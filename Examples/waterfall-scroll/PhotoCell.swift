import CascadeKit

/// A photo as a card: a box, the title on its top row, the picture's pixel size on the last, and
/// the picture's area shaded in between. The focused photo gets a heavy border.
final class PhotoCell: CollectionViewCell {
  var title = ""
  var pixelSize = ""

  /// Forget the last photo before the cell is reused for another.
  override func prepareForReuse() {
    title = ""
    pixelSize = ""
  }

  override func draw(in buffer: inout CellBuffer, context: DrawingContext) {
    let frame = context.frame, clip = context.clip
    buffer.drawBox(
      frame, border: isFocused ? .heavy : .rounded, style: Style(attributes: isFocused ? .bold : []), clip: clip)
    guard frame.width > 4, frame.height > 2 else { return }
    let inner = Rect(x: frame.minX + 2, y: frame.minY + 1, width: frame.width - 4, height: frame.height - 2)
    buffer.draw(title, at: inner.origin, maxWidth: inner.width, style: Style(attributes: .bold), clip: clip)
    // The rows between title and size stand for the picture.
    if inner.height > 2 {
      buffer.fill(
        Rect(x: inner.minX, y: inner.minY + 1, width: inner.width, height: inner.height - 2), with: Cell(grapheme: "░"),
        clip: clip)
    }
    if inner.height > 1 {
      buffer.draw(
        pixelSize, at: Point(x: inner.minX, y: inner.maxY - 1), maxWidth: inner.width, style: Style(attributes: .dim),
        clip: clip)
    }
  }
}
