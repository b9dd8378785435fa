/// A matching candidate's place in a ranking: its index and what ranks it.
public struct RankedMatch: Sendable, Hashable {
  /// The candidate's index in the candidates given.
  public var index: Int
  /// The query's score for it, 0...65535.
  public var score: Int
  /// Its length without white space at either end, in Unicode scalars (clamped to 65535).
  public var trimmedLength: Int

  /// Makes a ranked match.
  public init(index: Int, score: Int, trimmedLength: Int) {
    self.index = index
    self.score = score
    self.trimmedLength = trimmedLength
  }

  /// One 64-bit key whose ascending order is the rank order: higher score first, then (with the
  /// length tiebreak) the shorter candidate, then the earlier index. Indices must be below 2^32.
  func sortKey(tiebreak: Tiebreak) -> UInt64 {
    let length = tiebreak == .length ? UInt64(min(trimmedLength, 0xFFFF)) : 0
    return UInt64(0xFFFF - score) << 48 | length << 32 | UInt64(UInt32(truncatingIfNeeded: index))
  }
}
