import CPNG

/// PNG through libpng's simplified API, to 8-bit RGBA whatever the file's colour type and depth.
enum PNGDecoder {
  static func decode(_ bytes: [UInt8], size header: PixelSize) throws(PictureError) -> RGBAImage {
    var image = png_image()
    image.version = cascade_png_image_version()
    let began = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
    guard began != 0 else { throw .undecodable(message(image)) }
    defer { png_image_free(&image) }
    image.format = cascade_png_format_rgba()
    let width = Int(image.width), height = Int(image.height)
    try PictureDecoder.check(width: width, height: height, against: header)
    guard width > 0, height > 0, width <= PictureDecoder.maximumDecodedPixels / height else {
      throw .tooLarge(width: width, height: height)
    }
    // Opaque grey, as libjpeg-turbo fills a JPEG cut short: the rows a truncated file never
    // reaches keep it.
    var pixels = [UInt8](repeating: 128, count: 4 * width * height)
    for alpha in stride(from: 3, to: pixels.count, by: 4) { pixels[alpha] = 255 }
    let finished = pixels.withUnsafeMutableBytes {
      png_image_finish_read(&image, nil, $0.baseAddress, Int32(4 * width), nil)
    }
    var decoded = RGBAImage(width: width, height: height, pixels: pixels)
    if finished == 0 {
      // A file that ends early keeps the rows read before its end, marked; any other fault fails,
      // and so does one that ends before its first row (nothing of it to show).
      let reason = message(image)
      guard endsEarly(reason), !isFill(decoded.pixels) else { throw .undecodable(reason) }
      decoded.isTruncated = true
    }
    return decoded
  }

  /// True when `pixels` are all still the opaque grey they were filled with.
  /// - Complexity: O(pixels), on the way out of a file cut short only.
  private static func isFill(_ pixels: [UInt8]) -> Bool {
    var index = 0
    for byte in pixels {
      if byte != (index & 3 == 3 ? 255 : 128) { return false }
      index += 1
    }
    return true
  }

  /// True for libpng's words for data that ends before the picture does.
  static func endsEarly(_ message: String) -> Bool {
    ["beyond end of data", "Not enough image data", "unexpected end"].contains { message.contains($0) }
  }

  private static func message(_ image: png_image) -> String {
    var text = image.message
    return withUnsafeBytes(of: &text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
  }
}
