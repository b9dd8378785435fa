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
        if fast != expected {
          return "rect \(rect): got \(fast.map(\.indexPath)), expected \(expected.map(\.indexPath))"
        }
        let fresh = lazy.layout.layoutAttributesForElements(in: rect)
        if fresh != expected { return "lazy rect \(rect): got \(fresh.count) elements, expected \(expected.count)" }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// No two cells overlap, everything lies inside the content size, and column widths differ by at
  /// most one. (Where each card goes is checked exactly against `ReferenceWaterfall`.)
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
        for i in cells.indices {
          for j in cells.indices where j > i && cells[i].frame.intersects(cells[j].frame) {
            return "cells \(cells[i].indexPath) \(cells[i].frame) and \(cells[j].indexPath) \(cells[j].frame) overlap"
          }
        }
        let columnWidths = Set(cells.filter { !config.source.fullWidth.contains($0.indexPath) }.map(\.frame.width))
        if let lo = columnWidths.min(), let hi = columnWidths.max(), hi - lo > 1 {
          return "section \(s): column widths \(columnWidths)"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
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
        source.heights[s].replaceSubrange(
          i..<(i + removed),
          with: (0..<Int.random(in: 0...5, using: &rng)).map { _ in Int.random(in: 1...9, using: &rng) })
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
      if config.layout.collectionViewContentSize != fresh.layout.collectionViewContentSize {
        return "\(invalidation): content size differs"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
