import Glibc

/// Writes a message and a newline to standard error. Uses the file descriptor, not the C `stderr`
/// stream, which Swift 6 does not allow from concurrency-checked code.
func printError(_ message: String) {
  let line = message + "\n"
  var bytes = Array(line.utf8)
  var written = 0
  while written < bytes.count {
    let n = bytes.withUnsafeMutableBytes { buffer -> Int in
      guard let base = buffer.baseAddress else { return -1 }
      return write(STDERR_FILENO, base + written, buffer.count - written)
    }
    if n <= 0 { return }
    written += n
  }
}
