import CascadeCanvas
import CascadeData
import CascadeLayout

// `g f`: a list of the records' field names (dotted paths into nested objects, as `--group-by`
// takes them) to group the cards by. Typing narrows it as `/` narrows cards, ↑ ↓ move, Enter
// groups by the focused name, Esc leaves the grouping as it was. When the cards are grouped, the
// first row ends the grouping.

extension Viewer {
  /// The records read for the field list's names: every name of the first this many records.
  /// A huge input's later records rarely bring new names, and reading them all would hold the key.
  static let fieldListSample = 1_000

  /// The field list's rows while it is open (names, or "(no grouping)"), nil when it is closed.
  public var shownFieldNames: [String]? {
    guard case .fieldList(let fields)? = panel else { return nil }
    return fields.shown.indices.map(fields.text(ofRow:))
  }

  /// Opens the field list on the names of the first `fieldListSample` records.
  /// - Complexity: O(sample × record length).
  public func openFieldList() {
    let names = source.collection.fieldNames(sample: Self.fieldListSample)
    guard !names.isEmpty else {
      notice = "the cards have no fields to group by"
      return
    }
    let order = pendingOrder ?? source.order
    panel = .fieldList(FieldList(names: names, offersNone: order.groupField != nil))
  }

  func handleFieldListKey(_ key: Key, in fields: FieldList) -> ViewerAction {
    let page = max(1, screenSize.height - 6)
    if movesPanelList(&fields.list, key, count: fields.shown.count, page: page) { return .redraw }
    switch key {
    case .escape: panel = nil
    case .enter:
      guard let field = fields.focusedField else { break }
      panel = nil
      var next = pendingOrder ?? source.order
      next.groupField = field
      setOrder(next)
    case .backspace, .delete, .control("h"):
      if !fields.query.isEmpty { fields.setQuery(String(fields.query.dropLast())) }
    case .control("u"): fields.setQuery("")
    case .space: fields.setQuery(fields.query + " ")
    case .character(let c): fields.setQuery(fields.query + String(c))
    default: break
    }
    return .redraw
  }

  /// The list in `box`: the typed text on the first row, the matching names below it (the focused
  /// one reversed), the keys on the last row. Returns the cursor's place, after the typed text.
  /// - Complexity: O(rows shown × width).
  func drawFieldList(_ fields: FieldList, in box: Rect, into buffer: inout CellBuffer) -> Point? {
    let matching = fields.shown.count - (fields.shown.first == .some(nil) ? 1 : 0)
    let title = "group by · \(matching) of \(fields.names.count) fields"
    buffer.drawBox(
      box, border: options.theme.focusedBorder, style: options.theme.focusedBorderStyle, title: title,
      clip: buffer.bounds)
    let inside = Self.panelInside(box)
    guard inside.width > 2, inside.height > 0 else { return nil }
    let typed = buffer.draw("> " + fields.query, at: inside.origin, maxWidth: inside.width, clip: inside)
    let cursor = Point(x: inside.minX + min(typed, inside.width - 1), y: inside.minY)
    let hint = inside.height > 3 ? 1 : 0
    let height = max(0, inside.height - 1 - hint)
    fields.list.scroll(height: height, count: fields.shown.count)
    if fields.shown.isEmpty, height > 0 {
      buffer.draw(
        "no field matches", at: Point(x: inside.minX, y: inside.minY + 1), maxWidth: inside.width,
        style: Style(attributes: .dim), clip: inside)
    }
    for row in fields.list.first..<min(fields.shown.count, fields.list.first + height) {
      let y = inside.minY + 1 + row - fields.list.first
      let focused = row == fields.list.focused
      let style: Style = focused ? panelFocusStyle : .plain
      if focused { buffer.fill(Rect(x: inside.minX, y: y, width: inside.width, height: 1), style: style) }
      buffer.draw(
        fields.text(ofRow: row), at: Point(x: inside.minX, y: y), maxWidth: inside.width, style: style, clip: inside)
    }
    if hint > 0 {
      buffer.draw(
        "type to narrow · ↑↓ field · Enter group by · Esc cancel", at: Point(x: inside.minX, y: inside.maxY - 1),
        maxWidth: inside.width, style: Style(attributes: .dim), clip: inside)
    }
    return cursor
  }
}
