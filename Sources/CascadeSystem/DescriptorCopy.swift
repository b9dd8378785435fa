#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Moving bytes between open descriptors, through interruptions and short writes: a pipe or a
/// FIFO passed through, a file copied to stdout.
public enum DescriptorCopy {
  /// Standard input.
  public static let standardInput: Int32 = 0
  /// Standard output.
  public static let standardOutput: Int32 = 1
  /// Standard error.
  public static let standardError: Int32 = 2

  /// Writes all of `bytes`; false when a write failed (EPIPE: the reader is gone), with `errno`
  /// saying why.
  /// - Complexity: O(bytes).
  @discardableResult
  public static func write(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) -> Bool {
    var rest = bytes
    while !rest.isEmpty {
      let count = rest.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      rest = rest.dropFirst(count)
    }
    return true
  }

  /// Reads `source` to its end (or an error), handing each chunk to `sink`; stops early when
  /// `sink` returns false. Returns false when it stopped early.
  /// - Complexity: O(bytes read).
  @discardableResult
  public static func copy(from source: Int32, to sink: ([UInt8]) -> Bool) -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return count == 0 }
      guard sink(Array(chunk[..<count])) else { return false }
    }
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
}
