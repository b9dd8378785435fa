import CascadeLayout
import CascadeTestSupport
import Testing

/// A random carousel: direction, peeks, spacing, sections and a viewport with a random offset.
struct RandomCarousel {
  let layout = CarouselLayout()
  let source: CountSource

  init(_ rng: inout SplitMix64) {
    source = CountSource(
      bounds: Rect(
        x: 0, y: 0, width: Int.random(in: 0...120, using: &rng), height: Int.random(in: 0...40, using: &rng)),
      counts: (0..<Int.random(in: 0...4, using: &rng)).map { _ in
        Int.random(in: 0...3, using: &rng) == 0 ? 0 : Int.random(in: 1...30, using: &rng)
      })
    layout.scrollDirection = Bool.random(using: &rng) ? .horizontal : .vertical
    layout.peek = Int.random(in: -1...8, using: &rng)
    layout.spacing = Int.random(in: -1...3, using: &rng)
    layout.maximumItemLength = Bool.random(using: &rng) ? nil : Int.random(in: -2...50, using: &rng)
    layout.crossInset = Int.random(in: -1...3, using: &rng)
    layout.minimumAlpha = Double(Int.random(in: 0...10, using: &rng)) / 10
    layout.source = source
  }

  var vertical: Bool { layout.scrollDirection == .vertical }
  var viewport: Int { vertical ? source.layoutBounds.height : source.layoutBounds.width }
  var count: Int { source.counts.reduce(0, +) }
  func main(_ p: Point) -> Int { vertical ? p.y : p.x }

  /// Every card's frame, asked one by one, in order.
  var frames: [Rect] { layout.allAttributesOneByOne(sections: source.counts).map(\.frame) }

  /// The offset along the axis that puts a card's centre (as `Rect.center` rounds it) at the
  /// viewport's centre, clamped to the content: worked out from the frames alone.
  func centringOffsets() -> [Int] {
    let content = layout.collectionViewContentSize
    let maximum = max(0, (vertical ? content.height : content.width) - viewport)
    return frames.map { f in
      let start = vertical ? f.minY : f.minX, length = vertical ? f.height : f.width
      return min(max(0, start + length / 2 - viewport / 2), maximum)
    }
  }

  /// Moves the viewport to `offset` along the axis.
  func scroll(to offset: Int) {
    if vertical {
      source.layoutBounds.origin = Point(x: 0, y: offset)
    } else {
      source.layoutBounds.origin = Point(x: offset, y: 0)
    }
  }
}

