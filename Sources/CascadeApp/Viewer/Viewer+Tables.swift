import CascadeData
import CascadeLayout

// An SQLite database's table list: Enter on a table card opens the table (its rows stream in as
// `--table` reads them, and the status line names it), whether or not Enter picks, since a
// script wants a row, not a line describing a table; Esc or Backspace goes back to the list.

extension Viewer {
  /// The name of the table whose card has the focus, when the cards are a database's table list
  /// and the command can open its tables.
  var focusedTableName: String? {
    guard progress?.database == .tables, tableBrowsing.open != nil, let focus = focusedShownIndexPath else {
      return nil
    }
    return source.record(at: focus).fields.first { $0.key == "name" }?.value
  }

  /// True while a table opened from the list is shown: Esc and Backspace go back.
  public var showsOpenedTable: Bool { tableBrowsing.opened != nil }

  /// Shows the rows of table `name` instead of the list. The filter is put aside for the list (it
  /// was typed to find a table, not rows); the list keeps loading if it has not finished.
  func openTable(named name: String) {
    guard let focus = focusedShownIndexPath, let list = streaming, let rows = tableBrowsing.open?(name) else { return }
    tableBrowsing.opened = (list, source.modelIndexPath(of: focus), filterText)
    // Not cancelled by `replaceCollection`: the list is shown again later.
    streaming = nil
    filterText = ""
    mode = .browsing
    replaceCollection(with: rows)
  }

  /// Goes back from an opened table to the list, with its filter and the table's card focused;
  /// false when no table was opened from a list.
  @discardableResult
  func closeTable() -> Bool {
    guard let opened = tableBrowsing.opened else { return false }
    tableBrowsing.opened = nil
    filterText = opened.filter
    replaceCollection(with: opened.list)
    if let card = source.shownIndexPath(ofModel: opened.card) { collectionView.focusItem(at: card) }
    return true
  }
}
