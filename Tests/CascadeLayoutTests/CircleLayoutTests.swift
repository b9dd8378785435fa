import CascadeLayout
import CascadeTestSupport
import func Foundation.cos
import func Foundation.sin
import Testing

/// Counts, bounds and a focused item for a circle layout.
final class FocusedCountSource: LayoutSource {
  var layoutBounds: Rect
  var counts: [Int]
  var focusedIndexPath: IndexPath?
  init(bounds: Rect, counts: [Int]) { self.layoutBounds = bounds; self.counts = counts }
  func numberOfSections() -> Int { counts.count }
  func numberOfItems(inSection section: Int) -> Int { counts[section] }
}

/// A random circle: viewport, card size, cap and sections.
struct RandomCircle {
  let layout = CircleLayout()
  let source: FocusedCountSource

  init(_ rng: inout SplitMix64) {
    source = FocusedCountSource(
      bounds: Rect(
        x: 0, y: 0, width: Int.random(in: 0...160, using: &rng), height: Int.random(in: 0...50, using: &rng)),
      counts: (0..<Int.random(in: 0...3, using: &rng)).map { _ in
        Int.random(in: 0...4, using: &rng) == 0 ? 0 : Int.random(in: 1...40, using: &rng)
      })
    layout.itemSize = Size(width: Int.random(in: -1...30, using: &rng), height: Int.random(in: -1...8, using: &rng))
    layout.cellAspect = [0.5, 0.5, 0.4, 1, 0.25][Int.random(in: 0...4, using: &rng)]
    layout.maximumItemsPerPage = Bool.random(using: &rng) ? nil : Int.random(in: -1...12, using: &rng)
    layout.source = source
    let count = source.counts.reduce(0, +)
    if count > 0, Bool.random(using: &rng) {
      let sequence = ItemSequence(source: source)
      source.focusedIndexPath = sequence.indexPath(at: Int.random(in: 0..<count, using: &rng))
    }
  }

  var count: Int { source.counts.reduce(0, +) }
}

