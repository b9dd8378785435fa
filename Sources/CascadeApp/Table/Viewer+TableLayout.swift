import CascadeCanvas
import CascadeLayout
import CascadeView

// The table layout in the viewer: the column names on the row above the table (the chrome, so a
// pinned header never hides the focused row), the column widths sampled from the first records
// shown, and `←`/`→` moving between columns, scrolling the table sideways to show the one focused.

extension Viewer {
  /// The table layout when it is the one shown, else nil.
  var tableLayout: TableLayout? { collectionView.collectionViewLayout as? TableLayout }

  /// The table's columns as sampled, nil before the table is first shown.
  public var tableColumns: TableColumns? { source.table }

  /// The rows the table's column names take above it in a card area of `height` rows: one, unless
  /// the area is a single row.
  func tableHeaderRows(in height: Int) -> Int {
    layoutKind == .table && height > 1 ? 1 : 0
  }

  /// Samples the columns again when the table has none, has seen fewer records than are shown now
  /// (and than it samples), was sampled under another filter or order (the cards shown first are
  /// others: a filter that keeps short values narrows the columns), or shows other fields than
  /// `--fields` now names; gives the layout their widths. Columns already shown keep their places
  /// and the column focus stays on its field. O(1) when nothing changed, else O(sample), and the
  /// rows on screen made again when the columns changed.
  func refreshTableColumns() {
    guard let layout = tableLayout else { return }
    let wanted = min(TableColumns.sampleSize, source.shownCount)
    let chosen = source.cardFields.chosen
    let sampling = TableColumns.Sampling(query: source.filterText, order: source.order)
    if let table = source.table, table.sampledCount >= wanted, table.chosen == chosen, table.sampling == sampling,
      layout.columnWidths == table.widths
    {
      return
    }
    let old = source.table
    let known = old.flatMap { $0.chosen == chosen && !$0.showsTitles ? $0.names : nil } ?? []
    let table = TableColumns(sample: source.tableSample(), chosen: chosen, known: known)
    table.sampling = sampling
    if let old {
      let focusedName = old.names.indices.contains(old.focusedColumn) ? old.names[old.focusedColumn] : nil
      table.focusedColumn =
        focusedName.flatMap(table.names.firstIndex(of:)) ?? max(0, min(old.focusedColumn, table.names.count - 1))
    }
    source.table = table
    // The same columns at the same widths: the rows on screen stand as drawn.
    if let old, table.names == old.names, table.widths == layout.columnWidths { return }
    layout.leadingWidth = displayWidth(of: source.theme.selectionMark)
    layout.columnWidths = source.table!.widths
    collectionView.reloadData()
  }

  /// Moves the column focus by `delta` (negative: left), stopping at the first and last columns,
  /// and scrolls the table sideways as little as shows the column (its start when it is wider
  /// than the screen). False when the table is not shown.
  /// - Complexity: O(1).
  func moveTableColumn(by delta: Int) -> Bool {
    guard let layout = tableLayout else { return false }
    refreshTableColumns()
    guard let table = source.table, !layout.columnOffsets.isEmpty else { return true }
    let column = max(0, min(layout.columnOffsets.count - 1, table.focusedColumn + delta))
    table.focusedColumn = column
    let bounds = collectionView.bounds
    let start = layout.columnOffsets[column], end = start + max(1, layout.columnWidths[column])
    var x = bounds.minX
    if end > x + bounds.width { x = end - bounds.width }
    if start < x + layout.leadingWidth { x = start - layout.leadingWidth }
    collectionView.setContentOffset(Point(x: x, y: bounds.minY), animated: false)
    return true
  }

  /// Draws the column names in `row` (the one above the table), scrolled sideways with the table,
  /// the focused column's name reversed.
  /// - Complexity: O(columns + cells drawn).
  func drawTableHeader(in row: Rect, into buffer: inout CellBuffer) {
    guard let layout = tableLayout, let table = source.table else { return }
    var focused = source.theme.headerStyle
    focused.attributes.insert(.reverse)
    table.draw(
      table.names, leading: "", in: row, scrollX: collectionView.bounds.minX, layout: layout,
      style: source.theme.headerStyle, focusStyle: focused, clip: row, into: &buffer)
  }
}
