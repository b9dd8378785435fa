import CascadeLayout
import CascadeTestSupport
import Testing

/// Self-sizing cards: placed at estimates, measured in any order, they must end exactly where a
/// waterfall that asked every exact height puts them, and a measurement must never move a card
/// placed before the first card whose height it changed (what is on screen above it stays still).
@Suite struct WaterfallSelfSizingTests {
  /// Thousands of random waterfalls (sections, full-width cards, per-section columns, insets,
  /// headers, every render order, heights that depend on the column width) against the
  /// brute-force `ReferenceWaterfall` of the exact heights. Measurements arrive in random batches:
  /// cards on screen, random cards placed at an estimate, cards not placed yet, cards at a width
  /// they are not placed at, cards measured again; between batches the viewport moves and queries
  /// place lazily.
  @Test func estimatedThenMeasuredEndsAtTheAllMeasuredPlacement() {
    let failure = withEvery("seed", in: 0..<3_000) { seed, rng in
      var exactRNG = SplitMix64(seed: seed)
      let exact = RandomWaterfall(&exactRNG)
      var sizedRNG = SplitMix64(seed: seed)
      let sized = RandomWaterfall(&sizedRNG)
      exact.source.heightsDependOnWidth = true
      sized.source.heightsDependOnWidth = true
      let layout = sized.layout
      layout.estimatedItemHeight = Int.random(in: -1...16, using: &rng)
      // Blocks of a few cards, so runs are stored as blocks in small waterfalls too.
      layout.estimatedBlockMinimum = Int.random(in: 1...8, using: &rng)
      if Bool.random(using: &rng) {
        sized.source.estimates = sized.source.heights.map { $0.map { _ in Int.random(in: -2...20, using: &rng) } }
      }
      let reference = ReferenceWaterfall(layout: exact.layout, source: exact.source, delegate: exact.source)
      let counts = sized.source.heights.map(\.count)
      let allItems = counts.enumerated().flatMap { s, n in (0..<n).map { IndexPath(item: $0, section: s) } }
      func exactHeight(_ ip: IndexPath, width: Int) -> Int {
        sized.source.waterfallLayout(layout, heightForItemAt: ip, width: width)
      }
      let everything = Rect(x: -1_000, y: -1_000, width: 1_000_000, height: 100_000_000)
      var rounds = 0
      while true {
        rounds += 1
        if rounds > 5_000 { return "measuring did not converge" }
        // Move the viewport somewhere in the content, sometimes past it.
        let content = layout.contentSize(placingThrough: sized.source.layoutBounds.maxY)
        sized.source.layoutBounds.origin.y = Int.random(in: 0...max(0, content.height + 5), using: &rng)
        let screen = sized.source.layoutBounds
        var batch: [MeasuredItemHeight] = []
        switch Int.random(in: 0..<5, using: &rng) {
        case 0:
          // The screen first, as the command does, then check it is exact.
          layout.measureItems(in: screen)
          if let left = layout.estimatedItems(in: screen).first {
            return "\(left.indexPath) still estimated on screen after measureItems"
          }
        case 1:
          // Cards anywhere, at a random width (most not the one they are placed at).
          for _ in 0..<Int.random(in: 0...6, using: &rng) where !allItems.isEmpty {
            let ip = allItems[Int.random(in: 0..<allItems.count, using: &rng)]
            let width = Int.random(in: 1...120, using: &rng)
            batch.append(MeasuredItemHeight(indexPath: ip, width: width, height: exactHeight(ip, width: width)))
          }
        default:
          // Some of the cards placed at an estimate, in random order.
          let pending = layout.estimatedItems(
            in: Bool.random(using: &rng) ? everything : randomRect(&rng, content: content))
          for item in pending.shuffled(using: &rng).prefix(Int.random(in: 1...8, using: &rng)) {
            batch.append(
              MeasuredItemHeight(
                indexPath: item.indexPath, width: item.width, height: exactHeight(item.indexPath, width: item.width)))
          }
        }
        if !batch.isEmpty,
          let failure = layout.acceptCheckingEarlierCardsStay(
            batch.shuffled(using: &rng), everything: everything, screen: screen)
        {
          return failure
        }
        if layout.estimatedItems(in: everything).isEmpty { break }
      }
      let placed = layout.allAttributesOneByOne(sections: counts)
      if placed != reference.elements {
        let wrong = zip(placed, reference.elements).first { $0 != $1 }
        return
          "after \(rounds) rounds: \(wrong.map { "\($0.0.indexPath) at \($0.0.frame), expected \($0.1.frame)" } ?? "\(placed.count) elements, expected \(reference.elements.count)")"
      }
      if layout.collectionViewContentSize != reference.contentSize {
        return "content \(layout.collectionViewContentSize), expected \(reference.contentSize)"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Runs of unmeasured cards placed at a uniform estimate without asking about each (the
  /// delegate's `hasUniformEstimatesInSection`) land exactly where asking every card's estimate
  /// puts them: thousands of random waterfalls (every render order; sections with full-width
  /// cards take the general path) measured at random cards, sparsely or densely, at the width
  /// they are placed at or another, and queried at random rects between batches, so lazy placement
  /// stops and resumes anywhere, before, on and after measured cards; items change from random
  /// cards, which forgets the heights from there on.
  @Test func uniformEstimateRunsPlaceAsAskingEachCard() {
    let failure = withEvery("seed", in: 0..<3_000) { seed, rng in
      // One in thirty has sections of up to 12,000 cards: the measured tables span several pages.
      let maxItems = seed % 30 == 0 ? 12_000 : 300
      var fastRNG = SplitMix64(seed: seed)
      let fast = RandomWaterfall(&fastRNG, maxItems: maxItems)
      var askingRNG = SplitMix64(seed: seed)
      let asking = RandomWaterfall(&askingRNG, maxItems: maxItems)
      asking.source.declaresUniformEstimates = false
      let estimate = Int.random(in: -1...16, using: &rng)
      for waterfall in [fast, asking] {
        waterfall.source.heightsDependOnWidth = true
        waterfall.layout.estimatedItemHeight = estimate
      }
      fast.layout.estimatedBlockMinimum = Int.random(in: 1...8, using: &rng)
      let counts = fast.source.heights.map(\.count)
      let allItems = counts.enumerated().flatMap { s, n in (0..<n).map { IndexPath(item: $0, section: s) } }
      let dense = Bool.random(using: &rng)
      var widthsMeasured: Set<Int> = []
      for _ in 0..<Int.random(in: 1...6, using: &rng) {
        var batch: [MeasuredItemHeight] = []
        for _ in 0..<(allItems.isEmpty ? 0 : Int.random(in: 0...(dense ? 80 : 4), using: &rng)) {
          let ip = allItems[Int.random(in: 0..<allItems.count, using: &rng)]
          let placed = fast.layout.layoutAttributesForItem(at: ip)?.frame.width
          _ = asking.layout.layoutAttributesForItem(at: ip)
          let width = Int.random(in: 0..<4, using: &rng) == 0 ? Int.random(in: 1...120, using: &rng) : (placed ?? 1)
          batch.append(
            MeasuredItemHeight(
              indexPath: ip, width: width,
              height: fast.source.waterfallLayout(fast.layout, heightForItemAt: ip, width: width)))
        }
        widthsMeasured.formUnion(batch.map(\.width))
        if fast.layout.acceptMeasuredHeights(batch) != asking.layout.acceptMeasuredHeights(batch) {
          return "the first card changed differs"
        }
        if !allItems.isEmpty, Int.random(in: 0..<4, using: &rng) == 0 {
          // Items changed from a card on: the heights measured from it on are forgotten.
          let from = allItems[Int.random(in: 0..<allItems.count, using: &rng)]
          fast.layout.invalidateLayout(with: .itemsChanged(from: from))
          asking.layout.invalidateLayout(with: .itemsChanged(from: from))
          for ip in allItems where ip >= from {
            for width in widthsMeasured where fast.layout.measuredHeight(ofItemAt: ip, width: width) != nil {
              return "\(ip) kept its height at width \(width) after items changed from \(from)"
            }
          }
        }
        let content = asking.layout.contentSize(placingThrough: asking.source.layoutBounds.maxY)
        let rect = randomRect(&rng, content: content)
        let seen = fast.layout.layoutAttributesForElements(in: rect)
        let expected = asking.layout.layoutAttributesForElements(in: rect)
        if Set(seen) != Set(expected) {
          return "in \(rect): \(seen.count) elements, expected \(expected.count)"
        }
      }
      let placed = fast.layout.allAttributesOneByOne(sections: counts)
      let expected = asking.layout.allAttributesOneByOne(sections: counts)
      if placed != expected {
        let wrong = zip(placed, expected).first { $0 != $1 }
        return wrong.map { "\($0.0.indexPath) at \($0.0.frame), expected \($0.1.frame)" }
          ?? "\(placed.count) elements, expected \(expected.count)"
      }
      if fast.layout.collectionViewContentSize != asking.layout.collectionViewContentSize {
        return "content sizes differ"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// A jump to the last card of a large self-sizing waterfall asks no exact height but those of the
  /// cards it measures on screen.
  @Test func jumpToTheEndAsksOnlyTheScreen() {
    let heights = (0..<200_000).map { 1 + $0 % 7 }
    let source = ArraySource(bounds: Rect(x: 0, y: 0, width: 120, height: 40), heights: [heights])
    let layout = WaterfallLayout()
    layout.columnCount = .fixed(4)
    layout.estimatedItemHeight = 4
    layout.source = source
    layout.delegate = source
    guard let last = layout.layoutAttributesForItem(at: IndexPath(item: heights.count - 1, section: 0)) else {
      Issue.record("no last card")
      return
    }
    source.layoutBounds.origin.y = max(0, last.frame.maxY - 40)
    #expect(source.asked == 0)
    layout.measureItems(in: source.layoutBounds)
    #expect(source.asked > 0 && source.asked < 100)
    #expect(layout.estimatedItems(in: source.layoutBounds).isEmpty)
  }

  /// Measurements survive a width change and a return to the width; a change of items forgets
  /// those from the change on.
  @Test func measurementsOutliveWidthChangesNotItemChanges() {
    let source = ArraySource(bounds: Rect(x: 0, y: 0, width: 40, height: 20), heights: [Array(repeating: 5, count: 50)])
    let layout = WaterfallLayout()
    layout.estimatedItemHeight = 2
    layout.source = source
    layout.delegate = source
    layout.measureItems(in: source.layoutBounds)
    let measured = layout.layoutAttributesForElements(in: source.layoutBounds).map(\.indexPath)
    #expect(!measured.isEmpty)
    let width = layout.layoutAttributesForItem(at: measured[0])!.frame.width
    source.layoutBounds.size.width = 61
    layout.invalidateLayout(with: .widthChanged)
    source.layoutBounds.size.width = 40
    layout.invalidateLayout(with: .widthChanged)
    #expect(layout.measuredHeight(ofItemAt: measured[0], width: width) == 5)
    #expect(layout.estimatedItems(in: source.layoutBounds).isEmpty)
    layout.invalidateLayout(with: .itemsChanged(from: IndexPath(item: 1, section: 0)))
    #expect(layout.measuredHeight(ofItemAt: measured[0], width: width) == 5)
    #expect(layout.measuredHeight(ofItemAt: measured[1], width: width) == nil)
  }
}
