import CCascadeVideo

/// Videos as cards (mp4, mov, mkv, webm): their size, turn and length read by FFmpeg without
/// decoding, and a poster, the frame about a tenth of the way in, decoded once and scaled to a
/// card's size. Thread-safe: every call opens the file on its own.
public enum VideoFile {
  /// The file name extensions of videos, lower-case, and the format each names.
  public static let formats: [String: PictureFormat] = [
    "mp4": .mp4, "m4v": .mp4, "mov": .mov, "mkv": .mkv, "webm": .webm,
  ]

  /// How far into a video its poster is: past a black first frame or a title.
  public static let posterFraction = 0.1

  /// True when `path` ends in a video's extension (any case).
  public static func isVideo(path: some StringProtocol) -> Bool { format(of: path) != nil }

  static func format(of path: some StringProtocol) -> PictureFormat? {
    guard let dot = path.lastIndex(of: "."), path[dot...].count <= 6 else { return nil }
    return formats[path[path.index(after: dot)...].lowercased()]
  }

  /// The video's header: its upright size (the display matrix's turn as an orientation) and length.
  /// - Complexity: FFmpeg opens the file and reads its stream headers (no frame is decoded).
  public static func header(path: String) throws(PictureError) -> PictureHeader {
    guard let format = format(of: path) else { throw .unknownFormat }
    _ = try PictureFile.open(path)
    var info = CascadeVideoInfo()
    let status = cascade_video_probe(path, &info)
    guard status == 0 else { throw .undecodable(message(status)) }
    let orientation: PictureOrientation =
      switch info.clockwiseTurn {
      case 90: .rightTop
      case 180: .bottomRight
      case 270: .leftBottom
      default: .up
      }
    var header = PictureHeader(
      format: format, width: Int(info.width), height: Int(info.height), orientation: orientation)
    header.duration = info.duration >= 0 ? info.duration : nil
    try header.checkSize()
    return header
  }

  /// The poster of the video at `path`, fitting `bounds` upright.
  /// - Complexity: opening the file, a seek and the decode of one key frame and what follows it
  ///   to the next shown frame; on a worker thread.
  public static func poster(path: String, fitting bounds: PixelSize) throws(PictureError) -> RGBAImage {
    let header = try header(path: path)
    let turned =
      header.orientation.swapsAxes ? PixelSize(width: bounds.height, height: bounds.width) : bounds
    let size = PixelSize.fitting(width: header.width, height: header.height, in: turned)
    var pixels = [UInt8](repeating: 0, count: 4 * size.width * size.height)
    let status = pixels.withUnsafeMutableBufferPointer {
      cascade_video_poster(path, posterFraction, Int32(size.width), Int32(size.height), $0.baseAddress)
    }
    guard status == 0 else { throw .undecodable(message(status)) }
    return RGBAImage(width: size.width, height: size.height, pixels: pixels).oriented(header.orientation)
  }

  /// "0:03", "4:05", "1:02:07": a length as a video player shows it.
  public static func durationText(_ seconds: Double) -> String {
    let total = max(0, Int(seconds.rounded()))
    let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
    let twoDigits = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
    return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
  }

  private static func message(_ status: Int32) -> String {
    var buffer = [CChar](repeating: 0, count: 128)
    cascade_video_error(status, &buffer, buffer.count)
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
