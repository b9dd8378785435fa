#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The whole content of a file or of stdin, read with plain `open`/`read` so errors carry the
/// system's own words and a directory is refused before reading.
struct InputFile {
  var bytes: [UInt8]
  /// The path as given, or "<stdin>".
  var name: String

  /// Reads `path` to the end, or stdin when `path` is nil or "-". Opens read-only.
  static func contents(of path: String?) throws(InputError) -> InputFile {
    guard let path, path != "-" else {
      return try contents(of: STDIN_FILENO, name: "<stdin>")
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw InputError.unreadable(path, errno: errno) }
    defer { close(descriptor) }
    return try contents(of: descriptor, name: path)
  }

  /// Reads `descriptor` (a file, pipe or terminal) until end of file, retrying reads a signal
  /// interrupted. A regular file's size is reserved up front, so a large file is read without
  /// copying.
  static func contents(of descriptor: Int32, name: String) throws(InputError) -> InputFile {
    var status = stat()
    var expected = 0
    if fstat(descriptor, &status) == 0 {
      if status.st_mode & S_IFMT == S_IFDIR { throw InputError.unreadable(name, errno: EISDIR) }
      if status.st_mode & S_IFMT == S_IFREG { expected = Int(status.st_size) }
    }
    var bytes: [UInt8] = []
    let chunk = 1 << 16
    bytes.reserveCapacity(expected + chunk)
    while true {
      let oldCount = bytes.count
      var readError: Int32 = 0
      bytes.append(contentsOf: repeatElement(0, count: chunk))
      let count = bytes.withUnsafeMutableBytes { raw -> Int in
        let result = read(descriptor, raw.baseAddress.map { $0 + oldCount }, chunk)
        if result < 0 { readError = errno }
        return result
      }
      bytes.removeLast(chunk - max(count, 0))
      if count == 0 { return InputFile(bytes: bytes, name: name) }
      if count < 0 && readError != EINTR { throw InputError.unreadable(name, errno: readError) }
    }
  }
}
