import CascadeLayout
import CascadeTestSupport
import Testing

/// Counts and bounds for a flow layout.
final class CountSource: LayoutSource {
  var layoutBounds: Rect
  var counts: [Int]
  init(bounds: Rect, counts: [Int]) { self.layoutBounds = bounds; self.counts = counts }
  func numberOfSections() -> Int { counts.count }
  func numberOfItems(inSection section: Int) -> Int { counts[section] }
}

@Suite struct FlowLayoutTests {
  /// A random flow layout configuration, the same for the same generator state.
  func randomFlow(_ rng: inout SplitMix64) -> (FlowLayout, CountSource) {
    let source = CountSource(
      bounds: Rect(
        x: 0, y: 0, width: Int.random(in: 0...100, using: &rng), height: Int.random(in: 1...50, using: &rng)),
      counts: (0..<Int.random(in: 0...4, using: &rng)).map { _ in Int.random(in: 0...40, using: &rng) })
    let layout = FlowLayout()
    layout.source = source
    layout.itemSize = Size(width: Int.random(in: -1...30, using: &rng), height: Int.random(in: -1...8, using: &rng))
    layout.scrollDirection = Bool.random(using: &rng) ? .vertical : .horizontal
    layout.minimumLineSpacing = Int.random(in: 0...2, using: &rng)
    layout.minimumInteritemSpacing = Int.random(in: 0...3, using: &rng)
    layout.sectionInset = EdgeInsets(
      top: Int.random(in: 0...2, using: &rng), left: Int.random(in: 0...3, using: &rng),
      bottom: Int.random(in: 0...2, using: &rng), right: Int.random(in: 0...3, using: &rng))
    layout.headerHeight = Int.random(in: 0...2, using: &rng)
    layout.footerHeight = Int.random(in: 0...1, using: &rng)
    return (layout, source)
  }

