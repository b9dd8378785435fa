import CascadeLayout

/// A waterfall computed the plainest way from what `WaterfallLayout` documents, with no lazy
/// placement, no packed storage and no binary search: the independent answer its frames must equal.
///
/// Read from the documentation, not from the layout's code:
/// - sections are stacked: header (inside `headerInset`), items (inside `sectionInset`), footer
///   (inside `footerInset`); the next section starts where the previous one's footer inset ends;
/// - `.fixed(n)` gives n columns, fewer only when not every column could be one cell wide;
///   `.automatic(minimumWidth: m)` as many as fit at least m wide; at least one, at most 254; a
///   delegate's per-section answer replaces the layout's count;
/// - column widths differ by at most one cell and the leftover cells go to the first columns, so
///   the grid is flush with both insets;
/// - a card is as tall as the delegate answers for its column's width (1 ... 65,535 rows), and
///   goes into the shortest column (the leftmost of equals), or column `i % n` (from the right for
///   right-to-left) where i counts the cards since the section's start or its last full-width item;
/// - a full-width card starts below every column and spans them all; every column continues below it;
/// - the content is as wide as the bounds, or wider when an element and its inset need more.
struct ReferenceWaterfall {
  /// Every element in the layout's result order, headers at their natural (unpinned) place.
  var elements: [LayoutAttributes] = []
  var contentSize = Size(width: 0, height: 0)
  /// Per section: where it ends (the next section's top).
  var sectionBottoms: [Int] = []

  init(layout: WaterfallLayout, source: LayoutSource, delegate: WaterfallLayoutDelegate?) {
    let width = source.layoutBounds.width
    var top = 0
    var widest = width
    for s in 0..<max(0, source.numberOfSections()) {
      // Header.
      var y = top
      if layout.headerHeight > 0 {
        let header = Rect(
          x: layout.headerInset.left, y: top + layout.headerInset.top,
          width: max(1, width - layout.headerInset.left - layout.headerInset.right), height: layout.headerHeight)
        elements.append(
          LayoutAttributes(
            indexPath: IndexPath(item: 0, section: s), category: .supplementaryView(.sectionHeader), frame: header))
        widest = max(widest, header.maxX + layout.headerInset.right)
        y = header.maxY + layout.headerInset.bottom
      }
      // Columns.
      let itemsTop = y + layout.sectionInset.top
      let available = max(1, width - layout.sectionInset.left - layout.sectionInset.right)
      let spacing = max(0, layout.columnSpacing)
      let widths = Self.columnWidths(
        count: Self.columnCount(layout: layout, delegate: delegate, section: s, available: available, spacing: spacing),
        available: available, spacing: spacing)
      var xs: [Int] = []
      var x = layout.sectionInset.left
      for w in widths {
        xs.append(x)
        x += w + spacing
      }
      let gridLeft = xs[0], gridRight = xs[xs.count - 1] + widths[widths.count - 1]
      widest = max(widest, gridRight + layout.sectionInset.right)
      // Items.
      var nextFree = [Int](repeating: itemsTop, count: widths.count)
      var cardsSinceFullWidth = 0
      var lowestBottom = itemsTop
      for i in 0..<max(0, source.numberOfItems(inSection: s)) {
        let path = IndexPath(item: i, section: s)
        let frame: Rect
        if delegate?.waterfallLayout(layout, isFullWidthItemAt: path) == true {
          let height = Self.clampedHeight(delegate, layout, path, width: gridRight - gridLeft)
          frame = Rect(x: gridLeft, y: nextFree.max()!, width: gridRight - gridLeft, height: height)
          for c in nextFree.indices { nextFree[c] = frame.maxY + max(0, layout.rowSpacing) }
          cardsSinceFullWidth = 0
        } else {
          let column: Int
          switch layout.renderOrder {
          case .shortestFirst: column = nextFree.firstIndex(of: nextFree.min()!)!
          case .leftToRight: column = cardsSinceFullWidth % widths.count
          case .rightToLeft: column = widths.count - 1 - cardsSinceFullWidth % widths.count
          }
          cardsSinceFullWidth += 1
          let height = Self.clampedHeight(delegate, layout, path, width: widths[column])
          frame = Rect(x: xs[column], y: nextFree[column], width: widths[column], height: height)
          nextFree[column] = frame.maxY + max(0, layout.rowSpacing)
        }
        elements.append(.cell(path, frame: frame))
        lowestBottom = max(lowestBottom, frame.maxY)
      }
      // Footer.
      var bottom = lowestBottom + layout.sectionInset.bottom
      if layout.footerHeight > 0 {
        let footer = Rect(
          x: layout.footerInset.left, y: bottom + layout.footerInset.top,
          width: max(1, width - layout.footerInset.left - layout.footerInset.right), height: layout.footerHeight)
        elements.append(
          LayoutAttributes(
            indexPath: IndexPath(item: 0, section: s), category: .supplementaryView(.sectionFooter), frame: footer))
        widest = max(widest, footer.maxX + layout.footerInset.right)
        bottom = footer.maxY + layout.footerInset.bottom
      }
      sectionBottoms.append(bottom)
      top = bottom
    }
    contentSize = Size(width: widest, height: top)
  }

