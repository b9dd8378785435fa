import CascadePictures
import Foundation
import Testing

/// Files that must not crash, hang or be written: each gives a clear `PictureError`.
@Suite struct HostileFileTests {
  private func headerFailure(_ path: String) -> PictureError? {
    do { _ = try PictureFile.readHeader(path: path); return nil } catch { return error }
  }

  @Test func readsSizesFromFiles() throws {
    let folder = try TemporaryFolder()
    let png = try folder.write("a.png", HeaderBytes.png(width: 640, height: 480))
    #expect(try PictureFile.readHeader(path: png) == PictureHeader(format: .png, width: 640, height: 480))
    // The frame header lies past the first read: the reader asks for more.
    let jpeg = try folder.write(
      "big-exif.jpg",
      HeaderBytes.jpeg(
        width: 4000, height: 3000, before: [HeaderBytes.exif(size: 65_000), HeaderBytes.exif(size: 65_000)]))
    #expect(try PictureFile.readHeader(path: jpeg) == PictureHeader(format: .jpeg, width: 4000, height: 3000))
  }

  @Test func hostileFiles() throws {
    let folder = try TemporaryFolder()
    #expect(headerFailure(folder.file("missing.png")) == .unreadable("No such file or directory"))
    #expect(headerFailure(try folder.write("text.jpg", Array("not a picture at all\n".utf8))) == .unknownFormat)
    #expect(headerFailure(try folder.write("empty.png", [])) == .empty)
    #expect(
      headerFailure(
        try folder.write(
          "cut.jpg", Array(HeaderBytes.jpeg(width: 5, height: 5, before: [HeaderBytes.exif(size: 9_000)]).prefix(6_000))
        )) == .truncated)
    #expect(
      headerFailure(try folder.write("huge.png", HeaderBytes.png(width: 100_000, height: 100_000)))
        == .tooLarge(width: 100_000, height: 100_000))
    // A FIFO with no writer: opened without blocking and refused by fstat, never read.
    let fifo = folder.file("fifo.png")
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(headerFailure(fifo) == .notRegularFile)
    #expect(headerFailure("/dev/zero") == .notRegularFile)
    #expect(headerFailure(folder.path) == .notRegularFile)
    let loop = folder.file("loop.png")
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
    #expect(headerFailure(loop) == .unreadable("Too many levels of symbolic links"))
  }

  @Test func aFileThatChangesWhileReadIsRefused() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("growing.png", HeaderBytes.png(width: 2, height: 2))
    let file = try PictureFile.open(path)
    #expect(file.isUnchanged)
    let handle = try #require(FileHandle(forWritingAtPath: path))
    handle.seekToEndOfFile()
    handle.write(Data([1, 2, 3]))
    try handle.close()
    #expect(!file.isUnchanged)
  }
}
