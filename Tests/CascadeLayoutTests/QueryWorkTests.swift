import CascadeLayout
import CascadeTestSupport
import Testing

/// A visible-rect query reads at most the cards it returns plus a few binary searches per column,
/// counted by the layout itself (`examinedByLastQuery`), not timed: a change that makes the query
/// walk the collection fails here whatever the machine's speed. Checked at 10⁴, 10⁶ and 10⁷
/// cards, with exact heights, with estimates placed card by card and with estimates stored as
/// blocks, at the top, after End, after measured heights arrive and after a width change.
@Suite struct QueryWorkTests {
  enum Heights: CaseIterable, CustomStringConvertible {
    /// Every height asked of the delegate.
    case exact
    /// Self-sizing, estimates that may differ per card: placed one by one, no blocks.
    case estimatedCardByCard
    /// Self-sizing, one estimate for every card: runs stored as blocks.
    case estimatedBlocks

    var description: String {
      switch self {
      case .exact: "exact heights"
      case .estimatedCardByCard: "estimates card by card"
      case .estimatedBlocks: "estimated blocks"
      }
    }
  }

  /// `count` cards in section `cardsSection` (earlier sections have 40 cards each), heights from
  /// the index, for a waterfall, a flow or a compositional layout's sections.
  final class Cards: LayoutSource, WaterfallLayoutDelegate, FlowLayoutDelegate {
    var layoutBounds = Rect(x: 0, y: 0, width: 200, height: 60)
    let count: Int
    let cardsSection: Int
    let uniform: Bool

    init(count: Int, cardsSection: Int = 0, uniform: Bool) {
      self.count = count
      self.cardsSection = cardsSection
      self.uniform = uniform
    }

    func numberOfSections() -> Int { cardsSection + 1 }
    func numberOfItems(inSection section: Int) -> Int { section == cardsSection ? count : 40 }
    func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int {
      Self.height(of: indexPath.item, width: width)
    }
    func waterfallLayout(_ layout: WaterfallLayout, hasFullWidthItemsInSection section: Int) -> Bool { false }
    func waterfallLayout(_ layout: WaterfallLayout, hasUniformEstimatesInSection section: Int) -> Bool { uniform }
    func flowLayout(_ layout: FlowLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int {
      Self.height(of: indexPath.item, width: width)
    }
    func flowLayout(_ layout: FlowLayout, hasUniformEstimatesInSection section: Int) -> Bool { uniform }

    /// 2 to 17 rows, from a hash of the index, growing a little with the width.
    static func height(of item: Int, width: Int) -> Int {
      var h = UInt64(truncatingIfNeeded: item) &* 0x9E37_79B9_7F4A_7C15
      h ^= h >> 29
      return 2 + Int(h % 13) + width % 4
    }
  }

  /// The most a query may read: the cards it returned, plus per column a binary search over the
  /// collection and the card that ends its walk, plus a binary search over the blocks and the
  /// block that ends that walk, with room to spare. A walk over the collection reads thousands.
  static func allowance(returned: Int, columns: Int, count: Int) -> Int {
    var log = 1
    while 1 << log < count { log += 1 }
    return returned + 4 * (columns + 1) * (log + 2)
  }

  /// Queries full-width rects at the top, at the end and at seeded offsets in between; the first
  /// that reads more than its allowance, described.
  static func overspend(
    _ layout: some CollectionViewLayout & QueryWorkCounting, columns: Int, count: Int, seed: UInt64, moment: String
  ) -> String? {
    var rng = SplitMix64(seed: seed)
    let end = layout.collectionViewContentSize.height
    let offsets = [0, max(0, end - 60)] + (0..<24).map { _ in Int.random(in: 0...max(0, end - 30), using: &rng) }
    for y in offsets {
      let rect = Rect(x: 0, y: y, width: 200, height: 60)
      let returned = layout.layoutAttributesForElements(in: rect).count
      let limit = allowance(returned: returned, columns: columns, count: count)
      let read = layout.examinedByLastQuery
      if read > limit || read < returned {
        return "\(moment), \(count) cards, rect at y \(y): read \(read) for \(returned) returned (allowed \(limit))"
      }
    }
    return nil
  }

  static let counts = [10_000, 1_000_000, 10_000_000]

