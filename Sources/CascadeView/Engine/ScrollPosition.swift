/// Where `scrollToItem(at:at:animated:)` puts an item in the viewport, as UIKit's
/// `UICollectionView.ScrollPosition`: at most one vertical and one horizontal position, combined as
/// a set (`[.top, .left]`). An axis with no position scrolls as little as shows the item along it.
public struct ScrollPosition: OptionSet, Hashable, Sendable {
  /// The bits: one per position.
  public let rawValue: Int

  /// A position from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The item's top at the viewport's top.
  public static let top = ScrollPosition(rawValue: 1 << 0)
  /// The item's centre at the viewport's centre, vertically.
  public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
  /// The item's bottom at the viewport's bottom.
  public static let bottom = ScrollPosition(rawValue: 1 << 2)
  /// The item's left edge at the viewport's left edge.
  public static let left = ScrollPosition(rawValue: 1 << 3)
  /// The item's centre at the viewport's centre, horizontally.
  public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
  /// The item's right edge at the viewport's right edge.
  public static let right = ScrollPosition(rawValue: 1 << 5)
  /// No position on either axis: scroll as little as shows the whole item (or the top of an item
  /// taller than the viewport, the left of one wider). In `selectItem(at:animated:scrollPosition:)`
  /// it does not scroll at all, as in UIKit.
  public static let nearest: ScrollPosition = []

  /// The vertical positions, for checking that at most one is given.
  static let vertical: ScrollPosition = [.top, .centeredVertically, .bottom]
  /// The horizontal positions.
  static let horizontal: ScrollPosition = [.left, .centeredHorizontally, .right]
}
