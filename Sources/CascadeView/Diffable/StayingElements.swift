/// Which elements of a reordered sequence can stay where they are while the rest move, in linear
/// time, for describing a reordering as batch updates.
///
/// Elements that stay must keep their order: the update removes the moved ones and puts them back
/// at their new places, and the others close up in between. Any set of elements whose old ranks
/// increase in their new order will do; fewer moves only make the batch smaller, never the result
/// different. A longest such set costs O(n log n) to find; this takes the common prefix, the
/// common suffix, and in between the elements that shifted by the most common distance (elements
/// shifted by the same distance keep their order). That finds the fewest moves for one element or
/// one block moved, and for swaps, the edits a user makes, in O(n).
enum StayingElements {
  /// `oldRanks[i]` is the old rank of the element now at rank `i` (a permutation of
  /// `0..<oldRanks.count`). Returns, per new rank, whether that element stays.
  /// - Complexity: O(n).
  static func stays(_ oldRanks: [Int]) -> [Bool] {
    let n = oldRanks.count
    var stays = [Bool](repeating: false, count: n)
    var start = 0
    while start < n, oldRanks[start] == start {
      stays[start] = true
      start += 1
    }
    var end = n
    while end > start, oldRanks[end - 1] == end - 1 {
      stays[end - 1] = true
      end -= 1
    }
    guard start < end else { return stays }
    // Shifts lie in -(n - 1)...(n - 1): counted in an array offset by n.
    var counts = [Int](repeating: 0, count: 2 * n)
    var best = 0, bestCount = 0
    for i in start..<end {
      let shift = i - oldRanks[i] + n
      counts[shift] += 1
      if counts[shift] > bestCount || (counts[shift] == bestCount && abs(shift - n) < abs(best - n)) {
        best = shift
        bestCount = counts[shift]
      }
    }
    for i in start..<end where i - oldRanks[i] + n == best { stays[i] = true }
    return stays
  }
}
