import CascadeSystem
import CascadeTestSupport
import Foundation
import Testing

/// Input files are opened for reading only, without blocking, and read as the system holds them.
@Suite struct SystemFileTests {
  /// A scratch folder removed at the end of the test.
  final class Folder {
    let path = NSTemporaryDirectory() + "cascade-system-file-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
    init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
      let file = path + "/" + name
      try Data(bytes).write(to: URL(fileURLWithPath: file))
      return file
    }
  }

  /// Over seeded files of many sizes, every read at every kind of offset gives the bytes the
  /// file holds (fewer at its end), and the mapping holds them all.
  @Test func readsAndMappingGiveTheFilesBytes() throws {
    let folder = try Folder()
    let failure = try withEvery("seed", in: 0..<300) { seed, rng -> String? in
      let size = [0, 1, 4095, 4096, 4097, Int.random(in: 0...300_000, using: &rng)][Int(seed % 6)]
      let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &rng) }
      let path = try folder.write("f\(seed)", bytes)
      let file = try SystemFile.open(readOnly: path)
      if file.kind != .regular || file.size != size { return "\(file.kind), \(file.size) bytes for \(size)" }
      for _ in 0..<5 {
        let offset = Int.random(in: 0...size + 10, using: &rng)
        let count = Int.random(in: 0...size + 10, using: &rng)
        let expected = offset >= size ? [] : Array(bytes[offset..<min(size, offset + count)])
        if try file.read(count: count, at: offset) != expected { return "size \(size): \(count) at \(offset)" }
      }
      return file.isUnchanged ? nil : "an untouched file changed"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// A FIFO with no writer opens at once and reads as empty, a directory and a device say what
  /// they are, a missing file and a symbolic-link loop fail with the system's words, and a file
  /// that grows after opening is no longer unchanged.
  @Test func hostilePathsNeverBlockAndSayWhatTheyAre() throws {
    let folder = try Folder()
    let fifo = folder.path + "/fifo"
    #expect(mkfifo(fifo, 0o600) == 0)
    let pipe = try SystemFile.open(readOnly: fifo)
    #expect(pipe.kind == .other)
    var buffer = [UInt8](repeating: 0, count: 16)
    let got = try buffer.withUnsafeMutableBytes { try pipe.readAvailable(into: $0) }
    #expect(got == 0 || got == nil, "a FIFO without a writer reads as its end or as nothing yet")
    #expect(try SystemFile.open(readOnly: folder.path).kind == .directory)
    #expect(try SystemFile.open(readOnly: "/dev/null").kind == .other)
    #expect(SystemFile.kind(at: folder.path) == .directory)
    #expect(SystemFile.kind(at: folder.path + "/missing") == nil)
    #expect(!SystemFile.exists(folder.path + "/missing"))
    #expect(throws: SystemError(code: ENOENT)) { try SystemFile.open(readOnly: folder.path + "/missing") }
    let loop = folder.path + "/loop"
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
    #expect(throws: SystemError(code: ELOOP)) { try SystemFile.open(readOnly: loop) }
    let path = try folder.write("growing", [1, 2, 3])
    let file = try SystemFile.open(readOnly: path)
    #expect(file.isUnchanged)
    let handle = try #require(FileHandle(forWritingAtPath: path))
    handle.seekToEndOfFile()
    handle.write(Data([4]))
    try handle.close()
    #expect(!file.isUnchanged)
  }

  /// A path's status says what `stat` or `lstat` says: a link followed or not, the size, and the
  /// modification time Foundation reads too.
  @Test func statusFollowsLinksOnlyWhenAsked() throws {
    let folder = try Folder()
    let path = try folder.write("file", [1, 2, 3, 4, 5])
    let link = folder.path + "/link"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
    let status = try #require(FileStatus(path: path))
    #expect(status.kind == .regular && status.size == 5)
    #expect(FileStatus(path: link) == status)
    #expect(FileStatus(path: link, followingLinks: false)?.kind == .other)
    #expect(FileStatus(path: folder.path)?.kind == .directory)
    #expect(FileStatus(path: folder.path + "/missing") == nil)
    let date = try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    #expect(status.modifiedSeconds == Int(date.timeIntervalSince1970.rounded(.down)))
  }

  /// A borrowed descriptor stays open after the file is released; an opened one is closed.
  @Test func onlyOpenedDescriptorsAreClosed() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    do {
      let borrowed = try SystemFile(borrowing: ends[0])
      #expect(borrowed.kind == .other)
    }
    #expect(fcntl(ends[0], F_GETFD) >= 0, "the borrowed descriptor is still open")
    var opened: Int32 = -1
    do {
      let file = try SystemFile.open(readOnly: "/dev/null")
      opened = file.descriptor
      withExtendedLifetime(file) { #expect(fcntl(opened, F_GETFD) >= 0) }
    }
    #expect(fcntl(opened, F_GETFD) < 0, "the opened descriptor is closed with its file")
  }
}