  @Test(arguments: counts, Heights.allCases)
  func waterfallQueryReadsAtMostItsCardsAndSomeSearches(count: Int, heights: Heights) {
    let source = Cards(count: count, uniform: heights == .estimatedBlocks)
    let layout = WaterfallLayout()
    layout.columnCount = .fixed(4)
    if heights != .exact { layout.estimatedItemHeight = 6 }
    layout.source = source
    layout.delegate = source
    var failure: String?
    func check(_ moment: String, seed: UInt64) {
      if failure == nil { failure = Self.overspend(layout, columns: 4, count: count, seed: seed, moment: moment) }
    }
    // The first screen, lazily placed.
    let top = Rect(x: 0, y: 0, width: 200, height: 60)
    _ = layout.layoutAttributesForElements(in: top)
    let returnedAtTop = layout.layoutAttributesForElements(in: top).count
    if layout.examinedByLastQuery > Self.allowance(returned: returnedAtTop, columns: 4, count: count) {
      failure = "the first screen read \(layout.examinedByLastQuery)"
    }
    // End: the last card placed, then rects all over (`overspend` places everything).
    let last = IndexPath(item: count - 1, section: 0)
    guard let end = layout.layoutAttributesForItem(at: last)?.frame else {
      Issue.record("no last card")
      return
    }
    check("after End", seed: 1)
    if heights != .exact {
      // Measured heights arrive: the screen at the end, one in the middle and the top.
      for y in [max(0, end.maxY - 60), end.maxY / 2, 0] {
        layout.measureItems(in: Rect(x: 0, y: y, width: 200, height: 60))
      }
      check("after measured heights", seed: 2)
    }
    if heights == .estimatedBlocks, count >= 1_000_000, layout.itemsStoredOneByOne > count / 10 {
      failure = failure ?? "only \(count - layout.itemsStoredOneByOne) of \(count) cards in blocks"
    }
    // A width change re-places everything at the new width.
    source.layoutBounds.size.width = 150
    layout.invalidateLayout(with: .widthChanged)
    _ = layout.layoutAttributesForItem(at: last)
    check("after a width change", seed: 3)
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test(arguments: counts, [false, true])
  func flowQueryReadsAtMostItsCardsAndSomeSearches(count: Int, selfSizing: Bool) {
    let source = Cards(count: count, uniform: true)
    let layout = FlowLayout()
    layout.itemSize = Size(width: 20, height: 6)
    if selfSizing { layout.estimatedItemHeight = 6 }
    layout.source = source
    layout.delegate = source
    var failure = Self.overspend(layout, columns: 1, count: count, seed: 1, moment: "at first")
    if selfSizing {
      // Measured lines scattered through the collection: the exceptions a query searches.
      let end = layout.collectionViewContentSize.height
      var rng = SplitMix64(seed: 9)
      for _ in 0..<200 {
        layout.measureItems(in: Rect(x: 0, y: Int.random(in: 0..<end, using: &rng), width: 200, height: 10))
      }
      failure = failure ?? Self.overspend(layout, columns: 1, count: count, seed: 2, moment: "after measured heights")
    }
    source.layoutBounds.size.width = 150
    layout.invalidateLayout(with: .widthChanged)
    failure = failure ?? Self.overspend(layout, columns: 1, count: count, seed: 3, moment: "after a width change")
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test(arguments: counts, [false, true])
  func compositionalWaterfallQueryReadsAtMostItsCardsAndSomeSearches(count: Int, estimated: Bool) {
    // A grid of 40 cards above the waterfall of `count`.
    let source = Cards(count: count, cardsSection: 1, uniform: true)
    let layout = CompositionalLayout { section, _ in
      if section == 0 { return .grid(itemSize: Size(width: 20, height: 4)) }
      let waterfall = WaterfallLayout()
      waterfall.columnCount = .fixed(4)
      if estimated { waterfall.estimatedItemHeight = 6 }
      return CompositionalSection(layout: waterfall)
    }
    layout.source = source
    var failure = Self.overspend(layout, columns: 5, count: count, seed: 1, moment: "after End")
    if estimated {
      let end = layout.collectionViewContentSize.height
      _ = layout.layoutAttributesForElements(in: Rect(x: 0, y: end - 60, width: 200, height: 60))
      failure = failure ?? Self.overspend(layout, columns: 5, count: count, seed: 2, moment: "estimated, at the end")
    }
    source.layoutBounds.size.width = 150
    layout.invalidateLayout(with: .widthChanged)
    failure = failure ?? Self.overspend(layout, columns: 5, count: count, seed: 3, moment: "after a width change")
    #expect(failure == nil, "\(failure ?? "")")
  }
}
