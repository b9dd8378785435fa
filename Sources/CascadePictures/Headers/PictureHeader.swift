/// A picture's format and size in pixels, read from the first bytes of its file without decoding.
///
/// Each format keeps its size near the start: PNG in the IHDR chunk (bytes 16–23), GIF in the
/// logical screen descriptor (bytes 6–9), WebP in its first chunk, JPEG in the SOFn segment after
/// any APPn segments (EXIF, ICC profiles), which the reader walks past by their lengths; a JPEG's
/// EXIF `Orientation` is read on the way, so a portrait stored as landscape pixels is a portrait.
public struct PictureHeader: Hashable, Sendable {
  /// The file's format, from its signature.
  public var format: PictureFormat
  /// Pixels across, as stored (as the format's library decodes them).
  public var width: Int
  /// Pixels down, as stored.
  public var height: Int
  /// How the stored pixels are turned to stand upright (a JPEG's EXIF `Orientation`).
  public var orientation: PictureOrientation
  /// A video's length in seconds; nil for pictures, and videos that do not say.
  public var duration: Double?

  /// A header of `format` claiming `width` × `height` stored pixels, shown turned by `orientation`.
  public init(format: PictureFormat, width: Int, height: Int, orientation: PictureOrientation = .up) {
    self.format = format
    self.width = width
    self.height = height
    self.orientation = orientation
  }

  /// Pixels across the upright picture: the stored height when the orientation turns it a quarter.
  public var uprightWidth: Int { orientation.swapsAxes ? height : width }
  /// Pixels down the upright picture.
  public var uprightHeight: Int { orientation.swapsAxes ? width : height }

  /// The most pixels a picture may claim (2^28, a 16384×16384 square): a header claiming more is
  /// refused before anything is allocated for it.
  public static let maximumPixelCount = 1 << 28

  /// "3024×4032 JPEG": the upright size and the format, as a card or the picture view says it.
  public var summary: String { "\(uprightWidth)×\(uprightHeight) \(format.rawValue.uppercased())" }

  /// The upright picture's height divided by its width: the shape its card takes.
  public var aspectRatio: Double { Double(uprightHeight) / Double(uprightWidth) }

  /// The outcome of reading a prefix of a file.
  public enum Parse: Hashable, Sendable {
    /// The header was read: the picture's format and size.
    case header(PictureHeader)
    /// The header lies beyond the bytes given: read at least this many and parse again.
    case needsBytes(Int)
  }

  /// Reads the header from a whole file's bytes: a header cut short is `.truncated`.
  /// - Complexity: O(1) for PNG, GIF and WebP; O(segments before SOFn) for JPEG.
  public static func parse(_ bytes: UnsafeRawBufferPointer) throws(PictureError) -> PictureHeader {
    switch try parsePrefix(bytes) {
    case .header(let header): return header
    case .needsBytes: throw .truncated
    }
  }

  /// Reads the header, or says how many bytes it needs (never more than the segments' own lengths
  /// claim, so a hostile length costs one bounded read, not an allocation of its size).
  public static func parsePrefix(_ bytes: UnsafeRawBufferPointer) throws(PictureError) -> Parse {
    let reader = ByteReader(bytes)
    let parsed: Parse
    if reader.starts(with: PNGSignature.bytes) {
      parsed = try parsePNG(reader)
    } else if reader.starts(with: [0xFF, 0xD8]) {
      parsed = try parseJPEG(reader)
    } else if reader.starts(with: Array("GIF87a".utf8)) || reader.starts(with: Array("GIF89a".utf8)) {
      parsed = try parseGIF(reader)
    } else if reader.count >= 12, reader.starts(with: Array("RIFF".utf8)), reader.matches(Array("WEBP".utf8), at: 8) {
      parsed = try parseWebP(reader)
    } else if reader.matches(Array("ftyp".utf8), at: 4), let size = reader.uint32BE(at: 0) {
      // The brands first (a short prefix may hold only some), then the boxes.
      guard reader.count >= min(size, 16 + 4 * 64) else { return .needsBytes(min(size, 16 + 4 * 64)) }
      guard let format = heifFormat(reader) else { throw .unknownFormat }
      parsed = try parseHEIF(reader, format: format)
    } else if reader.count < 12 && couldStartPicture(reader) {
      return .needsBytes(12)
    } else {
      throw .unknownFormat
    }
    if case .header(let header) = parsed { try header.checkSize() }
    return parsed
  }

  /// Refuses zero and absurd sizes.
  func checkSize() throws(PictureError) {
    guard width > 0, height > 0 else { throw .malformed("a zero width or height") }
    guard width <= Self.maximumPixelCount / height else { throw .tooLarge(width: width, height: height) }
  }

  /// True when `reader` (shorter than 12 bytes) is a prefix of some format's signature.
  private static func couldStartPicture(_ reader: ByteReader) -> Bool {
    let signatures: [[UInt8]] = [
      PNGSignature.bytes, [0xFF, 0xD8], Array("GIF87a".utf8), Array("GIF89a".utf8), Array("RIFF".utf8),
    ]
    return signatures.contains { signature in
      let n = min(reader.count, signature.count)
      return (0..<n).allSatisfy { reader[$0] == signature[$0] }
    }
  }
}

enum PNGSignature {
  static let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
}
