/// The direction a scroll was moving when it ended. A terminal has no fling speed, so only the sign
/// matters: a key press that moved forward asks a snapping layout for the next card, not the nearest.
public struct ScrollVelocity: Hashable, Sendable {
  public var dx: Int
  public var dy: Int

  @inlinable public init(dx: Int = 0, dy: Int = 0) {
    self.dx = dx
    self.dy = dy
  }

  public static let zero = ScrollVelocity()
  public static let forward = ScrollVelocity(dy: 1)
  public static let backward = ScrollVelocity(dy: -1)
}
