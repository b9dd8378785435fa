/// Which elements of a reordered sequence can stay where they are while the rest move, for
/// describing a reordering as batch updates, in time linear in the sequence's length.
///
/// Elements that stay must keep their order: the update removes the moved ones and puts them back
/// at their new places, and the others close up in between. Any set of elements whose old ranks
/// increase in their new order will do; fewer moves make a smaller batch and a calmer animation,
/// never a different result.
///
/// Edits move runs of neighbours together (a block dragged elsewhere, a swap, items sorted in), so
/// the sequence is first cut into runs whose old ranks go up one by one: Heckel's pass that
/// extends a match to its neighbours, for identifiers that are unique. The runs that stay are a
/// heaviest increasing chain of runs (a longest increasing subsequence weighted by run length),
/// which costs O(m log m) for m runs. That is kept within O(n) for n elements by letting only the
/// n / ⌈log₂ n⌉ longest runs (at least 256) into the chain, picked by counting their lengths, not
/// by sorting; then, in one pass, every element that fits between the chain's links in old order
/// stays too. So the moves are the fewest possible whenever an edit leaves at most that many runs
/// (one block moved: all but the block stay; a swap: all but the two), and few rather than fewest
/// past that, when most elements changed neighbours anyway.
@usableFromInline enum StayingElements {
  /// `oldRanks[i]` is the old rank of the element now at rank `i` (a permutation of
  /// `0..<oldRanks.count`). Returns, per new rank, whether that element stays.
  /// - Complexity: O(n).
  @usableFromInline static func stays(_ oldRanks: [Int]) -> [Bool] {
    let n = oldRanks.count
    guard n > 0 else { return [] }
    // Runs: maximal stretches whose old ranks go up by one.
    var runStart: [Int] = []
    var i = 0
    while i < n {
      runStart.append(i)
      i += 1
      while i < n, oldRanks[i] == oldRanks[i - 1] + 1 { i += 1 }
    }
    runStart.append(n)
    let runCount = runStart.count - 1
    if runCount == 1 { return [Bool](repeating: true, count: n) }
    let chain = heaviestChain(oldRanks, runStart: runStart, candidates: longestRuns(runStart, count: chainLimit(n)))
    // The chained runs stay, and so does every other element whose old rank lies between the last
    // one kept before it and the next chained run after it.
    var nextChained = [Int](repeating: n, count: runCount + 1)  // first old rank of the next chained run
    for run in stride(from: runCount - 1, through: 0, by: -1) {
      nextChained[run] = chain[run] ? oldRanks[runStart[run]] : nextChained[run + 1]
    }
    var stays = [Bool](repeating: false, count: n)
    var lastKept = -1
    for run in 0..<runCount {
      for index in runStart[run]..<runStart[run + 1] {
        let rank = oldRanks[index]
        guard chain[run] || (rank > lastKept && rank < nextChained[run + 1]) else { continue }
        stays[index] = true
        lastKept = rank
      }
    }
    return stays
  }

  /// How many runs may enter the chain of `n` elements: n / ⌈log₂ n⌉, so that the chain's
  /// O(m log m) stays within O(n), and never fewer than 256, a constant cost that keeps small
  /// sequences (a few sections, a short list) exact.
  @usableFromInline static func chainLimit(_ n: Int) -> Int {
    let log = max(1, Int.bitWidth - (n - 1).leadingZeroBitCount)
    return max(256, n / log)
  }

  /// Per run, whether it is among the `count` longest (all of them when there are no more; the
  /// earliest in new order among runs of the same length). O(n): the lengths counted, not sorted.
  private static func longestRuns(_ runStart: [Int], count: Int) -> [Bool] {
    let runCount = runStart.count - 1
    guard runCount > count else { return [Bool](repeating: true, count: runCount) }
    let n = runStart[runCount]
    var runsOfLength = [Int](repeating: 0, count: n + 1)
    for run in 0..<runCount { runsOfLength[runStart[run + 1] - runStart[run]] += 1 }
    // The shortest length that still gets in, and how many runs of exactly that length do.
    var length = n, longer = 0
    while longer + runsOfLength[length] < count {
      longer += runsOfLength[length]
      length -= 1
    }
    var ofShortestLength = count - longer
    var candidate = [Bool](repeating: false, count: runCount)
    for run in 0..<runCount {
      let runLength = runStart[run + 1] - runStart[run]
      if runLength > length {
        candidate[run] = true
      } else if runLength == length, ofShortestLength > 0 {
        candidate[run] = true
        ofShortestLength -= 1
      }
    }
    return candidate
  }

  /// Per run, whether it is on a heaviest chain of the `candidates` whose old ranks increase in
  /// new order. A Fenwick tree of prefix maxima over the candidates, numbered in old-rank order
  /// with a pass over the ranks instead of a sort.
  /// - Complexity: O(n + m log m) for m candidates.
  private static func heaviestChain(_ oldRanks: [Int], runStart: [Int], candidates: [Bool]) -> [Bool] {
    let n = oldRanks.count, runCount = runStart.count - 1
    func length(_ run: Int) -> Int { runStart[run + 1] - runStart[run] }
    // The candidate runs numbered by old rank: the run starting at each old rank, then a scan.
    var runAtOldRank = [Int](repeating: -1, count: n)
    for run in 0..<runCount where candidates[run] { runAtOldRank[oldRanks[runStart[run]]] = run }
    var slot = [Int](repeating: -1, count: runCount)
    var slots = 0
    for run in runAtOldRank where run >= 0 {
      slot[run] = slots
      slots += 1
    }
    // Heaviest chain: for each candidate in new order, the best chain ending below its first old
    // rank. Runs cover disjoint old ranks, so a run starting below another's start ends below it.
    var tree = [(weight: Int, run: Int)](repeating: (0, -1), count: slots + 1)
    var best = [Int](repeating: 0, count: runCount), previous = [Int](repeating: -1, count: runCount)
    var top = (weight: 0, run: -1)
    for run in 0..<runCount where slot[run] >= 0 {
      var below = (weight: 0, run: -1)
      var k = slot[run]  // prefix maximum over slots 0..<slot (1-based 1...slot)
      while k > 0 {
        if tree[k].weight > below.weight { below = tree[k] }
        k -= k & -k
      }
      best[run] = below.weight + length(run)
      previous[run] = below.run
      if best[run] > top.weight { top = (best[run], run) }
      k = slot[run] + 1
      while k <= slots {
        if best[run] > tree[k].weight { tree[k] = (best[run], run) }
        k += k & -k
      }
    }
    var chain = [Bool](repeating: false, count: runCount)
    var run = top.run
    while run >= 0 {
      chain[run] = true
      run = previous[run]
    }
    return chain
  }
}
