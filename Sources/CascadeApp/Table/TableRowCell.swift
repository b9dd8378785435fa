import CascadeCanvas
import CascadeLayout
import CascadeView

/// A record as a row of the table layout: its values in the columns `TableColumns` chose, where
/// the `TableLayout` puts them. The focused row is reversed, its focused column bold and underlined
/// in the plain style; a selected row starts with the selection mark.
final class TableRowCell: CollectionViewCell {
  /// The record's values, a column each.
  var values: [String] = []
  /// The characters the filter matched, by column: scalar offsets into its value.
  var highlights: [Int: Set<Int>] = [:]
  /// The columns, shared with the viewer (the focused column moves without a new cell).
  var columns: TableColumns?
  /// The layout that placed the row: column offsets and widths.
  weak var layout: TableLayout?
  var theme = CardTheme.plain

  override func prepareForReuse() {
    values = []
    highlights = [:]
  }

  /// One line: the row's frame spans the visible width at the content's sideways offset (the
  /// layout's `frame.minX`), so each column is drawn at its offset less that.
  /// - Complexity: O(columns + cells drawn).
  override func draw(in buffer: inout CellBuffer, context: DrawingContext) {
    guard let columns, let layout else { return }
    let frame = context.frame, state = context.state
    var style = theme.bodyStyle
    if state.isSelected { style.foreground = theme.selectedBorderStyle.foreground }
    var focusStyle: Style?
    if state.isFocused {
      focusStyle = style
      focusStyle?.attributes.formUnion([.bold, .underline])
      style.attributes.insert(.reverse)
    }
    columns.draw(
      values, leading: state.isSelected ? theme.selectionMark : "",
      in: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1), scrollX: layoutAttributes?.frame.minX ?? 0,
      layout: layout, style: style, focusStyle: focusStyle, highlights: highlights, matchStyle: theme.matchStyle,
      clip: context.clip, into: &buffer)
  }
}
