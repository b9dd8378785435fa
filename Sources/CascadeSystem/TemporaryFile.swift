#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Files made for a command to read (fzf's `{+f}` placeholders): created with `mkstemp` in
/// `$TMPDIR` (else `/tmp`), readable by their owner only, removed by whoever made them.
public enum TemporaryFile {
  /// Writes `bytes` to a new file named `prefix` and six random characters; returns its path.
  /// - Complexity: O(bytes).
  public static func create(_ bytes: [UInt8], prefix: String) throws(SystemError) -> String {
    var directory = getenv("TMPDIR").map { String(cString: $0) } ?? ""
    if directory.isEmpty { directory = "/tmp" }
    var template = Array((directory + "/" + prefix + "XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw .current }
    let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    defer { close(descriptor) }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        let error = SystemError.current
        unlink(path)
        throw error
      }
      written += count
    }
    return path
  }

  /// Removes the file at `path`; a file already gone is not an error.
  public static func remove(_ path: String) {
    unlink(path)
  }
}
