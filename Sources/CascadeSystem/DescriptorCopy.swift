#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Moving bytes between open descriptors, through interruptions and short writes: a pipe or a
/// FIFO passed through, a file copied to stdout, a message to stderr, a command's output read.
public enum DescriptorCopy {
  /// Standard input.
  public static let standardInput: Int32 = 0
  /// Standard output.
  public static let standardOutput: Int32 = 1
  /// Standard error.
  public static let standardError: Int32 = 2

  /// Writes all of `bytes`, at most `chunk` bytes a call (a terminal fed a picture keeps up
  /// better with bounded writes), resuming after short and interrupted writes; false when a
  /// write failed (EPIPE: the reader is gone), with `errno` saying why.
  /// - Complexity: O(bytes).
  @discardableResult
  public static func write(_ bytes: ArraySlice<UInt8>, to descriptor: Int32, chunk: Int = .max) -> Bool {
    var rest = bytes
    while !rest.isEmpty {
      let count = SystemCall.retryingInterrupts {
        rest.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, min($0.count, chunk)) }
      }
      guard count > 0 else { return false }
      rest = rest.dropFirst(count)
    }
    return true
  }

  /// Writes all of `bytes` (see `write(_:to:chunk:)`).
  @discardableResult
  public static func write(_ bytes: [UInt8], to descriptor: Int32, chunk: Int = .max) -> Bool {
    write(bytes[...], to: descriptor, chunk: chunk)
  }

  /// Reads `source` to its end (or an error), handing each chunk to `sink`; stops early when
  /// `sink` returns false. Returns false when it stopped early.
  /// - Complexity: O(bytes read).
  @discardableResult
  public static func copy(from source: Int32, to sink: ([UInt8]) -> Bool) -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = SystemCall.retryingInterrupts {
        chunk.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
      }
      guard count > 0 else { return count == 0 }
      guard sink(Array(chunk[..<count])) else { return false }
    }
  }

  /// Reads `source` to its end (or an error) and returns its first `limit` bytes; the rest is read
  /// and dropped, so a writer never blocks on a full pipe nor dies of SIGPIPE for writing more.
  /// - Complexity: O(bytes read).
  public static func readAll(from source: Int32, keeping limit: Int = .max) -> [UInt8] {
    var bytes: [UInt8] = []
    copy(from: source) { chunk in
      if bytes.count < limit { bytes += chunk.prefix(limit - bytes.count) }
      return true
    }
    return bytes
  }

  /// Copies `source` to `destination` until the end or an error (EPIPE: the reader is gone).
  /// - Complexity: O(bytes copied).
  public static func copy(from source: Int32, to destination: Int32) {
    copy(from: source) { write($0[...], to: destination) }
  }

  /// Opens the FIFO (or file) at `path` for writing, blocking until a reader opens it, and copies
  /// `source` into it; does nothing when it cannot be opened.
  public static func copy(from source: Int32, toPath path: String) {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    copy(from: source, to: descriptor)
    close(descriptor)
  }

  /// Copies the file at `path` to `destination`; does nothing when it cannot be opened.
  public static func copy(file path: String, to destination: Int32) {
    guard let file = try? SystemFile.open(readOnly: path) else { return }
    copy(from: file.descriptor, to: destination)
  }

  /// Writes `bytes` as the whole of the file at `path`, created with `mode` when it is new; why
  /// it could not, or nil.
  public static func replaceContents(of path: String, with bytes: [UInt8], mode: UInt32 = 0o600) -> SystemError? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode_t(mode))
    guard descriptor >= 0 else { return .current }
    defer { close(descriptor) }
    return write(bytes, to: descriptor) ? nil : .current
  }

  /// `/dev/null` open for reading, closed on exec: an input that ends at once. -1 when it cannot
  /// be opened.
  public static func openEmptyInput() -> Int32 {
    open("/dev/null", O_RDONLY | O_CLOEXEC)
  }
}
