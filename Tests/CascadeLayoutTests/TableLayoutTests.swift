import CascadeLayout
import CascadeTestSupport
import Testing

/// A table computed the plainest way from what `TableLayout` documents: the independent answer its
/// frames, queries, focus moves and columns must equal.
///
/// Read from the documentation:
/// - sections follow each other down: a header `headerHeight` rows tall (none at 0), then a
///   one-line row per item;
/// - headers and rows span the visible width at the visible x, at least one cell wide;
/// - columns are at least one cell wide, `columnSpacing` apart, after `leadingWidth` cells; the
///   content is as wide as the table or the viewport;
/// - up and down go to the previous or next item in reading order, whatever section it is in;
///   left and right go nowhere.
struct ReferenceTable {
  var elements: [LayoutAttributes] = []
  var items: [IndexPath] = []
  var contentSize = Size(width: 0, height: 0)
  var columnOffsets: [Int] = []

  init(layout: TableLayout, bounds: Rect, counts: [Int]) {
    let width = max(1, bounds.width)
    var y = 0
    for (s, count) in counts.enumerated() {
      if layout.headerHeight > 0 {
        elements.append(
          LayoutAttributes(
            indexPath: IndexPath(item: 0, section: s), category: .supplementaryView(.sectionHeader),
            frame: Rect(x: bounds.minX, y: y, width: width, height: layout.headerHeight)))
        y += layout.headerHeight
      }
      for item in 0..<count {
        elements.append(
          .cell(IndexPath(item: item, section: s), frame: Rect(x: bounds.minX, y: y, width: width, height: 1)))
        items.append(IndexPath(item: item, section: s))
        y += 1
      }
    }
    var x = max(0, layout.leadingWidth)
    var right = x
    for w in layout.columnWidths {
      columnOffsets.append(x)
      right = x + max(1, w)
      x = right + max(0, layout.columnSpacing)
    }
    contentSize = Size(width: max(bounds.width, right), height: y)
  }
}

@Suite struct TableLayoutTests {
  func randomTable(_ rng: inout SplitMix64) -> (TableLayout, CountSource) {
    let source = CountSource(
      bounds: Rect(
        x: Int.random(in: 0...40, using: &rng), y: Int.random(in: 0...30, using: &rng),
        width: Int.random(in: 0...100, using: &rng), height: Int.random(in: 1...50, using: &rng)),
      counts: (0..<Int.random(in: 0...5, using: &rng)).map { _ in
        Int.random(in: 0...3, using: &rng) == 0 ? 0 : Int.random(in: 0...40, using: &rng)
      })
    let layout = TableLayout()
    layout.source = source
    layout.columnWidths = (0..<Int.random(in: 0...8, using: &rng)).map { _ in Int.random(in: -1...30, using: &rng) }
    layout.columnSpacing = Int.random(in: -1...3, using: &rng)
    layout.leadingWidth = Int.random(in: -1...3, using: &rng)
    layout.headerHeight = Int.random(in: 0...2, using: &rng)
    return (layout, source)
  }

  /// Every frame, the content size and the column offsets equal `ReferenceTable`'s; items past a
  /// section's end do not exist; random rects (many off the content) return the reference's
  /// elements in order; and focus moves from every item land where the reference says.
  @Test func framesQueriesAndFocusMatchTheReference() {
    let failure = withEvery("seed", in: 0..<3_000) { _, rng in
      let (layout, source) = randomTable(&rng)
      let reference = ReferenceTable(layout: layout, bounds: source.layoutBounds, counts: source.counts)
      if layout.collectionViewContentSize != reference.contentSize {
        return "content \(layout.collectionViewContentSize), expected \(reference.contentSize)"
      }
      if layout.columnOffsets != reference.columnOffsets {
        return "columns \(layout.columnOffsets), expected \(reference.columnOffsets)"
      }
      for e in reference.elements {
        let got =
          e.category == .cell
          ? layout.layoutAttributesForItem(at: e.indexPath)
          : layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: e.indexPath)
        if got != e { return "\(e.category) \(e.indexPath): \(got?.frame.description ?? "nil"), expected \(e.frame)" }
      }
      for (s, count) in source.counts.enumerated()
      where layout.layoutAttributesForItem(at: IndexPath(item: count, section: s)) != nil {
        return "item \(count) of section \(s) exists"
      }
      if layout.headerHeight == 0, !source.counts.isEmpty,
        layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 0, section: 0)) != nil
      {
        return "a header without a header height"
      }
      let content = reference.contentSize
      for _ in 0..<8 {
        let rect = Rect(
          x: Int.random(in: -5...(content.width + 45), using: &rng),
          y: Int.random(in: -5...(content.height + 5), using: &rng),
          width: Int.random(in: 0...60, using: &rng), height: Int.random(in: 0...60, using: &rng))
        let expected = reference.elements.filter { $0.frame.intersects(rect) }
        let fast = layout.layoutAttributesForElements(in: rect)
        if fast != expected { return "rect \(rect): \(fast.map(\.indexPath)) vs \(expected.map(\.indexPath))" }
      }
      for (flat, item) in reference.items.enumerated() {
        let up: FocusTarget = flat > 0 ? .item(reference.items[flat - 1]) : .none
        let down: FocusTarget = flat + 1 < reference.items.count ? .item(reference.items[flat + 1]) : .none
        for (direction, want) in [(FocusDirection.up, up), (.down, down), (.left, .none), (.right, .none)] {
          let got = layout.focusTarget(from: item, direction: direction)
          if got != want { return "\(direction) from \(item): \(got), expected \(want)" }
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// The end of a million rows in a few sections is arithmetic: the last row's frame and a query
  /// there come back without a row placed before them (nothing is kept per item).
  @Test func theLastOfAMillionRowsIsArithmetic() {
    let source = CountSource(bounds: Rect(x: 7, y: 0, width: 80, height: 24), counts: [400_000, 0, 600_000])
    let layout = TableLayout()
    layout.source = source
    layout.headerHeight = 1
    layout.columnWidths = [5, 20, 9]
    let last = IndexPath(item: 599_999, section: 2)
    #expect(layout.collectionViewContentSize == Size(width: 80, height: 1_000_003))
    #expect(layout.layoutAttributesForItem(at: last)?.frame == Rect(x: 7, y: 1_000_002, width: 80, height: 1))
    source.layoutBounds.origin.y = 1_000_003 - 24
    let shown = layout.layoutAttributesForElements(in: source.layoutBounds)
    #expect(shown.count == 24 && shown.last?.indexPath == last)
    #expect(layout.columnOffsets == [0, 6, 27] && layout.tableWidth == 36)
  }
}
