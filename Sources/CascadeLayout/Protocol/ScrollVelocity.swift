/// The direction a scroll was moving when it ended. A terminal has no fling speed, so only the sign
/// matters: a key press that moved forward asks a snapping layout for the next card, not the nearest.
public struct ScrollVelocity: Hashable, Sendable {
  /// Horizontal direction: negative left, positive right.
  public var dx: Int
  /// Vertical direction: negative up, positive down.
  public var dy: Int

  /// A velocity; only the signs matter.
  @inlinable public init(dx: Int = 0, dy: Int = 0) {
    self.dx = dx
    self.dy = dy
  }

  /// No direction: snapping takes the nearest card.
  public static let zero = ScrollVelocity()
  /// Downwards: snapping takes the next card.
  public static let forward = ScrollVelocity(dy: 1)
  /// Upwards: snapping takes the previous card.
  public static let backward = ScrollVelocity(dy: -1)
}
