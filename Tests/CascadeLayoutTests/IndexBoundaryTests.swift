import CascadeLayout
import Testing

/// The waterfall stores item indices in 32 unsigned bits and places at most 2^32 items a section;
/// its buffers check their reads in every build.
@Suite struct IndexBoundaryTests {
  @Test func theLastIndexASectionCanHoldIsStoredAsItIs() {
    let last = UInt32(WaterfallLayout.maximumItemsPerSection - 1)
    #expect(Int(last) == (1 << 32) - 1)
    let lists = ColumnLists(columns: 2, capacity: 1)
    lists.append(UInt32(Int32.max), toColumn: 1)
    lists.append(UInt32(Int32.max) + 1, toColumn: 1)
    lists.append(last, toColumn: 1)
    #expect((0..<3).map { lists[1, $0] } == [UInt32(Int32.max), UInt32(Int32.max) + 1, last])
    #expect(lists.last(ofColumn: 1) == last)
    lists.truncate(column: 1, to: 2)
    #expect(lists.last(ofColumn: 1) == UInt32(Int32.max) + 1)
    let wide = PlacementBuffer<UInt32>(capacity: 1)
    wide.append(last)
    #expect(wide[0] == last && wide.last == last)
  }

  /// A source reporting more than 2^32 items: the layout answers nothing past the limit, and asking
  /// for such an item (or any past the end) places nothing.
  @Test func itemsPastTheLimitHaveNoAttributesAndCostNothing() {
    let source = GeneratedHeights(count: 1 << 33, bounds: Rect(x: 0, y: 0, width: 120, height: 40)) { 2 + $0 % 9 }
    let layout = source.waterfall(columns: 3)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1 << 32, section: 0)) == nil)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: (1 << 33) - 1, section: 0)) == nil)
    #expect(layout.placedItemCount == 0)
    let small = GeneratedHeights(count: 1_000, bounds: Rect(x: 0, y: 0, width: 120, height: 40)) { 2 + $0 % 9 }
    let smallLayout = small.waterfall(columns: 3)
    #expect(smallLayout.layoutAttributesForItem(at: IndexPath(item: 1_000, section: 0)) == nil)
    #expect(smallLayout.placedItemCount == 0)
    #expect(smallLayout.layoutAttributesForItem(at: IndexPath(item: 999, section: 0)) != nil)
  }

  /// Reads past what was stored stop the program in every build instead of reading other memory.
  @Test func readsPastTheEndTrap() async {
    await #expect(processExitsWith: .failure) {
      let buffer = PlacementBuffer<UInt32>(capacity: 8)
      buffer.append(1)
      _ = buffer[1]
    }
    await #expect(processExitsWith: .failure) {
      let lists = ColumnLists(columns: 2, capacity: 8)
      lists.append(1, toColumn: 0)
      _ = lists[1, 0]
    }
    await #expect(processExitsWith: .failure) {
      _ = ColumnLists(columns: 2, capacity: 8).count(ofColumn: 2)
    }
  }
}
