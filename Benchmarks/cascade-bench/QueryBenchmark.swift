import CascadeLayout

/// `cascade-bench query`: the visible-rect query over 1,000,000 cards in the layouts the viewer
/// uses, with estimated blocks present and absent: the waterfall, the flow (grid) and a
/// compositional layout's waterfall section below a grid. Each is timed against unions of 20 over
/// the same layout's attributes in the same run, and reports what each query read
/// (`examinedByLastQuery`), the figure the tests bound.
struct QueryBenchmark {
  struct Row {
    var name: String
    var queryMicroseconds: Double
    var union20Microseconds: Double
    /// Placements, blocks or lines read per query: mean and most over the timed rects.
    var examined: Double
    var mostExamined: Int
    /// Cards returned per query, mean.
    var returned: Double
    /// Cards stored one by one, of all placed (the rest are in estimated blocks).
    var storedOneByOne: String
    var disagreement: String?
  }

  static let viewport = LayoutBenchmark.viewport

  typealias Maker = (QuerySource) -> (layout: any CollectionViewLayout & QueryWorkCounting, measured: SelfSizingLayout?)

  /// The layouts measured, by row name, with their section counts.
  static var layouts: [(name: String, sections: Int, make: Maker)] {
    [
      ("waterfall", 1, { QuerySource.waterfall($0, estimated: false) }),
      ("waterfall_blocks", 1, { QuerySource.waterfall($0, estimated: true) }),
      ("flow", 1, { QuerySource.flow($0, estimated: false) }),
      ("flow_estimated_lines", 1, { QuerySource.flow($0, estimated: true) }),
      ("compositional_waterfall", 2, { QuerySource.compositional($0, estimated: false) }),
      ("compositional_blocks", 2, { QuerySource.compositional($0, estimated: true) }),
    ]
  }

  static func measure(count: Int) -> [Row] {
    layouts.map { row($0.name, count: count, sections: $0.sections, make: $0.make) }
  }

  /// `cascade-bench query-profile LAYOUT [queries]`: the named layout made as `row` makes it, then
  /// `queries` queries in `profiledQueries` alone, for counting a query's instructions:
  /// `valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*profiledQueries*'`.
  static func profile(layout name: String, count: Int, queries: Int) -> Bool {
    guard let entry = layouts.first(where: { $0.name == name }) else { return false }
    var random = BenchRandom(state: 7)
    let prepared = prepare(count: count, sections: entry.sections, random: &random, make: entry.make)
    let offsets = (0..<4_096).map { _ in random.next(below: max(1, prepared.contentHeight - viewport.height)) }
    profiledQueries(prepared.layout, offsets: offsets, queries: queries)
    withExtendedLifetime(prepared.source) {}
    return true
  }

  @inline(never) static func profiledQueries(_ layout: CollectionViewLayout, offsets: [Int], queries: Int) {
    for i in 0..<queries {
      let rect = Rect(x: 0, y: offsets[i % offsets.count], width: viewport.width, height: viewport.height)
      blackHole(layout.layoutAttributesForElements(in: rect))
    }
  }

  /// A layout over `count` cards, measured where a reader would have looked when it is
  /// self-sizing (the first screen, End's and 50 screens here and there, each splitting the
  /// blocks, at offsets drawn from `random`), then fully placed.
  static func prepare(count: Int, sections: Int, random: inout BenchRandom, make: Maker) -> (
    source: QuerySource, layout: any CollectionViewLayout & QueryWorkCounting, contentHeight: Int
  ) {
    let source = QuerySource(count: count, sections: sections, viewport: viewport)
    let (layout, measured) = make(source)
    _ = layout.collectionViewContentSize
    if let measured {
      func measure(at y: Int) {
        measured.measureItems(in: Rect(x: 0, y: max(0, y), width: viewport.width, height: viewport.height))
      }
      measure(at: 0)
      measure(at: measured.collectionViewContentSize.height - viewport.height)
      for _ in 0..<50 {
        measure(at: random.next(below: measured.collectionViewContentSize.height - viewport.height))
      }
    }
    return (source, layout, layout.collectionViewContentSize.height)
  }

