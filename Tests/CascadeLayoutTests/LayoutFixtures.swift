import CascadeLayout
import CascadeTestSupport

/// A layout source and waterfall delegate backed by arrays, as a test or benchmark would write one.
final class ArraySource: LayoutSource, WaterfallLayoutDelegate {
  var layoutBounds: Rect
  /// Per section, per item: the height answered (may be zero or negative: the layout must cope).
  var heights: [[Int]]
  var fullWidth: Set<IndexPath> = []
  var columnsBySection: [Int: Int] = [:]
  /// How many heights the layout asked for.
  var asked = 0
  /// When set, a positive height grows with the width asked (`+ width % 4`), so an answer asked
  /// for the wrong column width gives a different frame.
  var heightsDependOnWidth = false
  /// Per section, per item: the estimate a self-sizing layout places the card at before it is
  /// measured (may be zero or negative); nil for the layout's `estimatedItemHeight`.
  var estimates: [[Int]]?
  /// Whether the source says its estimates are uniform when it has no per-item ones (the fast
  /// path for runs of unmeasured cards); false makes the layout ask about each card.
  var declaresUniformEstimates = true

  init(bounds: Rect, heights: [[Int]]) {
    self.layoutBounds = bounds
    self.heights = heights
  }

  func numberOfSections() -> Int { heights.count }
  func numberOfItems(inSection section: Int) -> Int { heights[section].count }
  func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int {
    asked += 1
    let height = heights[indexPath.section][indexPath.item]
    return heightsDependOnWidth && height > 0 ? height + width % 4 : height
  }
  func waterfallLayout(_ layout: WaterfallLayout, estimatedHeightForItemAt indexPath: IndexPath, width: Int) -> Int {
    estimates?[indexPath.section][indexPath.item] ?? layout.estimatedItemHeight ?? 1
  }
  func waterfallLayout(_ layout: WaterfallLayout, isFullWidthItemAt indexPath: IndexPath) -> Bool {
    fullWidth.contains(indexPath)
  }
  func waterfallLayout(_ layout: WaterfallLayout, hasUniformEstimatesInSection section: Int) -> Bool {
    declaresUniformEstimates && estimates == nil
  }
  func waterfallLayout(_ layout: WaterfallLayout, columnCountForSection section: Int) -> Int? {
    columnsBySection[section]
  }
  /// Only sections with a full-width item say they may have one, so the layout skips asking for
  /// the items of the others; the reference waterfall asks for every item and must agree.
  func waterfallLayout(_ layout: WaterfallLayout, hasFullWidthItemsInSection section: Int) -> Bool {
    fullWidth.contains { $0.section == section }
  }
}

/// One section of `count` items whose heights come from their index: a huge collection that costs
/// nothing until items are placed.
final class GeneratedHeights: LayoutSource, WaterfallLayoutDelegate {
  var layoutBounds: Rect
  let count: Int
  let height: @Sendable (Int) -> Int

  init(count: Int, bounds: Rect, height: @escaping @Sendable (Int) -> Int) {
    self.count = count
    self.layoutBounds = bounds
    self.height = height
  }

  func numberOfSections() -> Int { 1 }
  func numberOfItems(inSection section: Int) -> Int { count }
  func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int {
    height(indexPath.item)
  }

  /// A waterfall of `columns` columns over this source.
  func waterfall(columns: Int) -> WaterfallLayout {
    let layout = WaterfallLayout()
    layout.columnCount = .fixed(columns)
    layout.source = self
    layout.delegate = self
    return layout
  }
}

/// A random waterfall configuration: layout options, bounds and item heights.
struct RandomWaterfall {
  let layout: WaterfallLayout
  let source: ArraySource

  init(_ rng: inout SplitMix64, maxItems: Int = 60) {
    let width = Int.random(in: 0...120, using: &rng)
    let sectionCount = Int.random(in: 0...4, using: &rng)
    var heights: [[Int]] = []
    for _ in 0..<sectionCount {
      let n = Bool.random(using: &rng) ? Int.random(in: 0...maxItems, using: &rng) : Int.random(in: 0...3, using: &rng)
      heights.append(
        (0..<n).map { _ in
          Int.random(in: 0...10, using: &rng) == 0
            ? Int.random(in: -3...0, using: &rng) : Int.random(in: 1...14, using: &rng)
        })
    }
    source = ArraySource(
      bounds: Rect(x: 0, y: 0, width: width, height: Int.random(in: 1...40, using: &rng)), heights: heights)
    for s in heights.indices {
      for i in heights[s].indices where Int.random(in: 0..<20, using: &rng) == 0 {
        source.fullWidth.insert(IndexPath(item: i, section: s))
      }
      if Int.random(in: 0..<6, using: &rng) == 0 { source.columnsBySection[s] = Int.random(in: -1...6, using: &rng) }
    }
    layout = WaterfallLayout()
    layout.columnCount =
      Bool.random(using: &rng)
      ? .fixed(Int.random(in: 0...8, using: &rng)) : .automatic(minimumWidth: Int.random(in: 0...30, using: &rng))
    layout.columnSpacing = Int.random(in: 0...3, using: &rng)
    layout.rowSpacing = Int.random(in: 0...2, using: &rng)
    layout.sectionInset = EdgeInsets(
      top: Int.random(in: 0...2, using: &rng), left: Int.random(in: 0...3, using: &rng),
      bottom: Int.random(in: 0...2, using: &rng), right: Int.random(in: 0...3, using: &rng))
    layout.headerHeight = Int.random(in: 0...2, using: &rng)
    layout.footerHeight = Int.random(in: 0...2, using: &rng)
    layout.headerInset = EdgeInsets(
      top: Int.random(in: 0...1, using: &rng), left: Int.random(in: 0...2, using: &rng),
      bottom: Int.random(in: 0...1, using: &rng), right: 0)
    layout.footerInset = EdgeInsets(
      top: Int.random(in: 0...1, using: &rng), left: 0, bottom: Int.random(in: 0...1, using: &rng),
      right: Int.random(in: 0...2, using: &rng))
    layout.renderOrder =
      [.shortestFirst, .shortestFirst, .leftToRight, .rightToLeft][Int.random(in: 0...3, using: &rng)]
    layout.source = source
    layout.delegate = source
  }
}

extension CollectionViewLayout {
  /// Every element, gathered one by one through the per-element calls: the brute-force answer
  /// that `layoutAttributesForElements(in:)` must agree with.
  func allAttributesOneByOne(sections: [Int]) -> [LayoutAttributes] {
    var all: [LayoutAttributes] = []
    for (s, count) in sections.enumerated() {
      if let h = layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 0, section: s)) {
        all.append(h)
      }
      for i in 0..<count { if let a = layoutAttributesForItem(at: IndexPath(item: i, section: s)) { all.append(a) } }
      if let f = layoutAttributesForSupplementaryView(ofKind: .sectionFooter, at: IndexPath(item: 0, section: s)) {
        all.append(f)
      }
    }
    return all
  }
}

/// A random query rect, sometimes empty, sometimes outside the content, sometimes narrower than it.
func randomRect(_ rng: inout SplitMix64, content: Size) -> Rect {
  let h = max(1, content.height)
  return Rect(
    x: Bool.random(using: &rng) ? 0 : Int.random(in: -10...max(0, content.width), using: &rng),
    y: Int.random(in: -5...(h + 5), using: &rng),
    width: Bool.random(using: &rng) ? max(content.width, 1) : Int.random(in: 0...40, using: &rng),
    height: Int.random(in: 0...60, using: &rng))
}
