/// Picture headers built byte by byte, so each test says exactly what a file holds.
enum HeaderBytes {
  static func be32(_ v: Int) -> [UInt8] {
    [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
  }
  static func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
  static func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
  static func le24(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF)] }
  static func le32(_ v: Int) -> [UInt8] { le16(v & 0xFFFF) + le16(v >> 16) }

  /// A PNG signature and IHDR chunk (CRC not checked by header readers, so zero).
  static func png(width: Int, height: Int, chunk: String = "IHDR") -> [UInt8] {
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + Array(chunk.utf8) + be32(width) + be32(height)
      + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
  }

  static func gif(width: Int, height: Int, version: String = "89a") -> [UInt8] {
    Array("GIF\(version)".utf8) + le16(width) + le16(height) + [0, 0, 0]
  }

  static func riff(_ chunk: String, _ data: [UInt8]) -> [UInt8] {
    Array("RIFF".utf8) + le32(4 + 8 + data.count) + Array("WEBP".utf8) + Array(chunk.utf8) + le32(data.count) + data
  }

  static func webpLossy(width: Int, height: Int) -> [UInt8] {
    riff("VP8 ", [0x30, 0x01, 0x00, 0x9D, 0x01, 0x2A] + le16(width) + le16(height) + [0, 0])
  }

  static func webpLossless(width: Int, height: Int) -> [UInt8] {
    let bits = (width - 1) | (height - 1) << 14
    return riff("VP8L", [0x2F] + le32(bits) + [0, 0, 0, 0, 0])
  }

  static func webpExtended(width: Int, height: Int) -> [UInt8] {
    riff("VP8X", [0x10, 0, 0, 0] + le24(width - 1) + le24(height - 1))
  }

  /// A JPEG segment: marker and big-endian length (which counts itself) and data.
  static func segment(_ marker: UInt8, _ data: [UInt8]) -> [UInt8] {
    [0xFF, marker] + be16(data.count + 2) + data
  }

  /// SOI, then `before` (APPn and other segments), then a frame header of `marker` (SOF0 by default).
  static func jpeg(width: Int, height: Int, before: [[UInt8]] = [], marker: UInt8 = 0xC0) -> [UInt8] {
    [0xFF, 0xD8] + before.flatMap { $0 }
      + segment(marker, [8] + be16(height) + be16(width) + [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1])
      + [0xFF, 0xD9]
  }

  /// An APP1 "Exif" segment of `size` data bytes.
  static func exif(size: Int) -> [UInt8] {
    segment(0xE1, Array("Exif\0\0".utf8) + [UInt8](repeating: 0x4D, count: max(0, size - 6)))
  }
}
