import CascadeCanvas
import CascadeSystem

/// Writes a message and a newline to standard error, its control characters made visible as on
/// the screen (a file name or an option's value can hold escape sequences, and standard error is
/// usually the terminal). Uses the file descriptor, not the C `stderr` stream, which Swift 6 does
/// not allow from concurrency-checked code. A failed write is dropped: there is nowhere left to
/// report it.
func printError(_ message: String) {
  DescriptorCopy.write(Array((TextSanitizer.sanitize(message) + "\n").utf8), to: DescriptorCopy.standardError)
}

/// Writes `bytes` to standard output exactly as they are, after anything `print` has buffered.
func writeToStandardOutput(_ bytes: [UInt8]) {
  SystemProcess.flushOutput()
  DescriptorCopy.write(bytes, to: DescriptorCopy.standardOutput)
}
