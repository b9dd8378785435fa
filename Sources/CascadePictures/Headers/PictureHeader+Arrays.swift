extension PictureHeader {
  /// `parse(_:)` over an array: the header of a whole file's bytes.
  public static func parse(_ bytes: [UInt8]) throws(PictureError) -> PictureHeader {
    try bytes.withUnsafeBytes { raw in Result { () throws(PictureError) in try parse(raw) } }.get()
  }

  /// `parsePrefix(_:)` over an array: the header, or how many bytes it needs.
  public static func parsePrefix(_ bytes: [UInt8]) throws(PictureError) -> Parse {
    try bytes.withUnsafeBytes { raw in Result { () throws(PictureError) in try parsePrefix(raw) } }.get()
  }
}
