/// A table: a row per item, one line tall, items stacked top to bottom, each section after its
/// header; a column per field, at widths its user sets (`columnWidths`), `columnSpacing` apart.
///
/// The table is usually wider than the viewport and scrolls sideways by the content offset's x.
/// A row's frame spans the visible width at the visible x (`Rect(x: bounds.minX, width:
/// bounds.width)`), as a pinned header follows the top: a focus move never scrolls sideways, and a
/// row is whole on screen whenever its line is. The row's cell draws column `c` from
/// `columnOffsets[c] - frame.minX` within its frame; `leadingWidth` cells at the start of every row
/// (a selection mark) stay put.
///
/// Everything is arithmetic on the item index: preparing costs O(S) for S sections, a
/// visible-rect query O(log S + k) for k elements, an item's frame O(1).
public final class TableLayout: CollectionViewLayout {
  /// The source of counts and bounds. Held weakly. Setting it invalidates the layout.
  public weak var source: LayoutSource? { didSet { invalidateLayout() } }

  /// Each column's width in cells, at least 1.
  public var columnWidths: [Int] = [] { didSet { updateColumns() } }
  /// Cells between two columns (at least 0).
  public var columnSpacing = 1 { didSet { updateColumns() } }
  /// Cells at the start of every row that do not scroll sideways (at least 0).
  public var leadingWidth = 0 { didSet { updateColumns() } }
  /// Rows of each section's header above its items (a title); 0: none.
  public var headerHeight = 0 { didSet { invalidateLayout() } }

  /// Where each column starts across the table, `leadingWidth` included: the content x of its
  /// first cell. O(1) to read; O(C) to recompute when a width changes.
  public private(set) var columnOffsets: [Int] = []
  /// The table's width: the leading cells, the columns and the spaces between them.
  public private(set) var tableWidth = 0

  /// Per section: the row of its header (its items follow), and its item count.
  var sectionStarts: [Int] = []
  var itemCounts: [Int] = []
  var contentLength = 0
  var isPrepared = false

  /// An empty table: no columns, no headers.
  public init() {}

  /// Recomputes the section offsets. O(S).
  public func prepare() {
    sectionStarts.removeAll(keepingCapacity: true)
    itemCounts.removeAll(keepingCapacity: true)
    let header = max(0, headerHeight)
    var offset = 0
    for s in 0..<max(0, source?.numberOfSections() ?? 0) {
      let count = max(0, source?.numberOfItems(inSection: s) ?? 0)
      sectionStarts.append(offset)
      itemCounts.append(count)
      offset += header + count
    }
    contentLength = offset
    isPrepared = true
  }

  /// As wide as the table or the viewport, as tall as every header and row. O(1) once prepared.
  public var collectionViewContentSize: Size {
    prepareIfNeeded()
    return Size(width: max(source?.layoutBounds.width ?? 0, tableWidth), height: contentLength)
  }

  /// Forgets the section offsets; the next query recomputes them. O(1).
  public func invalidateLayout(with invalidation: LayoutInvalidation) { isPrepared = false }

  /// False: nothing prepared depends on the bounds (frames read them per query).
  public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { false }

  /// - Complexity: O(log S + k).
  public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    prepareIfNeeded()
    let across = rowSpan
    guard !rect.isEmpty, rect.minX < across.maxX, across.minX < rect.maxX else { return [] }
    var result: [LayoutAttributes] = []
    let header = max(0, headerHeight)
    var s = firstSection(endingAfter: rect.minY)
    while s < sectionStarts.count, sectionStarts[s] < rect.maxY {
      let start = sectionStarts[s]
      if header > 0, start < rect.maxY, start + header > rect.minY {
        result.append(headerAttributes(section: s))
      }
      let itemsStart = start + header, count = itemCounts[s]
      let first = max(0, rect.minY - itemsStart), last = min(count - 1, rect.maxY - 1 - itemsStart)
      if first <= last {
        for item in first...last {
          result.append(.cell(IndexPath(item: item, section: s), frame: rowFrame(y: itemsStart + item, across)))
        }
      }
      s += 1
    }
    return result
  }

  /// The row's frame. O(1) once prepared.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    prepareIfNeeded()
    guard indexPath.section >= 0, indexPath.section < sectionStarts.count, indexPath.item >= 0,
      indexPath.item < itemCounts[indexPath.section]
    else { return nil }
    let y = sectionStarts[indexPath.section] + max(0, headerHeight) + indexPath.item
    return .cell(indexPath, frame: rowFrame(y: y, rowSpan))
  }

  /// The section's header; nil for other kinds or a zero `headerHeight`. O(1) once prepared.
  public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath)
    -> LayoutAttributes?
  {
    prepareIfNeeded()
    guard kind == .sectionHeader, headerHeight > 0, indexPath.section >= 0, indexPath.section < sectionStarts.count
    else { return nil }
    return headerAttributes(section: indexPath.section)
  }

  /// Up and down go to the row above or below, across sections (skipping empty ones); left and
  /// right go nowhere: they move between columns, which is the user's to track.
  /// - Complexity: O(1), plus the empty sections skipped.
  public func focusTarget(from indexPath: IndexPath, direction: FocusDirection) -> FocusTarget {
    prepareIfNeeded()
    guard direction == .up || direction == .down, indexPath.section >= 0, indexPath.section < itemCounts.count
    else { return .none }
    let next = indexPath.item + direction.sign
    if next >= 0, next < itemCounts[indexPath.section] {
      return .item(IndexPath(item: next, section: indexPath.section))
    }
    var s = indexPath.section + direction.sign
    while s >= 0, s < itemCounts.count {
      if itemCounts[s] > 0 { return .item(IndexPath(item: direction == .down ? 0 : itemCounts[s] - 1, section: s)) }
      s += direction.sign
    }
    return .none
  }

  // MARK: - Arithmetic

  /// The span across of every row and header: the visible x and width (at least one cell).
  var rowSpan: (minX: Int, maxX: Int, width: Int) {
    let bounds = source?.layoutBounds ?? .zero
    let width = max(1, bounds.width)
    return (bounds.minX, bounds.minX + width, width)
  }

  func rowFrame(y: Int, _ span: (minX: Int, maxX: Int, width: Int)) -> Rect {
    Rect(x: span.minX, y: y, width: span.width, height: 1)
  }

  func headerAttributes(section: Int) -> LayoutAttributes {
    let span = rowSpan
    return LayoutAttributes(
      indexPath: IndexPath(item: 0, section: section), category: .supplementaryView(.sectionHeader),
      frame: Rect(x: span.minX, y: sectionStarts[section], width: span.width, height: max(0, headerHeight)))
  }

  /// The first section whose rows end below `y`. O(log S).
  func firstSection(endingAfter y: Int) -> Int {
    let header = max(0, headerHeight)
    var lo = 0, hi = sectionStarts.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if sectionStarts[mid] + header + itemCounts[mid] <= y { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }

  func prepareIfNeeded() {
    if !isPrepared { prepare() }
  }

  /// Recomputes `columnOffsets` and `tableWidth` from the widths, spacing and leading cells. O(C).
  private func updateColumns() {
    let spacing = max(0, columnSpacing)
    var x = max(0, leadingWidth)
    columnOffsets = columnWidths.map { width in
      defer { x += max(1, width) + spacing }
      return x
    }
    tableWidth = columnWidths.isEmpty ? max(0, leadingWidth) : x - spacing
  }
}
