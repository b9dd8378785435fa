import CascadeApp
import CascadeTestSupport
import Testing

@Suite struct CardHeightCacheTests {
  /// Over seeded random stores and lookups at a handful of widths, sections and items, the cache
  /// answers what a dictionary of everything stored answers at the widths it keeps: a width is
  /// forgotten, least recently used first, only when a store brings a third.
  @Test func answersWhatWasStored() {
    let failure = withEvery("seed", in: 0..<500) { _, rng -> String? in
      var cache = CardHeightCache()
      var stored: [[Int]: Int] = [:]
      var recentWidths: [Int] = []  // most recently used first
      for _ in 0..<200 {
        let width = Int.random(in: 1...6, using: &rng)
        let section = Int.random(in: 0...2, using: &rng)
        let item = Int.random(in: 0...(Bool.random(using: &rng) ? 40 : 600), using: &rng)
        let key = [width, section, item]
        if Bool.random(using: &rng) {
          let height = Int.random(in: 1...70_000, using: &rng)
          cache.store(height, section: section, item: item, width: width)
          guard height <= Int(UInt16.max) else { continue }
          recentWidths.removeAll { $0 == width }
          recentWidths.insert(width, at: 0)
          for old in recentWidths.dropFirst(2) { stored = stored.filter { $0.key[0] != old } }
          recentWidths = Array(recentWidths.prefix(2))
          stored[key] = height
        } else {
          let answer = cache.height(section: section, item: item, width: width)
          if recentWidths.contains(width) {
            recentWidths.removeAll { $0 == width }
            recentWidths.insert(width, at: 0)
          }
          if answer != stored[key] {
            return "\(key): cache \(answer.map(String.init) ?? "nil"), stored \(stored[key].map(String.init) ?? "nil")"
          }
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
