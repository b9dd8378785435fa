/// One section of a `CompositionalLayout`: the layout that places its items, and for a section
/// that scrolls sideways on its own row (orthogonal scrolling), the height of that row.
///
/// Any layout will do; the constructors give the usual shapes. Each section gets its own layout
/// instance, which sees the section as its only section.
public struct CompositionalSection {
  /// The layout of this section's items (and its header and footer).
  public let layout: CollectionViewLayout
  /// For a section that scrolls sideways on its own: the height of its row (none while the section
  /// has no items). Nil: the section is as tall as its layout's content, and scrolls with the others.
  public let orthogonalHeight: Int?
  /// For a section that scrolls sideways on its own: the rows of its header (kind
  /// `.sectionHeader`), full width above the row, staying put while the row scrolls (UIKit's
  /// boundary supplementary item). A section that scrolls with the others has its layout's own
  /// header instead (`headerHeight:` of `.waterfall`, `.list`, `.grid`).
  public let headerHeight: Int

  /// A section laid out by `layout`; with `orthogonalHeight`, a row that tall scrolling sideways on
  /// its own (`layout` should scroll horizontally, as a `CarouselLayout` does), under a header
  /// `headerHeight` rows tall.
  public init(layout: CollectionViewLayout, orthogonalHeight: Int? = nil, headerHeight: Int = 0) {
    self.layout = layout
    self.orthogonalHeight = orthogonalHeight.map { max(1, $0) }
    self.headerHeight = orthogonalHeight == nil ? 0 : max(0, headerHeight)
  }

  /// A waterfall of `columns` columns.
  public static func waterfall(columns: WaterfallColumnCount, rowSpacing: Int = 1, headerHeight: Int = 0)
    -> CompositionalSection
  {
    let layout = WaterfallLayout()
    layout.columnCount = columns
    layout.rowSpacing = rowSpacing
    layout.headerHeight = headerHeight
    return CompositionalSection(layout: layout)
  }

  /// A list: one full-width column, each item as tall as the delegate says.
  public static func list(rowSpacing: Int = 0, headerHeight: Int = 0) -> CompositionalSection {
    waterfall(columns: .fixed(1), rowSpacing: rowSpacing, headerHeight: headerHeight)
  }

  /// A grid of items of one size, in rows.
  public static func grid(itemSize: Size, lineSpacing: Int = 1, headerHeight: Int = 0) -> CompositionalSection {
    let layout = FlowLayout()
    layout.itemSize = itemSize
    layout.minimumLineSpacing = lineSpacing
    layout.headerHeight = headerHeight
    return CompositionalSection(layout: layout)
  }

  /// A carousel on a row `height` tall that scrolls sideways on its own and snaps to its cards:
  /// Left and Right move through it, one card at a time, centred. With `headerHeight`, a header
  /// above the row that stays while it scrolls.
  public static func carousel(height: Int, maximumItemLength: Int? = nil, headerHeight: Int = 0) -> CompositionalSection
  {
    let layout = CarouselLayout()
    layout.maximumItemLength = maximumItemLength
    return CompositionalSection(layout: layout, orthogonalHeight: height, headerHeight: headerHeight)
  }

  /// Cards on a circle, in a band `height` tall, under a header `headerHeight` rows tall.
  public static func circle(height: Int, itemSize: Size = Size(width: 18, height: 5), headerHeight: Int = 0)
    -> CompositionalSection
  {
    let layout = CircleLayout()
    layout.itemSize = itemSize
    return CompositionalSection(layout: layout, orthogonalHeight: height, headerHeight: headerHeight)
  }
}

/// What a `CompositionalLayout`'s section provider knows when it is asked (UIKit's
/// `NSCollectionLayoutEnvironment`).
public struct LayoutEnvironment: Hashable, Sendable {
  /// The size of the viewport the sections share.
  public var containerSize: Size

  /// An environment for a viewport of `containerSize`.
  public init(containerSize: Size) { self.containerSize = containerSize }
}
