import CascadeKit

/// A section header: the shelf's name and how many of its books are picked.
final class ShelfHeaderView: CollectionReusableView {
  var name = ""
  var pickedCount = 0

  override func prepareForReuse() {
    name = ""
    pickedCount = 0
  }

  override func draw(in buffer: inout CellBuffer, context: DrawingContext) {
    let frame = context.frame
    buffer.fill(
      Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1), with: Cell(grapheme: "─"), clip: context.clip)
    let picked = pickedCount > 0 ? " · \(pickedCount) picked" : ""
    buffer.draw(
      " \(name)\(picked) ", at: Point(x: frame.minX + 2, y: frame.minY), maxWidth: max(0, frame.width - 4),
      style: Style(attributes: .bold), clip: context.clip)
  }
}
