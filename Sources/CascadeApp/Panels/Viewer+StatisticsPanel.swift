import CascadeCanvas
import CascadeData
import CascadeLayout

// `I`: the focused card's fields with the figures `cascade --stats` prints (count, empty,
// distinct, kind, min, max and mean of numbers and dates, the five most frequent values), counted
// over the records the filter shows, on a worker: the panel says "computing…" until the filter
// has finished, the input is read and the figures are counted, and keys are read meanwhile. On a
// field, `g` (or Enter) groups the cards by it and `s` sorts by it (again: reverses); Esc closes.

extension Viewer {
  /// The rows the statistics panel keeps below its list: the focused field's range, its most
  /// frequent values, the keys.
  static let statisticsFooterRows = 3

  /// True while the statistics panel's figures are being counted on a worker.
  public var isCountingStatistics: Bool {
    guard case .statistics(let statistics)? = panel, let job = statistics.job else { return false }
    return !job.isFinished
  }

  /// The statistics panel's figures, nil while they are counted or when it is closed.
  public var shownStatistics: [FieldStatistics]? {
    guard case .statistics(let statistics)? = panel else { return nil }
    return statistics.rows
  }

  /// Opens the statistics panel on the focused card's fields and starts counting when the
  /// filter and the input allow it.
  /// - Complexity: O(the focused record) here; the counting is a worker's.
  public func openStatistics() {
    var names: [String]?
    if let focus = collectionView.focusedIndexPath, source.shownCount > 0 {
      let one = RecordSubset(base: source.collection, items: [source.modelIndexPath(of: focus)])
      names = FieldStatistics.of(one).map(\.name)
    }
    panel = .statistics(StatisticsPanel(fieldNames: names))
    startCountingStatistics()
  }

  /// Starts the open panel's counting once the filter's count is final and the input read (a
  /// followed file is counted as it is): over the whole collection when the filter shows every
  /// record, else over the records it shows, in the input's order.
  /// - Complexity: O(cards shown) to list them; the counting is a worker's.
  func startCountingStatistics() {
    guard case .statistics(let statistics)? = panel, statistics.job == nil, statistics.rows == nil,
      !source.isFiltering, !isLoading || progress?.isFollowing == true
    else { return }
    let records: any RecordCollection
    if source.shownCount == source.totalCount, source.collection.recordCount == source.totalCount {
      records = source.collection
    } else {
      var items: [IndexPath] = []
      items.reserveCapacity(source.shownCount)
      for section in 0..<source.filter.sectionCount {
        for item in 0..<source.filter.shownCount(inSection: section) {
          items.append(source.modelIndexPath(of: IndexPath(item: item, section: section)))
        }
      }
      items.sort()
      records = RecordSubset(base: source.collection, items: items)
    }
    statistics.recordCount = source.shownCount
    statistics.query = source.filterText
    let (job, work) = StatisticsJob.counting(records)
    statistics.job = job
    arrangementRunner(work)
  }

  /// Once per loop turn: starts the counting when it can start, and shows figures that were
  /// counted. True when the panel changed.
  func advanceStatistics() -> Bool {
    guard case .statistics(let statistics)? = panel else { return false }
    if statistics.job == nil { startCountingStatistics() }
    guard statistics.rows == nil, let counted = statistics.job?.statistics else { return false }
    statistics.show(counted)
    return true
  }

  func handleStatisticsKey(_ key: Key, in statistics: StatisticsPanel) -> ViewerAction {
    let count = statistics.rows?.count ?? 0
    let page = Self.statisticsListHeight(for: screenSize) - 1
    if movesPanelList(&statistics.list, key, count: count, page: page) { return .redraw }
    switch key {
    case .character("k"): statistics.list.move(by: -1, count: count)
    case .character("j"): statistics.list.move(by: 1, count: count)
    case .escape, .character("q"), .character("I"), .backspace, .control("h"): panel = nil
    case .character("g"), .enter:
      guard let field = statistics.focusedField else { break }
      let name = StatisticsPanel.arrangementField(of: field.name)
      var next = pendingOrder ?? source.order
      next.groupField = next.groupField == name ? nil : name
      setOrder(next)
    case .character("s"):
      guard let field = statistics.focusedField else { break }
      let name = StatisticsPanel.arrangementField(of: field.name)
      var next = pendingOrder ?? source.order
      if next.sortField == name {
        next.descending.toggle()
      } else {
        next.sortField = name
        next.descending = false
      }
      setOrder(next)
    default: break
    }
    return .redraw
  }

  /// The rows of field statistics a screen of `size` shows: the card area less the box, the
  /// column names and the footer.
  static func statisticsListHeight(for size: Size) -> Int {
    max(1, size.height - 1 - 2 - 1 - statisticsFooterRows)
  }

