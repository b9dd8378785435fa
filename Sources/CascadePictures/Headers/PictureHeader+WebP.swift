extension PictureHeader {
  /// WebP: a RIFF container whose first chunk (at byte 12) is one of three kinds:
  /// - `VP8 ` (lossy): a 3-byte frame tag, the start code 9D 01 2A, then 14-bit width and height;
  /// - `VP8L` (lossless): the signature byte 0x2F, then width - 1 and height - 1 in 14 bits each;
  /// - `VP8X` (extended: alpha, animation, metadata): flags, 3 reserved bytes, then the canvas's
  ///   width - 1 and height - 1 as 24-bit little-endian numbers.
  static func parseWebP(_ reader: ByteReader) throws(PictureError) -> Parse {
    guard reader.count >= 30 else { return .needsBytes(30) }
    let data = 20
    if reader.matches(Array("VP8 ".utf8), at: 12) {
      guard reader.matches([0x9D, 0x01, 0x2A], at: data + 3) else { throw .malformed("VP8 without its start code") }
      guard let width = reader.uint16LE(at: data + 6), let height = reader.uint16LE(at: data + 8) else {
        return .needsBytes(30)
      }
      return .header(PictureHeader(format: .webp, width: width & 0x3FFF, height: height & 0x3FFF))
    }
    if reader.matches(Array("VP8L".utf8), at: 12) {
      guard reader[data] == 0x2F else { throw .malformed("VP8L without its signature") }
      guard let bits = reader.uint32LE(at: data + 1) else { return .needsBytes(25) }
      return .header(PictureHeader(format: .webp, width: (bits & 0x3FFF) + 1, height: ((bits >> 14) & 0x3FFF) + 1))
    }
    if reader.matches(Array("VP8X".utf8), at: 12) {
      guard let width = reader.uint24LE(at: data + 4), let height = reader.uint24LE(at: data + 7) else {
        return .needsBytes(30)
      }
      return .header(PictureHeader(format: .webp, width: width + 1, height: height + 1))
    }
    throw .malformed("a WebP whose first chunk is not VP8, VP8L or VP8X")
  }
}
