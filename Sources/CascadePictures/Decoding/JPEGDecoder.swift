import CTurboJPEG

/// JPEG through TurboJPEG, at the smallest of libjpeg-turbo's scaling factors (1/8 … 2) whose result
/// still covers the thumbnail: a 6000×4000 photo for a 320×240 thumbnail decodes at 750×500, an
/// eighth of the work and a sixty-fourth of the memory.
package enum JPEGDecoder {
  static func decode(_ bytes: [UInt8], size header: PixelSize, fitting bounds: PixelSize) throws(PictureError)
    -> RGBAImage
  {
    guard let handle = tjInitDecompress() else { throw .undecodable("TurboJPEG could not start") }
    defer { tjDestroy(handle) }
    var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
    let headerStatus = bytes.withUnsafeBufferPointer {
      tjDecompressHeader3(handle, $0.baseAddress, UInt(bytes.count), &width, &height, &subsampling, &colorspace)
    }
    guard headerStatus == 0, width > 0, height > 0 else { throw .undecodable(errorText(handle)) }
    try PictureDecoder.check(width: Int(width), height: Int(height), against: header)
    let size = scaledSize(width: Int(width), height: Int(height), fitting: bounds)
    guard size.width <= PictureDecoder.maximumDecodedPixels / size.height else {
      throw .tooLarge(width: Int(width), height: Int(height))
    }
    // libjpeg converts CMYK and YCCK only to CMYK: those files decode as CMYK, then become RGBA.
    let isCMYK = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
    let format = isCMYK ? TJPF_CMYK : TJPF_RGBA
    var pixels = [UInt8](repeating: 0, count: 4 * size.width * size.height)
    let status = bytes.withUnsafeBufferPointer { source in
      pixels.withUnsafeMutableBufferPointer { target in
        tjDecompress2(
          handle, source.baseAddress, UInt(bytes.count), target.baseAddress, Int32(size.width), 0, Int32(size.height),
          Int32(format.rawValue), TJFLAG_FASTDCT)
      }
    }
    // A truncated JPEG decodes with a warning and grey rows at the bottom: shown, as viewers do,
    // and marked, so the grey is not taken for the picture.
    if status != 0 && tjGetErrorCode(handle) == TJERR_FATAL.rawValue { throw .undecodable(errorText(handle)) }
    if isCMYK { convertInvertedCMYK(&pixels) }
    var image = RGBAImage(width: size.width, height: size.height, pixels: pixels)
    image.isTruncated = status != 0 && errorText(handle).contains("Premature end")
    return image
  }

  /// The decoded size at the smallest scaling factor whose result still covers the picture shrunk
  /// to fit `bounds` (full size for a picture that already fits).
  package static func scaledSize(width: Int, height: Int, fitting bounds: PixelSize) -> PixelSize {
    let target = PixelSize.fitting(width: width, height: height, in: bounds)
    var count: Int32 = 0
    guard let factors = tjGetScalingFactors(&count), count > 0 else { return PixelSize(width: width, height: height) }
    var best = PixelSize(width: width, height: height)
    for factor in UnsafeBufferPointer(start: factors, count: Int(count)) where factor.num <= factor.denom {
      let w = (width * Int(factor.num) + Int(factor.denom) - 1) / Int(factor.denom)
      let h = (height * Int(factor.num) + Int(factor.denom) - 1) / Int(factor.denom)
      let covers = w >= target.width && h >= target.height
      if covers && w * h < best.width * best.height { best = PixelSize(width: w, height: h) }
    }
    return best
  }

  /// Adobe's CMYK JPEGs (Photoshop's, and libjpeg's, which marks every CMYK file as Adobe's)
  /// store each ink inverted, 255 for none: red is cyan × black / 255, and so on, as browsers read them.
  /// - Complexity: O(pixels).
  static func convertInvertedCMYK(_ pixels: inout [UInt8]) {
    pixels.withUnsafeMutableBufferPointer { p in
      for i in stride(from: 0, to: p.count, by: 4) {
        let k = UInt16(p[i + 3])
        p[i] = UInt8(UInt16(p[i]) * k / 255)
        p[i + 1] = UInt8(UInt16(p[i + 1]) * k / 255)
        p[i + 2] = UInt8(UInt16(p[i + 2]) * k / 255)
        p[i + 3] = 255
      }
    }
  }

  private static func errorText(_ handle: tjhandle) -> String {
    tjGetErrorStr2(handle).map { String(cString: $0) } ?? "TurboJPEG failed"
  }
}
