import CascadeData
import Glibc

/// `--read0`: input whose records are separated by NUL bytes instead of newlines (`find -print0`),
/// so a record may hold newlines. Each non-empty record is a text card whose printed text is its
/// bytes exactly; an empty one (two NULs in a row, or a trailing NUL) is skipped, as blank lines are.
enum NulSeparatedInput {
  /// Reads `path` (stdin when nil) to its end and splits it at NUL bytes.
  /// - Complexity: O(input size).
  static func load(path: String?) throws(InputError) -> LoadedCollection {
    let name = path ?? "<stdin>"
    let bytes = try readAll(path: path, name: name)
    var records: [Record] = []
    var start = 0
    while start < bytes.count {
      let end = bytes[start...].firstIndex(of: 0) ?? bytes.count
      if end > start {
        let item = Array(bytes[start..<end])
        let text = String(decoding: item, as: UTF8.self)
        records.append(Record(title: text, original: text, originalBytes: item))
      }
      start = end + 1
    }
    return LoadedCollection(name: name, format: .lines, records: records)
  }

  /// The error for an input that cannot be opened or read, in the loader's words.
  private static func unreadable(_ name: String) -> InputError {
    InputError(source: name, reason: "cannot read '\(name)': \(String(cString: strerror(errno)))")
  }

  /// Every byte of `path` or stdin, retrying reads a signal interrupted; opens read-only.
  private static func readAll(path: String?, name: String) throws(InputError) -> [UInt8] {
    let descriptor = path.map { open($0, O_RDONLY | O_CLOEXEC) } ?? STDIN_FILENO
    guard descriptor >= 0 else { throw unreadable(name) }
    defer { if path != nil { close(descriptor) } }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return bytes }
      if count < 0 {
        if errno == EINTR { continue }
        throw unreadable(name)
      }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }
}
