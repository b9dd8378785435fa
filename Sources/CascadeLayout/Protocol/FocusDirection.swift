/// A direction for keyboard focus moves.
public enum FocusDirection: Hashable, Sendable {
  /// The arrow keys' directions, on screen.
  case up, down, left, right

  /// +1 for the moves that go on in reading order (down, right), -1 for those that go back.
  @inlinable public var sign: Int { self == .down || self == .right ? 1 : -1 }
}

/// Where a layout sends the keyboard focus from an item: to an item it names, nowhere, or wherever
/// the collection view's search by geometry finds (the default, right for grids and masonry).
///
/// Layouts whose order is not what the geometry shows answer with items: a circle goes round, a
/// carousel goes along its one row whichever arrow is pressed.
public enum FocusTarget: Hashable, Sendable {
  /// Search by geometry: the nearest card that way on screen.
  case geometric
  /// No item lies that way; the focus stays.
  case none
  /// This item.
  case item(IndexPath)
}
