/// Where a card's picture comes from: a file, or a picture made in code (the demo).
public enum PictureSource: Hashable, Sendable {
  case file(String)
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
