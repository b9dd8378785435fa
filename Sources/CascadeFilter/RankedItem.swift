/// A model item a filter kept, and how well it matched: a `RankedFilter` shows higher ranks first
/// and equal ranks in model order.
public struct RankedItem: Hashable, Sendable {
  /// The item's index in its model section (below 2^32).
  public var item: Int
  /// How well it matched; higher shows first.
  public var rank: UInt32

  /// Makes a ranked item.
  public init(item: Int, rank: UInt32) {
    self.item = item
    self.rank = rank
  }
}

extension RankedItem {
  /// `a` and `b` (each ascending by item, disjoint) as one ascending list.
  /// - Complexity: O(a + b).
  static func merged(_ a: [RankedItem], _ b: [RankedItem]) -> [RankedItem] {
    var result: [RankedItem] = []
    result.reserveCapacity(a.count + b.count)
    var i = 0, j = 0
    while i < a.count && j < b.count {
      if a[i].item < b[j].item {
        result.append(a[i])
        i += 1
      } else {
        result.append(b[j])
        j += 1
      }
    }
    result.append(contentsOf: a[i...])
    result.append(contentsOf: b[j...])
    return result
  }
}