  /// The elements a query for `rect` returns with the visible bounds at row `offset`: headers
  /// pinned when the layout pins them, then filtered by intersection, in result order.
  func elements(in rect: Rect, pinnedAt offset: Int?) -> [LayoutAttributes] {
    elements.map { pinned($0, at: offset) }.filter { $0.frame.intersects(rect) }
  }

  /// `attributes` as the layout answers them with the bounds at row `offset` (nil: not pinning).
  /// A pinned header is at `min(max(natural, offset), sectionEnd - height)`, never above its natural
  /// place, and draws above the cells.
  func pinned(_ attributes: LayoutAttributes, at offset: Int?) -> LayoutAttributes {
    guard let offset, attributes.category == .supplementaryView(.sectionHeader) else { return attributes }
    var pinned = attributes
    let natural = attributes.frame.minY
    let sectionEnd = sectionBottoms[attributes.indexPath.section]
    pinned.frame.origin.y = max(natural, min(max(natural, offset), sectionEnd - attributes.frame.height))
    pinned.zIndex = 1
    return pinned
  }

  static func clampedHeight(
    _ delegate: WaterfallLayoutDelegate?, _ layout: WaterfallLayout, _ path: IndexPath, width: Int
  ) -> Int {
    let asked = delegate?.waterfallLayout(layout, heightForItemAt: path, width: width) ?? 1
    return min(max(asked, 1), 65_535)
  }

  /// How many columns a section gets, counted up one at a time.
  static func columnCount(
    layout: WaterfallLayout, delegate: WaterfallLayoutDelegate?, section: Int, available: Int, spacing: Int
  ) -> Int {
    func fits(_ n: Int, eachAtLeast minimum: Int) -> Bool { n * minimum + (n - 1) * spacing <= available }
    var wanted: Int
    if let n = delegate?.waterfallLayout(layout, columnCountForSection: section) {
      wanted = n
    } else {
      switch layout.columnCount {
      case .fixed(let n): wanted = n
      case .automatic(let minimumWidth):
        wanted = 1
        while fits(wanted + 1, eachAtLeast: max(1, minimumWidth)) { wanted += 1 }
      }
    }
    var n = 1
    while n < wanted, n < 254, fits(n + 1, eachAtLeast: 1) { n += 1 }
    return n
  }

  /// The cells left after the gaps, dealt out one at a time from the first column.
  static func columnWidths(count: Int, available: Int, spacing: Int) -> [Int] {
    var widths = [Int](repeating: 0, count: count)
    let cells = max(count, available - (count - 1) * spacing)
    for cell in 0..<cells { widths[cell % count] += 1 }
    return widths
  }
}
