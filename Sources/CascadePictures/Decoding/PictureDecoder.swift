/// Turns a picture file's bytes into pixels no bigger than a thumbnail needs, with each format's own
/// library: libjpeg-turbo (decoding at 1/8, 1/4, 3/8 … of full size, which is most of the speed for
/// thumbnails), libwebp (scaling while decoding too), libheif (from the file's own thumbnail when
/// one is big enough), libpng and giflib (these decode whole, then are box-filtered down).
///
/// Thread-safe: every call makes its own decoder state, so workers decode in parallel.
public enum PictureDecoder {
  /// The most pixels decoded at full size (64 megapixels, 256 MB of RGBA): a bigger PNG, WebP or
  /// GIF is refused before decoding; a bigger JPEG or WebP is decoded scaled down below this.
  public static let maximumDecodedPixels = 1 << 26

  /// Decodes the file at `path` to fit `bounds` (a video's poster, named by its extension).
  public static func decodeFile(path: String, fitting bounds: PixelSize) throws(PictureError) -> RGBAImage {
    if VideoFile.isVideo(path: path) { return try VideoFile.poster(path: path, fitting: bounds) }
    let (header, bytes) = try PictureFile.readPicture(path: path)
    return try decode(bytes, header: header, fitting: bounds)
  }

  /// Decodes `bytes` (a whole file whose header is `header`) to fit `bounds`, upright: the stored
  /// pixels are decoded and shrunk to fit `bounds` turned as the header's orientation turns them,
  /// then turned, so the turn costs a thumbnail's pixels, not the photo's.
  public static func decode(_ bytes: [UInt8], header: PictureHeader, fitting upright: PixelSize) throws(PictureError)
    -> RGBAImage
  {
    let image: RGBAImage
    let size = PixelSize(width: header.width, height: header.height)
    let bounds =
      header.orientation.swapsAxes ? PixelSize(width: upright.height, height: upright.width) : upright
    switch header.format {
    case .jpeg:
      image = try JPEGDecoder.decode(bytes, size: size, fitting: bounds)
    case .webp:
      image = try WebPDecoder.decode(bytes, size: size, fitting: bounds)
    case .heic, .avif:
      image = try HEIFDecoder.decode(bytes, size: size, fitting: bounds)
    case .mp4, .mov, .mkv, .webm:
      throw .undecodable("a video is decoded from its file, not its bytes")
    case .png, .gif:
      guard header.width <= maximumDecodedPixels / header.height else {
        throw .tooLarge(width: header.width, height: header.height)
      }
      image =
        header.format == .png ? try PNGDecoder.decode(bytes, size: size) : try GIFDecoder.decode(bytes, size: size)
    }
    return image.scaled(to: PixelSize.fitting(width: header.width, height: header.height, in: bounds))
      .oriented(header.orientation)
  }

  /// Refuses a file whose library reads a size other than the one its header gave: the card was
  /// laid out for the header's shape.
  static func check(width: Int, height: Int, against size: PixelSize) throws(PictureError) {
    guard width == size.width, height == size.height else {
      throw .malformed("the header says \(size.width)×\(size.height), the picture is \(width)×\(height)")
    }
  }
}
