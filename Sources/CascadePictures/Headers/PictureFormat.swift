/// The picture file formats Cascade reads sizes from and decodes.
public enum PictureFormat: String, CaseIterable, Hashable, Sendable {
  /// PNG, JPEG (JFIF or EXIF), GIF (87a or 89a) and WebP (lossy, lossless or extended).
  case png, jpeg, gif, webp
  /// HEIF with HEVC pictures (a phone's `.heic`), and AVIF (HEIF with AV1), through libheif.
  case heic, avif
  /// Videos, shown by a poster frame through FFmpeg (`VideoFile`).
  case mp4, mov, mkv, webm

  /// True for the video formats.
  public var isVideo: Bool { self == .mp4 || self == .mov || self == .mkv || self == .webm }

  /// The formats' usual file name extensions, lower-case, for telling picture paths from other text.
  public static let fileExtensions: Set<String> = [
    "png", "jpg", "jpeg", "jpe", "jfif", "gif", "webp", "heic", "heif", "hif", "avif", "mp4", "m4v", "mov", "mkv",
    "webm",
  ]

  /// True when `path` ends in one of `fileExtensions` (any case).
  /// - Complexity: O(length of the extension).
  public static func hasPictureExtension(_ path: some StringProtocol) -> Bool {
    guard let dot = path.lastIndex(of: "."), path[dot...].count <= 6 else { return false }
    let ext = path[path.index(after: dot)...]
    if ext.contains("/") { return false }
    return fileExtensions.contains(ext.lowercased())
  }
}
