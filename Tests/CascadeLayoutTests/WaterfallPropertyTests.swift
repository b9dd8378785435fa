import CascadeLayout
import CascadeTestSupport
import Testing

@Suite struct WaterfallPropertyTests {
  /// The fast per-column query returns exactly the brute-force filter of all elements, in order,
  /// whether the layout is queried fresh (lazy) or after everything was placed.
  @Test func queryMatchesBruteForce() {
    let failure = withEvery("seed", in: 0..<3_000) { seed, rng in
      let config = RandomWaterfall(&rng)
      let counts = config.source.heights.map(\.count)
      // A second, untouched layout with the same configuration answers queries lazily.
      var lazyRNG = SplitMix64(seed: seed)
      let lazy = RandomWaterfall(&lazyRNG)
      let all = config.layout.allAttributesOneByOne(sections: counts)
      let content = config.layout.collectionViewContentSize
      for _ in 0..<6 {
        let rect = randomRect(&rng, content: content)
        let expected = all.filter { $0.frame.intersects(rect) }.sorted(by: LayoutAttributes.resultOrder)
        let fast = config.layout.layoutAttributesForElements(in: rect)
        if fast != expected { return "rect \(rect): got \(fast.map(\.indexPath)), expected \(expected.map(\.indexPath))" }
        let fresh = lazy.layout.layoutAttributesForElements(in: rect)
        if fresh != expected { return "lazy rect \(rect): got \(fresh.count) elements, expected \(expected.count)" }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// No two cells overlap, everything lies inside the content size, column widths differ by at most
  /// one, and in shortest-first order every card went into the shortest (leftmost on ties) column.
  @Test func invariantsHold() {
    let failure = withEvery("seed", in: 0..<3_000) { _, rng in
      let config = RandomWaterfall(&rng)
      let layout = config.layout
      let counts = config.source.heights.map(\.count)
      let all = layout.allAttributesOneByOne(sections: counts)
      let content = layout.collectionViewContentSize
      let contentRect = Rect(origin: .zero, size: content)
      for a in all where !contentRect.contains(a.frame) || a.frame.isEmpty {
        return "\(a.category) \(a.indexPath) \(a.frame) outside content \(content)"
      }
      for (s, count) in counts.enumerated() {
        let cells = all.filter { $0.category == .cell && $0.indexPath.section == s }
        if cells.count != count { return "section \(s): \(cells.count) cells for \(count) items" }
        for i in cells.indices { for j in cells.indices where j > i && cells[i].frame.intersects(cells[j].frame) {
          return "cells \(cells[i].indexPath) \(cells[i].frame) and \(cells[j].indexPath) \(cells[j].frame) overlap"
        } }
        let columnWidths = Set(cells.filter { !config.source.fullWidth.contains($0.indexPath) }.map(\.frame.width))
        if let lo = columnWidths.min(), let hi = columnWidths.max(), hi - lo > 1 { return "section \(s): column widths \(columnWidths)" }
        if layout.renderOrder == .shortestFirst, let problem = greedyViolation(cells, source: config.source, layout: layout) {
          return "section \(s): \(problem)"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Replays placement from the frames: each card must start at its column's next free row, and that
  /// column must have been the shortest, leftmost on ties.
  private func greedyViolation(_ cells: [LayoutAttributes], source: ArraySource, layout: WaterfallLayout) -> String? {
    let columnXs = Array(Set(cells.filter { !source.fullWidth.contains($0.indexPath) }.map(\.frame.minX))).sorted()
    guard let first = cells.first else { return nil }
    // Every column starts at the first card's top (all columns are empty when it is placed).
    let itemsTop = first.frame.minY
    var heights = [Int](repeating: itemsTop, count: max(1, columnXs.count))
    for cell in cells {
      if source.fullWidth.contains(cell.indexPath) {
        if cell.frame.minY != heights.max() { return "full-width \(cell.indexPath) at \(cell.frame.minY), columns at \(heights)" }
        heights = heights.map { _ in cell.frame.maxY + layout.rowSpacing }
        continue
      }
      guard let column = columnXs.firstIndex(of: cell.frame.minX) else { return "no column at x \(cell.frame.minX)" }
      // A column no card ever used is invisible here; the replay then only sees the used ones,
      // which is enough: the shortest column always gets a card before a taller one does.
      let shortest = heights.min() ?? itemsTop
      if heights[column] != shortest || heights.firstIndex(of: shortest) != column {
        return "\(cell.indexPath) went to column \(column) at \(heights[column]); columns \(heights)"
      }
      if cell.frame.minY != heights[column] { return "\(cell.indexPath) at \(cell.frame.minY), column free at \(heights[column])" }
      heights[column] = cell.frame.maxY + layout.rowSpacing
    }
    return nil
  }

  /// Appending items continues from the saved column heights and gives the same frames as laying
  /// out the longer collection from scratch; so does a change at item i.
  @Test func partialInvalidationMatchesFreshLayout() {
    let failure = withEvery("seed", in: 0..<2_000) { seed, rng in
      let config = RandomWaterfall(&rng)
      let source = config.source
      guard !source.heights.isEmpty else { return nil }
      let counts = source.heights.map(\.count)
      _ = config.layout.allAttributesOneByOne(sections: counts)
      let s = Int.random(in: 0..<source.heights.count, using: &rng)
      let invalidation: LayoutInvalidation
      if Bool.random(using: &rng) {
        source.heights[s] += (0..<Int.random(in: 0...20, using: &rng)).map { _ in Int.random(in: 1...9, using: &rng) }
        invalidation = .itemsAppended(section: s)
      } else {
        let i = Int.random(in: 0...source.heights[s].count, using: &rng)
        let removed = Int.random(in: 0...(source.heights[s].count - i), using: &rng)
        source.heights[s].replaceSubrange(i..<(i + removed), with: (0..<Int.random(in: 0...5, using: &rng)).map { _ in Int.random(in: 1...9, using: &rng) })
        invalidation = .itemsChanged(from: IndexPath(item: i, section: s))
      }
      config.layout.invalidateLayout(with: invalidation)
      config.layout.prepare()
      let updated = config.layout.allAttributesOneByOne(sections: source.heights.map(\.count))
      var freshRNG = SplitMix64(seed: seed)
      let fresh = RandomWaterfall(&freshRNG)
      fresh.source.heights = source.heights
      let expected = fresh.layout.allAttributesOneByOne(sections: source.heights.map(\.count))
      if updated != expected { return "\(invalidation): frames differ from a fresh layout" }
      if config.layout.collectionViewContentSize != fresh.layout.collectionViewContentSize { return "\(invalidation): content size differs" }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Snapping returns an offset inside the scrollable range that moves the asked way from the
  /// current offset (the source's bounds) unless it is already at that end, and that either centres
  /// a card, shows the top of a card taller than the viewport, or is the plain proposal (when no card
  /// would move the view the asked way).
  @Test func snapIsClampedDirectedAndCentred() {
    let failure = withEvery("seed", in: 0..<1_500) { _, rng in
      let config = RandomWaterfall(&rng)
      let layout = config.layout
      let content = layout.collectionViewContentSize
      let viewport = config.source.layoutBounds.height
      let maxOffset = max(0, content.height - viewport)
      let current = Int.random(in: 0...maxOffset, using: &rng)
      config.source.layoutBounds.origin.y = current
      let direction = Int.random(in: -1...1, using: &rng)
      let proposed = current + direction * max(1, Int.random(in: 1...(viewport + 2), using: &rng))
      let target = layout.targetContentOffset(forProposedContentOffset: Point(x: 0, y: proposed), withScrollingVelocity: ScrollVelocity(dy: direction)).y
      if target < 0 || target > maxOffset { return "target \(target) outside 0...\(maxOffset)" }
      if direction > 0 && target <= current && current < maxOffset { return "forward from \(current) went to \(target)" }
      if direction < 0 && target >= current && current > 0 { return "backward from \(current) went to \(target)" }
      let cells = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: max(1, content.width), height: max(1, content.height))).filter { $0.category == .cell }
      let centres = cells.contains { $0.frame.height > viewport ? $0.frame.minY == target : $0.frame.minY + $0.frame.height / 2 - viewport / 2 == target }
      let plain = target == min(max(0, proposed), maxOffset)
      if !centres && !plain && target > 0 && target < maxOffset { return "target \(target) centres no card and is not the proposal \(proposed)" }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
