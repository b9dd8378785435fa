import HeapModule

/// A finished run's kept items in rank order, ordered lazily: the best `prefix.count` at once (a
/// selection, not a sort), the whole order when an item past them is first read.
///
/// The first screen of a ranked filter shows a few dozen cards out of up to millions of matches:
/// selecting them costs one pass with a small heap (O(n log k), nearly every item rejected by one
/// comparison), where the radix sort of everything took several milliseconds more on the main
/// thread before the screen could show the final count. The order is the same as
/// `RankSort.sorted(found, itemsAscending: true)`: rank descending, then model order (the keys
/// are distinct, as each holds its item), so the prefix is exactly the sort's first items.
///
/// A class, so a lookup through a non-mutating getter (the layout asking for an item past the
/// prefix) can complete the order in place; a filter makes a new one for every run.
///
/// A run that narrowed an earlier one may also hold unranked items (`NarrowedMatches.unranked`):
/// each below the best `prefix.count` ranked ones, so none is among the first items. They are
/// ranked exactly (`rank`) before the rest is ordered: a slice at a time on the turns after the
/// first screen (`rankMoreUnranked(upTo:)`), or all at once when an item past the prefix is read.
@usableFromInline
final class PartialRanking {
  /// The number of items ranked.
  @usableFromInline let count: Int
  /// The first items of the order, in order: the `count` best when there are fewer.
  @usableFromInline let prefix: [Int]
  /// The kept items in model order, with their ranks; emptied once the order is complete.
  private var found: [RankedItem]
  /// Kept items with upper bounds of their ranks, in model order, and how many of them have
  /// been ranked into `ranked` so far.
  private var unranked: [RankedItem]
  private var rankedCount = 0
  private var ranked: [RankedItem] = []
  /// The exact ranks of unranked items (the same items, in order).
  private let rank: ([RankedItem]) -> [RankedItem]
  /// Every kept item, ranked exactly, in model order, once the unranked ones are ranked (for the
  /// filter to keep); nil while some are not, or when there were none.
  private(set) var rankedFound: [RankedItem]?
  /// The whole order, once something past the prefix was asked for.
  @exclusivity(unchecked) private var whole: [Int]?

  /// Ranks `found` (kept items in ascending model order): selects the best `prefixCount` now.
  /// `unranked` (ascending, disjoint from `found`) holds kept items with upper bounds of their
  /// ranks, each below the `prefixCount`th best rank of `found`; `rank` gives their exact ranks.
  /// - Complexity: O(n log prefixCount) for n items of `found`, O(prefixCount) extra space.
  init(found: [RankedItem], unranked: [RankedItem], prefixCount: Int, rank: @escaping ([RankedItem]) -> [RankedItem]) {
    count = found.count + unranked.count
    self.found = found
    self.unranked = unranked
    self.rank = rank
    let k = min(max(1, prefixCount), found.count)
    // A max-heap of the k smallest keys seen: a key at or above its top is not among them.
    var heap = Heap<UInt64>()
    heap.reserveCapacity(k)
    found.withUnsafeBufferPointer { items in
      for ranked in items {
        let key = Self.key(ranked)
        if heap.count < k {
          heap.insert(key)
        } else if key < heap.max! {
          _ = heap.replaceMax(with: key)
        }
      }
    }
    prefix = heap.unordered.sorted().map { Int($0 & 0xFFFF_FFFF) }
  }

  /// The sort key `RankSort` orders by: rank descending above, the model index below.
  @inline(__always)
  private static func key(_ ranked: RankedItem) -> UInt64 {
    UInt64(~ranked.rank) << 32 | UInt64(UInt32(truncatingIfNeeded: ranked.item))
  }

  /// True once the whole order is known.
  var isComplete: Bool { whole != nil || count == prefix.count }

  /// True while some kept items wait for their exact ranks.
  var hasUnranked: Bool { rankedCount < unranked.count }

  /// Ranks up to `limit` more of the unranked items; once the last is ranked, they join the
  /// others (`rankedFound`). For the turns after the first screen, a slice at a time.
  /// - Complexity: the matcher's work for `limit` items; O(kept) to join them at the end.
  func rankMoreUnranked(upTo limit: Int) {
    guard hasUnranked else { return }
    let end = min(unranked.count, rankedCount + max(1, limit))
    ranked.append(contentsOf: rank(Array(unranked[rankedCount..<end])))
    rankedCount = end
    if !hasUnranked { joinRanked() }
  }

  /// Puts the ranked items among the others, in model order.
  /// - Complexity: O(kept).
  private func joinRanked() {
    let joined = RankedItem.merged(found, ranked)
    found = joined
    rankedFound = joined
    unranked = []
    ranked = []
    rankedCount = 0
  }

  /// Where a model item stands, as far as it can be told without ordering the rest.
  enum Place: Equatable {
    /// Not among the kept items.
    case hidden
    /// At this position of the order, among the first items.
    case inPrefix(Int)
    /// Kept, past the first items, or the order is complete: read `order`.
    case pastPrefix
  }

  /// Where model item `index` stands: a hidden item or one of the first items is told without
  /// ordering the rest, so a lookup of the focused or a selected card right after a key does not
  /// undo the point of a partial order.
  /// - Complexity: O(log kept + prefix) while the order is partial, O(1) once it is complete.
  func placeWithoutOrdering(ofModelIndex index: Int) -> Place {
    if isComplete { return .pastPrefix }
    guard Self.holds(found, index) || Self.holds(unranked, index) else { return .hidden }
    if let position = prefix.firstIndex(of: index) { return .inPrefix(position) }
    return .pastPrefix
  }

  /// Whether `items` (ascending in model order) holds model item `index`: a binary search.
  private static func holds(_ items: [RankedItem], _ index: Int) -> Bool {
    items.withUnsafeBufferPointer { items -> Bool in
      var low = 0, high = items.count
      while low < high {
        let middle = (low + high) / 2
        if items[middle].item < index { low = middle + 1 } else { high = middle }
      }
      return low < items.count && items[low].item == index
    }
  }

  /// The model index at `position` (below `count`) of the order.
  /// - Complexity: O(1) within the prefix or once complete; the first read past the prefix
  ///   completes the order, O(count).
  @inlinable
  func item(at position: Int) -> Int {
    if position < prefix.count { return prefix[position] }
    return itemPastPrefix(at: position)
  }

  @usableFromInline
  func itemPastPrefix(at position: Int) -> Int { order[position] }

  /// The whole order, completed first when it is not yet (the unranked items ranked first).
  /// - Complexity: O(count) (a radix sort) the first time, plus the matcher's work for the items
  ///   still unranked; O(1) after.
  var order: [Int] {
    if let whole { return whole }
    if count == prefix.count { return prefix }
    if hasUnranked { rankMoreUnranked(upTo: unranked.count) }
    let sorted = RankSort.sorted(found, itemsAscending: true)
    whole = sorted
    found = []
    return sorted
  }
}
