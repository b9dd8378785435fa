import CascadeLayout
import Testing

/// A self-sizing waterfall inside a `CompositionalLayout` asks its estimates, and whether they are
/// uniform, of the composite's source for its real section.
@Suite struct CompositionalSelfSizingTests {
  /// Counts the estimate questions and records the sections and index paths they name.
  final class EstimatingSource: LayoutSource, WaterfallLayoutDelegate {
    var layoutBounds = Rect(x: 0, y: 0, width: 60, height: 20)
    let counts: [Int]
    let uniform: Bool
    var estimatesAsked = 0
    var estimateSections: Set<Int> = []
    var uniformSections: Set<Int> = []

    init(counts: [Int], uniform: Bool) {
      self.counts = counts
      self.uniform = uniform
    }

    func numberOfSections() -> Int { counts.count }
    func numberOfItems(inSection section: Int) -> Int { counts[section] }
    func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int {
      1 + indexPath.item % 5
    }
    func waterfallLayout(_ layout: WaterfallLayout, estimatedHeightForItemAt indexPath: IndexPath, width: Int) -> Int {
      estimatesAsked += 1
      estimateSections.insert(indexPath.section)
      return 3
    }
    func waterfallLayout(_ layout: WaterfallLayout, hasFullWidthItemsInSection section: Int) -> Bool { false }
    func waterfallLayout(_ layout: WaterfallLayout, hasUniformEstimatesInSection section: Int) -> Bool {
      uniformSections.insert(section)
      return uniform
    }
  }

  private func composite(over source: EstimatingSource) -> CompositionalLayout {
    let layout = CompositionalLayout { index, _ in
      guard index == 1 else { return .list() }
      let waterfall = WaterfallLayout()
      waterfall.columnCount = .fixed(3)
      waterfall.estimatedItemHeight = 3
      return CompositionalSection(layout: waterfall)
    }
    layout.source = source
    layout.prepare()
    return layout
  }

  @Test func uniformEstimatesReachTheWaterfallSection() {
    let counts = [4, 200_000]
    let uniform = EstimatingSource(counts: counts, uniform: true)
    let asking = EstimatingSource(counts: counts, uniform: false)
    let fast = composite(over: uniform)
    let slow = composite(over: asking)
    let last = IndexPath(item: counts[1] - 1, section: 1)
    let end = fast.layoutAttributesForItem(at: last)
    #expect(end != nil)
    #expect(end == slow.layoutAttributesForItem(at: last))
    // The promise is asked for the real section, and spares a question per card.
    #expect(uniform.uniformSections.contains(1))
    #expect(uniform.estimatesAsked == 0)
    // Without it, every estimate is asked, naming the real section.
    #expect(asking.estimatesAsked >= counts[1])
    #expect(asking.estimateSections == [1])
    let middle = Rect(x: 0, y: end!.frame.minY / 2, width: 60, height: 20)
    #expect(fast.layoutAttributesForElements(in: middle) == slow.layoutAttributesForElements(in: middle))
  }
}
