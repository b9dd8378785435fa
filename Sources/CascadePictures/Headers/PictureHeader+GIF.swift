extension PictureHeader {
  /// GIF: "GIF87a" or "GIF89a", then the logical screen's width and height, little-endian 16-bit.
  static func parseGIF(_ reader: ByteReader) throws(PictureError) -> Parse {
    guard let width = reader.uint16LE(at: 6), let height = reader.uint16LE(at: 8) else { return .needsBytes(10) }
    return .header(PictureHeader(format: .gif, width: width, height: height))
  }
}
