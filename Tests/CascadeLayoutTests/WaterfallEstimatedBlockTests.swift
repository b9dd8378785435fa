import CascadeLayout
import CascadeTestSupport
import Testing

/// Runs of unmeasured cards at a uniform estimate are stored as blocks whose frames are computed on
/// demand: a jump to the last card writes placements only for the cards measured, and every frame
/// asked inside a block, before or after a measurement splits it, is where a layout that asks
/// about every card puts it.
@Suite struct WaterfallEstimatedBlockTests {
  /// Two layouts over the same cards: one stores blocks, one asks each card's estimate. The
  /// layouts hold their sources weakly: keep `sources` alive while they are used.
  private func pair(count: Int, columns: Int, estimate: Int, spacing: Int, seed: UInt64) -> (
    fast: WaterfallLayout, asking: WaterfallLayout, source: ArraySource, sources: [ArraySource]
  ) {
    var rng = SplitMix64(seed: seed)
    let heights = (0..<count).map { _ in Int.random(in: 1...12, using: &rng) }
    let bounds = Rect(x: 0, y: 0, width: 120, height: 40)
    let fastSource = ArraySource(bounds: bounds, heights: [heights])
    let askingSource = ArraySource(bounds: bounds, heights: [heights])
    askingSource.declaresUniformEstimates = false
    func make(_ source: ArraySource) -> WaterfallLayout {
      let layout = WaterfallLayout()
      layout.columnCount = .fixed(columns)
      layout.rowSpacing = spacing
      layout.estimatedItemHeight = estimate
      layout.source = source
      layout.delegate = source
      return layout
    }
    let fast = make(fastSource)
    fast.estimatedBlockMinimum = 8
    return (fast, make(askingSource), fastSource, [fastSource, askingSource])
  }

  /// End on a million cards stores the cards measured on the first screen one by one and the rest
  /// as blocks; frames inside the blocks, asked one by one or by rect, are the per-card ones.
  @Test func framesInsideBlocksAreThePerCardFrames() {
    let failure = withEvery("seed", in: 0..<200) { seed, rng in
      let count = seed % 50 == 0 ? 1_000_000 : Int.random(in: 100...5_000, using: &rng)
      let (fast, asking, source, sources) = pair(
        count: count, columns: Int.random(in: 1...7, using: &rng), estimate: Int.random(in: 1...9, using: &rng),
        spacing: Int.random(in: 0...2, using: &rng), seed: seed)
      defer { withExtendedLifetime(sources) {} }
      // The first screen measured, as the viewer does, then a jump to the last card.
      fast.measureItems(in: source.layoutBounds)
      asking.measureItems(in: source.layoutBounds)
      let last = IndexPath(item: count - 1, section: 0)
      guard let end = fast.layoutAttributesForItem(at: last) else { return "no last card" }
      if end != asking.layoutAttributesForItem(at: last) { return "last card at \(end.frame)" }
      if fast.itemsStoredOneByOne > 1_000 {
        return "\(fast.itemsStoredOneByOne) of \(count) cards stored one by one after End"
      }
      for _ in 0..<50 {
        let ip = IndexPath(item: Int.random(in: 0..<count, using: &rng), section: 0)
        if fast.layoutAttributesForItem(at: ip) != asking.layoutAttributesForItem(at: ip) {
          return "\(ip) at \(fast.layoutAttributesForItem(at: ip)?.frame as Any)"
        }
      }
      for _ in 0..<20 {
        let y = Int.random(in: -5...(end.frame.maxY + 5), using: &rng)
        let rect = Rect(
          x: Int.random(in: -2...100, using: &rng), y: y, width: Int.random(in: 1...130, using: &rng),
          height: Int.random(in: 1...80, using: &rng))
        let seen = fast.layoutAttributesForElements(in: rect)
        let expected = asking.layoutAttributesForElements(in: rect)
        if seen != expected { return "in \(rect): \(seen.count) elements, expected \(expected.count)" }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// A height measured inside a block splits it: the cards before keep their frames (the screen
  /// on them does not move), the cards from it on are re-placed exactly as per-card placement
  /// puts them.
  @Test func aMeasurementInsideABlockSplitsIt() {
    let failure = withEvery("seed", in: 0..<150) { seed, rng in
      let count = Int.random(in: 200...8_000, using: &rng)
      let (fast, asking, source, sources) = pair(
        count: count, columns: Int.random(in: 1...6, using: &rng), estimate: Int.random(in: 1...9, using: &rng),
        spacing: Int.random(in: 0...2, using: &rng), seed: seed)
      defer { withExtendedLifetime(sources) {} }
      let last = IndexPath(item: count - 1, section: 0)
      _ = fast.layoutAttributesForItem(at: last)
      _ = asking.layoutAttributesForItem(at: last)
      for _ in 0..<Int.random(in: 1...5, using: &rng) {
        let at = Int.random(in: 0..<count, using: &rng)
        // The screen around the card measured, before it is measured.
        guard let frame = fast.layoutAttributesForItem(at: IndexPath(item: at, section: 0))?.frame else {
          return "card \(at) not placed"
        }
        // Both placed as far (placement is lazy), so both see the card placed at its estimate.
        _ = asking.layoutAttributesForItem(at: IndexPath(item: min(count - 1, at + 3), section: 0))
        _ = fast.layoutAttributesForItem(at: IndexPath(item: min(count - 1, at + 3), section: 0))
        let screen = Rect(x: 0, y: max(0, frame.minY - 20), width: 120, height: 40)
        let before = fast.layoutAttributesForElements(in: screen)
        let batch = (at..<min(count, at + Int.random(in: 1...3, using: &rng))).map { item in
          let ip = IndexPath(item: item, section: 0)
          let width = fast.layoutAttributesForItem(at: ip)?.frame.width ?? 1
          return MeasuredItemHeight(
            indexPath: ip, width: width, height: source.waterfallLayout(fast, heightForItemAt: ip, width: width))
        }
        let first = fast.acceptMeasuredHeights(batch)
        let askingFirst = asking.acceptMeasuredHeights(batch)
        if first != askingFirst { return "first changed card \(first as Any), expected \(askingFirst as Any)" }
        for card in before where first.map({ card.indexPath < $0 }) ?? true {
          if fast.layoutAttributesForItem(at: card.indexPath) != card { return "on-screen \(card.indexPath) moved" }
        }
        let rect = Rect(x: 0, y: Int.random(in: 0...max(0, frame.maxY), using: &rng), width: 120, height: 60)
        if fast.layoutAttributesForElements(in: rect) != asking.layoutAttributesForElements(in: rect) {
          return "in \(rect) after measuring \(at)"
        }
      }
      let placed = fast.allAttributesOneByOne(sections: [count])
      if placed != asking.allAttributesOneByOne(sections: [count]) { return "final placement differs" }
      if fast.collectionViewContentSize != asking.collectionViewContentSize { return "content sizes differ" }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