  /// Every frame and the content size equal `ReferenceFlow`'s, no two items overlap (every pair),
  /// and queries return the reference's elements in order.
  @Test func framesMatchTheReferenceInBothDirections() {
    let failure = withEvery("seed", in: 0..<2_000) { _, rng in
      let (layout, source) = randomFlow(&rng)
      let reference = ReferenceFlow(layout: layout, bounds: source.layoutBounds.size, counts: source.counts)
      if layout.collectionViewContentSize != reference.contentSize {
        return
          "\(layout.scrollDirection): content \(layout.collectionViewContentSize), expected \(reference.contentSize)"
      }
      for e in reference.elements {
        let got =
          e.category == .cell
          ? layout.layoutAttributesForItem(at: e.indexPath)
          : layout.layoutAttributesForSupplementaryView(ofKind: e.representedElementKind!, at: e.indexPath)
        if got != e {
          return
            "\(layout.scrollDirection) \(e.category) \(e.indexPath): \(got?.frame.description ?? "nil"), expected \(e.frame)"
        }
      }
      for (s, count) in source.counts.enumerated()
      where layout.layoutAttributesForItem(at: IndexPath(item: count, section: s)) != nil {
        return "item \(count) of section \(s) exists"
      }
      let cells = reference.elements.filter { $0.category == .cell }
      for i in cells.indices {
        for j in cells.indices where j > i && cells[i].frame.intersects(cells[j].frame) {
          return "\(cells[i].indexPath) \(cells[i].frame) overlaps \(cells[j].indexPath) \(cells[j].frame)"
        }
      }
      let content = reference.contentSize
      for _ in 0..<6 {
        let rect = Rect(
          x: Int.random(in: -5...(content.width + 5), using: &rng),
          y: Int.random(in: -5...(content.height + 5), using: &rng),
          width: Int.random(in: 0...60, using: &rng), height: Int.random(in: 0...60, using: &rng))
        let expected = reference.elements.filter { $0.frame.intersects(rect) }
        let fast = layout.layoutAttributesForElements(in: rect)
        if fast != expected {
          return "\(layout.scrollDirection) rect \(rect): \(fast.map(\.indexPath)) vs \(expected.map(\.indexPath))"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// With `snapsToItems`, paging in either scroll direction lands where `referenceSnap` says.
  @Test func snapTargetsMatchTheReferenceInBothDirections() {
    let failure = withEvery("seed", in: 0..<2_000) { _, rng in
      let (layout, source) = randomFlow(&rng)
      layout.snapsToItems = true
      let reference = ReferenceFlow(layout: layout, bounds: source.layoutBounds.size, counts: source.counts)
      let vertical = layout.scrollDirection == .vertical
      let viewport = vertical ? source.layoutBounds.height : source.layoutBounds.width
      let length = vertical ? reference.contentSize.height : reference.contentSize.width
      let current = Int.random(in: 0...max(0, length - viewport), using: &rng)
      if vertical { source.layoutBounds.origin.y = current } else { source.layoutBounds.origin.x = current }
      let direction = Int.random(in: -1...1, using: &rng)
      let proposed =
        current
        + (direction == 0
          ? Int.random(in: -3...3, using: &rng) : direction * Int.random(in: 1...(viewport + 2), using: &rng))
      let target = layout.targetContentOffset(
        forProposedContentOffset: vertical ? Point(x: 0, y: proposed) : Point(x: proposed, y: 0),
        withScrollingVelocity: vertical ? ScrollVelocity(dy: direction) : ScrollVelocity(dx: direction))
      let got = vertical ? target.y : target.x
      let cards = reference.elements.filter { $0.category == .cell }.map(\.frame)
        .map { vertical ? (start: $0.minY, length: $0.height) : (start: $0.minX, length: $0.width) }
      let want = referenceSnap(
        cards: cards, viewport: viewport, contentLength: length, current: current, proposed: proposed,
        direction: direction)
      return got == want
        ? nil
        : "\(layout.scrollDirection) from \(current), proposed \(proposed), direction \(direction): got \(got), expected \(want)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func fullRowsAreFlushWithBothInsets() {
    let source = CountSource(bounds: Rect(x: 0, y: 0, width: 23, height: 10), counts: [3])
    let layout = FlowLayout()
    layout.source = source
    layout.itemSize = Size(width: 6, height: 2)
    let frames = (0..<3).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    #expect(frames.map(\.minX) == [0, 9, 17])
    #expect(frames.last?.maxX == 23)
  }

  @Test func horizontalSectionsSitSideBySide() {
    let source = CountSource(bounds: Rect(x: 0, y: 0, width: 30, height: 5), counts: [3, 1])
    let layout = FlowLayout()
    layout.source = source
    layout.scrollDirection = .horizontal
    layout.itemSize = Size(width: 4, height: 2)
    layout.minimumLineSpacing = 1
    // Two items per column (2 + 1 + 2 <= 5): section 0 has two columns, section 1 starts after them.
    let frames = [
      IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0),
      IndexPath(item: 0, section: 1),
    ]
    .compactMap { layout.layoutAttributesForItem(at: $0)?.frame }
    #expect(
      frames == [
        Rect(x: 0, y: 0, width: 4, height: 2), Rect(x: 0, y: 3, width: 4, height: 2),
        Rect(x: 5, y: 0, width: 4, height: 2), Rect(x: 9, y: 0, width: 4, height: 2),
      ])
    #expect(layout.collectionViewContentSize == Size(width: 13, height: 5))
  }

  @Test func snappingCentresTheNextCardForward() {
    let source = CountSource(bounds: Rect(x: 0, y: 0, width: 10, height: 10), counts: [20])
    let layout = FlowLayout()
    layout.source = source
    layout.itemSize = Size(width: 10, height: 4)
    layout.minimumLineSpacing = 0
    layout.snapsToItems = true
    // Cards every 4 rows, centres at 2, 6, 10, ...; a viewport of 10 centres row c at offset c - 5.
    // The current offset is the source's bounds: paging forward from 3, back from 21.
    source.layoutBounds.origin.y = 3
    #expect(
      layout.targetContentOffset(forProposedContentOffset: Point(x: 0, y: 12), withScrollingVelocity: .forward).y == 13)
    #expect(
      layout.targetContentOffset(forProposedContentOffset: Point(x: 0, y: 12), withScrollingVelocity: .zero).y == 13)
    #expect(
      layout.targetContentOffset(forProposedContentOffset: Point(x: 0, y: 500), withScrollingVelocity: .forward).y == 70
    )
    source.layoutBounds.origin.y = 21
    #expect(
      layout.targetContentOffset(forProposedContentOffset: Point(x: 0, y: 12), withScrollingVelocity: .backward).y == 9)
    // A backward move never goes forward: from 5, neither the card centred by 9 nor the proposal
    // lies backward, so the view stays.
    source.layoutBounds.origin.y = 5
    #expect(
      layout.targetContentOffset(forProposedContentOffset: Point(x: 0, y: 12), withScrollingVelocity: .backward).y == 5)
  }
}
