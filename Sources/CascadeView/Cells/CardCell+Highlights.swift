import CascadeCanvas
import CascadeLayout

// Drawing a filter's matched characters: the card draws its text as usual, then restyles the
// cells of the matched characters. Where each character landed is worked out with the same
// measures the drawing used (display widths, and the wrapped lines for the body), so only the
// cards on screen pay for it, and only when they have highlights.

extension CardCell {
  /// Restyles the cells where the characters of `text` at `offsets` (scalar offsets) were drawn
  /// on one row from `origin`, cut to `maxWidth` columns as `CellBuffer.draw(_:at:maxWidth:style:clip:)`
  /// cuts (the last column `…` when the text is wider). `skipping` graphemes drawn before the
  /// text on the same row (the selection mark) are stepped over first.
  /// - Complexity: O(graphemes drawn).
  func highlight(
    _ text: String, offsets: Set<Int>, skippingPrefix prefix: String = "", at origin: Point, maxWidth: Int, clip: Rect,
    in buffer: inout CellBuffer
  ) {
    guard !offsets.isEmpty, maxWidth > 0 else { return }
    let total = displayWidth(of: prefix) + displayWidth(of: text)
    let limit = total > maxWidth ? maxWidth - 1 : maxWidth
    var x = displayWidth(of: prefix)
    var scalar = 0
    for grapheme in text {
      let width = displayWidth(of: grapheme)
      if x + width > limit { break }
      let count = grapheme.unicodeScalars.count
      if width > 0, (scalar..<scalar + count).contains(where: offsets.contains) {
        restyle(x: origin.x + x, y: origin.y, width: width, clip: clip, in: &buffer)
      }
      x += width
      scalar += count
    }
  }

  /// Restyles the matched characters of the body as drawn word-wrapped into `rect` (`rows` rows),
  /// matching each drawn line back to the body's characters in order (wrapping only removes
  /// spaces at wrap points, and the last row may end with `…`).
  /// - Complexity: O(body length).
  func highlightBody(offsets: Set<Int>, in rect: Rect, rows: Int, clip: Rect, buffer: inout CellBuffer) {
    guard !offsets.isEmpty, rect.width > 0 else { return }
    let lines = WordWrap.lines(of: body, width: rect.width)
    let graphemes = Array(body)
    var starts: [Int] = []  // scalar offset of each grapheme of the body
    starts.reserveCapacity(graphemes.count)
    var scalar = 0
    for grapheme in graphemes {
      starts.append(scalar)
      scalar += grapheme.unicodeScalars.count
    }
    var next = 0  // the next body grapheme to match
    for (row, line) in lines.prefix(rows).enumerated() {
      let isCut = row == rows - 1 && lines.count > rows
      let limit = isCut ? rect.width - 1 : rect.width
      var x = 0
      for grapheme in line {
        let width = displayWidth(of: grapheme)
        if x + width > limit { break }
        var probe = next
        while probe < graphemes.count && graphemes[probe] != grapheme && graphemes[probe].isWhitespace { probe += 1 }
        if probe < graphemes.count && graphemes[probe] == grapheme {
          let count = grapheme.unicodeScalars.count
          if width > 0, (starts[probe]..<starts[probe] + count).contains(where: offsets.contains) {
            restyle(x: rect.minX + x, y: rect.minY + row, width: width, clip: clip, in: &buffer)
          }
          next = probe + 1
        }
        x += width
      }
    }
  }

  /// Adds the theme's `matchStyle` to `width` cells from (`x`, `y`) inside `clip`.
  private func restyle(x: Int, y: Int, width: Int, clip: Rect, in buffer: inout CellBuffer) {
    let area = clip.intersection(buffer.bounds)
    guard y >= area.minY && y < area.maxY else { return }
    for column in x..<x + width where column >= area.minX && column < area.maxX {
      var cell = buffer[column, y]
      cell.style.attributes.formUnion(theme.matchStyle.attributes)
      if theme.matchStyle.foreground != .terminalDefault { cell.style.foreground = theme.matchStyle.foreground }
      if theme.matchStyle.background != .terminalDefault { cell.style.background = theme.matchStyle.background }
      buffer[column, y] = cell
    }
  }
}
