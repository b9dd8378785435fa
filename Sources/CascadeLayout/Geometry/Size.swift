/// A width and height in terminal cells.
public struct Size: Hashable, Sendable {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// A size of `width` columns by `height` rows.
  @inlinable public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// No columns, no rows.
  public static let zero = Size(width: 0, height: 0)

  /// True when either side is zero or negative: such a size holds no cell.
  @inlinable public var isEmpty: Bool { width <= 0 || height <= 0 }
}

extension Size: CustomStringConvertible {
  /// `WxH`.
  public var description: String { "\(width)x\(height)" }
}
