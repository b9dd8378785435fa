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
