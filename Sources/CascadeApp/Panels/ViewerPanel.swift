/// A panel over the cards that takes the keys while it is open: the statistics of the focused
/// card's fields (`I`), or the list of field names to group by (`g f`).
enum ViewerPanel {
  /// The statistics panel.
  case statistics(StatisticsPanel)
  /// The field list.
  case fieldList(FieldList)
}

/// A list's scrolling: the row with the focus and the first row on screen.
struct PanelRows: Hashable {
  /// The focused row.
  var focused = 0
  /// The first row shown.
  var first = 0

  /// Moves the focus by `delta`, kept within `count` rows.
  mutating func move(by delta: Int, count: Int) {
    focused = max(0, min(count - 1, focused + delta))
  }

  /// Scrolls as little as keeps the focused row among `height` rows on screen.
  mutating func scroll(height: Int, count: Int) {
    focused = max(0, min(count - 1, focused))
    if focused < first { first = focused }
    if height > 0, focused >= first + height { first = focused - height + 1 }
    first = max(0, min(first, count - height))
  }
}
