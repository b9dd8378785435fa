import CWebP

/// WebP (lossy, lossless, with alpha) through libwebp's advanced API, scaled while decoding to the
/// thumbnail's size (`use_scaling`), as JPEGs are: a 4096×4096 wallpaper for a 320×160 thumbnail
/// never fills 64 MB of full-size pixels. An animated WebP is refused by the library and shows the
/// "cannot show" mark.
enum WebPDecoder {
  static func decode(_ bytes: [UInt8], size header: PixelSize, fitting bounds: PixelSize) throws(PictureError)
    -> RGBAImage
  {
    var config = WebPDecoderConfig()
    guard WebPInitDecoderConfig(&config) != 0 else { throw .undecodable("libwebp could not start") }
    let probed = bytes.withUnsafeBufferPointer { WebPGetFeatures($0.baseAddress, $0.count, &config.input) }
    guard probed == VP8_STATUS_OK, config.input.width > 0, config.input.height > 0 else {
      throw .undecodable("libwebp refused the file")
    }
    let width = Int(config.input.width), height = Int(config.input.height)
    try PictureDecoder.check(width: width, height: height, against: header)
    let size = PixelSize.fitting(width: width, height: height, in: bounds)
    guard size.width <= PictureDecoder.maximumDecodedPixels / size.height else {
      throw .tooLarge(width: width, height: height)
    }
    var pixels = [UInt8](repeating: 0, count: 4 * size.width * size.height)
    let status = pixels.withUnsafeMutableBufferPointer { target in
      config.output.colorspace = MODE_RGBA
      config.output.is_external_memory = 1
      config.output.u.RGBA.rgba = target.baseAddress
      config.output.u.RGBA.stride = Int32(4 * size.width)
      config.output.u.RGBA.size = target.count
      if size.width < width || size.height < height {
        config.options.use_scaling = 1
        config.options.scaled_width = Int32(size.width)
        config.options.scaled_height = Int32(size.height)
        // Shrunk at least twice, the in-loop filter's and the fancy upsampler's smoothing is lost in
        // the averaging anyway: a lossy picture decodes with less work without them.
        if 2 * size.width <= width {
          config.options.bypass_filtering = 1
          config.options.no_fancy_upsampling = 1
        }
      }
      return bytes.withUnsafeBufferPointer { WebPDecode($0.baseAddress, $0.count, &config) }
    }
    WebPFreeDecBuffer(&config.output)
    guard status == VP8_STATUS_OK else { throw .undecodable("libwebp refused the file") }
    return RGBAImage(width: size.width, height: size.height, pixels: pixels)
  }
}
