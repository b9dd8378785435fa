@testable import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeFixtures
import CascadeLayout
import CascadeTestSupport
import Testing

/// The interactive grid self-sizes: End on records shaped like real data shows the last card at
/// once, exact, each row as tall as its tallest card measured as the waterfall measures it; the
/// loop's measuring jobs leave no card near the screen at its estimate.
@Suite struct GridSelfSizingTests {
  @Test func endShowsTheLastRowExactAndJobsMeasureAroundIt() throws {
    let runner = MeasuringJobTests.StepRunner()
    let records = try RecordLoader.load(
      data: RealisticRecords.ndjson(count: 3_000), name: "real.ndjson", format: .ndjson, fields: .standard)
    let v = viewer(records, size: Size(width: 120, height: 40)) {
      $0.layout = .grid
      $0.estimatedCardHeight = ViewerOptions.interactiveCardHeightEstimate
    }
    v.measuringRunner = { runner.keep($0) }
    _ = screen(v)
    let grid = try #require(v.collectionView.collectionViewLayout as? FlowLayout)
    #expect(grid.isSelfSizing)
    _ = v.handle(.key(.end))
    _ = screen(v)
    let last = IndexPath(item: 2_999, section: 0)
    #expect(v.collectionView.focusedIndexPath == last)
    #expect(grid.estimatedItems(in: v.collectionView.bounds).isEmpty)
    let frame = try #require(grid.layoutAttributesForItem(at: last)).frame
    #expect(v.collectionView.bounds.minY <= frame.minY && frame.maxY <= v.collectionView.bounds.maxY)
    // The last row's height is its tallest card's, measured as the waterfall measures cards.
    let row = grid.layoutAttributesForElements(in: Rect(x: 0, y: frame.minY, width: 120, height: 1))
    let tallest = row.map { card in
      CardSource.measuredHeight(
        of: records.record(at: card.indexPath), cardFields: v.source.cardFields, width: card.frame.width,
        maxLines: v.source.maxLines)
    }.max()
    #expect(frame.height == tallest)
    var jobs = 0
    while v.isMeasuring || v.hasPendingWork {
      runner.runAll()
      _ = v.advance()
      jobs += 1
      if jobs > 50 { break }
    }
    #expect(!v.hasEstimatedCardsNearby, "after \(jobs) jobs")
    #expect(v.collectionView.focusedIndexPath == last)
  }
}
