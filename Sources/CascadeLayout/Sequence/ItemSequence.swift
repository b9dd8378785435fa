/// Every item of every section in one sequence, for layouts that line all items up regardless of
/// sections (a carousel's row, a circle's pages): flat index ↔ index path.
///
/// Holds the running total of items before each section, so a flat index costs O(1) and an index
/// path for a flat index O(log S) for S sections.
public struct ItemSequence: Hashable, Sendable {
  /// `starts[s]` is the flat index of section `s`'s first item; one more entry holds the total.
  public private(set) var starts: [Int]

  /// The sequence of `source`'s items (none without a source). O(S).
  public init(source: LayoutSource?) {
    var starts = [0]
    var total = 0
    let sections = max(0, source?.numberOfSections() ?? 0)
    starts.reserveCapacity(sections + 1)
    for s in 0..<sections {
      total += max(0, source?.numberOfItems(inSection: s) ?? 0)
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
          starts[indexPath.section] + indexPath.item < starts[indexPath.section + 1] else { return nil }
    return starts[indexPath.section] + indexPath.item
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
