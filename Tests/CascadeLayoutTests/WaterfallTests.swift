import CascadeLayout
import CascadeTestSupport
import Testing

@Suite final class WaterfallTests {
  /// Layouts hold their source weakly (as UIKit layouts hold their collection view): the test keeps it.
  private var sources: [ArraySource] = []

  private func waterfall(width: Int, heights: [[Int]], configure: (WaterfallLayout) -> Void = { _ in }) -> (
    WaterfallLayout, ArraySource
  ) {
    let source = ArraySource(bounds: Rect(x: 0, y: 0, width: width, height: 10), heights: heights)
    let layout = WaterfallLayout()
    configure(layout)
    layout.source = source
    layout.delegate = source
    layout.prepare()
    sources.append(source)
    return (layout, source)
  }

  private func frames(_ layout: WaterfallLayout, _ count: Int) -> [Rect] {
    (0..<count).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
  }

  @Test func shortestColumnFirstAsInTheSeeds() {
    // 3 columns of (11 - 2) / 3 = 3 cells; heights 4, 2, 3 fill a row, then 1 goes under the 2.
    let (layout, _) = waterfall(width: 11, heights: [[4, 2, 3, 1, 5]]) { $0.columnCount = .fixed(3) }
    #expect(
      frames(layout, 5) == [
        Rect(x: 0, y: 0, width: 3, height: 4), Rect(x: 4, y: 0, width: 3, height: 2),
        Rect(x: 8, y: 0, width: 3, height: 3),
        Rect(x: 4, y: 2, width: 3, height: 1), Rect(x: 4, y: 3, width: 3, height: 5),
      ])
    #expect(layout.collectionViewContentSize == Size(width: 11, height: 8))
  }

  @Test func roundRobinOrdersAsInSeed02() {
    let (ltr, _) = waterfall(width: 11, heights: [[4, 2, 3, 1]]) {
      $0.columnCount = .fixed(3); $0.renderOrder = .leftToRight
    }
    #expect(frames(ltr, 4).map(\.minX) == [0, 4, 8, 0])
    #expect(frames(ltr, 4)[3].minY == 4)
    let (rtl, _) = waterfall(width: 11, heights: [[4, 2, 3, 1]]) {
      $0.columnCount = .fixed(3); $0.renderOrder = .rightToLeft
    }
    #expect(frames(rtl, 4).map(\.minX) == [8, 4, 0, 8])
  }

  @Test func leftoverWidthGoesToTheFirstColumns() {
    // 14 - 3 spacing = 11 cells over 4 columns: 3, 3, 3, 2.
    let (layout, _) = waterfall(width: 14, heights: [[1, 1, 1, 1]]) { $0.columnCount = .fixed(4) }
    #expect(frames(layout, 4).map(\.width) == [3, 3, 3, 2])
    #expect(frames(layout, 4).last?.maxX == 14)
  }

  @Test func automaticColumnsFromMinimumWidth() {
    let (layout, _) = waterfall(width: 80, heights: [[1, 1, 1, 1, 1, 1]]) {
      $0.columnCount = .automatic(minimumWidth: 24)
    }
    #expect(Set(frames(layout, 6).map(\.minX)).count == 3)
  }

  @Test func fullWidthItemSpansAllColumnsBelowTheTallest() {
    let (layout, source) = waterfall(width: 11, heights: [[4, 2, 1, 3]]) {
      $0.columnCount = .fixed(2); $0.rowSpacing = 1
    }
    source.fullWidth = [IndexPath(item: 2, section: 0)]
    layout.invalidateLayout()
    layout.prepare()
    let f = frames(layout, 4)
    #expect(f[2] == Rect(x: 0, y: 5, width: 11, height: 1))
    #expect(f[3].minY == 7 && f[3].minX == 0)
  }

  @Test func headersFootersAndInsetsStackSections() {
    let (layout, _) = waterfall(width: 20, heights: [[2], [3]]) {
      $0.columnCount = .fixed(1); $0.headerHeight = 1; $0.footerHeight = 1
      $0.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
    }
    let all = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 20, height: 100))
    #expect(
      all.map(\.category) == [
        .supplementaryView(.sectionHeader), .cell, .supplementaryView(.sectionFooter),
        .supplementaryView(.sectionHeader), .cell, .supplementaryView(.sectionFooter),
      ])
    #expect(
      all.map(\.frame) == [
        Rect(x: 0, y: 0, width: 20, height: 1), Rect(x: 2, y: 2, width: 16, height: 2),
        Rect(x: 0, y: 5, width: 20, height: 1),
        Rect(x: 0, y: 6, width: 20, height: 1), Rect(x: 2, y: 8, width: 16, height: 3),
        Rect(x: 0, y: 12, width: 20, height: 1),
      ])
  }

  @Test func stickyHeaderFollowsTheOffsetWithinItsSection() {
    let (layout, source) = waterfall(width: 10, heights: [[5, 5], [5]]) {
      $0.columnCount = .fixed(1); $0.headerHeight = 1
    }
    layout.sectionHeadersPinToVisibleBounds = true
    // Section 0 spans rows 0..<11 (header 1 + 10 rows); section 1 starts at 11.
    source.layoutBounds.origin.y = 4
    #expect(
      layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 0, section: 0))?.frame
        .minY == 4)
    source.layoutBounds.origin.y = 10
    #expect(
      layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 0, section: 0))?.frame
        .minY == 10)
    source.layoutBounds.origin.y = 12
    let headers = layout.layoutAttributesForElements(in: Rect(x: 0, y: 12, width: 10, height: 3)).filter {
      $0.category == .supplementaryView(.sectionHeader)
    }
    #expect(headers.map(\.indexPath.section) == [1])
    #expect(headers.first?.frame.minY == 12 && headers.first?.zIndex == 1)
  }

  @Test func badInputGivesOneRowCardsAndAtLeastOneColumn() {
    let (layout, _) = waterfall(width: 3, heights: [[0, -4, Int.max, 2]]) { $0.columnCount = .fixed(0) }
    let f = frames(layout, 4)
    #expect(f.map(\.height) == [1, 1, WaterfallLayout.maximumItemHeight, 2])
    #expect(f.allSatisfy { $0.width == 3 })
    let (narrow, _) = waterfall(width: 5, heights: [[1, 1, 1, 1, 1, 1, 1, 1]]) {
      $0.columnCount = .fixed(8); $0.columnSpacing = 1
    }
    #expect(Set(frames(narrow, 8).map(\.minX)) == [0, 2, 4], "5 cells fit three 1-cell columns with spacing")
    let (zero, _) = waterfall(width: 0, heights: [[1, 1]])
    #expect(frames(zero, 2).allSatisfy { $0.width >= 1 })
    let (empty, _) = waterfall(width: 40, heights: [])
    #expect(empty.collectionViewContentSize == Size(width: 40, height: 0))
    #expect(empty.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 40, height: 40)).isEmpty)
    #expect(empty.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
    let (emptySections, _) = waterfall(width: 40, heights: [[], []]) { $0.headerHeight = 1 }
    #expect(emptySections.collectionViewContentSize.height == 2)
  }

  @Test func aspectRatioHeightsApplyTheCellAspect() {
    #expect(WaterfallLayout.itemHeight(aspectRatio: 1, width: 20, cellAspect: 0.5) == 10)
    #expect(WaterfallLayout.itemHeight(aspectRatio: 1.5, width: 20, cellAspect: 0.5) == 15)
    #expect(WaterfallLayout.itemHeight(aspectRatio: 1, width: 20, cellAspect: 1) == 20)
    for bad in [0, -1, Double.nan, Double.infinity, -Double.infinity, 1e-9] {
      #expect(WaterfallLayout.itemHeight(aspectRatio: bad, width: 20, cellAspect: 0.5) == 1, "aspect \(bad)")
    }
    #expect(
      WaterfallLayout.itemHeight(aspectRatio: 1e12, width: 20, cellAspect: 0.5) == WaterfallLayout.maximumItemHeight)
  }

  @Test func queryNearTheTopOfTenMillionItemsPlacesOnlyWhatItShows() {
    let source = GeneratedHeights(count: 10_000_000, bounds: Rect(x: 0, y: 0, width: 200, height: 60)) { 3 + $0 % 7 }
    let layout = source.waterfall(columns: 4)
    let visible = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 200, height: 60))
    #expect(!visible.isEmpty)
    #expect(layout.placedItemCount < 200, "placed \(layout.placedItemCount) items for one screen")
    // Scrolling further places a little more, never everything.
    _ = layout.layoutAttributesForElements(in: Rect(x: 0, y: 6_000, width: 200, height: 60))
    #expect(layout.placedItemCount < 10_000)
    #expect(layout.contentSize(placingThrough: 9_000).height >= 9_000)
  }

  @Test func appendContinuesFromSavedColumnsWithoutAskingAgain() {
    let (layout, source) = waterfall(width: 20, heights: [[3, 1, 2, 5]])
    _ = layout.collectionViewContentSize
    let askedBefore = source.asked
    source.heights[0] += [1, 1]
    layout.invalidateLayout(with: .itemsAppended(section: 0))
    _ = layout.collectionViewContentSize
    #expect(source.asked - askedBefore == 2, "only the two new items are measured")
  }

  /// Content taller than 2³¹ rows: 40,000 cards of the tallest height in one column. Tops keep
  /// increasing and a query at the bottom finds the last card.
  @Test func contentBeyondThirtyTwoBitRows() {
    let tallest = WaterfallLayout.maximumItemHeight
    let (layout, _) = waterfall(width: 10, heights: [Array(repeating: tallest, count: 40_000)]) {
      $0.columnCount = .fixed(1)
    }
    let height = layout.collectionViewContentSize.height
    #expect(height == 40_000 * tallest)
    #expect(height > Int(Int32.max))
    let last = layout.layoutAttributesForItem(at: IndexPath(item: 39_999, section: 0))
    #expect(last?.frame.minY == 39_999 * tallest)
    let bottom = layout.layoutAttributesForElements(in: Rect(x: 0, y: height - 5, width: 10, height: 5))
    #expect(bottom.map(\.indexPath.item) == [39_999])
  }

  /// Four billion items: the first query answers without reserving memory for all of them (8 bytes
  /// each would be 32 GiB) and places only what it shows.
  @Test func aSectionOfFourBillionItemsStartsSmall() {
    let source = GeneratedHeights(count: 1 << 32, bounds: Rect(x: 0, y: 0, width: 120, height: 40)) { 2 + $0 % 9 }
    let layout = source.waterfall(columns: 3)
    #expect(!layout.layoutAttributesForElements(in: source.layoutBounds).isEmpty)
    #expect(layout.placedItemCount < 100)
    #expect(layout.allocatedBytes < 256 << 20, "reserved \(layout.allocatedBytes) bytes")
  }
}
