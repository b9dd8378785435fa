import CascadeLayout
import CascadeView

// Zoom: `+` (or `=`) shows one column fewer, so the cards grow; `-` one more, so more cards fit. From
// one column up to as many as fit `minimumZoomColumnWidth`. The focused card stays focused and
// in view, animated as a layout change; the status line says the count until the next key.

extension Viewer {
  /// The narrowest card zooming out makes: a border, a space each side and a few letters.
  public static let minimumZoomColumnWidth = 8

  /// The columns the layout shows now at the screen's width: what `+` and `-` start from.
  public var columnCount: Int {
    let width = cardViewportSize(for: screenSize).width
    let spacing: Int
    switch layoutKind {
    case .list, .carousel, .circle, .table: return 1
    case .waterfall: spacing = (collectionView.collectionViewLayout as? WaterfallLayout)?.columnSpacing ?? 1
    case .grid: spacing = (collectionView.collectionViewLayout as? FlowLayout)?.minimumInteritemSpacing ?? 1
    }
    if let fixed = zoomColumns ?? options.columns {
      return ColumnGrid(columns: fixed, across: width, spacing: spacing).count
    }
    return ColumnGrid.columnCount(fitting: width, minimumColumnWidth: options.minimumColumnWidth, spacing: spacing)
  }

  /// The most columns `-` goes to at the screen's width.
  public var maximumZoomColumns: Int {
    let width = cardViewportSize(for: screenSize).width
    return min(
      WaterfallLayout.maximumColumnCount,
      ColumnGrid.columnCount(fitting: width, minimumColumnWidth: Self.minimumZoomColumnWidth, spacing: 1))
  }

  /// Shows `delta` columns more (negative: fewer), within 1 and `maximumZoomColumns`, keeping the
  /// focused card in view. The list, carousel and circle have no columns to change.
  public func zoom(by delta: Int) {
    guard layoutKind == .waterfall || layoutKind == .grid else {
      notice = "zoom works in the waterfall and the grid (l switches)"
      return
    }
    let current = min(columnCount, maximumZoomColumns)
    let columns = max(1, min(maximumZoomColumns, current + delta))
    notice = columns == 1 ? "1 column" : "\(columns) columns"
    guard columns != columnCount else { return }
    zoomColumns = columns
    setLayout(layoutKind)
  }

  /// The options layouts are made with: the zoomed column count in place of `--columns`.
  var layoutOptions: ViewerOptions {
    var options = self.options
    if let zoomColumns { options.columns = zoomColumns }
    return options
  }
}
