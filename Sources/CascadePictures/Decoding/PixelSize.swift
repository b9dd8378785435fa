/// A size in pixels, for asking a decoder for a picture no bigger than a thumbnail needs.
public struct PixelSize: Hashable, Sendable {
  /// Pixels across.
  public var width: Int
  /// Pixels down.
  public var height: Int

  /// A size of `width` × `height` pixels.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The largest size with `width`:`height`'s proportions that fits in `bounds` (at least 1×1), or
  /// `width` × `height` itself when it already fits: thumbnails are never scaled up.
  public static func fitting(width: Int, height: Int, in bounds: PixelSize) -> PixelSize {
    guard width > bounds.width || height > bounds.height else { return PixelSize(width: width, height: height) }
    let scale = min(Double(bounds.width) / Double(width), Double(bounds.height) / Double(height))
    return PixelSize(
      width: max(1, Int((Double(width) * scale).rounded())), height: max(1, Int((Double(height) * scale).rounded())))
  }
}
