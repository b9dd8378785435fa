#if canImport(Glibc)
  import Glibc
#endif
import CascadeSystem

/// The thumbnail cache file managers share, after the freedesktop.org Thumbnail Managing Standard:
/// `$XDG_CACHE_HOME/thumbnails/{normal,large,x-large,xx-large}/<MD5 of the file's URI>.png`
/// (128, 256, 512 and 1024 pixels at most), each PNG naming its picture in `Thumb::URI` and the
/// picture's modification time in `Thumb::MTime`, so a thumbnail of an edited picture is not used.
///
/// Cascade reads it, so thumbnails a file manager made are reused, and writes it, so a folder opens
/// at once the second time. Files are written only under `root` (never next to the pictures), with
/// mode 0600 in folders of mode 0700, through a temporary name and a rename, so a reader never sees
/// half a file. Thread-safe: every call works on its own files.
public struct FreedesktopThumbnails: Sendable {
  /// The `thumbnails` folder.
  public let root: String

  /// The cache under `root` (a `thumbnails` folder).
  public init(root: String) { self.root = root }

  /// The user's cache: `$XDG_CACHE_HOME/thumbnails` when that is an absolute path, else
  /// `$HOME/.cache/thumbnails`; nil without either.
  public static func forUser(environment: (String) -> String? = { getenv($0).map { String(cString: $0) } })
    -> FreedesktopThumbnails?
  {
    if let cache = environment("XDG_CACHE_HOME"), cache.hasPrefix("/") {
      return FreedesktopThumbnails(root: cache + "/thumbnails")
    }
    guard let home = environment("HOME"), home.hasPrefix("/") else { return nil }
    return FreedesktopThumbnails(root: home + "/.cache/thumbnails")
  }

  /// The standard's sizes: a folder name and the longest side of its thumbnails.
  static let sizes: [(folder: String, pixels: Int)] = [
    ("normal", 128), ("large", 256), ("x-large", 512), ("xx-large", 1024),
  ]

  /// The smallest standard size whose thumbnails cover `bounds`, or the largest.
  static func size(covering bounds: PixelSize) -> (folder: String, pixels: Int) {
    sizes.first { $0.pixels >= max(bounds.width, bounds.height) } ?? sizes[sizes.count - 1]
  }

  /// `file://` and the absolute path, every byte but unreserved ones and `/` percent-encoded.
  public static func uri(forAbsolutePath path: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var out = Array("file://".utf8)
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.append(byte)
      default:
        out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The cache file for the picture whose URI is `uri`, in the size folder `folder`.
  public func file(forURI uri: String, folder: String) -> String { "\(root)/\(folder)/\(MD5.hex(uri.utf8)).png" }

  /// The picture at `path` for a thumbnail fitting `bounds`: a cached thumbnail of at least that
  /// size whose `Thumb::URI` and `Thumb::MTime` match the file, else the picture decoded (at the
  /// standard size covering `bounds`), its thumbnail written to the cache when the picture is larger
  /// than that size and was read whole.
  /// - Complexity: one `realpath` and `stat`, and a small PNG decode on a hit; a decode, a PNG encode
  ///   and a write on a miss.
  public func pixels(ofFile path: String, fitting bounds: PixelSize) throws(PictureError) -> RGBAImage {
    guard let absolute = Self.absolutePath(path) else {
      return try PictureDecoder.decodeFile(path: path, fitting: bounds)
    }
    guard let status = FileStatus(path: absolute) else {
      return try PictureDecoder.decodeFile(path: path, fitting: bounds)
    }
    let uri = Self.uri(forAbsolutePath: absolute), modified = String(status.modifiedSeconds)
    let wanted = Self.size(covering: bounds)
    // A thumbnail turned a quarter from the picture's upright shape was made by a thumbnailer
    // that ignored the EXIF orientation: made again, upright. (A video's poster needs no check: its
    // header costs FFmpeg opening the file.)
    let isVideo = VideoFile.isVideo(path: absolute)
    let upright = isVideo ? nil : try? PictureFile.readHeader(path: absolute)
    for size in Self.sizes where size.pixels >= wanted.pixels {
      if let image = cached(file(forURI: uri, folder: size.folder), uri: uri, modified: modified),
        upright.map({ !Self.isTurned(image, from: $0) }) ?? true
      {
        return image.scaled(toFit: bounds)
      }
    }
    if isVideo {
      // A video's poster is always worth keeping: it costs a seek and a decode.
      let image = try VideoFile.poster(path: absolute, fitting: PixelSize(width: wanted.pixels, height: wanted.pixels))
      write(
        image, to: file(forURI: uri, folder: wanted.folder),
        texts: [("Thumb::URI", uri), ("Thumb::MTime", modified), ("Software", "cascade")])
      return image.scaled(toFit: bounds)
    }
    let (header, bytes) = try PictureFile.readPicture(path: absolute)
    guard max(header.width, header.height) > wanted.pixels else {
      return try PictureDecoder.decode(bytes, header: header, fitting: bounds)
    }
    let image = try PictureDecoder.decode(
      bytes, header: header, fitting: PixelSize(width: wanted.pixels, height: wanted.pixels))
    if !image.isTruncated {
      write(
        image, to: file(forURI: uri, folder: wanted.folder),
        texts: [
          ("Thumb::URI", uri), ("Thumb::MTime", modified), ("Thumb::Image::Width", String(header.uprightWidth)),
          ("Thumb::Image::Height", String(header.uprightHeight)), ("Software", "cascade"),
        ])
    }
    return image.scaled(toFit: bounds)
  }

  /// True when `thumbnail` has the shape of `header`'s picture turned a quarter rather than its
  /// upright shape (a square picture is never turned).
  static func isTurned(_ thumbnail: RGBAImage, from header: PictureHeader) -> Bool {
    let (w, h) = (thumbnail.width, thumbnail.height), (uw, uh) = (header.uprightWidth, header.uprightHeight)
    return abs(w * uw - h * uh) < abs(w * uh - h * uw)
  }

  /// The thumbnail in `file` when it names `uri` modified at `modified`.
  private func cached(_ file: String, uri: String, modified: String) -> RGBAImage? {
    guard let (header, bytes) = try? PictureFile.readPicture(path: file), header.format == .png else { return nil }
    let texts = PNGTextChunks.texts(in: bytes)
    guard texts["Thumb::URI"] == uri, texts["Thumb::MTime"] == modified else { return nil }
    return try? PictureDecoder.decode(
      bytes, header: header, fitting: PixelSize(width: header.width, height: header.height))
  }

  /// Writes `image` as a PNG with `texts` to `file`, through a temporary file renamed into place;
  /// any failure leaves no file behind (the cache is only a help).
  private func write(_ image: RGBAImage, to file: String, texts: [(String, String)]) {
    guard let png = PNGTextChunks.encode(image, texts: texts) else { return }
    let folder = String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)])
    Self.makeFolders(folder)
    let temporary = "\(folder)/.cascade-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).png"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { return }
    let wrote = DescriptorCopy.write(png, to: descriptor)
    close(descriptor)
    if !wrote || rename(temporary, file) != 0 { unlink(temporary) }
  }

  /// Creates `folder` and the folders above it, mode 0700 (the standard's), as needed.
  private static func makeFolders(_ folder: String) {
    var path = ""
    for part in folder.split(separator: "/") {
      path += "/" + part
      _ = mkdir(path, 0o700)
    }
  }

  /// `path` made absolute with symbolic links resolved, as file managers name pictures.
  static func absolutePath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
