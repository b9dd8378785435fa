/// Every item of every section in one sequence: flat index ↔ index path. Layouts that line all
/// items up regardless of sections (a carousel's row, a circle's pages) use it, and so does an app
/// that says "item 12 of 300" or jumps to the first or last item of a collection with sections.
///
/// Holds the running total of items before each section, so a flat index costs O(1) and an index
/// path for a flat index O(log S) for S sections. Empty sections hold no flat index: the item after
/// the last of one section is the first item of the next section that has any.
public struct ItemSequence: Hashable, Sendable {
  /// `starts[s]` is the flat index of section `s`'s first item; one more entry holds the total.
  public private(set) var starts: [Int]

  /// The sequence of `source`'s items (none without a source). O(S).
  public init(source: LayoutSource?) {
    let sections = max(0, source?.numberOfSections() ?? 0)
    self.init(counts: (0..<sections).lazy.map { source?.numberOfItems(inSection: $0) ?? 0 })
  }

  /// The sequence of sections holding `counts` items, in order (a negative count holds none). O(S).
  public init<Counts: Sequence<Int>>(counts: Counts) {
    var starts = [0]
    var total = 0
    starts.reserveCapacity(counts.underestimatedCount + 1)
    for count in counts {
      total += max(0, count)
      starts.append(total)
    }
    self.starts = starts
  }

  /// The number of items in all sections.
  @inlinable public var count: Int { starts[starts.count - 1] }

  /// The number of sections.
  @inlinable public var sectionCount: Int { starts.count - 1 }

  /// The flat index of `indexPath`, or nil when no such item exists. O(1).
  @inlinable public func flatIndex(of indexPath: IndexPath) -> Int? {
    guard indexPath.section >= 0, indexPath.section < sectionCount, indexPath.item >= 0,
      starts[indexPath.section] + indexPath.item < starts[indexPath.section + 1]
    else { return nil }
    return starts[indexPath.section] + indexPath.item
  }

  /// The index path of the item at flat index `index`, or nil when `index` is not in `0..<count`.
  /// O(log S).
  public func indexPath(forFlatIndex index: Int) -> IndexPath? {
    guard index >= 0, index < count else { return nil }
    return indexPath(at: index)
  }

  /// The index path of the item at flat index `index` (which must be in `0..<count`). O(log S).
  public func indexPath(at index: Int) -> IndexPath {
    // The last section whose start is at or before `index` and that is not empty.
    var lo = 0, hi = sectionCount - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if starts[mid] <= index { lo = mid } else { hi = mid - 1 }
    }
    return IndexPath(item: index - starts[lo], section: lo)
  }

  /// The index path after `indexPath` in the sequence (the next section's first item at a
  /// section's end). O(1) within a section.
  @inlinable public func indexPath(after indexPath: IndexPath) -> IndexPath {
    var next = IndexPath(item: indexPath.item + 1, section: indexPath.section)
    while next.section < sectionCount, starts[next.section] + next.item >= starts[next.section + 1] {
      next = IndexPath(item: 0, section: next.section + 1)
    }
    return next
  }
}
