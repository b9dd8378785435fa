import CascadeKit

/// A task as one line: a check box and the title, bold when focused, dim when done.
final class TodoCell: CollectionViewCell {
  var title = ""
  var isDone = false

  override func prepareForReuse() {
    title = ""
    isDone = false
  }

  override func draw(in buffer: inout CellBuffer, context: DrawingContext) {
    let frame = context.frame
    let attributes: TextAttributes = isFocused ? .bold : (isDone ? .dim : [])
    let text = "\(isFocused ? "›" : " ")\(isDone ? "[x]" : "[ ]") \(title)"
    buffer.draw(text, at: frame.origin, maxWidth: frame.width, style: Style(attributes: attributes), clip: context.clip)
  }
}
