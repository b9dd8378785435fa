/// Where a card's picture comes from: a file, or a picture made in code (the demo).
public enum PictureSource: Hashable, Sendable {
  /// A local picture file, by its path.
  case file(String)
  /// A picture drawn in code.
  case generated(GeneratedPicture)

  /// Pixels for a thumbnail no bigger than `bounds`: the file decoded (scaled while decoding where
  /// the format allows), or the generated picture drawn at that size.
  public func pixels(fitting bounds: PixelSize) throws(PictureError) -> RGBAImage {
    switch self {
    case .file(let path):
      return try PictureDecoder.decodeFile(path: path, fitting: bounds)
    case .generated(let picture):
      return picture.render(bounds)
    }
  }
}
