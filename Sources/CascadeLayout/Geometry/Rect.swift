/// An axis-aligned rectangle of terminal cells. `maxX` and `maxY` are exclusive: a rect at x 0 of
/// width 3 covers columns 0, 1 and 2.
public struct Rect: Hashable, Sendable {
  /// The top-left cell.
  public var origin: Point
  /// Columns and rows.
  public var size: Size

  /// The rect at `origin` of `size`.
  @inlinable public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// The rect at (`x`, `y`), `width` columns by `height` rows.
  @inlinable public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rect at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The first column.
  @inlinable public var minX: Int { origin.x }
  /// The first row.
  @inlinable public var minY: Int { origin.y }
  /// The column just past the right edge.
  @inlinable public var maxX: Int { origin.x + size.width }
  /// The row just below the bottom edge.
  @inlinable public var maxY: Int { origin.y + size.height }
  /// Columns.
  @inlinable public var width: Int { size.width }
  /// Rows.
  @inlinable public var height: Int { size.height }
  /// The centre cell, rounded towards the origin.
  @inlinable public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }
  @inlinable public var isEmpty: Bool { size.isEmpty }

  /// True when the two rects share at least one cell. Empty rects intersect nothing.
  @inlinable public func intersects(_ other: Rect) -> Bool {
    !isEmpty && !other.isEmpty
      && minX < other.maxX && other.minX < maxX
      && minY < other.maxY && other.minY < maxY
  }

  /// The cells both rects cover; `.zero`-sized at this rect's origin when they share none.
  @inlinable public func intersection(_ other: Rect) -> Rect {
    let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
    let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
    guard x1 > x0, y1 > y0 else { return Rect(origin: origin, size: .zero) }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// True when `point` is one of this rect's cells.
  @inlinable public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// True when every cell of `other` is a cell of this rect (an empty `other` is contained anywhere
  /// inside or on the edge).
  @inlinable public func contains(_ other: Rect) -> Bool {
    other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }

  /// This rect moved by `dx`, `dy`.
  @inlinable public func offsetBy(dx: Int, dy: Int) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// This rect shrunk by `insets` (never to a negative size).
  @inlinable public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.left, y: minY + insets.top,
      width: Swift.max(0, width - insets.horizontal), height: Swift.max(0, height - insets.vertical))
  }
}

extension Rect: CustomStringConvertible {
  /// `(x, y, width, height)`.
  public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
