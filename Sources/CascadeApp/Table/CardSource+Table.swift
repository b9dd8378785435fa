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
    let row = collectionView.dequeueReusableCell(TableRowCell.self, withReuseIdentifier: Self.rowIdentifier, for: indexPath)
    row.values = columns.values(of: record(at: indexPath))
    row.columns = columns
    row.layout = layout
    row.theme = theme
    return row
  }

  /// The first `limit` cards shown, the sample column widths are measured from. O(limit).
  func tableSample(limit: Int = TableColumns.sampleSize) -> [Record] {
    (0..<min(limit, shownCount)).compactMap { indexPath(forFlatIndex: $0).map(record(at:)) }
  }
}