  /// One layout, prepared, then queried at 4,096 seeded offsets against unions of 20 over its own
  /// attributes.
  static func row(_ name: String, count: Int, sections: Int = 1, make: Maker) -> Row {
    var random = BenchRandom(state: 7)
    let (source, layout, contentHeight) = prepare(count: count, sections: sections, random: &random, make: make)
    let offsets = (0..<4_096).map { _ in random.next(below: max(1, contentHeight - viewport.height)) }
    func rect(_ i: Int) -> Rect {
      Rect(x: 0, y: offsets[i % offsets.count], width: viewport.width, height: viewport.height)
    }
    let queryRuns = 15, batch = 2_000
    let query = Measure.medianPerOperation(runs: queryRuns, batch: batch) { i in
      blackHole(layout.layoutAttributesForElements(in: rect(i)))
    }
    var attributes: [LayoutAttributes] = []
    attributes.reserveCapacity(count + 40 * (sections - 1))
    for s in 0..<sections {
      for item in 0..<source.numberOfItems(inSection: s) {
        if let cell = layout.layoutAttributesForItem(at: IndexPath(item: item, section: s)) { attributes.append(cell) }
      }
    }
    let union = UnionOf20Baseline(attributes: attributes)
    let scanBatch = max(20, 2_000_000 / count) * 10
    let unionQuery = Measure.medianPerOperation(runs: queryRuns, batch: scanBatch) { i in
      blackHole(union.query(rect(i)))
    }
    func cells(_ found: [LayoutAttributes]) -> [IndexPath] {
      found.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }
    var disagreement: String?
    var examined = 0, most = 0, returned = 0
    for i in 0..<offsets.count {
      let found = layout.layoutAttributesForElements(in: rect(i))
      examined += layout.examinedByLastQuery
      most = max(most, layout.examinedByLastQuery)
      returned += found.count
      if disagreement == nil, cells(found) != cells(union.query(rect(i))) {
        disagreement = "\(name): union-of-20 differs at \(rect(i))"
      }
    }
    withExtendedLifetime(source) {}
    return Row(
      name: name, queryMicroseconds: query / 1_000, union20Microseconds: unionQuery / 1_000,
      examined: Double(examined) / Double(offsets.count), mostExamined: most,
      returned: Double(returned) / Double(offsets.count), storedOneByOne: source.storedOneByOne(layout),
      disagreement: disagreement)
  }

  /// The table, the targets and a `bench` line per layout.
  static func report(_ rows: [Row]) -> [Target] {
    let header = ["layout", "query us", "union-of-20 us", "vs union20", "read/query", "most read", "cards/query"]
    print(
      rightAligned(header[0], 34) + header.dropFirst().map { rightAligned($0, 15) }.joined() + "  stored one by one")
    for row in rows {
      let cells = [
        decimal(row.queryMicroseconds), decimal(row.union20Microseconds, 1),
        decimal(row.union20Microseconds / row.queryMicroseconds, 0) + "x", decimal(row.examined, 1),
        String(row.mostExamined), decimal(row.returned, 1),
      ]
      print(rightAligned(row.name, 34) + cells.map { rightAligned($0, 15) }.joined() + "  " + row.storedOneByOne)
    }
    var targets: [Target] = []
    for row in rows {
      targets.append(
        Target(
          name: "query >= 50x faster than union-of-20 at 1M: \(row.name)",
          met: row.union20Microseconds / row.queryMicroseconds >= 50,
          detail: decimal(row.union20Microseconds / row.queryMicroseconds, 0) + "x"))
    }
    targets.append(
      Target(
        name: "every layout's query returns the cards of union-of-20 for every sampled rect",
        met: rows.allSatisfy { $0.disagreement == nil },
        detail: rows.compactMap(\.disagreement).first ?? "\(rows.count) layouts x 4096 rects"))
    return targets
  }

