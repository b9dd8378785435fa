import CascadeCurses
import CascadeTestSupport
import Testing

@Suite struct ColorPairCacheTests {
  /// Against a plain model: a pair per combination, handed out 1, 2, 3… until the capacity is reached,
  /// the same number every time a combination comes back, pair 0 for the default combination.
  @Test func pairsAreStableDistinctAndBounded() {
    let failure = withEvery("seed", in: 0..<1_000) { _, rng in
      let capacity = Int.random(in: 1...40, using: &rng)
      let zero = ColorPairCache.Key(foreground: -1, background: -1)
      var cache = ColorPairCache(capacity: capacity, pairZero: zero)
      var model: [ColorPairCache.Key: Int16] = [zero: 0]
      for step in 0..<200 {
        let key = ColorPairCache.Key(
          foreground: Int16.random(in: -1..<8, using: &rng), background: Int16.random(in: -1..<8, using: &rng))
        let expected: ColorPairCache.Lookup
        if let number = model[key] {
          expected = .cached(number)
        } else if model.count < capacity {
          expected = .created(Int16(model.count))
          model[key] = Int16(model.count)
        } else {
          expected = .exhausted
        }
        let lookup = cache.pair(for: key)
        if lookup != expected { return "step \(step), capacity \(capacity), \(key): \(lookup), expected \(expected)" }
      }
      return cache.count == model.count ? nil : "count \(cache.count), expected \(model.count)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func capacityIsCappedToWhatAShortHolds() {
    #expect(ColorPairCache(capacity: 65_536, pairZero: .init(foreground: -1, background: -1)).capacity == 32_768)
    #expect(ColorPairCache(capacity: 0, pairZero: .init(foreground: -1, background: -1)).capacity == 1)
  }
}

@Suite struct ColorPairRecyclingTests {
  /// A screen of thumbnails needs more combinations than the pairs: after a reset the numbers are
  /// handed out again from 1, so the next frame never runs out of pairs for long.
  @Test func resetFreesEveryPairButZero() {
    let zero = ColorPairCache.Key(foreground: -1, background: -1)
    var cache = ColorPairCache(capacity: 3, pairZero: zero)
    #expect(cache.pair(for: .init(foreground: 1, background: 2)) == .created(1))
    #expect(cache.pair(for: .init(foreground: 3, background: 4)) == .created(2))
    #expect(cache.pair(for: .init(foreground: 5, background: 6)) == .exhausted)
    cache.reset()
    #expect(cache.count == 1)
    #expect(cache.pair(for: zero) == .cached(0))
    #expect(cache.pair(for: .init(foreground: 5, background: 6)) == .created(1))
  }
}
