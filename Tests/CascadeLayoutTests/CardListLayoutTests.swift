import CascadeLayout
import CascadeTestSupport
import Testing

/// The article's custom layout answers queries as a brute-force filter does, and snaps to card tops.
@Suite struct CardListLayoutTests {
  @Test func queriesMatchBruteForceAndPagesLandOnCardTops() {
    let failure = withEvery("seed", in: 0..<500) { _, rng in
      let source = CountSource(
        bounds: Rect(
          x: 0, y: 0, width: Int.random(in: 1...40, using: &rng), height: Int.random(in: 1...20, using: &rng)),
        counts: [Int.random(in: 0...50, using: &rng)])
      let layout = CardListLayout()
      layout.source = source
      layout.cardHeight = Int.random(in: 1...8, using: &rng)
      layout.spacing = Int.random(in: 0...2, using: &rng)
      layout.prepare()
      let all = (0..<source.counts[0]).compactMap {
        layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
      }
      let content = layout.collectionViewContentSize
      if let last = all.last, last.frame.maxY != content.height {
        return "content ends at \(content.height), last card at \(last.frame.maxY)"
      }
      for _ in 0..<10 {
        let rect = Rect(
          x: 0, y: Int.random(in: -10...(content.height + 10), using: &rng), width: 5,
          height: Int.random(in: 0...30, using: &rng))
        if layout.layoutAttributesForElements(in: rect) != all.filter({ $0.frame.intersects(rect) }) {
          return "rect \(rect)"
        }
        let velocity = ScrollVelocity(dy: Int.random(in: -1...1, using: &rng))
        let target = layout.targetContentOffset(
          forProposedContentOffset: Point(x: 0, y: rect.minY), withScrollingVelocity: velocity
        ).y
        let maximum = max(0, content.height - source.layoutBounds.height)
        let onATop = all.contains { $0.frame.minY == target } || target == maximum || target == 0
        if !onATop || target < 0 || target > maximum { return "proposed \(rect.minY) \(velocity): \(target)" }
        if velocity.dy > 0, target < min(max(0, rect.minY), maximum) {
          return "a forward page went back: \(rect.minY) to \(target)"
        }
        if velocity.dy < 0, target > max(0, rect.minY) {
          return "a backward page went forward: \(rect.minY) to \(target)"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
