import CascadeSystem

/// Reads picture files without ever blocking or following a hostile file into a hang.
///
/// A path is opened as every input file is (`SystemFile.open(readOnly:)`: a FIFO named `.png` opens
/// at once instead of waiting for a writer) and must be a regular file before a byte is read, so
/// FIFOs, devices, sockets and directories are refused without reading them. Reads are bounded by
/// `maximumFileSize`, and a file whose size or modification time differs after the read from
/// before it is refused as changed while read.
public enum PictureFile {
  /// The largest file read for a picture (256 MiB).
  public static let maximumFileSize = 256 << 20

  /// The first bytes read for a header: enough for PNG, GIF, WebP and most JPEGs; a JPEG with a
  /// large EXIF block asks for more, up to `maximumHeaderBytes`.
  static let headerProbeBytes = 4096
  /// JPEG APPn segments are at most 64 KiB each; a few of them (EXIF, XMP, ICC) fit in 1 MiB.
  static let maximumHeaderBytes = 1 << 20

  /// The header of the picture at `path`, reading as few bytes as the format needs (a video's,
  /// named by its extension, through `VideoFile`).
  /// - Complexity: one `open`, one `fstat` and usually one `pread` of 4 KiB.
  public static func readHeader(path: String) throws(PictureError) -> PictureHeader {
    if VideoFile.isVideo(path: path) { return try VideoFile.header(path: path) }
    let file = try open(path)
    guard file.size > 0 else { throw .empty }
    var wanted = min(headerProbeBytes, file.size)
    while true {
      let bytes = try read(file, count: wanted)
      switch try PictureHeader.parsePrefix(bytes) {
      case .header(let header): return header
      case .needsBytes(let count):
        // Read at least twice as much each time, so a chain of small segments costs few reads.
        guard bytes.count < file.size, count <= maximumHeaderBytes else { throw .truncated }
        wanted = min(file.size, maximumHeaderBytes, max(count, 2 * bytes.count))
      }
    }
  }

  /// The whole file, after checking its header, so a picture that claims too many pixels is
  /// refused before its bytes are read.
  public static func readPicture(path: String) throws(PictureError) -> (header: PictureHeader, bytes: [UInt8]) {
    let file = try open(path)
    guard file.size <= maximumFileSize else { throw .fileTooLarge(file.size) }
    let bytes = try read(file, count: file.size)
    guard bytes.count == file.size, file.isUnchanged else { throw .changedWhileRead }
    let header = try PictureHeader.parse(bytes)
    return (header, bytes)
  }

  /// `path` opened for reading, which must be a regular file.
  /// - Complexity: one `open` and one `fstat`.
  package static func open(_ path: String) throws(PictureError) -> SystemFile {
    let file: SystemFile
    do {
      file = try SystemFile.open(readOnly: path)
    } catch {
      throw .unreadable(error.description)
    }
    guard file.kind == .regular else { throw .notRegularFile }
    return file
  }

  /// Up to `count` bytes from the start of `file`; fewer when it is shorter now than it was.
  package static func read(_ file: SystemFile, count: Int) throws(PictureError) -> [UInt8] {
    do {
      return try file.read(count: count)
    } catch {
      throw .unreadable(error.description)
    }
  }
}
