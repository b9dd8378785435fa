/// Why a picture cannot be shown. The card shows a small "cannot show" mark; the message is for
/// tests and for the detail view.
public enum PictureError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No file at the path, or it cannot be opened (permissions, a symbolic-link loop).
  case unreadable(String)
  /// The path is not a regular file: a directory, a FIFO, a device, a socket.
  case notRegularFile
  /// The bytes are not a picture in a format Cascade reads.
  case unknownFormat
  /// The file ends before its header (or its pixels) do.
  case truncated
  /// The file holds no bytes at all (a copy that never finished, a placeholder).
  case empty
  /// The header is malformed (a zero size, a missing start code).
  case malformed(String)
  /// The header claims more pixels than Cascade will allocate for.
  case tooLarge(width: Int, height: Int)
  /// The file is bigger than Cascade reads for a picture.
  case fileTooLarge(Int)
  /// The file's size or time changed while it was read.
  case changedWhileRead
  /// The format's library is not available in this build, or refused the bytes.
  case undecodable(String)

  /// A short reason, for a card's text.
  public var description: String {
    switch self {
    case .unreadable(let reason): return "cannot open: \(reason)"
    case .notRegularFile: return "not a regular file"
    case .unknownFormat: return "not a JPEG, PNG, WebP, GIF, HEIC or AVIF picture"
    case .truncated: return "the file ends too early"
    case .empty: return "the file is empty"
    case .malformed(let reason): return "malformed header: \(reason)"
    case .tooLarge(let width, let height): return "\(width)×\(height) is too large to show"
    case .fileTooLarge(let bytes): return "\(bytes) bytes is too large to read"
    case .changedWhileRead: return "the file changed while it was read"
    case .undecodable(let reason): return "cannot decode: \(reason)"
    }
  }
}
