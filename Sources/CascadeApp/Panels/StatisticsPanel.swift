import CascadeData

/// What the statistics panel (`I`) shows: the focused card's fields with the figures
/// `cascade --stats` prints for them, counted over the records the filter shows.
final class StatisticsPanel {
  /// The focused card's fields, named as `--stats` names them (`user.login`, `labels[].name`), in
  /// the card's order; nil when no card has the focus: every field.
  let fieldNames: [String]?
  /// The records counted, once chosen.
  var recordCount: Int?
  /// The filter the records were counted under, as typed; empty when none.
  var query = ""
  /// The counting in flight, nil before it starts.
  var job: StatisticsJob?
  /// The fields' statistics, nil while they are being counted.
  var rows: [FieldStatistics]?
  /// The focused field's row and the scrolling.
  var list = PanelRows()

  init(fieldNames: [String]?) { self.fieldNames = fieldNames }

  /// Keeps the statistics of `fieldNames` from `all`, in `fieldNames`' order.
  /// - Complexity: O(all + fieldNames).
  func show(_ all: [FieldStatistics]) {
    guard let fieldNames else {
      rows = all
      return
    }
    var byName: [String: FieldStatistics] = [:]
    for field in all { byName[field.name] = field }
    rows = fieldNames.compactMap { byName[$0] }
  }

  /// The focused field's statistics, nil while counting or with no fields.
  var focusedField: FieldStatistics? {
    guard let rows, list.focused < rows.count else { return nil }
    return rows[list.focused]
  }

  /// The field `--group-by` and `--sort-by` read for a statistics name: an array's elements
  /// (`labels[].name`) are grouped and sorted by the array (`labels`), which a card names by its
  /// elements' names.
  static func arrangementField(of name: String) -> String {
    guard let start = name.firstRange(of: "[]")?.lowerBound else { return name }
    return String(name[..<start])
  }
}
