import CascadeLayout
import CascadeView

/// The batch updates from one shown list of a section to another, for `RankedFilter`.
enum RankedChanges {
  /// Adds to `updates` the change from `old` to `new` (shown model indices in shown order; nil
  /// for every one of `count` items in model order).
  ///
  /// Two lists in model order are compared by a merge walk (deletions and insertions). Otherwise
  /// the items in both lists that keep their relative order (a longest increasing subsequence)
  /// stay, the other common items move, and the rest are deleted or inserted. More than `limit`
  /// changes replace the section instead.
  /// - Complexity: O(old + new) for lists in model order; otherwise O(old + new) hashing plus
  ///   O(k log k) for the k common items, and O(1) past about `limit`.
  static func describe(
    from old: [Int]?, count oldCount: Int, ascending oldAscends: Bool, to new: [Int]?, count newCount: Int,
    ascending newAscends: Bool,
    section: Int, limit: Int, into updates: inout BatchUpdates
  ) {
    if old == nil && new == nil && oldCount == newCount { return }
    let limit = max(0, limit)
    var deleted: [Int] = []
    var inserted: [Int] = []
    var moved: [(Int, Int)] = []
    func oldItem(_ i: Int) -> Int { old?[i] ?? i }
    func newItem(_ j: Int) -> Int { new?[j] ?? j }
    func replace() {
      updates.deleteSections([section])
      updates.insertSections([section])
    }
    if abs(oldCount - newCount) > limit { return replace() }
    if (old == nil || oldAscends) && (new == nil || newAscends) {
      var i = 0, j = 0
      while i < oldCount || j < newCount {
        let a = i < oldCount ? oldItem(i) : Int.max
        let b = j < newCount ? newItem(j) : Int.max
        if a == b {
          i += 1; j += 1
        } else if a < b {
          deleted.append(i); i += 1
        } else {
          inserted.append(j); j += 1
        }
        if deleted.count + inserted.count > limit { return replace() }
      }
    } else {
      // A reordering touches about every item: past a few times the limit, do not even hash them.
      if limit < (Int.max - 64) / 4 && oldCount + newCount > 4 * limit + 64 { return replace() }
      var oldPositions: [Int: Int] = [:]
      oldPositions.reserveCapacity(oldCount)
      for i in 0..<oldCount { oldPositions[oldItem(i)] = i }
      var common: [(old: Int, new: Int)] = []
      var kept = Set<Int>()
      for j in 0..<newCount {
        let item = newItem(j)
        if let i = oldPositions[item] {
          common.append((i, j))
          kept.insert(item)
        } else {
          inserted.append(j)
        }
      }
      for i in 0..<oldCount where !kept.contains(oldItem(i)) { deleted.append(i) }
      common.sort { $0.old < $1.old }
      let staying = longestIncreasingRun(common.map(\.new))
      for (offset, pair) in common.enumerated() where !staying.contains(offset) { moved.append((pair.old, pair.new)) }
      if deleted.count + inserted.count + moved.count > limit { return replace() }
    }
    if !deleted.isEmpty { updates.deleteItems(at: deleted.map { IndexPath(item: $0, section: section) }) }
    if !inserted.isEmpty { updates.insertItems(at: inserted.map { IndexPath(item: $0, section: section) }) }
    for (from, to) in moved {
      updates.moveItem(at: IndexPath(item: from, section: section), to: IndexPath(item: to, section: section))
    }
  }

  /// Adds to `updates` the replacement of `section` as a whole: what `describe` gives past its
  /// limit, for a caller that knows it is past it without the lists at hand.
  static func replace(section: Int, into updates: inout BatchUpdates) {
    updates.deleteSections([section])
    updates.insertSections([section])
  }

  /// The offsets of a longest strictly increasing subsequence of `values` (patience sorting).
  /// - Complexity: O(n log n).
  static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
    var tails: [Int] = []  // offsets into values: the smallest tail of each length
    var parent = [Int](repeating: -1, count: values.count)
    for (offset, value) in values.enumerated() {
      var lo = 0, hi = tails.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if values[tails[mid]] < value { lo = mid + 1 } else { hi = mid }
      }
      if lo > 0 { parent[offset] = tails[lo - 1] }
      if lo == tails.count { tails.append(offset) } else { tails[lo] = offset }
    }
    var result = Set<Int>()
    var offset = tails.last ?? -1
    while offset >= 0 {
      result.insert(offset)
      offset = parent[offset]
    }
    return result
  }
}
