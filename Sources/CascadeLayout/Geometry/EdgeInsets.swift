/// Space kept free inside a rectangle's edges, in cells (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
  /// Rows above.
  public var top: Int
  /// Columns to the left.
  public var left: Int
  /// Rows below.
  public var bottom: Int
  /// Columns to the right.
  public var right: Int

  /// Insets from each side; 0 where not given.
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

  /// No inset.
  public static let zero = EdgeInsets()

  /// `left + right`.
  @inlinable public var horizontal: Int { left + right }
  /// `top + bottom`.
  @inlinable public var vertical: Int { top + bottom }
}
