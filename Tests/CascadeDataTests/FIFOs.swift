import Foundation
import Glibc
import Testing

/// A FIFO at a fresh path `name` in `directory` (made if missing), for tests of reading a pipe.
func makeFIFO(_ name: String, in directory: URL) throws -> String {
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let path = directory.appendingPathComponent(name).path
  unlink(path)
  #expect(mkfifo(path, 0o600) == 0)
  return path
}
