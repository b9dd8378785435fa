import CascadeTerminalTestSupport
import Foundation
import Glibc

/// The built `cascade` the tests run.
enum BuiltCascade {
  static let url = BuiltProducts.directory.appendingPathComponent("cascade")

  static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: url.path) }
}

/// A FIFO in the temporary directory, held open for writing: a program that reads it sees an input
/// that goes on until the test writes and closes it.
final class HeldFIFO {
  /// The file name, short enough to show whole; the FIFO is in the temporary directory.
  let name: String
  let path: String
  private var descriptor: Int32

  init() throws {
    name = "cascade-fifo-\(UUID().uuidString.prefix(8))"
    path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
    guard mkfifo(path, 0o600) == 0 else {
      throw Subprocess.Failure(command: ["mkfifo", path], reason: "errno \(errno)")
    }
    // Read-write, so opening does not wait for a reader (Linux allows this for a FIFO).
    descriptor = open(path, O_RDWR | O_CLOEXEC)
    guard descriptor >= 0 else { throw Subprocess.Failure(command: ["open", path], reason: "errno \(errno)") }
  }

  /// Writes `text` and closes the FIFO, so the reader sees the end of its input.
  func finish(writing text: String) {
    write(text)
    closeWriter()
  }

  /// Writes `text` and keeps the FIFO open: the reader has more input but not its end.
  func write(_ text: String) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
  }

  private func closeWriter() {
    if descriptor >= 0 { close(descriptor) }
    descriptor = -1
  }

  deinit {
    closeWriter()
    unlink(path)
  }
}
