/// Where `scrollToItem(at:at:)` puts the item in the viewport.
public enum ScrollPosition: Hashable, Sendable {
  case top
  case centeredVertically
  case bottom
  /// Scroll as little as needed to show the whole item (or its top, if it is taller than the viewport).
  case nearest
}
