import CZlib

/// A thumbnail's pixels as the kitty protocol sends them: RGBA, deflated with zlib (`o=z`), which
/// photographs' thumbnails shrink to a fraction of. Made on a worker thread, so the main thread
/// only wraps them in commands.
public struct KittyPixels: Sendable {
  /// Pixels across and down.
  public let width: Int, height: Int
  /// The RGBA bytes, deflated when `isDeflated`.
  public let bytes: [UInt8]
  /// True when `bytes` is zlib data; false when deflating failed and they are raw.
  public let isDeflated: Bool

  /// `image`'s pixels deflated at zlib's fastest level (photographs gain little from more).
  /// - Complexity: O(pixels).
  public init(_ image: RGBAImage) {
    width = image.width
    height = image.height
    var capacity = compressBound(uLong(image.pixels.count))
    var out = [UInt8](repeating: 0, count: Int(capacity))
    let status = out.withUnsafeMutableBufferPointer { target in
      image.pixels.withUnsafeBufferPointer { source in
        compress2(target.baseAddress, &capacity, source.baseAddress, uLong(source.count), 1)
      }
    }
    if status == Z_OK {
      out.removeSubrange(Int(capacity)...)
      bytes = out
      isDeflated = true
    } else {
      bytes = image.pixels
      isDeflated = false
    }
  }
}
