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
    /// Queries each method answered in the timed runs.
    var queries: (cascade: Int, linearScan: Int, union20: Int)
    /// Rects whose answers were compared, and the first disagreement (nil: all three agreed).
    var comparedRects: Int
    var disagreement: String?
    /// Placements and blocks a query read (`examinedByLastQuery`), mean over the compared rects.
    var examinedPerQuery: Double
  }

  /// Measures one collection size.
  static func measure(count: Int) -> Row {
    let source = SyntheticSource(count: count, viewport: viewport)
    let (layoutSamples, layout) = layoutSamples(source: source)
    let contentHeight = layout.collectionViewContentSize.height
    var random = BenchRandom(state: 42)
    let offsets = (0..<4_096).map { _ in random.next(below: max(1, contentHeight - viewport.height)) }
    func rect(_ i: Int) -> Rect {
      Rect(x: 0, y: offsets[i % offsets.count], width: viewport.width, height: viewport.height)
    }

    // Every method gets 15 timed runs; a run is at least 20 queries, so even the linear scan at 1M
    // has 300 samples behind its median. Each method starts at rect(0), so the rects a baseline
    // timed are a prefix of those Cascade timed (all 4,096).
    let queryRuns = 15, batch = 2_000
    let query = Measure.medianPerOperation(runs: queryRuns, batch: batch) { i in
      blackHole(layout.layoutAttributesForElements(in: rect(i)))
    }
    let linear = LinearScanBaseline(from: layout, count: count)
    let union = UnionOf20Baseline(attributes: linear.attributes)
    let scanBatch = max(20, 2_000_000 / count)
    let linearQuery = Measure.medianPerOperation(runs: queryRuns, batch: scanBatch) { i in
      blackHole(linear.query(rect(i)))
    }
    let unionQuery = Measure.medianPerOperation(runs: queryRuns, batch: scanBatch * 10) { i in
      blackHole(union.query(rect(i)))
    }

    // The three must answer alike: the union for every rect timed (all offsets), the linear scan
    // for every rect it timed. Compared as sorted item indices (the methods order results differently).
    func items(_ attributes: [LayoutAttributes]) -> [Int] {
      attributes.filter { $0.category == .cell }.map(\.indexPath.item).sorted()
    }
    var disagreement: String?
    let timedByCascade = min(offsets.count, queryRuns * batch), timedByScan = min(offsets.count, queryRuns * scanBatch)
    var examined = 0
    for i in 0..<timedByCascade where disagreement == nil {
      let cascade = items(layout.layoutAttributesForElements(in: rect(i)))
      examined += layout.examinedByLastQuery
      if items(union.query(rect(i))) != cascade { disagreement = "union-of-20 differs at \(rect(i))" }
      if i < timedByScan, items(linear.query(rect(i))) != cascade { disagreement = "linear scan differs at \(rect(i))" }
    }
    withExtendedLifetime(source) {}
    return Row(
      count: count, layoutNanosecondsPerItem: Measure.median(layoutSamples) / Double(count),
      queryMicroseconds: query / 1_000, linearScanMicroseconds: linearQuery / 1_000,
      union20Microseconds: unionQuery / 1_000,
      bytesPerItem: Double(layout.allocatedBytes) / Double(count),
      queries: (queryRuns * batch, queryRuns * scanBatch, queryRuns * scanBatch * 10), comparedRects: timedByCascade,
      disagreement: disagreement, examinedPerQuery: Double(examined) / Double(max(1, timedByCascade)))
  }

  /// Nanoseconds per item to place every item of a fresh layout, one sample per run, and the last
  /// layout placed.
  static func layoutSamples(source: SyntheticSource) -> ([Double], WaterfallLayout) {
    let runs = source.count >= 1_000_000 ? 9 : 11
    var samples: [Double] = []
    var kept: WaterfallLayout?
    for _ in 0..<runs {
      let layout = source.makeWaterfall()
      samples.append(Measure.nanoseconds { blackHole(layout.collectionViewContentSize) })
      kept = layout
    }
    guard let kept else { fatalError("no runs") }
    return (samples, kept)
  }

  /// The layout figure alone: median nanoseconds per item to place `count` items.
  static func layoutNanosecondsPerItem(count: Int) -> Double {
    let (samples, _) = layoutSamples(source: SyntheticSource(count: count, viewport: viewport))
    return Measure.median(samples) / Double(count)
  }

  /// Milliseconds from a fresh, un-prepared waterfall of `count` items to the answer of a query at
  /// the top; median of several runs.
  static func firstQueryMilliseconds(count: Int) -> Double {
    var samples: [Double] = []
    let source = SyntheticSource(count: count, viewport: viewport)
    for _ in 0..<7 {
      samples.append(
        Measure.nanoseconds {
          let layout = source.makeWaterfall()
          blackHole(layout.layoutAttributesForElements(in: Rect(origin: .zero, size: viewport)))
        })
    }
    return Measure.median(samples) / 1e6
  }
}
