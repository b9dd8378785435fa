import CascadeLayout
import CascadeView

/// The arrangement of cards.
public enum LayoutKind: String, CaseIterable, Sendable {
  /// Masonry: columns of equal width, each card as tall as its picture or text.
  case waterfall
  /// A grid of equal cards.
  case grid
  /// One column of cards, each as tall as its picture or text.
  case list
}

/// Everything the viewer needs to know that comes from the command line.
public struct ViewerOptions: Sendable {
  public var layout = LayoutKind.waterfall
  /// Fixed column count; nil chooses from `minimumColumnWidth`.
  public var columns: Int?
  public var minimumColumnWidth = 28
  /// Rows per column of a picture (a cell is about twice as tall as wide).
  public var cellAspect = 0.5
  public var allowsMultipleSelection = false
  /// Enter selects the focused card and exits.
  public var picksOnEnter = false
  public var theme = CardTheme.colored
  /// Which fields cards show as `key: value` lines (`--fields`), and which give title, text and size.
  public var cardFields = CardFields()
  /// What the screen calls the input while nothing has arrived yet ("reading <stdin>…").
  public var inputName: String?

  public init() {}
}

extension ViewerOptions {
  /// The layout for these options. Sections with titles get a one-row header.
  public func makeLayout(hasSectionTitles: Bool) -> CollectionViewLayout {
    switch layout {
    case .waterfall, .list:
      let waterfall = WaterfallLayout()
      if layout == .list {
        waterfall.columnCount = .fixed(1)
      } else if let columns {
        waterfall.columnCount = .fixed(columns)
      } else {
        waterfall.columnCount = .automatic(minimumWidth: max(1, minimumColumnWidth))
      }
      waterfall.columnSpacing = 1
      waterfall.rowSpacing = 0
      waterfall.cellAspect = cellAspect
      waterfall.headerHeight = hasSectionTitles ? 1 : 0
      return waterfall
    case .grid:
      let grid = FlowLayout()
      grid.itemSize = Size(width: max(4, minimumColumnWidth), height: 6)
      grid.minimumInteritemSpacing = 1
      grid.minimumLineSpacing = 0
      grid.headerHeight = hasSectionTitles ? 1 : 0
      // Pages end on a centred card, as in the waterfall.
      grid.snapsToItems = true
      return grid
    }
  }
}
