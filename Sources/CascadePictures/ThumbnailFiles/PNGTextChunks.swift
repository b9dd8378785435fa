import CPNG

/// PNG files with `tEXt` chunks, which the freedesktop thumbnail cache keys its files by
/// (`Thumb::URI`, `Thumb::MTime`): encoding an image with them, and reading them back.
enum PNGTextChunks {
  /// `image` as a PNG holding `texts` (keyword, Latin-1 text) in `tEXt` chunks after its header.
  static func encode(_ image: RGBAImage, texts: [(String, String)]) -> [UInt8]? {
    var png = png_image()
    png.version = cascade_png_image_version()
    png.width = UInt32(image.width)
    png.height = UInt32(image.height)
    png.format = cascade_png_format_rgba()
    // PNG_IMAGE_FLAG_FAST (a macro Swift cannot import): quicker compression, a slightly larger
    // file, so writing the cache costs the first open of a folder little.
    png.flags = 0x02
    var size = 0
    _ = image.pixels.withUnsafeBytes { png_image_write_to_memory(&png, nil, &size, 0, $0.baseAddress, 0, nil) }
    guard size > 33 else { return nil }
    var bytes = [UInt8](repeating: 0, count: size)
    let written = bytes.withUnsafeMutableBytes { out in
      image.pixels.withUnsafeBytes {
        png_image_write_to_memory(&png, out.baseAddress, &size, 0, $0.baseAddress, 0, nil)
      }
    }
    guard written != 0 else { return nil }
    bytes.removeLast(bytes.count - size)
    // The signature (8 bytes) and IHDR (25) come first; the text chunks follow them.
    let chunks = texts.flatMap { chunk(type: "tEXt", data: Array($0.0.utf8) + [0] + Array($0.1.utf8)) }
    return Array(bytes[..<33]) + chunks + Array(bytes[33...])
  }

  /// The `tEXt` chunks of a PNG file's bytes, keyword to text; empty for bytes that are not a PNG.
  /// Chunk lengths are checked against the bytes, so a hostile file cannot read past its end.
  /// - Complexity: O(chunks).
  static func texts(in bytes: [UInt8]) -> [String: String] {
    guard bytes.count >= 8, bytes[0] == 0x89, bytes[1] == 0x50 else { return [:] }
    var texts: [String: String] = [:]
    var offset = 8
    while offset + 12 <= bytes.count {
      let length =
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
      guard length >= 0, length <= bytes.count - offset - 12 else { break }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      if type == "IEND" { break }
      if type == "tEXt" {
        let data = bytes[(offset + 8)..<(offset + 8 + length)]
        if let zero = data.firstIndex(of: 0) {
          texts[String(decoding: data[..<zero], as: UTF8.self)] = String(decoding: data[(zero + 1)...], as: UTF8.self)
        }
      }
      offset += 12 + length
    }
    return texts
  }

  /// A chunk: length, type, data and the CRC-32 of type and data.
  private static func chunk(type: String, data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    let length = UInt32(data.count), crc = crc32(typed)
    return bigEndian(length) + typed + bigEndian(crc)
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
      UInt8(truncatingIfNeeded: value),
    ]
  }

  /// PNG's CRC-32 (ISO 3309), bit by bit: chunks here are a few hundred bytes.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return ~crc
  }
}
