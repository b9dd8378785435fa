/// Which elements of a reordered sequence can stay where they are while the rest move, for
/// describing a reordering as batch updates.
///
/// Elements that stay must keep their order: the update removes the moved ones and puts them back
/// at their new places, and the others close up in between. Any set of elements whose old ranks
/// increase in their new order will do; fewer moves make a smaller batch, never a different
/// result. Edits move runs of neighbours together (a block dragged elsewhere, a swap, items sorted
/// in), so the sequence is cut into runs whose old ranks go up one by one, and the runs that stay
/// are a heaviest increasing chain of runs (a longest increasing subsequence over runs, weighted
/// by their lengths, with a Fenwick tree of prefix maxima). For one block moved that keeps all but
/// the block; for a swap, all but the two.
@usableFromInline enum StayingElements {
  /// `oldRanks[i]` is the old rank of the element now at rank `i` (a permutation of
  /// `0..<oldRanks.count`). Returns, per new rank, whether that element stays.
  /// - Complexity: O(n + r log n) for r runs; O(n) when an edit keeps most neighbours together.
  @usableFromInline static func stays(_ oldRanks: [Int]) -> [Bool] {
    let n = oldRanks.count
    var stays = [Bool](repeating: false, count: n)
    guard n > 0 else { return stays }
    // Runs: maximal stretches whose old ranks go up by one.
    var runStart: [Int] = [], runLength: [Int] = []
    var i = 0
    while i < n {
      var j = i + 1
      while j < n, oldRanks[j] == oldRanks[j - 1] + 1 { j += 1 }
      runStart.append(i)
      runLength.append(j - i)
      i = j
    }
    // Heaviest chain: for each run in new order, the best chain ending below its first old rank.
    // Runs cover disjoint old ranks, so a run starting below another's start ends below it too.
    var tree = [(weight: Int, run: Int)](repeating: (0, -1), count: n + 1)
    var best = [Int](repeating: 0, count: runStart.count), previous = [Int](repeating: -1, count: runStart.count)
    for run in runStart.indices {
      let first = oldRanks[runStart[run]]
      var below = (weight: 0, run: -1)
      var k = first  // Fenwick prefix maximum over old ranks 0..<first (1-based indices 1...first)
      while k > 0 {
        if tree[k].weight > below.weight { below = tree[k] }
        k -= k & -k
      }
      best[run] = below.weight + runLength[run]
      previous[run] = below.run
      k = first + 1
      while k <= n {
        if best[run] > tree[k].weight { tree[k] = (best[run], run) }
        k += k & -k
      }
    }
    var run = best.indices.max { best[$0] < best[$1] } ?? -1
    while run >= 0 {
      for index in runStart[run]..<(runStart[run] + runLength[run]) { stays[index] = true }
      run = previous[run]
    }
    return stays
  }
}
