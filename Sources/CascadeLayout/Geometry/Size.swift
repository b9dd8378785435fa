/// A width and height in terminal cells.
public struct Size: Hashable, Sendable {
  public var width: Int
  public var height: Int

  @inlinable public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)

  /// True when either side is zero or negative: such a size holds no cell.
  @inlinable public var isEmpty: Bool { width <= 0 || height <= 0 }
}

extension Size: CustomStringConvertible {
  public var description: String { "\(width)x\(height)" }
}
