import CascadeCurses
import CascadeTestSupport
import Testing

@Suite struct ColorPairCacheTests {
  private typealias Key = ColorPairCache.Key

  /// A screen of `cells` drawn over and over with random combinations (more than the pairs, as
  /// 24-bit thumbnails need), against a brute-force model of what each cell shows:
  /// - every cell still shows the combination it was drawn with (a pair on screen is never redefined);
  /// - a lookup fails only when every pair is on screen at once, or the frame's recycling budget
  ///   is spent;
  /// - a redefined pair is the one idle the longest;
  /// - pair numbers stay below the capacity, and a combination keeps its pair while it is defined.
  @Test func pairsOnScreenAreNeverRedefinedAndIdleOnesAreRecycledOldestFirst() {
    let failure = withEvery("seed", in: 0..<400) { _, rng in
      let capacity = Int.random(in: 2...24, using: &rng)
      let cells = Int.random(in: 1...40, using: &rng)
      let colours = Int32.random(in: 2...12, using: &rng)
      let zero = Key(foreground: -1, background: -1)
      let budget = Bool.random(using: &rng) ? Int.max : Int.random(in: 1...4, using: &rng)
      var cache = ColorPairCache(capacity: capacity, pairZero: zero, recycleBudget: budget)
      var screen = [(key: Key, pair: Int32)](repeating: (zero, 0), count: cells)
      var recycledThisFrame = 0
      var idleSince: [Int32: Int] = [:]  // defined pairs no cell uses, and when they became idle
      var clock = 0
      for step in 0..<300 {
        clock += 1
        if Int.random(in: 0..<6, using: &rng) == 0 {
          cache.beginFrame()
          recycledThisFrame = 0
        }
        let key = Key(
          foreground: Int32.random(in: -1..<colours, using: &rng),
          background: Int32.random(in: -1..<colours, using: &rng))
        let cell = Int.random(in: 0..<cells, using: &rng)
        let definedBefore = cache.count
        var pair: Int32
        switch cache.pair(for: key) {
        case .cached(let number):
          pair = number
          if cache.key(of: number) != key {
            return
              "step \(step): \(key) cached as pair \(number), which shows \(String(describing: cache.key(of: number)))"
          }
        case .created(let number):
          pair = number
          guard number > 0, Int(number) < capacity else {
            return "step \(step): pair \(number) outside 1..<\(capacity)"
          }
          if Int(number) < definedBefore {
            // Recycled: it must have been idle, and idle the longest.
            guard let since = idleSince[number] else { return "step \(step): pair \(number) redefined while on screen" }
            if let older = idleSince.first(where: { $0.value < since }) {
              return "step \(step): recycled \(number) but \(older.key) was idle longer"
            }
            recycledThisFrame += 1
            if recycledThisFrame > budget {
              return "step \(step): recycled \(recycledThisFrame) pairs in a frame, over the budget of \(budget)"
            }
          }
          idleSince[number] = clock
        case .exhausted:
          let onScreen = Set(screen.map(\.pair)).subtracting([0])
          if onScreen.count < capacity - 1 && recycledThisFrame < budget {
            return "step \(step): exhausted with \(onScreen.count) pairs on screen of \(capacity - 1)"
          }
          pair = 0
        }
        // The backend's bookkeeping: the cell takes the pair and gives up the one it had.
        let old = screen[cell].pair
        if old != pair {
          cache.retain(pair)
          cache.release(old)
          idleSince[pair] = nil
          if old != 0 && !screen.indices.contains(where: { $0 != cell && screen[$0].pair == old }) {
            idleSince[old] = clock
          }
        }
        screen[cell] = (pair == 0 ? zero : key, pair)
        for (index, shown) in screen.enumerated() where shown.pair != 0 && cache.key(of: shown.pair) != shown.key {
          return
            "step \(step): cell \(index) drawn with \(shown.key) in pair \(shown.pair), which now shows \(String(describing: cache.key(of: shown.pair)))"
        }
        for (number, _) in idleSince where cache.useCount(of: number) != 0 {
          return "step \(step): idle pair \(number) counted as used"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func capacityFollowsTheTerminal() {
    #expect(ColorPairCache(capacity: 65_536, pairZero: .init(foreground: -1, background: -1)).capacity == 65_536)
    #expect(ColorPairCache(capacity: 0, pairZero: .init(foreground: -1, background: -1)).capacity == 1)
  }
}

@Suite struct ColorPairRecyclingTests {
  /// Every pair on screen at once: the lookup fails (the backend then draws a whole frame after
  /// `reset()`), and after the reset the numbers are handed out again from 1.
  @Test func resetFreesEveryPairButZero() {
    let zero = Key(foreground: -1, background: -1)
    var cache = ColorPairCache(capacity: 3, pairZero: zero)
    #expect(cache.pair(for: .init(foreground: 1, background: 2)) == .created(1))
    cache.retain(1)
    #expect(cache.pair(for: .init(foreground: 3, background: 4)) == .created(2))
    cache.retain(2)
    #expect(cache.pair(for: .init(foreground: 5, background: 6)) == .exhausted)
    cache.reset()
    #expect(cache.count == 1)
    #expect(cache.pair(for: zero) == .cached(0))
    #expect(cache.pair(for: .init(foreground: 5, background: 6)) == .created(1))
  }

  /// Drawn over, a pair becomes free for another combination; erasing the screen frees them all
  /// but keeps their definitions.
  @Test func aPairNoCellUsesIsRedefined() {
    let zero = Key(foreground: -1, background: -1)
    var cache = ColorPairCache(capacity: 3, pairZero: zero)
    let a = Key(foreground: 1, background: 1), b = Key(foreground: 2, background: 2),
      c = Key(foreground: 3, background: 3)
    #expect(cache.pair(for: a) == .created(1))
    cache.retain(1)
    #expect(cache.pair(for: b) == .created(2))
    cache.retain(2)
    cache.release(1)
    #expect(cache.pair(for: c) == .created(1))
    #expect(cache.key(of: 1) == c && cache.key(of: 2) == b)
    cache.retain(1)
    cache.releaseAll()
    #expect(cache.pair(for: b) == .cached(2))
    #expect(cache.pair(for: a) == .created(1), "pair 1 went idle before pair 2 in the erase")
  }

  /// Redefining a pair makes ncurses rescan the screen, so a frame recycles at most its budget;
  /// the next frame may recycle again.
  @Test func aFrameRecyclesAtMostItsBudget() {
    let zero = Key(foreground: -1, background: -1)
    var cache = ColorPairCache(capacity: 3, pairZero: zero, recycleBudget: 1)
    #expect(cache.pair(for: Key(foreground: 1, background: 1)) == .created(1))
    #expect(cache.pair(for: Key(foreground: 2, background: 2)) == .created(2))
    #expect(cache.pair(for: Key(foreground: 3, background: 3)) == .created(1), "pair 1 was idle longest")
    #expect(cache.pair(for: Key(foreground: 4, background: 4)) == .exhausted, "the frame's one redefinition is spent")
    cache.beginFrame()
    #expect(cache.pair(for: Key(foreground: 4, background: 4)) == .created(2))
  }

  private typealias Key = ColorPairCache.Key
}
