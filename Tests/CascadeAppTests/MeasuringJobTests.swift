@testable import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeFixtures
import CascadeLayout
import CascadeTestSupport
import Synchronization
import Testing

/// Cards measured on worker threads: the heights a `MeasuringJob` brings back from several threads
/// at once equal what the main thread's `CardSource.height(at:width:layout:)` answers, and the
/// viewer hands them to its self-sizing layout only for cards that still show the same records.
@Suite struct MeasuringJobTests {
  /// Records shaped like real data (nested objects, long bodies, URLs, CJK, emoji, combining
  /// marks, some 10,000-character lines) and text lines, at random widths, line limits and field
  /// choices: every height from four workers equals the single-threaded one.
  @Test func workersMeasureWhatTheMainThreadMeasures() throws {
    let realistic = try RecordLoader.load(
      data: RealisticRecords.ndjson(count: 1_500), name: "real.ndjson", format: .ndjson, fields: .standard)
    let lines = try RecordLoader.load(
      data: Array(
        (0..<500).map { i in "/usr/share/doc/package-\(i)/\(String(repeating: "sub/", count: i % 9))copyright 夕焼け \(i)"
        }.joined(separator: "\n").utf8),
      name: "lines.txt", format: .lines, fields: .standard)
    let failure = withEvery("seed", in: 0..<24) { seed, rng in
      let collection: any RecordCollection = seed % 3 == 0 ? lines : realistic
      let v = viewer(collection, size: Size(width: 120, height: 40))
      v.source.maxLines = Int.random(in: 1...14, using: &rng)
      if Bool.random(using: &rng) {
        v.source.cardFields = CardFields(chosen: Bool.random(using: &rng) ? [] : ["title", "tags", "author"])
      }
      guard let layout = v.collectionView.collectionViewLayout as? WaterfallLayout else { return "no waterfall" }
      let count = collection.sections[0].count
      let cards = (0..<400).map { _ in
        let ip = IndexPath(item: Int.random(in: 0..<count, using: &rng), section: 0)
        return (shown: ip, model: ip, width: Int.random(in: 3...90, using: &rng))
      }
      let job = MeasuringJob(cards: cards, cardFields: v.source.cardFields, maxLines: v.source.maxLines)
      job.run(collection: collection, workers: 4)
      guard let heights = job.take() else { return "no heights" }
      for (i, card) in cards.enumerated() {
        let expected = v.source.height(at: card.shown, width: card.width, layout: layout)
        if heights[i] != expected {
          return "\(card.model) at width \(card.width): \(heights[i].map(String.init) ?? "nil"), expected \(expected)"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Keeps the works handed to it until the test runs them.
  final class StepRunner: Sendable {
    private let works = Mutex<[@Sendable () -> Void]>([])
    func keep(_ work: @escaping @Sendable () -> Void) { works.withLock { $0.append(work) } }
    func runAll() {
      let taken = works.withLock { works in
        let taken = works
        works = []
        return taken
      }
      for work in taken { work() }
    }
  }

  static func selfSizingViewer(runner: StepRunner) throws -> Viewer {
    let records = try RecordLoader.load(
      data: RealisticRecords.ndjson(count: 3_000), name: "real.ndjson", format: .ndjson, fields: .standard)
    let v = viewer(records, size: Size(width: 120, height: 40)) {
      $0.estimatedCardHeight = ViewerOptions.interactiveCardHeightEstimate
    }
    v.measuringRunner = { runner.keep($0) }
    return v
  }

  /// A jump into the middle, then the loop's turns: the first hands the nearby cards to the
  /// workers without measuring any on the main thread, a later one takes their heights; the
  /// focused card keeps its row, and once the jobs are done no card near the screen is at its
  /// estimate.
  @Test func theLoopHandsNearbyCardsToWorkersAndTakesTheirHeights() throws {
    let runner = StepRunner()
    let v = try Self.selfSizingViewer(runner: runner)
    _ = screen(v)
    v.collectionView.focusItem(at: IndexPath(item: 1_500, section: 0))
    _ = screen(v)
    let focus = try #require(v.collectionView.focusedIndexPath)
    let row =
      try #require(v.collectionView.collectionViewLayout.layoutAttributesForItem(at: focus)).frame.minY
      - v.collectionView.bounds.minY
    #expect(v.hasPendingWork)
    #expect(v.advance() == false)
    #expect(v.isMeasuring && !v.hasPendingWork)
    var jobs = 0
    while v.isMeasuring || v.hasPendingWork {
      runner.runAll()
      _ = v.advance()
      jobs += 1
      if jobs > 50 { break }
    }
    #expect(!v.hasEstimatedCardsNearby, "after \(jobs) jobs")
    let after =
      try #require(v.collectionView.collectionViewLayout.layoutAttributesForItem(at: focus)).frame.minY
      - v.collectionView.bounds.minY
    #expect(after == row)
  }

  /// A job started before the cards changed (here the line limit) brings heights of the old
  /// cards: none of them is given to the layout.
  @Test func heightsOfCardsThatChangedMeanwhileAreDropped() throws {
    let runner = StepRunner()
    let v = try Self.selfSizingViewer(runner: runner)
    _ = screen(v)
    _ = v.handle(.key(.end))
    _ = screen(v)
    _ = v.advance()
    #expect(v.isMeasuring)
    v.source.maxLines = 2
    runner.runAll()
    #expect(v.advance() == false)
    #expect(!v.isMeasuring)
  }
}
