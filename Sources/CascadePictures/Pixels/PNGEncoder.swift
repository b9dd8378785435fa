import CZlib

/// Writes RGB pictures as PNG files (colour type 2, eight bits, no filtering, zlib's fastest
/// level): what iTerm2's inline images are sent as. Any thread.
public enum PNGEncoder {
  /// `image` as a PNG file, its alpha dropped (thumbnails are opaque).
  /// - Complexity: O(pixels).
  public static func encode(_ image: RGBAImage) -> [UInt8] {
    var raw: [UInt8] = []
    raw.reserveCapacity((3 * image.width + 1) * image.height)
    image.pixels.withUnsafeBufferPointer { pixels in
      for y in 0..<image.height {
        raw.append(0)  // filter type None
        let row = 4 * y * image.width
        for x in 0..<image.width {
          raw.append(pixels[row + 4 * x])
          raw.append(pixels[row + 4 * x + 1])
          raw.append(pixels[row + 4 * x + 2])
        }
      }
    }
    var capacity = compressBound(uLong(raw.count))
    var deflated = [UInt8](repeating: 0, count: Int(capacity))
    let status = deflated.withUnsafeMutableBufferPointer { target in
      raw.withUnsafeBufferPointer { compress2(target.baseAddress, &capacity, $0.baseAddress, uLong($0.count), 1) }
    }
    guard status == Z_OK else { return [] }
    deflated.removeSubrange(Int(capacity)...)
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header = bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height))
    header += [8, 2, 0, 0, 0]  // depth, colour type RGB, deflate, adaptive filtering, no interlace
    out += chunk("IHDR", header)
    out += chunk("IDAT", deflated)
    out += chunk("IEND", [])
    return out
  }

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    let crc = typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
    return bigEndian(UInt32(data.count)) + typed + bigEndian(UInt32(truncatingIfNeeded: crc))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }
}
