import CascadeLayout
import CascadeTestSupport
import Testing

/// `WaterfallLayout` against `ReferenceWaterfall`, the plain reading of its documentation: every
/// frame, the content size and every query, whether the layout was asked lazily (in a random order,
/// from fresh) or after placing everything.
@Suite struct WaterfallOracleTests {
  /// A random configuration, the same for the same seed: `RandomWaterfall` plus heights that depend
  /// on the width asked, now and then a card taller than the layout stores, and pinned headers.
  func configuration(seed: UInt64) -> (config: RandomWaterfall, rng: SplitMix64) {
    var rng = SplitMix64(seed: seed)
    let config = RandomWaterfall(&rng)
    config.source.heightsDependOnWidth = true
    for s in config.source.heights.indices {
      for i in config.source.heights[s].indices where Int.random(in: 0..<100, using: &rng) == 0 {
        config.source.heights[s][i] = 65_530 + Int.random(in: 0...10, using: &rng)
      }
    }
    config.layout.sectionHeadersPinToVisibleBounds = Int.random(in: 0..<4, using: &rng) == 0
    return (config, rng)
  }

  @Test func everyFrameMatchesTheReference() {
    let failure = withEvery("seed", in: 0..<4_000) { seed, _ in
      var (full, rng) = configuration(seed: seed)
      let (lazy, _) = configuration(seed: seed)
      let reference = ReferenceWaterfall(layout: full.layout, source: full.source, delegate: full.source)
      let offset = Int.random(in: 0...max(0, reference.contentSize.height), using: &rng)
      full.source.layoutBounds.origin.y = offset
      lazy.source.layoutBounds.origin.y = offset
      let pinning = full.layout.sectionHeadersPinToVisibleBounds ? offset : nil
      let expected = reference.elements.map { reference.pinned($0, at: pinning) }

      // Lazily: questions in a random order on a fresh layout, the content size last.
      var questions = Array(expected.indices).map { Optional($0) } + [nil, nil, nil, nil]
      questions.shuffle(using: &rng)
      for question in questions {
        if let e = question {
          if let problem = mismatch(lazy.layout, expected[e]) { return "lazily: \(problem)" }
        } else {
          let rect = randomRect(&rng, content: reference.contentSize)
          let got = lazy.layout.layoutAttributesForElements(in: rect)
          let want = reference.elements(in: rect, pinnedAt: pinning)
          if got != want { return "lazily, rect \(rect): \(describe(got)) expected \(describe(want))" }
        }
      }
      if lazy.layout.collectionViewContentSize != reference.contentSize {
        return "lazily: content \(lazy.layout.collectionViewContentSize), expected \(reference.contentSize)"
      }

      // Fully placed first.
      if full.layout.collectionViewContentSize != reference.contentSize {
        return "content \(full.layout.collectionViewContentSize), expected \(reference.contentSize)"
      }
      for e in expected { if let problem = mismatch(full.layout, e) { return problem } }
      for _ in 0..<4 {
        let rect = randomRect(&rng, content: reference.contentSize)
        let got = full.layout.layoutAttributesForElements(in: rect)
        let want = reference.elements(in: rect, pinnedAt: pinning)
        if got != want { return "rect \(rect): \(describe(got)) expected \(describe(want))" }
      }
      // Items past the end and sections that do not exist have no attributes.
      for (s, items) in full.source.heights.enumerated() {
        if full.layout.layoutAttributesForItem(at: IndexPath(item: items.count, section: s)) != nil {
          return "item \(items.count) of section \(s) exists"
        }
      }
      if full.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: full.source.heights.count)) != nil {
        return "a section past the end exists"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// The layout's answer for the element `expected` describes, compared with it.
  private func mismatch(_ layout: WaterfallLayout, _ expected: LayoutAttributes) -> String? {
    let got: LayoutAttributes?
    switch expected.category {
    case .cell: got = layout.layoutAttributesForItem(at: expected.indexPath)
    case .supplementaryView(let kind), .decorationView(let kind):
      got = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: expected.indexPath)
    }
    return got == expected
      ? nil
      : "\(expected.category) \(expected.indexPath): \(got.map { "\($0.frame) z\($0.zIndex)" } ?? "nil"), expected \(expected.frame) z\(expected.zIndex)"
  }