  static func benchLines(_ rows: [Row]) -> [String] {
    rows.map { row in
      "bench query_us=\(decimal(row.queryMicroseconds)) examined=\(decimal(row.examined, 1)) "
        + "union20_us=\(decimal(row.union20Microseconds)) layout=\(row.name) N=1000000"
    }
  }
}

/// N cards whose heights come from their aspect ratios (as `SyntheticSource`), for the three
/// layouts; a compositional layout gets a grid of 40 cards above them. Estimates are uniform, so
/// a self-sizing waterfall stores its runs as blocks.
final class QuerySource: LayoutSource, WaterfallLayoutDelegate, FlowLayoutDelegate {
  let count: Int
  let sections: Int
  var layoutBounds: Rect
  let aspectRatios: [Float]

  init(count: Int, sections: Int, viewport: Size) {
    self.count = count
    self.sections = sections
    layoutBounds = Rect(origin: .zero, size: viewport)
    aspectRatios = (0..<count).map { Float(SyntheticSource.aspectRatio(of: $0)) }
  }

  func numberOfSections() -> Int { sections }
  func numberOfItems(inSection section: Int) -> Int { section == sections - 1 ? count : 40 }
  func waterfallLayout(_ layout: WaterfallLayout, hasFullWidthItemsInSection section: Int) -> Bool { false }
  func waterfallLayout(_ layout: WaterfallLayout, hasUniformEstimatesInSection section: Int) -> Bool { true }
  func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int {
    layout.itemHeight(aspectRatio: Double(aspectRatios[indexPath.item]), width: width)
  }
  func flowLayout(_ layout: FlowLayout, hasUniformEstimatesInSection section: Int) -> Bool { true }
  func flowLayout(_ layout: FlowLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int {
    WaterfallLayout.itemHeight(aspectRatio: Double(aspectRatios[indexPath.item]), width: width, cellAspect: 0.5)
  }

  /// The layout's waterfall, kept for `storedOneByOne`.
  private var waterfall: WaterfallLayout?

  static func waterfall(_ source: QuerySource, estimated: Bool) -> (
    layout: any CollectionViewLayout & QueryWorkCounting, measured: SelfSizingLayout?
  ) {
    let layout = source.makeWaterfall(estimated: estimated)
    layout.source = source
    layout.delegate = source
    return (layout, estimated ? layout : nil)
  }

  static func flow(_ source: QuerySource, estimated: Bool) -> (
    layout: any CollectionViewLayout & QueryWorkCounting, measured: SelfSizingLayout?
  ) {
    let layout = FlowLayout()
    layout.itemSize = Size(width: 24, height: 8)
    if estimated { layout.estimatedItemHeight = 8 }
    layout.source = source
    layout.delegate = source
    return (layout, estimated ? layout : nil)
  }

  /// A grid of 40 cards, then the waterfall section; its waterfall measured in its own coordinates.
  static func compositional(_ source: QuerySource, estimated: Bool) -> (
    layout: any CollectionViewLayout & QueryWorkCounting, measured: SelfSizingLayout?
  ) {
    let waterfall = source.makeWaterfall(estimated: estimated)
    let layout = CompositionalLayout { section, _ in
      section == 0 ? .grid(itemSize: Size(width: 24, height: 4)) : CompositionalSection(layout: waterfall)
    }
    layout.source = source
    return (layout, estimated ? waterfall : nil)
  }

  private func makeWaterfall(estimated: Bool) -> WaterfallLayout {
    let layout = WaterfallLayout()
    layout.columnCount = .fixed(4)
    if estimated { layout.estimatedItemHeight = 12 }
    waterfall = layout
    return layout
  }

  /// "P of N" for the waterfall's cards stored one by one; "-" for a flow.
  func storedOneByOne(_ layout: CollectionViewLayout) -> String {
    guard let waterfall else { return "-" }
    return "\(waterfall.itemsStoredOneByOne) of \(waterfall.placedItemCount)"
  }
}
