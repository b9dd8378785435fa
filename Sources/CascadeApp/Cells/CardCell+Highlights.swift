import CascadeCanvas
import CascadeLayout
import CascadeView

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
    guard !offsets.isEmpty else { return }
    restyleRow(text, skippingPrefix: prefix, at: origin, maxWidth: maxWidth, clip: clip, in: &buffer) {
      scalars, style in
      guard scalars.contains(where: offsets.contains) else { return }
      self.addMatchStyle(to: &style)
    }
  }

  /// Applies `change` (given each drawn grapheme's scalar offsets) to the cells of `text` as drawn
  /// on one row from `origin`, cut as `highlight` describes.
  /// - Complexity: O(graphemes drawn).
  func restyleRow(
    _ text: String, skippingPrefix prefix: String = "", at origin: Point, maxWidth: Int, clip: Rect,
    in buffer: inout CellBuffer, change: (Range<Int>, inout Style) -> Void
  ) {
    guard maxWidth > 0 else { return }
    let total = displayWidth(of: prefix) + displayWidth(of: text)
    let limit = total > maxWidth ? maxWidth - 1 : maxWidth
    var x = displayWidth(of: prefix)
    var scalar = 0
    for grapheme in text {
      let width = displayWidth(of: grapheme)
      if x + width > limit { break }
      let count = grapheme.unicodeScalars.count
      if width > 0 {
        restyle(x: origin.x + x, y: origin.y, width: width, clip: clip, in: &buffer) {
          change(scalar..<scalar + count, &$0)
        }
      }
      x += width
      scalar += count
    }
  }

  /// Restyles the matched characters of `text` (scalar offsets into it) as drawn word-wrapped into
  /// `rect` (`rows` rows) after `prefix` (the selection mark before a title, a field's `key: `).
  /// - Complexity: O(text length).
  func highlightWrapped(
    _ text: String, offsets: Set<Int>, skippingPrefix prefix: String = "", in rect: Rect, rows: Int, clip: Rect,
    buffer: inout CellBuffer
  ) {
    guard !offsets.isEmpty else { return }
    let shift = prefix.unicodeScalars.count
    let shifted = shift == 0 ? offsets : Set(offsets.map { $0 + shift })
    restyleWrapped(prefix + text, offsets: shifted, in: rect, rows: rows, clip: clip, buffer: &buffer) { style in
      self.addMatchStyle(to: &style)
    }
  }

  /// The theme's `matchStyle` added to `style`: its attributes joined, its colours where it has any.
  func addMatchStyle(to style: inout Style) {
    style.attributes.formUnion(theme.matchStyle.attributes)
    if theme.matchStyle.foreground != .terminalDefault { style.foreground = theme.matchStyle.foreground }
    if theme.matchStyle.background != .terminalDefault { style.background = theme.matchStyle.background }
  }

  /// Applies `change` to the cells of the characters of `text` at `offsets` (scalar offsets) as
  /// drawn word-wrapped into `rect` (`rows` rows), matching each drawn line back to the text's
  /// characters in order (wrapping only removes spaces at wrap points, and the last row may end
  /// with `…`).
  /// - Complexity: O(text length).
  func restyleWrapped(
    _ text: String, offsets: Set<Int>, in rect: Rect, rows: Int, clip: Rect, buffer: inout CellBuffer,
    change: (inout Style) -> Void
  ) {
    guard !offsets.isEmpty else { return }
    restyleWrapped(text, in: rect, rows: rows, clip: clip, buffer: &buffer) { scalars, style in
      if scalars.contains(where: offsets.contains) { change(&style) }
    }
  }

  /// Applies `change` (given each drawn grapheme's scalar offsets) to the cells of `text` as drawn
  /// word-wrapped into `rect` (`rows` rows).
  /// - Complexity: O(text length).
  func restyleWrapped(
    _ text: String, in rect: Rect, rows: Int, clip: Rect, buffer: inout CellBuffer,
    change: (Range<Int>, inout Style) -> Void
  ) {
    guard rect.width > 0 else { return }
    let lines = WordWrap.lines(of: text, width: rect.width)
    let graphemes = Array(text)
    var starts: [Int] = []  // scalar offset of each grapheme of the text
    starts.reserveCapacity(graphemes.count)
    var scalar = 0
    for grapheme in graphemes {
      starts.append(scalar)
      scalar += grapheme.unicodeScalars.count
    }
    var next = 0  // the next grapheme of the text to match
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
          if width > 0 {
            let scalars = starts[probe]..<starts[probe] + count
            restyle(x: rect.minX + x, y: rect.minY + row, width: width, clip: clip, in: &buffer) {
              change(scalars, &$0)
            }
          }
          next = probe + 1
        }
        x += width
      }
    }
  }

  /// Applies `change` to the style of `width` cells from (`x`, `y`) inside `clip`.
  private func restyle(
    x: Int, y: Int, width: Int, clip: Rect, in buffer: inout CellBuffer, change: (inout Style) -> Void
  ) {
    let area = clip.intersection(buffer.bounds)
    guard y >= area.minY && y < area.maxY else { return }
    for column in x..<x + width where column >= area.minX && column < area.maxX {
      var cell = buffer[column, y]
      change(&cell.style)
      buffer[column, y] = cell
    }
  }
}
