import CWebP

/// WebP (lossy, lossless, with alpha) through libwebp's simple API. An animated WebP is refused by
/// the library and shows the "cannot show" mark.
enum WebPDecoder {
  static func decode(_ bytes: [UInt8]) throws(PictureError) -> RGBAImage {
    var width: Int32 = 0, height: Int32 = 0
    guard let decoded = bytes.withUnsafeBufferPointer({ WebPDecodeRGBA($0.baseAddress, $0.count, &width, &height) }) else {
      throw .undecodable("libwebp refused the file")
    }
    defer { WebPFree(decoded) }
    let count = 4 * Int(width) * Int(height)
    return RGBAImage(width: Int(width), height: Int(height), pixels: Array(UnsafeBufferPointer(start: decoded, count: count)))
  }
}
