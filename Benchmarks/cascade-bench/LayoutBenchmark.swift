import CascadeLayout

/// Layout speed, query speed against the two baselines, memory per item, and the first query on a
/// fresh 10,000,000-item waterfall.
struct LayoutBenchmark {
  static let viewport = Size(width: 200, height: 60)

  struct Row {
    var count: Int
    var layoutNanosecondsPerItem: Double
    var queryMicroseconds: Double
    var linearScanMicroseconds: Double
    var union20Microseconds: Double
    var bytesPerItem: Double
  }

  /// Measures one collection size.
  static func measure(count: Int) -> Row {
    // Layout: place every item of a fresh layout; median of several runs.
    let runs = count >= 1_000_000 ? 9 : 11
    var layoutSamples: [Double] = []
    var kept: WaterfallLayout?
    let source = SyntheticSource(count: count, viewport: viewport)
    for _ in 0..<runs {
      let layout = source.makeWaterfall()
      layoutSamples.append(Measure.nanoseconds { blackHole(layout.collectionViewContentSize) })
      kept = layout
    }
    guard let layout = kept else { fatalError("no runs") }
    let contentHeight = layout.collectionViewContentSize.height
    var random = BenchRandom(state: 42)
    let offsets = (0..<4_096).map { _ in random.next(below: max(1, contentHeight - viewport.height)) }
    func rect(_ i: Int) -> Rect { Rect(x: 0, y: offsets[i % offsets.count], width: viewport.width, height: viewport.height) }

    let query = Measure.medianPerOperation(runs: 15, batch: 2_000) { i in blackHole(layout.layoutAttributesForElements(in: rect(i))) }
    let linear = LinearScanBaseline(from: layout, count: count)
    let union = UnionOf20Baseline(attributes: linear.attributes)
    let scanBatch = max(1, 2_000_000 / count)
    let linearQuery = Measure.medianPerOperation(runs: 7, batch: scanBatch) { i in blackHole(linear.query(rect(i))) }
    let unionQuery = Measure.medianPerOperation(runs: 7, batch: scanBatch * 10) { i in blackHole(union.query(rect(i))) }
    withExtendedLifetime(source) {}
    return Row(
      count: count, layoutNanosecondsPerItem: Measure.median(layoutSamples) / Double(count),
      queryMicroseconds: query / 1_000, linearScanMicroseconds: linearQuery / 1_000, union20Microseconds: unionQuery / 1_000,
      bytesPerItem: Double(layout.allocatedBytes) / Double(count))
  }

  /// Milliseconds from a fresh, un-prepared waterfall of `count` items to the answer of a query at
  /// the top; median of several runs.
  static func firstQueryMilliseconds(count: Int) -> Double {
    var samples: [Double] = []
    let source = SyntheticSource(count: count, viewport: viewport)
    for _ in 0..<7 {
      samples.append(Measure.nanoseconds {
        let layout = source.makeWaterfall()
        blackHole(layout.layoutAttributesForElements(in: Rect(origin: .zero, size: viewport)))
      })
    }
    return Measure.median(samples) / 1e6
  }
}
