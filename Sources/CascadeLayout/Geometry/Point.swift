/// A position in terminal cells: `x` counts columns to the right, `y` counts rows down.
///
/// Cascade's geometry is integer cells, not points: a terminal can only draw whole cells, so every
/// layout rounds once, when it computes a frame, and never again.
public struct Point: Hashable, Sendable {
  public var x: Int
  public var y: Int

  @inlinable public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)
}

extension Point: CustomStringConvertible {
  public var description: String { "(\(x), \(y))" }
}
