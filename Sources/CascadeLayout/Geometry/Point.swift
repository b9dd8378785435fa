/// A position in terminal cells: `x` counts columns to the right, `y` counts rows down.
///
/// Cascade's geometry is integer cells, not points: a terminal can only draw whole cells, so every
/// layout rounds once, when it computes a frame, and never again.
public struct Point: Hashable, Sendable {
  /// The column.
  public var x: Int
  /// The row.
  public var y: Int

  /// The point at column `x`, row `y`.
  @inlinable public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  /// The origin.
  public static let zero = Point(x: 0, y: 0)
}

extension Point: CustomStringConvertible {
  /// `(x, y)`.
  public var description: String { "(\(x), \(y))" }
}
