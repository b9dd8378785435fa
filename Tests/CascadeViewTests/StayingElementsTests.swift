import CascadeTestSupport
import Testing

@testable import CascadeView

/// The elements a reordering lets stay, against brute force: always an increasing chain of old
/// ranks (else the batch would not give the new order); as long as a longest increasing
/// subsequence (patience sorting) whenever the edit leaves at most n / ⌈log₂ n⌉ runs of
/// neighbours, or 256; and, past that, at least as long as the heaviest chain of the longest
/// runs, which a quadratic search finds.
@Suite struct StayingElementsTests {
  /// A permutation of `0..<n` as users' edits make one: blocks dragged, swaps, reversed stretches,
  /// a few blocks shuffled, or every element shuffled.
  static func reordering(_ n: Int, _ rng: inout SplitMix64) -> [Int] {
    var order = Array(0..<n)
    guard n > 1 else { return order }
    switch Int.random(in: 0..<5, using: &rng) {
    case 0:
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        let start = Int.random(in: 0..<n, using: &rng), length = Int.random(in: 1...(n - start), using: &rng)
        let block = Array(order[start..<(start + length)])
        order.removeSubrange(start..<(start + length))
        order.insert(contentsOf: block, at: Int.random(in: 0...order.count, using: &rng))
      }
    case 1:
      for _ in 0..<Int.random(in: 1...8, using: &rng) {
        order.swapAt(Int.random(in: 0..<n, using: &rng), Int.random(in: 0..<n, using: &rng))
      }
    case 2:
      let a = Int.random(in: 0..<n, using: &rng), b = Int.random(in: a..<n, using: &rng)
      order[a...b].reverse()
    case 3:
      // Blocks of a few to a dozen shuffled: many runs, some of them long.
      var blocks: [[Int]] = []
      var start = 0
      while start < n {
        let length = min(n - start, Int.random(in: 1...14, using: &rng))
        blocks.append(Array(start..<(start + length)))
        start += length
      }
      order = blocks.shuffled(using: &rng).flatMap { $0 }
    default: order.shuffle(using: &rng)
    }
    return order
  }

  /// The length of a longest strictly increasing subsequence, by patience sorting: the smallest
  /// last element of an increasing subsequence of each length, found by binary search.
  static func longestIncreasing(_ values: [Int]) -> Int {
    var tails: [Int] = []
    for value in values {
      var lo = 0, hi = tails.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if tails[mid] < value { lo = mid + 1 } else { hi = mid }
      }
      if lo == tails.count { tails.append(value) } else { tails[lo] = value }
    }
    return tails.count
  }

  /// Runs of old ranks going up by one, as (first old rank, length), in new order.
  static func runs(_ oldRanks: [Int]) -> [(first: Int, length: Int)] {
    var runs: [(first: Int, length: Int)] = []
    for (i, rank) in oldRanks.enumerated() {
      if i > 0, rank == oldRanks[i - 1] + 1 { runs[runs.count - 1].length += 1 } else { runs.append((rank, 1)) }
    }
    return runs
  }

  /// The heaviest chain of the runs longer than `shortest`, by the quadratic recurrence.
  static func heaviestChain(_ runs: [(first: Int, length: Int)], longerThan shortest: Int) -> Int {
    let long = runs.filter { $0.length > shortest }
    var best = long.map(\.length)
    for i in long.indices {
      for j in 0..<i where long[j].first < long[i].first { best[i] = max(best[i], best[j] + long[i].length) }
    }
    return best.max() ?? 0
  }

  /// How many runs the chain may take among `n` elements: n / ⌈log₂ n⌉, at least 256.
  static func chainLimit(_ n: Int) -> Int {
    var bits = 0
    while (1 << bits) < n { bits += 1 }
    return max(256, n / max(1, bits))
  }

  @Test func theStayingElementsKeepTheirOrderAndAreAsManyAsCanBe() {
    var exact = 0, bounded = 0
    let failure = withEvery("seed", in: 0..<4_000) { _, rng in
      let n = Int.random(in: 0...[40, 400, 3_000][Int.random(in: 0..<3, using: &rng)], using: &rng)
      let oldRanks = Self.reordering(n, &rng)
      let stays = StayingElements.stays(oldRanks)
      guard stays.count == n else { return "\(stays.count) answers for \(n) elements" }
      let kept = oldRanks.indices.filter { stays[$0] }.map { oldRanks[$0] }
      if zip(kept, kept.dropFirst()).contains(where: { $0 >= $1 }) {
        return "the staying elements are out of order: \(kept) in \(oldRanks)"
      }
      let runs = Self.runs(oldRanks)
      let limit = Self.chainLimit(n)
      if runs.count <= limit {
        exact += 1
        let longest = Self.longestIncreasing(oldRanks)
        if kept.count != longest { return "\(kept.count) stay, \(longest) could: \(oldRanks)" }
      } else {
        bounded += 1
        // Every run longer than the limit-th longest is sure to be in the chain.
        let cut = runs.map(\.length).sorted(by: >)[limit - 1]
        let chain = Self.heaviestChain(runs, longerThan: cut)
        if kept.count < chain {
          return "\(kept.count) stay, fewer than the \(chain) of the longest runs' heaviest chain: \(oldRanks)"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
    // Both ways of choosing were tried many times.
    #expect(exact > 1_000 && bounded > 300, "\(exact) exact, \(bounded) bounded")
  }

  @Test func oneBlockMovedFarInAManyRunSequenceStillKeepsTheRest() {
    // 10,000 elements: the first 9,000 cut into pairs that swap (9,000 runs of one: too many for
    // all to enter the chain), and a block of 500 moved from the end to the front.
    var order: [Int] = []
    for pair in stride(from: 0, to: 9_000, by: 2) { order += [pair + 1, pair] }
    order = Array(9_500..<10_000) + order + Array(9_000..<9_500)
    let stays = StayingElements.stays(order)
    // The block at the front or the 500 after the pairs stay, and one of each swapped pair.
    #expect(stays.filter { $0 }.count >= 4_500 + 500)
  }
}
