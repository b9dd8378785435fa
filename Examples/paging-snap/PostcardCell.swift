import CascadeKit

/// A postcard as a card: a box with the place on its top row and the card's number on its last.
/// The focused card gets a heavy border; the carousel's neighbours (alpha below 1) are drawn dim.
final class PostcardCell: CollectionViewCell {
  var place = ""
  var number = ""

  /// Forget the last postcard before the cell is reused for another.
  override func prepareForReuse() {
    place = ""
    number = ""
  }

  override func draw(in buffer: inout CellBuffer, context: DrawingContext) {
    let frame = context.frame, clip = context.clip
    buffer.drawBox(
      frame, border: isFocused ? .heavy : .rounded, style: Style(attributes: isFocused ? .bold : []), clip: clip)
    guard frame.width > 4, frame.height > 2 else { return }
    let inner = Rect(x: frame.minX + 2, y: frame.minY + 1, width: frame.width - 4, height: frame.height - 2)
    buffer.draw(place, at: inner.origin, maxWidth: inner.width, style: Style(attributes: .bold), clip: clip)
    if inner.height > 1 {
      buffer.draw(
        number, at: Point(x: inner.minX, y: inner.maxY - 1), maxWidth: inner.width, style: Style(attributes: .dim),
        clip: clip)
    }
  }
}
