/// Where `scrollToItem(at:at:)` puts the item in the viewport.
public enum ScrollPosition: Hashable, Sendable {
  /// The item's top at the viewport's top.
  case top
  /// The item's centre at the viewport's centre.
  case centeredVertically
  /// The item's bottom at the viewport's bottom.
  case bottom
  /// Scroll as little as needed to show the whole item (or its top, if it is taller than the viewport).
  case nearest
}