@Suite struct CircleLayoutTests {
  @Test func queryMatchesBruteForceAndPagesKeepCardsApartInsideTheContent() {
    let failure = withEvery("seed", in: 0..<2_000) { _, rng in
      let circle = RandomCircle(&rng)
      let layout = circle.layout
      let all = layout.allAttributesOneByOne(sections: circle.source.counts)
      if all.count != circle.count { return "\(all.count) attributes for \(circle.count) items" }
      let content = layout.collectionViewContentSize
      let contentRect = Rect(origin: .zero, size: content)
      for a in all where !contentRect.contains(a.frame) { return "\(a.indexPath) \(a.frame) outside \(content)" }
      for a in all where (a.zIndex == 1) != (a.indexPath == circle.source.focusedIndexPath) {
        return "\(a.indexPath) zIndex \(a.zIndex)"
      }
      // Cards on one page (one viewport tall) never overlap; the pages follow one another.
      let page = max(1, circle.source.layoutBounds.height, all.first?.frame.height ?? 1)
      for i in all.indices {
        for j in all.indices where j > i && all[i].frame.minY / page == all[j].frame.minY / page {
          if all[i].frame.intersects(all[j].frame) {
            return "\(all[i].indexPath) \(all[i].frame) overlaps \(all[j].indexPath) \(all[j].frame)"
          }
        }
        if i > 0, all[i].frame.minY / page < all[i - 1].frame.minY / page {
          return "\(all[i].indexPath) is on an earlier page"
        }
      }
      for _ in 0..<8 {
        let rect = randomRect(&rng, content: content)
        let expected = all.filter { $0.frame.intersects(rect) }
        let fast = layout.layoutAttributesForElements(in: rect)
        if fast != expected { return "rect \(rect): \(fast.map(\.indexPath)) vs \(expected.map(\.indexPath))" }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func cardsAreEvenlyRoundACircleThatLooksRound() {
    // 100 x 40 cells, 10 x 4 cards, aspect 0.5: the circle's radius is 18 rows (40 less a card,
    // halved), so 36 columns; centres lie at (50, 20) + (36 cos θ, 18 sin θ), θ from 12 o'clock.
    let source = FocusedCountSource(bounds: Rect(x: 0, y: 0, width: 100, height: 40), counts: [6])
    let layout = CircleLayout()
    layout.itemSize = Size(width: 10, height: 4)
    layout.source = source
    let frames = (0..<6).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    for (j, frame) in frames.enumerated() {
      let theta = 2 * Double.pi * Double(j) / 6 - Double.pi / 2
      let x = Int((50 + 36 * cos(theta) - 5).rounded()), y = Int((20 + 18 * sin(theta) - 2).rounded())
      #expect(frame == Rect(x: x, y: y, width: 10, height: 4), "card \(j)")
    }
    #expect(frames.first == Rect(x: 45, y: 0, width: 10, height: 4))
    #expect(frames[3] == Rect(x: 45, y: 36, width: 10, height: 4))
    #expect(layout.collectionViewContentSize == Size(width: 100, height: 40))
  }

  @Test func moreCardsThanFitMakePagesAndEachPageSnaps() {
    let failure = withEvery("seed", in: 0..<800) { _, rng in
      let circle = RandomCircle(&rng)
      let layout = circle.layout
      let all = layout.allAttributesOneByOne(sections: circle.source.counts)
      guard !all.isEmpty else { return nil }
      let viewport = circle.source.layoutBounds.height
      let content = layout.collectionViewContentSize.height
      // Page starts, from the frames: where a card's page begins (cards never straddle pages).
      let pageLength = max(viewport, all[0].frame.height)
      let starts = Array(Set(all.map { $0.frame.minY / pageLength * pageLength })).sorted().map {
        min($0, max(0, content - viewport))
      }
      for (p, start) in starts.enumerated() {
        circle.source.layoutBounds.origin.y = start
        for direction in [1, -1] {
          let expected = starts[min(max(0, p + direction), starts.count - 1)]
          let target = layout.targetContentOffset(
            forProposedContentOffset: Point(x: 0, y: start + direction * viewport),
            withScrollingVelocity: ScrollVelocity(dy: direction)
          ).y
          if target != expected {
            return "page \(p) direction \(direction): \(target), expected \(expected) of \(starts)"
          }
        }
        let resting = layout.targetContentOffset(
          forProposedContentOffset: Point(x: 0, y: start + pageLength / 3), withScrollingVelocity: .zero
        ).y
        if resting != start { return "resting near page \(p): \(resting), expected \(start)" }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func arrowsGoRoundAndWrapOnlyOnASinglePage() {
    let source = FocusedCountSource(bounds: Rect(x: 0, y: 0, width: 100, height: 40), counts: [6])
    let layout = CircleLayout()
    layout.itemSize = Size(width: 10, height: 4)
    layout.source = source
    let ip = { IndexPath(item: $0, section: 0) }
    #expect(layout.focusTarget(from: ip(5), direction: .right) == .item(ip(0)))
    #expect(layout.focusTarget(from: ip(0), direction: .up) == .item(ip(5)))
    #expect(layout.focusTarget(from: ip(2), direction: .down) == .item(ip(3)))
    layout.maximumItemsPerPage = 4
    layout.invalidateLayout()
    #expect(layout.focusTarget(from: ip(3), direction: .right) == .item(ip(4)))
    #expect(layout.focusTarget(from: ip(5), direction: .right) == FocusTarget.none)
    #expect(layout.focusTarget(from: ip(0), direction: .left) == FocusTarget.none)
    // Paging to the second page keeps the place round the circle, or takes its last card.
    #expect(layout.indexPathToFocus(in: Rect(x: 0, y: 40, width: 100, height: 40), after: ip(1)) == ip(5))
    #expect(layout.indexPathToFocus(in: Rect(x: 0, y: 40, width: 100, height: 40), after: ip(3)) == ip(5))
    #expect(layout.indexPathToFocus(in: Rect(x: 0, y: 0, width: 100, height: 40), after: ip(4)) == ip(0))
    #expect(layout.collectionViewContentSize == Size(width: 100, height: 80))
  }
}
