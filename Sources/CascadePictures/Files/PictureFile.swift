#if canImport(Glibc)
  import Glibc
#endif
import CascadeSystem

/// Reads picture files without ever blocking or following a hostile file into a hang.
///
/// A path is opened with `O_NONBLOCK` (a FIFO named `.png` opens at once instead of waiting for a
/// writer) and `O_NOCTTY`, then checked with `fstat` to be a regular file before a byte is read, so
/// FIFOs, devices, sockets and directories are refused without reading them. A symbolic-link loop
/// fails in `open` (ELOOP). Reads are bounded by `maximumFileSize`, and a file whose size or
/// modification time differs after the read from before it is refused as changed while read.
public enum PictureFile {
  /// The largest file read for a picture (256 MiB).
  public static let maximumFileSize = 256 << 20

  /// The first bytes read for a header: enough for PNG, GIF, WebP and most JPEGs; a JPEG with a
  /// large EXIF block asks for more, up to `maximumHeaderBytes`.
  static let headerProbeBytes = 4096
  /// JPEG APPn segments are at most 64 KiB each; a few of them (EXIF, XMP, ICC) fit in 1 MiB.
  static let maximumHeaderBytes = 1 << 20

  /// The header of the picture at `path`, reading as few bytes as the format needs.
  /// - Complexity: one `open`, one `fstat` and usually one `pread` of 4 KiB.
  public static func readHeader(path: String) throws(PictureError) -> PictureHeader {
    let file = try OpenFile(path: path)
    defer { file.close() }
    var wanted = min(headerProbeBytes, file.size)
    while true {
      let bytes = try file.read(count: wanted)
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
    let file = try OpenFile(path: path)
    defer { file.close() }
    guard file.size <= maximumFileSize else { throw .fileTooLarge(file.size) }
    let bytes = try file.read(count: file.size)
    guard bytes.count == file.size else { throw .changedWhileRead }
    try file.checkUnchanged()
    let header = try PictureHeader.parse(bytes)
    return (header, bytes)
  }
}

/// An open regular file and what `fstat` said about it when it was opened.
package struct OpenFile {
  let descriptor: Int32
  let size: Int
  let modified: timespec

  /// Opens `path` without blocking and checks that it is a regular file.
  package init(path: String) throws(PictureError) {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .unreadable(SystemError.current.description) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      Glibc.close(descriptor)
      throw .unreadable(SystemError.current.description)
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      Glibc.close(descriptor)
      throw .notRegularFile
    }
    self.descriptor = descriptor
    size = Int(info.st_size)
    modified = info.st_mtim
  }

  /// Closes the descriptor.
  package func close() { _ = Glibc.close(descriptor) }

  /// Up to `count` bytes from the start; fewer when the file is shorter now than it was.
  package func read(count: Int) throws(PictureError) -> [UInt8] {
    guard count > 0 else { return [] }
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let got = bytes.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress! + filled, count - filled, off_t(filled))
      }
      if got < 0 {
        if errno == EINTR { continue }
        throw .unreadable(SystemError.current.description)
      }
      if got == 0 { break }
      filled += got
    }
    bytes.removeLast(count - filled)
    return bytes
  }

  /// Throws when the file's size or modification time differs from when it was opened.
  package func checkUnchanged() throws(PictureError) {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .changedWhileRead }
    guard Int(info.st_size) == size, info.st_mtim.tv_sec == modified.tv_sec, info.st_mtim.tv_nsec == modified.tv_nsec
    else {
      throw .changedWhileRead
    }
  }
}
