import CascadeData
import CascadeLayout
import CascadeView

// The table layout's side of the card source: rows instead of cards, and the sample their column
// widths come from.

extension CardSource {
  /// The record at `indexPath` as a table row. O(fields × columns).
  func row(at indexPath: IndexPath, in collectionView: CollectionView, layout: TableLayout, columns: TableColumns)
    -> CollectionViewCell
  {
    let row = collectionView.dequeueReusableCell(
      TableRowCell.self, withReuseIdentifier: Self.rowIdentifier, for: indexPath)
    let record = record(at: indexPath)
    row.values = columns.values(of: record)
    row.highlights = tableHighlights(of: record, columns: columns)
    row.columns = columns
    row.layout = layout
    row.theme = theme
    return row
  }

  /// The filter's matched characters in `record`'s columns: a card's field lines by their names,
  /// its title and text in the columns whose values they are. Empty while nothing is filtered.
  /// - Complexity: as `highlights(of:)`, plus O(fields × columns).
  func tableHighlights(of record: Record, columns: TableColumns) -> [Int: Set<Int>] {
    let found = highlights(of: record)
    guard !found.isEmpty else { return [:] }
    var byColumn: [Int: Set<Int>] = [:]
    let lines = cardFields.lines(of: record)
    for (line, offsets) in found.fieldValues where line < lines.count {
      if let column = columns.names.firstIndex(of: lines[line].key) { byColumn[column, default: []].formUnion(offsets) }
    }
    for (text, offsets) in [(record.title, found.title), (record.body, found.body)] where !offsets.isEmpty {
      let column: Int? =
        columns.showsTitles
        ? 0 : record.fields.first { $0.value == text }.flatMap { columns.names.firstIndex(of: $0.key) }
      if let column { byColumn[column, default: []].formUnion(offsets) }
    }
    return byColumn
  }

  /// The first `limit` cards shown, the sample column widths are measured from. O(limit).
  func tableSample(limit: Int = TableColumns.sampleSize) -> [Record] {
    (0..<min(limit, shownCount)).compactMap { indexPath(forFlatIndex: $0).map(record(at:)) }
  }
}
