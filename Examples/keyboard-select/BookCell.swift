import CascadeKit

/// A book: a check box, the title and the author. It reacts to its own selection, as a UIKit cell
/// does, by overriding `isSelected`: the collection view sets it, the cell picks its mark.
final class BookCell: CollectionViewCell {
  var title = ""
  var author = ""
  private var mark = "[ ]"

  override var isSelected: Bool {
    didSet { mark = isSelected ? "[x]" : "[ ]" }
  }

  override func prepareForReuse() {
    title = ""
    author = ""
  }

  override func draw(in buffer: inout CellBuffer, context: DrawingContext) {
    let frame = context.frame, clip = context.clip
    // The focused book is drawn reversed, across the whole cell.
    let style = Style(attributes: isFocused ? .reverse : [])
    buffer.fill(frame, style: style, clip: clip)
    // A pointer as well as the reverse video, so the focus shows in plain text (`--dump`) too.
    let pointer = isFocused ? "›" : " "
    buffer.draw(
      "\(pointer)\(mark) \(title)", at: frame.origin, maxWidth: frame.width, style: style.adding(.bold), clip: clip)
    if frame.height > 1 {
      buffer.draw(
        "     \(author)", at: Point(x: frame.minX, y: frame.minY + 1), maxWidth: frame.width, style: style, clip: clip)
    }
  }
}

extension Style {
  /// This style with `attribute` added.
  func adding(_ attribute: TextAttributes) -> Style {
    var style = self
    style.attributes.insert(attribute)
    return style
  }
}
