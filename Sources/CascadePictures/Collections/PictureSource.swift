import CascadeData

/// Where a card's picture comes from: a file, a picture made in code (the demo), or bytes held in
/// the input (an SQLite BLOB).
public enum PictureSource: Hashable, Sendable {
  /// A local picture file, by its path.
  case file(String)
  /// A picture drawn in code.
  case generated(GeneratedPicture)
  /// A picture held in the input itself (an SQLite BLOB).
  case embedded(EmbeddedPicture)

  /// Pixels for a thumbnail no bigger than `bounds`: the file decoded (scaled while decoding where
  /// the format allows), or the generated picture drawn at that size.
  public func pixels(fitting bounds: PixelSize) throws(PictureError) -> RGBAImage {
    switch self {
    case .file(let path):
      return try PictureDecoder.decodeFile(path: path, fitting: bounds)
    case .generated(let picture):
      return picture.render(bounds)
    case .embedded(let picture):
      let header = try picture.header()
      return try PictureDecoder.decode(picture.bytes, header: header, fitting: bounds)
    }
  }
}

extension EmbeddedPicture {
  /// The picture's format and size, from its first bytes.
  /// - Complexity: O(1) for PNG, GIF and WebP; O(segments before SOFn) for JPEG.
  public func header() throws(PictureError) -> PictureHeader {
    var parsed = Result<PictureHeader, PictureError>.failure(.truncated)
    bytes.withUnsafeBytes { raw in
      do throws(PictureError) {
        parsed = .success(try PictureHeader.parse(raw))
      } catch {
        parsed = .failure(error)
      }
    }
    return try parsed.get()
  }
}
