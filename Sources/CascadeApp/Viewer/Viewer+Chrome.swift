import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadeView

// Everything drawn around and over the cards: the status line, the key help, a card in full, the
// placeholders for an empty result and a terminal too small to show a card.

extension Viewer {
  /// The keys, as the help overlay and docs/viewer.md list them.
  public static let keyHelp: [(String, String)] = [
    ("←↑↓→ hjk", "move between cards; table: ← → by column"),
    ("l", "next layout: waterfall grid list carousel circle table"),
    ("+ -", "zoom: fewer, larger cards / more columns"),
    ("g f", "group by a field: type to narrow the list, Enter"),
    ("g s", "sort by the card's next field"),
    ("I", "the fields' statistics; there g groups, s sorts"),
    ("g r  g 0", "reverse the sort / back to input order"),
    ("p", "show / hide the preview pane"),
    ("S-↑↓ S-PgUp/Dn", "scroll the preview"),
    ("PgUp PgDn", "page, ending on a centred card"),
    ("Home End g g", "first / last card"),
    ("Space", "select or deselect the card"),
    ("Tab S-Tab", "select, then next / previous"),
    ("Enter", "open the card (--pick: pick it)"),
    ("Esc Bksp", "back to a database's table list"),
    ("/", "fuzzy filter, fzf syntax; key:pat in a field"),
    ("", "Enter keeps the filter, Esc clears"),
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
      let used = buffer.draw(prompt + filterText, at: Point(x: 1, y: y), maxWidth: width - 2, style: statusStyle)
      let countX = 1 + used + 2
      var count = "\(source.shownCount)/\(source.totalCount)"
      // A count the filter is still adding to says so: "12/268…".
      if !source.filterShowsFinalCount { count += "…" }
      if let loading = loadingText { count += "  " + loading }
      if let sums = source.shownSumsText { count += " · " + sums }
      buffer.draw(count, at: Point(x: countX, y: y), maxWidth: max(0, width - 1 - countX), style: statusStyle)
      return Point(x: min(width - 1, 1 + min(used, displayWidth(of: prompt) + queryWidthBeforeCursor)), y: y)
    }
    var left = " "
    if let notice {
      left += notice
    } else if let loading = loadingText {
      // While records arrive the total is a moving number: the loaded count says it once.
      if let focus = collectionView.focusedIndexPath, source.shownCount > 0 {
        left += "\(positionNoun) \(source.flatIndex(of: focus) + 1) · "
      }
      left += loading
    } else if let focus = collectionView.focusedIndexPath, source.shownCount > 0 {
      left += "\(positionNoun) \(source.flatIndex(of: focus) + 1) of \(source.shownCount)"
      // The filter is still testing records: the count may grow.
      if !source.filterShowsFinalCount { left += "…" }
    } else if !source.filterShowsFinalCount {
      left += "filtering…"
    } else {
      left += "no cards"
    }
    if notice == nil, let arranging = arrangingNote { left += " · " + arranging }
    if notice == nil, let sums = source.shownSumsText { left += " · " + sums }
    // The cards stay as they were read: their bytes are Cascade's own.
    if let change = progress?.inputChange { left += " · file changed: " + change.words }
    if let itemsPath = progress?.itemsPath { left += " · " + itemsPath }
    if case .table(let name)? = progress?.database { left += " · table " + name }
    if progress?.database == .tables, tableBrowsing.open != nil { left += " · Enter opens a table" }
    if let skipped = skippedFilesText { left += " · " + skipped }
    let selected = selection.count
    if selected > 0 { left += " · \(selected) selected" }
    if !filterText.isEmpty { left += " · " + prompt + filterText }
    let right = "? keys  q quit "
    let rightWidth = displayWidth(of: right)
    let leftWidth = buffer.draw(left, at: Point(x: 0, y: y), maxWidth: width, style: statusStyle)
    if leftWidth + rightWidth + 1 <= width {
      buffer.draw(right, at: Point(x: width - rightWidth, y: y), style: statusStyle)
    }
    return nil
  }

  /// What the status line counts: the table's rows, or cards.
  var positionNoun: String { layoutKind == .table ? "row" : "card" }

  /// "loading 412,000 · 43%" while the input is read (the share only when its size is known),
  /// "following 412,000" while a file is followed; nil once it is all read.
  var loadingText: String? {
    guard let progress, !progress.isFinished else { return nil }
    var text = (progress.isFollowing ? "following " : "loading ") + Self.grouped(progress.recordCount)
    if let fraction = progress.fractionRead { text += " · \(Int(fraction * 100))%" }
    return text
  }

  /// `n` with commas between groups of three digits: 412,000.
  static func grouped(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (i, digit) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
      out.append(digit)
    }
    return n < 0 ? "-" + out : out
  }

  /// A box with the keys in the middle of the screen.
  func drawHelp(into buffer: inout CellBuffer) {
    let help = Self.keyHelp + options.bindings.help
    let keyWidth = help.map { displayWidth(of: $0.0) }.max() ?? 0
    let lines = help.map { $0.0 + String(repeating: " ", count: keyWidth - displayWidth(of: $0.0) + 2) + $0.1 }
    let width = min(buffer.size.width, (lines.map { displayWidth(of: $0) }.max() ?? 0) + 4)
    let height = min(buffer.size.height - 1, lines.count + 2)
    let box = Rect(
      x: (buffer.size.width - width) / 2, y: max(0, (buffer.size.height - 1 - height) / 2), width: width, height: height
    )
    buffer.fill(box, style: .plain)
    buffer.drawBox(
      box, border: options.theme.focusedBorder, style: options.theme.focusedBorderStyle, title: "keys",
      clip: buffer.bounds)
    for (i, line) in lines.enumerated() where i < height - 2 {
      buffer.draw(line, at: Point(x: box.minX + 2, y: box.minY + 1 + i), maxWidth: width - 4, clip: box)
    }
  }

  /// Where the full view's text goes on a screen of `size`: inside the box, less the status line.
  static func detailArea(for size: Size) -> Rect {
    Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - 1)).inset(
      by: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
  }

  /// One card over the whole screen: its title on the border and the whole record, a JSON record
  /// indented one member per line (a text line as it is), long lines wrapped, from `detailOffset`.
  func drawDetail(of indexPath: IndexPath, into buffer: inout CellBuffer) {
    let record = source.record(at: indexPath)
    let screen = buffer.bounds
    let box = Rect(x: 0, y: 0, width: screen.width, height: screen.height - 1)
    buffer.drawBox(
      box, border: options.theme.focusedBorder, style: options.theme.focusedBorderStyle, title: record.title,
      titleStyle: options.theme.titleStyle, clip: screen)
    let inner = Self.detailArea(for: screen.size)
    let rows = detailRows(of: record, at: indexPath, width: inner.width)
    detailOffset = max(0, min(detailOffset, rows.count - inner.height))
    for (row, text) in rows.dropFirst(detailOffset).prefix(max(0, inner.height)).enumerated() {
      buffer.draw(
        text, at: Point(x: inner.minX, y: inner.minY + row), maxWidth: inner.width, style: options.theme.bodyStyle,
        clip: inner)
    }
    let row = Rect(x: 0, y: screen.height - 1, width: screen.width, height: 1)
    buffer.fill(row, style: statusStyle)
    var hint = " "
    if rows.count > inner.height {
      hint +=
        "lines \(detailOffset + 1)–\(min(rows.count, detailOffset + inner.height)) of \(rows.count) · ↑↓ PgUp PgDn scroll · "
    }
    hint += options.picksOnEnter ? "any key: back" : "any key: back · q quit"
    buffer.draw(hint, at: row.origin, maxWidth: row.width, style: statusStyle)
  }

  /// The full view's rows at `width`, made once per card and width.
  private func detailRows(of record: Record, at indexPath: IndexPath, width: Int) -> [String] {
    if let cached = detailRows, cached.indexPath == indexPath, cached.width == width { return cached.rows }
    let lines = JSONIndentation.lines(of: record.original) ?? [record.original]
    let rows = lines.flatMap { Self.hardWrapped($0, width: width) }
    detailRows = (indexPath, width, rows)
    return rows
  }

  /// `line` cut into rows of at most `width` columns, a wide character never split; a wrapped
  /// JSON line keeps its indentation on the rows after its first.
  /// - Complexity: O(line length).
  static func hardWrapped(_ line: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    let indent = String(line.prefix { $0 == " " }.prefix(max(0, width / 2)))
    var rows: [String] = []
    var row = "", used = 0
    for character in line {
      let w = max(0, displayWidth(of: character))
      if used + w > width, used > displayWidth(of: indent) {
        rows.append(row)
        row = indent
        used = displayWidth(of: indent)
      }
      row.append(character)
      used += w
    }
    rows.append(row)
    return rows
  }

  /// Said in the middle of the card area when the filter matches nothing (or there is no input).
  func drawEmptyMessage(in area: Rect, into buffer: inout CellBuffer) {
    let message: String
    if isLoading {
      message =
        filterText.isEmpty
        ? "reading \(options.inputName ?? "the input")…" : "no card matches \(prompt)\(filterText) yet"
    } else {
      message = filterText.isEmpty ? "no cards" : "no card matches \(prompt)\(filterText)"
    }
    let width = min(area.width, displayWidth(of: message))
    buffer.draw(
      message, at: Point(x: area.minX + (area.width - width) / 2, y: area.minY + area.height / 2), maxWidth: area.width,
      style: Style(attributes: .dim), clip: area)
  }

  /// A terminal smaller than `minimumSize` shows this instead of cards; it never crashes.
  func drawTooSmall(into buffer: inout CellBuffer) {
    let size = buffer.size
    guard size.width > 0, size.height > 0 else { return }
    let message =
      "terminal too small: \(size.width)x\(size.height), need \(Self.minimumSize.width)x\(Self.minimumSize.height)"
    buffer.draw(message, wrappingIn: buffer.bounds, style: Style(attributes: .bold), clip: buffer.bounds)
  }
}
