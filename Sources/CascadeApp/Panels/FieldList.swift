import CascadeMatch

/// The list `g f` opens: the records' field names, narrowed by what is typed as the `/` filter
/// narrows cards (fzf's fuzzy matching and syntax, best match first, then shorter names, then
/// the records' order).
final class FieldList {
  /// Every field name, first seen first.
  let names: [String]
  /// True when the cards are grouped now: the list starts with a row for no grouping.
  let offersNone: Bool
  /// The text typed.
  private(set) var query = ""
  /// The rows shown: an index into `names`, nil for the row of no grouping.
  private(set) var shown: [Int?] = []
  /// The focused row and the scrolling.
  var list = PanelRows()
  private let matcher = FuzzyMatcher()

  /// The name of the row of no grouping.
  static let noneRow = "(no grouping)"

  init(names: [String], offersNone: Bool) {
    self.names = names
    self.offersNone = offersNone
    setQuery("")
  }

  /// Narrows the rows to the names `text` matches and puts the focus on the first.
  /// - Complexity: O(names × name length) to match, O(m log m) to rank m matches.
  func setQuery(_ text: String) {
    query = text
    list = PanelRows()
    let parsed = MatchQuery(text)
    guard !parsed.isEmpty else {
      shown = (offersNone ? [nil] : []) + names.indices.map { $0 }
      return
    }
    var ranked: [(index: Int, score: Int)] = []
    for (index, name) in names.enumerated() {
      if let found = matcher.match(parsed, text: name) { ranked.append((index, found.score)) }
    }
    ranked.sort { a, b in
      if a.score != b.score { return a.score > b.score }
      let lengths = (names[a.index].utf8.count, names[b.index].utf8.count)
      if lengths.0 != lengths.1 { return lengths.0 < lengths.1 }
      return a.index < b.index
    }
    shown = ranked.map(\.index)
  }

  /// The text of row `row`.
  func text(ofRow row: Int) -> String {
    shown[row].map { names[$0] } ?? Self.noneRow
  }

  /// The focused row's field; `.some(nil)` for the row of no grouping; nil when nothing matches.
  var focusedField: String?? {
    guard list.focused < shown.count else { return nil }
    return .some(shown[list.focused].map { names[$0] })
  }
}
