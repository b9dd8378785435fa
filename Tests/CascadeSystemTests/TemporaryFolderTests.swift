import CascadeSystem
import Foundation
import Testing

/// `--tmux`'s folder: private, its files written once and read back, a FIFO passed through by
/// `DescriptorCopy`, and everything in it gone after `remove()` (twice is harmless).
@Suite struct TemporaryFolderTests {
  @Test func filesAndAFIFOAreMadeReadAndRemoved() throws {
    let folder = try TemporaryFolder.create(prefix: "cascade-test-folder-")
    var info = stat()
    #expect(stat(folder.path, &info) == 0 && info.st_mode & 0o777 == 0o700)
    let script = try folder.write(Array("echo 日本 😀\n".utf8), named: "script")
    #expect(folder.contents(of: "script") == Array("echo 日本 😀\n".utf8))
    #expect(throws: SystemError(code: EEXIST)) { try folder.write([1], named: "script") }
    #expect(folder.contents(of: "missing") == nil)
    let fifo = try folder.makeFIFO(named: "input")
    // A writer on one thread, the reader here: the bytes pass through the FIFO whole.
    let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    let source = ends[0]
    SystemThread.startDetached { DescriptorCopy.copy(from: source, toPath: fifo) }
    let reader = open(fifo, O_RDONLY)
    #expect(reader >= 0)
    let sink = ends[1]
    // More than a pipe holds: written on a thread of its own while this one reads.
    SystemThread.startDetached {
      DescriptorCopy.write(bytes[...], to: sink)
      close(sink)
    }
    var received: [UInt8] = []
    #expect(
      DescriptorCopy.copy(from: reader) {
        received += $0
        return true
      })
    close(reader)
    close(source)
    #expect(received == bytes)
    folder.remove()
    folder.remove()
    #expect(!FileManager.default.fileExists(atPath: script))
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }
}
