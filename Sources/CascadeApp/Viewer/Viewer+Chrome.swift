import CascadeCanvas
import CascadeLayout
import CascadeView

// Everything drawn around and over the cards: the status line, the key help, a card in full, the
// placeholders for an empty result and a terminal too small to show a card.

extension Viewer {
  /// The keys, as the help overlay and the README list them.
  public static let keyHelp: [(String, String)] = [
    ("←↑↓→ hjk", "move between cards"),
    ("l", "next layout: waterfall grid list carousel circle"),
    ("PgUp PgDn", "page, ending on a centred card"),
    ("Home End", "first / last card"),
    ("Space", "select or deselect the card"),
    ("Tab S-Tab", "select, then next / previous"),
    ("Enter", "open the card (--pick: pick it)"),
    ("/", "filter; Enter keeps, Esc clears"),
    ("Ctrl-W Ctrl-U", "in the filter: delete a word / all"),
    ("mouse", "wheel scrolls, click focuses"),
    ("q Esc", "quit, printing the selection"),
    ("Ctrl-C", "quit without printing"),
  ]

  var statusStyle: Style {
    options.theme == .colored ? Style(foreground: .black, background: .indexed(250)) : Style(attributes: .reverse)
  }

  /// The last row: position, selection count and filter on the left, key hints on the right.
  /// Returns the cursor position while a filter is typed.
  func drawStatusLine(into buffer: inout CellBuffer) -> Point? {
    let y = buffer.size.height - 1, width = buffer.size.width
    let row = Rect(x: 0, y: y, width: width, height: 1)
    buffer.fill(row, style: statusStyle)
    if mode == .filtering {
      // The typed text, then the matches among all cards, as fzf counts them: "/foo  12/268".
      let used = buffer.draw("/" + filterText, at: Point(x: 1, y: y), maxWidth: width - 2, style: statusStyle)
      let countX = 1 + used + 2
      let count = "\(source.shownCount)/\(source.totalCount)"
      buffer.draw(count, at: Point(x: countX, y: y), maxWidth: max(0, width - 1 - countX), style: statusStyle)
      return Point(x: min(width - 1, 1 + used), y: y)
    }
    var left = " "
    if let focus = collectionView.focusedIndexPath, source.shownCount > 0 {
      left += "card \(source.flatIndex(of: focus) + 1) of \(source.shownCount)"
    } else {
      left += "no cards"
    }
    let selected = selection.count
    if selected > 0 { left += " · \(selected) selected" }
    if !filterText.isEmpty { left += " · /" + filterText }
    let right = "? keys  q quit "
    let rightWidth = displayWidth(of: right)
    let leftWidth = buffer.draw(left, at: Point(x: 0, y: y), maxWidth: width, style: statusStyle)
    if leftWidth + rightWidth + 1 <= width {
      buffer.draw(right, at: Point(x: width - rightWidth, y: y), style: statusStyle)
    }
    return nil
  }

  /// A box with the keys in the middle of the screen.
  func drawHelp(into buffer: inout CellBuffer) {
    let keyWidth = Self.keyHelp.map { displayWidth(of: $0.0) }.max() ?? 0
    let lines = Self.keyHelp.map { $0.0 + String(repeating: " ", count: keyWidth - displayWidth(of: $0.0) + 2) + $0.1 }
    let width = min(buffer.size.width, (lines.map { displayWidth(of: $0) }.max() ?? 0) + 4)
    let height = min(buffer.size.height - 1, lines.count + 2)
    let box = Rect(x: (buffer.size.width - width) / 2, y: max(0, (buffer.size.height - 1 - height) / 2), width: width, height: height)
    buffer.fill(box, style: .plain)
    buffer.drawBox(box, border: options.theme.focusedBorder, style: options.theme.focusedBorderStyle, title: "keys", clip: buffer.bounds)
    for (i, line) in lines.enumerated() where i < height - 2 {
      buffer.draw(line, at: Point(x: box.minX + 2, y: box.minY + 1 + i), maxWidth: width - 4, clip: box)
    }
  }

  /// One card over the whole screen: title on the border, body, then the text `cascade` prints when
  /// the card is picked.
  func drawDetail(of indexPath: IndexPath, into buffer: inout CellBuffer) {
    let record = source.record(at: indexPath)
    let screen = buffer.bounds
    let box = Rect(x: 0, y: 0, width: screen.width, height: screen.height - 1)
    buffer.drawBox(box, border: options.theme.focusedBorder, style: options.theme.focusedBorderStyle, title: record.title, titleStyle: options.theme.titleStyle, clip: screen)
    let inner = box.inset(by: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
    var y = inner.minY
    if !record.body.isEmpty {
      y += buffer.draw(record.body, wrappingIn: Rect(x: inner.minX, y: y, width: inner.width, height: max(0, inner.maxY - y)), style: options.theme.bodyStyle, clip: inner)
      y += 1
    }
    if y < inner.maxY {
      buffer.draw("prints:", at: Point(x: inner.minX, y: y), style: Style(attributes: .dim), clip: inner)
      y += 1
      buffer.draw(record.original, wrappingIn: Rect(x: inner.minX, y: y, width: inner.width, height: max(0, inner.maxY - y)), style: Style(attributes: .dim), clip: inner)
    }
    let row = Rect(x: 0, y: screen.height - 1, width: screen.width, height: 1)
    buffer.fill(row, style: statusStyle)
    let hint = options.picksOnEnter ? " any key: back" : " any key: back · q quit"
    buffer.draw(hint, at: row.origin, maxWidth: row.width, style: statusStyle)
  }

  /// Said in the middle of the card area when the filter matches nothing (or there is no input).
  func drawEmptyMessage(in area: Rect, into buffer: inout CellBuffer) {
    let message = filterText.isEmpty ? "no cards" : "no card matches /\(filterText)"
    let width = min(area.width, displayWidth(of: message))
    buffer.draw(message, at: Point(x: area.minX + (area.width - width) / 2, y: area.minY + area.height / 2), maxWidth: area.width, style: Style(attributes: .dim), clip: area)
  }

  /// A terminal smaller than `minimumSize` shows this instead of cards; it never crashes.
  func drawTooSmall(into buffer: inout CellBuffer) {
    let size = buffer.size
    guard size.width > 0, size.height > 0 else { return }
    let message = "terminal too small: \(size.width)x\(size.height), need \(Self.minimumSize.width)x\(Self.minimumSize.height)"
    buffer.draw(message, wrappingIn: buffer.bounds, style: Style(attributes: .bold), clip: buffer.bounds)
  }
}
