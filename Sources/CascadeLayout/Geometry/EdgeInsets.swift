/// Space kept free inside a rectangle's edges, in cells (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
  public var top: Int
  public var left: Int
  public var bottom: Int
  public var right: Int

  @inlinable public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on all four edges.
  @inlinable public init(all inset: Int) {
    self.init(top: inset, left: inset, bottom: inset, right: inset)
  }

  public static let zero = EdgeInsets()

  @inlinable public var horizontal: Int { left + right }
  @inlinable public var vertical: Int { top + bottom }
}
