/// Decoded pixels: `width` × `height`, four bytes per pixel (red, green, blue, alpha not
/// premultiplied), rows packed without padding.
public struct RGBAImage: Hashable, Sendable {
  /// Pixels across.
  public var width: Int
  /// Pixels down.
  public var height: Int
  /// `4 * width * height` bytes, row by row.
  public var pixels: [UInt8]
  /// True when the file ended before the picture did: the pixels past that point are the
  /// decoder's filler, not the picture.
  public var isTruncated = false

  /// An image of `width` × `height` filled by `pixels`, which must hold `4 * width * height` bytes.
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(pixels.count == 4 * width * height, "RGBA pixels do not match the size")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The red, green, blue and alpha of the pixel at (`x`, `y`).
  public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let i = 4 * (y * width + x)
    return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
  }

  /// The bytes the pixels take.
  public var byteCount: Int { pixels.count }
}
