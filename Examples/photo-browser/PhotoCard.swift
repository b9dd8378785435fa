import CascadeKit

/// A photo as a card: a box, the title on its top row, the pixel size on the last, the picture's
/// area shaded between. The focused card gets a heavy border.
final class PhotoCard: CollectionViewCell {
  var title = ""
  var pixelSize = ""

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