@Suite struct CarouselLayoutTests {
  @Test func queryMatchesBruteForceAndCardsStayApartInsideTheContent() {
    let failure = withEvery("seed", in: 0..<3_000) { _, rng in
      let carousel = RandomCarousel(&rng)
      let layout = carousel.layout
      let content = layout.collectionViewContentSize
      carousel.scroll(
        to: Int.random(in: -3...(max(0, carousel.vertical ? content.height : content.width) + 3), using: &rng))
      let all = layout.allAttributesOneByOne(sections: carousel.source.counts)
      if all.count != carousel.count { return "\(all.count) attributes for \(carousel.count) items" }
      let contentRect = Rect(origin: .zero, size: content)
      for a in all where !contentRect.contains(a.frame) { return "\(a.indexPath) \(a.frame) outside \(content)" }
      for a in all where !(a.alpha >= layout.minimumAlpha - 1e-12 && a.alpha <= 1) {
        return "\(a.indexPath) alpha \(a.alpha)"
      }
      for i in all.indices where i > 0 {
        if all[i].frame.intersects(all[i - 1].frame) { return "\(all[i].indexPath) overlaps its neighbour" }
        if all[i].frame.size != all[0].frame.size {
          return "\(all[i].indexPath) is \(all[i].frame.size), card 0 \(all[0].frame.size)"
        }
        if carousel.main(all[i].frame.origin) <= carousel.main(all[i - 1].frame.origin) {
          return "\(all[i].indexPath) is not after its neighbour"
        }
      }
      for _ in 0..<8 {
        let rect = randomRect(&rng, content: content).offsetBy(dx: Int.random(in: -5...5, using: &rng), dy: 0)
        let expected = all.filter { $0.frame.intersects(rect) }
        let fast = layout.layoutAttributesForElements(in: rect)
        if fast != expected { return "rect \(rect): \(fast.map(\.indexPath)) vs \(expected.map(\.indexPath))" }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func eachCardAndBothDirectionsSnapToTheNeighbouringCentre() {
    let failure = withEvery("seed", in: 0..<1_500) { _, rng in
      let carousel = RandomCarousel(&rng)
      let layout = carousel.layout
      let centres = carousel.centringOffsets()
      for (i, centre) in centres.enumerated() {
        carousel.scroll(to: centre)
        for direction in [1, -1] {
          let velocity = carousel.vertical ? ScrollVelocity(dy: direction) : ScrollVelocity(dx: direction)
          let expected = centres[min(max(0, i + direction), centres.count - 1)]
          // Whatever the proposal's length: one card per call.
          for proposal in [centre + direction, centre + direction * 1_000, centre] {
            let p = carousel.vertical ? Point(x: 0, y: proposal) : Point(x: proposal, y: 0)
            let target = carousel.main(
              layout.targetContentOffset(forProposedContentOffset: p, withScrollingVelocity: velocity))
            if target != expected {
              return "card \(i) direction \(direction) proposal \(proposal): \(target), expected \(expected)"
            }
          }
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func offCentreMovesGoToTheNextCentreThatWayAndRestingGoesToTheNearest() {
    let failure = withEvery("seed", in: 0..<1_500) { _, rng in
      let carousel = RandomCarousel(&rng)
      let centres = carousel.centringOffsets()
      guard let last = centres.last else { return nil }
      for _ in 0..<10 {
        let current = Int.random(in: -2...(last + 2), using: &rng)
        carousel.scroll(to: current)
        let forward = centres.first { $0 > current } ?? last
        let backward = centres.last { $0 < current } ?? centres[0]
        let proposal = Int.random(in: -5...(last + 5), using: &rng)
        // Resting: the nearest centre, the earlier one on a tie.
        let resting = centres.enumerated().min { a, b in
          abs(a.element - proposal) != abs(b.element - proposal)
            ? abs(a.element - proposal) < abs(b.element - proposal) : a.offset < b.offset
        }!.element
        for (dv, expected) in [(1, forward), (-1, backward), (0, resting)] {
          let velocity = carousel.vertical ? ScrollVelocity(dy: dv) : ScrollVelocity(dx: dv)
          let p = carousel.vertical ? Point(x: 0, y: proposal) : Point(x: proposal, y: 0)
          let target = carousel.main(
            carousel.layout.targetContentOffset(forProposedContentOffset: p, withScrollingVelocity: velocity))
          if target != expected {
            return
              "from \(current), direction \(dv), proposal \(proposal): \(target), expected \(expected) of \(centres)"
          }
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func theCentredCardIsInTheMiddleWithItsNeighboursPeeking() {
    let source = CountSource(bounds: Rect(x: 0, y: 0, width: 80, height: 20), counts: [10])
    let layout = CarouselLayout()
    layout.source = source
    layout.peek = 4
    layout.spacing = 1
    layout.crossInset = 1
    // 80 less a peek and a gap each side: cards 70 wide, every 71 cells; card 3 is centred at 213.
    source.layoutBounds.origin.x = 213
    let shown = layout.layoutAttributesForElements(in: source.layoutBounds)
    #expect(shown.map(\.indexPath.item) == [2, 3, 4])
    #expect(
      shown.map { $0.frame.offsetBy(dx: -213, dy: 0) } == [
        Rect(x: -66, y: 1, width: 70, height: 18), Rect(x: 5, y: 1, width: 70, height: 18),
        Rect(x: 76, y: 1, width: 70, height: 18),
      ])
    #expect(shown.map(\.alpha) == [layout.minimumAlpha, 1, layout.minimumAlpha])
    #expect(layout.collectionViewContentSize == Size(width: 9 * 71 + 80, height: 20))
  }

  @Test func arrowsGoAlongTheRowAndStopAtTheEnds() {
    let source = CountSource(bounds: Rect(x: 0, y: 0, width: 40, height: 10), counts: [2, 0, 1])
    let layout = CarouselLayout()
    layout.source = source
    let first = IndexPath(item: 0, section: 0), second = IndexPath(item: 1, section: 0),
      third = IndexPath(item: 0, section: 2)
    #expect(layout.focusTarget(from: first, direction: .right) == .item(second))
    #expect(layout.focusTarget(from: second, direction: .down) == .item(third))
    #expect(layout.focusTarget(from: third, direction: .up) == .item(second))
    #expect(layout.focusTarget(from: third, direction: .right) == FocusTarget.none)
    #expect(layout.focusTarget(from: first, direction: .left) == FocusTarget.none)
  }
}