  /// The panel: a row per field (name, kind, count, empty, distinct, the most frequent values),
  /// the focused one reversed; below them the focused field's range and mean and its five most
  /// frequent values with their counts, and the keys.
  /// - Complexity: O(fields) to size the columns, O(rows shown × width) to draw.
  func drawStatistics(_ statistics: StatisticsPanel, in box: Rect, into buffer: inout CellBuffer) {
    var title = "statistics"
    if let count = statistics.recordCount {
      title += " · " + Self.grouped(count) + " " + positionNoun + (count == 1 ? "" : "s")
      if !statistics.query.isEmpty { title += " matching " + prompt + statistics.query }
    }
    if statistics.rows == nil { title += " · computing…" }
    buffer.drawBox(
      box, border: options.theme.focusedBorder, style: options.theme.focusedBorderStyle, title: title,
      clip: buffer.bounds)
    let inside = Self.panelInside(box)
    guard inside.width > 0, inside.height > 0 else { return }
    guard let rows = statistics.rows else {
      buffer.draw(
        "computing…", at: Point(x: inside.minX, y: inside.minY), maxWidth: inside.width,
        style: Style(attributes: .dim), clip: inside)
      return
    }
    guard !rows.isEmpty else {
      buffer.draw("no fields", at: inside.origin, maxWidth: inside.width, style: Style(attributes: .dim), clip: inside)
      return
    }
    let table = Self.statisticsRows(rows, width: inside.width)
    let footer = inside.height > Self.statisticsFooterRows + 2 ? Self.statisticsFooterRows : 0
    let height = max(1, inside.height - 1 - footer)
    statistics.list.scroll(height: height, count: rows.count)
    buffer.draw(
      table.header, at: inside.origin, maxWidth: inside.width, style: options.theme.headerStyle, clip: inside)
    for (offset, line) in table.rows.dropFirst(statistics.list.first).prefix(height).enumerated() {
      let y = inside.minY + 1 + offset
      let focused = statistics.list.first + offset == statistics.list.focused
      let style: Style = focused ? panelFocusStyle : .plain
      if focused { buffer.fill(Rect(x: inside.minX, y: y, width: inside.width, height: 1), style: style) }
      buffer.draw(line, at: Point(x: inside.minX, y: y), maxWidth: inside.width, style: style, clip: inside)
    }
    guard footer > 0, let field = statistics.focusedField else { return }
    let footerY = inside.maxY - footer
    for (offset, line) in Self.statisticsFooter(field).enumerated() {
      buffer.draw(
        line, at: Point(x: inside.minX, y: footerY + offset), maxWidth: inside.width,
        style: offset == 2 ? Style(attributes: .dim) : .plain, clip: inside)
    }
  }

  /// The column names and a line per field, columns aligned in `width` cells: the name at most a
  /// third of the width, the counts right-aligned, the most frequent values in what is left.
  /// - Complexity: O(fields).
  static func statisticsRows(_ fields: [FieldStatistics], width: Int) -> (header: String, rows: [String]) {
    let names = fields.map { StatisticsTable.cut($0.name, width: max(8, width / 3)) }
    let nameWidth = max(5, names.map { displayWidth(of: $0) }.max() ?? 0)
    let counts = fields.map { [String($0.count), String($0.empty), String($0.distinct)] }
    let countNames = ["count", "empty", "distinct"]
    let countWidths = countNames.indices.map { column in
      max(countNames[column].count, counts.map { $0[column].count }.max() ?? 0)
    }
    func padded(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(0, width - displayWidth(of: text)))
    }
    func line(_ name: String, _ kind: String, _ figures: [String], _ top: String, rightAligned: Bool) -> String {
      var text = padded(name, nameWidth) + "  " + padded(kind, 6)
      for (column, figure) in figures.enumerated() {
        let pad = String(repeating: " ", count: countWidths[column] - figure.count)
        text += "  " + (rightAligned ? pad + figure : figure + pad)
      }
      return text + "  " + top
    }
    let header = line("field", "kind", countNames, "most frequent", rightAligned: true)
    let rows = fields.indices.map { index in
      let top = fields[index].top.map { "\(StatisticsTable.cut($0.value)) (\($0.count))" }.joined(separator: ", ")
      return line(names[index], fields[index].kind.rawValue, counts[index], top, rightAligned: true)
    }
    return (header, rows)
  }

  /// The footer's lines for `field`: its name, kind and (numbers, dates) range and mean; its five
  /// most frequent values with their counts; the keys.
  static func statisticsFooter(_ field: FieldStatistics) -> [String] {
    var first = StatisticsTable.cut(field.name, width: 40) + " · " + field.kind.rawValue
    if let minimum = field.minimum { first += " · min " + StatisticsTable.cut(minimum) }
    if let maximum = field.maximum { first += " · max " + StatisticsTable.cut(maximum) }
    if let mean = field.mean { first += " · mean " + mean }
    let top =
      field.top.isEmpty
      ? "no values"
      : "top: " + field.top.map { "\(StatisticsTable.cut($0.value)) (\($0.count))" }.joined(separator: " · ")
    return [first, top, "↑↓ field · g group by · s sort by (again: reverse) · Esc close"]
  }
}
