import CascadeLayout
import CascadeTestSupport
import Testing

/// A width change keeps the placement it gives up, and going back to that width takes it back.
/// Over random sequences of width changes (with and without an invalidation), appends, edits and
/// option changes, every answer of the long-lived layout is compared with a fresh layout of the
/// same state: a kept placement taken back after anything but a width change would show stale
/// frames. A second test shows the taking back happens, and costs no placement.
@Suite struct WaterfallKeptPlacementTests {
  @Test func everyAnswerMatchesAFreshLayout() {
    let failure = withEvery("seed", in: 0..<1_500) { seed, _ in
      var rng = SplitMix64(seed: seed)
      let widths = (0..<3).map { _ in Int.random(in: 1...90, using: &rng) }
      let heights = [
        (0..<Int.random(in: 0...300, using: &rng)).map { _ in Int.random(in: 1...9, using: &rng) },
        (0..<Int.random(in: 0...40, using: &rng)).map { _ in Int.random(in: 1...9, using: &rng) },
      ]
      let source = ArraySource(bounds: Rect(x: 0, y: 0, width: widths[0], height: 20), heights: heights)
      source.heightsDependOnWidth = true
      func make() -> WaterfallLayout {
        let layout = WaterfallLayout()
        layout.columnCount = .automatic(minimumWidth: 12)
        layout.headerHeight = 1
        layout.source = source
        layout.delegate = source
        return layout
      }
      let layout = make()
      for step in 0..<40 {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0, 1, 2:
          source.layoutBounds.size.width = widths.randomElement(using: &rng)!
          if Bool.random(using: &rng) { layout.invalidateLayout(with: .widthChanged) }
        case 3:
          let s = Int.random(in: 0..<2, using: &rng)
          source.heights[s].append(
            contentsOf: (0..<Int.random(in: 1...20, using: &rng)).map { _ in Int.random(in: 1...9, using: &rng) })
          layout.invalidateLayout(with: .itemsAppended(section: s))
        case 4:
          let s = Int.random(in: 0..<2, using: &rng)
          guard !source.heights[s].isEmpty else { continue }
          let i = Int.random(in: 0..<source.heights[s].count, using: &rng)
          source.heights[s][i] = Int.random(in: 1...9, using: &rng)
          layout.invalidateLayout(with: .itemsChanged(from: IndexPath(item: i, section: s)))
        case 5:
          layout.columnSpacing = Int.random(in: 0...2, using: &rng)
        default:
          break
        }
        let fresh = make()
        fresh.columnSpacing = layout.columnSpacing
        if Bool.random(using: &rng) {
          if layout.collectionViewContentSize != fresh.collectionViewContentSize {
            return "step \(step): content size differs"
          }
        }
        let s = Int.random(in: 0..<2, using: &rng)
        if !source.heights[s].isEmpty {
          let path = IndexPath(item: Int.random(in: 0..<source.heights[s].count, using: &rng), section: s)
          if layout.layoutAttributesForItem(at: path) != fresh.layoutAttributesForItem(at: path) {
            return "step \(step): \(path) differs"
          }
        }
        let rect = Rect(x: 0, y: Int.random(in: 0...400, using: &rng), width: 100, height: 20)
        if layout.layoutAttributesForElements(in: rect) != fresh.layoutAttributesForElements(in: rect) {
          return "step \(step): rect \(rect) differs"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// 100,000 cards placed at width 90, a storm through other widths (a screenful placed at each,
  /// one placed to the end), then back to 90: the placement of 90 is taken back without placing a
  /// card (a finished pass of a later width does not push it out), while a width that was not
  /// kept is laid out afresh.
  @Test func goingBackToAWidthPlacesNothing() {
    let source = GeneratedHeights(count: 100_000, bounds: Rect(x: 0, y: 0, width: 90, height: 30)) { 1 + $0 % 7 }
    let layout = source.waterfall(columns: 3)
    let last = IndexPath(item: 99_999, section: 0)
    let frame = layout.layoutAttributesForItem(at: last)
    for width in [70, 81, 64, 77] {
      source.layoutBounds.size.width = width
      layout.invalidateLayout(with: .widthChanged)
      _ = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: width, height: 30))
      if width == 81 { _ = layout.layoutAttributesForItem(at: last) }
    }
    let placedBefore = layout.itemsPlacedCount, restoredBefore = layout.widthsRestoredCount
    source.layoutBounds.size.width = 90
    layout.invalidateLayout(with: .widthChanged)
    #expect(layout.layoutAttributesForItem(at: last) == frame)
    #expect(layout.itemsPlacedCount == placedBefore)
    #expect(layout.widthsRestoredCount == restoredBefore + 1)
    // 64 was given up with a screenful placed, 90 with 100,000, so 90 stayed kept over it; 64
    // now starts over.
    source.layoutBounds.size.width = 64
    layout.invalidateLayout(with: .widthChanged)
    _ = layout.layoutAttributesForItem(at: last)
    #expect(layout.itemsPlacedCount == placedBefore + 100_000)
  }
}
