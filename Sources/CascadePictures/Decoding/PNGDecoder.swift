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
    var pixels = [UInt8](repeating: 0, count: 4 * width * height)
    let finished = pixels.withUnsafeMutableBytes {
      png_image_finish_read(&image, nil, $0.baseAddress, Int32(4 * width), nil)
    }
    guard finished != 0 else { throw .undecodable(message(image)) }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  private static func message(_ image: png_image) -> String {
    var text = image.message
    return withUnsafeBytes(of: &text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
  }
}