  private func describe(_ elements: [LayoutAttributes]) -> String {
    elements.map { "\($0.category == .cell ? "" : "\($0.category) ")\($0.indexPath)\($0.frame)" }.joined(separator: " ")
  }

  /// Paging lands exactly where the plain reading of the snapping rules says, from thousands of
  /// offsets and proposals in both directions and none.
  @Test func snapTargetsMatchTheReference() {
    let failure = withEvery("seed", in: 0..<3_000) { seed, _ in
      var (config, rng) = configuration(seed: seed)
      config.layout.sectionHeadersPinToVisibleBounds = false
      let reference = ReferenceWaterfall(layout: config.layout, source: config.source, delegate: config.source)
      let viewport = config.source.layoutBounds.height
      let maxOffset = max(0, reference.contentSize.height - viewport)
      let current = Int.random(in: 0...maxOffset, using: &rng)
      config.source.layoutBounds.origin.y = current
      let direction = Int.random(in: -1...1, using: &rng)
      let proposed =
        current
        + (direction == 0
          ? Int.random(in: -3...3, using: &rng) : direction * Int.random(in: 1...(viewport + 2), using: &rng))
      // Half the time on a fresh layout, half after placing everything.
      if Bool.random(using: &rng) { _ = config.layout.collectionViewContentSize }
      let got = config.layout.targetContentOffset(
        forProposedContentOffset: Point(x: 0, y: proposed), withScrollingVelocity: ScrollVelocity(dy: direction)
      ).y
      let cards = reference.elements.filter { $0.category == .cell }.map(\.frame)
      let want = referenceSnap(
        cards: cards.map { (start: $0.minY, length: $0.height) }, viewport: viewport,
        contentLength: reference.contentSize.height,
        current: current, proposed: proposed, direction: direction)
      return got == want
        ? nil
        : "from \(current), proposed \(proposed), direction \(direction), viewport \(viewport): got \(got), expected \(want)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}

/// Snapping computed from its documentation, one card at a time: of the cards whose centre lies the
/// way of travel from the proposed viewport's centre (every card with no direction; every card when
/// none lies that way), the one whose centre is nearest, the first in index order among equals;
/// centred, or its start shown when it is longer than the viewport; clamped to the scrollable range;
/// and when that would not move the way asked from `current`, the clamped proposal if it does, else
/// no move.
func referenceSnap(
  cards: [(start: Int, length: Int)], viewport: Int, contentLength: Int, current: Int, proposed: Int, direction: Int
) -> Int {
  let centre = proposed + viewport / 2
  func cardCentre(_ card: (start: Int, length: Int)) -> Int { card.start + card.length / 2 }
  func isOnTheWay(_ card: (start: Int, length: Int)) -> Bool {
    direction == 0 || (direction > 0 ? cardCentre(card) >= centre : cardCentre(card) <= centre)
  }
  var candidates = cards.filter(isOnTheWay)
  if candidates.isEmpty { candidates = cards }
  var chosen: (start: Int, length: Int)?
  for card in candidates {
    if chosen == nil || abs(cardCentre(card) - centre) < abs(cardCentre(chosen!) - centre) { chosen = card }
  }
  let maxOffset = max(0, contentLength - viewport)
  func clamped(_ y: Int) -> Int { min(max(0, y), maxOffset) }
  var target = proposed
  if let card = chosen { target = card.length > viewport ? card.start : cardCentre(card) - viewport / 2 }
  target = clamped(target)
  let movesTheWayAsked = direction == 0 || (direction > 0 ? target > current : target < current)
  if !movesTheWayAsked {
    let step = clamped(proposed)
    let stepMoves = direction > 0 ? step > current : step < current
    target = stepMoves ? step : min(current, maxOffset)
  }
  return target
}
