extension PictureHeader {
  /// PNG: the signature, then the IHDR chunk (length 13) whose data starts with the width and the
  /// height as big-endian 32-bit numbers, each at most 2^31 - 1.
  static func parsePNG(_ reader: ByteReader) throws(PictureError) -> Parse {
    guard reader.count >= 24 else { return .needsBytes(24) }
    guard reader.matches(Array("IHDR".utf8), at: 12) else { throw .malformed("PNG without an IHDR chunk first") }
    guard let width = reader.uint32BE(at: 16), let height = reader.uint32BE(at: 20) else { return .needsBytes(24) }
    guard width <= Int(Int32.max), height <= Int(Int32.max) else { throw .malformed("a PNG size above 2^31") }
    return .header(PictureHeader(format: .png, width: width, height: height))
  }
}
