import CascadeCanvas
import Glibc

/// Writes a message and a newline to standard error, its control characters made visible as on
/// the screen (a file name or an option's value can hold escape sequences, and standard error is
/// usually the terminal). Uses the file descriptor, not the C `stderr` stream, which Swift 6 does
/// not allow from concurrency-checked code.
func printError(_ message: String) {
  writeAll(Array((TextSanitizer.sanitize(message) + "\n").utf8), to: STDERR_FILENO)
}

/// Writes `bytes` to standard output exactly as they are, after anything `print` has buffered.
func writeToStandardOutput(_ bytes: [UInt8]) {
  fflush(nil)  // every C stream: Swift 6 does not allow naming `stdout` here
  writeAll(bytes, to: STDOUT_FILENO)
}

/// Writes all of `bytes` to `descriptor`, retrying short writes and writes a signal interrupted;
/// gives up on any other error (a closed pipe, say), as there is nowhere left to report it.
private func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
  var written = 0
  while written < bytes.count {
    let n = bytes.withUnsafeBytes { buffer -> Int in
      guard let base = buffer.baseAddress else { return -1 }
      return write(descriptor, base + written, buffer.count - written)
    }
    if n < 0 && errno == EINTR { continue }
    if n <= 0 { return }
    written += n
  }
}
