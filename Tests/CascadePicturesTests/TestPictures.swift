import CPNG
import CTurboJPEG
import CWebP
import CascadePictures

/// Pictures made by the tests, encoded with the formats' own libraries.
enum TestPictures {
  /// `width` × `height` pixels, `left` colour in the left half and `right` in the right half.
  static func halves(width: Int, height: Int, left: (UInt8, UInt8, UInt8), right: (UInt8, UInt8, UInt8)) -> RGBAImage {
    var pixels = [UInt8](repeating: 255, count: 4 * width * height)
    for y in 0..<height {
      for x in 0..<width {
        let c = x < width / 2 ? left : right, o = 4 * (y * width + x)
        pixels[o] = c.0; pixels[o + 1] = c.1; pixels[o + 2] = c.2
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  static func jpeg(_ image: RGBAImage, quality: Int32 = 90) -> [UInt8] {
    let handle = tjInitCompress()!
    defer { tjDestroy(handle) }
    var buffer: UnsafeMutablePointer<UInt8>? = nil
    var size: UInt = 0
    let status = image.pixels.withUnsafeBufferPointer {
      tjCompress2(
        handle, $0.baseAddress, Int32(image.width), 0, Int32(image.height), Int32(TJPF_RGBA.rawValue), &buffer, &size,
        Int32(TJSAMP_420.rawValue), quality, 0)
    }
    precondition(status == 0, "tjCompress2 failed")
    defer { tjFree(buffer) }
    return Array(UnsafeBufferPointer(start: buffer, count: Int(size)))
  }

  static func png(_ image: RGBAImage) -> [UInt8] {
    var png = png_image()
    png.version = cascade_png_image_version()
    png.width = UInt32(image.width)
    png.height = UInt32(image.height)
    png.format = cascade_png_format_rgba()
    var size = 0
    _ = image.pixels.withUnsafeBytes { png_image_write_to_memory(&png, nil, &size, 0, $0.baseAddress, 0, nil) }
    var bytes = [UInt8](repeating: 0, count: size)
    let ok = bytes.withUnsafeMutableBytes { out in
      image.pixels.withUnsafeBytes {
        png_image_write_to_memory(&png, out.baseAddress, &size, 0, $0.baseAddress, 0, nil)
      }
    }
    precondition(ok != 0, "png_image_write_to_memory failed")
    return Array(bytes.prefix(size))
  }

  static func webp(_ image: RGBAImage) -> [UInt8] {
    var output: UnsafeMutablePointer<UInt8>? = nil
    let size = image.pixels.withUnsafeBufferPointer {
      WebPEncodeLosslessRGBA($0.baseAddress, Int32(image.width), Int32(image.height), Int32(4 * image.width), &output)
    }
    precondition(size > 0, "WebPEncodeLosslessRGBA failed")
    defer { WebPFree(output) }
    return Array(UnsafeBufferPointer(start: output, count: size))
  }

  /// A 4 × 2 GIF, left half red and right half blue, written byte by byte: a global colour table of
  /// two colours and LZW data of literal codes only (a clear code between every pixel keeps the
  /// code size at 3 bits, so no table building is needed).
  /// With `secondFrame`, an animation whose second frame is all blue: only the first is shown.
  static func gif(secondFrame: Bool = false) -> [UInt8] {
    var bytes = Array("GIF89a".utf8) + [4, 0, 2, 0, 0x80, 0, 0] + [255, 0, 0, 0, 0, 255]
    bytes += frame([0, 0, 1, 1, 0, 0, 1, 1])
    if secondFrame { bytes += frame([1, 1, 1, 1, 1, 1, 1, 1]) }
    return bytes + [0x3B]
  }

  /// One 4 × 2 image: descriptor and LZW data of `indices`.
  private static func frame(_ indices: [Int]) -> [UInt8] {
    var bytes: [UInt8] = [0x2C, 0, 0, 0, 0, 4, 0, 2, 0, 0]
    // Minimum code size 2 (clear 4, end 5, codes are 3 bits): clear, index, clear, index, … end.
    var codes: [Int] = []
    for index in indices { codes += [4, index] }
    codes.append(5)
    var data: [UInt8] = [], bitBuffer = 0, bitCount = 0
    for code in codes {
      bitBuffer |= code << bitCount
      bitCount += 3
      while bitCount >= 8 {
        data.append(UInt8(bitBuffer & 0xFF))
        bitBuffer >>= 8
        bitCount -= 8
      }
    }
    if bitCount > 0 { data.append(UInt8(bitBuffer & 0xFF)) }
    bytes += [2, UInt8(data.count)] + data + [0]
    return bytes
  }
}
