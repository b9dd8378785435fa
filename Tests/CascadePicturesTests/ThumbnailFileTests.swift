import CascadePictures
import CascadeTestSupport
import Foundation
import Testing

@testable import CascadePictures

/// The freedesktop thumbnail cache: file names, reading thumbnails other programs made, writing
/// ours only under the cache folder.
@Suite struct ThumbnailFileTests {
  @Test func md5MatchesKnownDigestsAndTheSystemsMd5sum() throws {
    #expect(MD5.hex([]) == "d41d8cd98f00b204e9800998ecf8427e")
    #expect(MD5.hex("abc".utf8) == "900150983cd24fb0d6963f7d28e17f72")
    #expect(MD5.hex("The quick brown fox jumps over the lazy dog".utf8) == "9e107d9d372bb6826bd81d3542a419d6")
    // The standard's own example.
    #expect(MD5.hex("file:///home/jens/photos/me.png".utf8) == "c6ee772d9e49320e97ec29a7eb5b1697")
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/md5sum") else { return }
    let folder = try TemporaryFolder()
    var rng = SplitMix64(seed: 5)
    // Lengths across the padding's boundaries (55, 56, 64 bytes) and beyond one block.
    for length in [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 300]
      + (0..<20).map({ _ in Int(rng.next() % 500) })
    {
      let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
      let path = try folder.write("bytes-\(length)", bytes)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/md5sum")
      process.arguments = [path]
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      process.waitUntilExit()
      let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      #expect(MD5.hex(bytes) == String(output.prefix(32)), "\(length) bytes")
    }
  }

  @Test func uriPercentEncodesAllButUnreservedBytesAndSlashes() {
    #expect(
      FreedesktopThumbnails.uri(forAbsolutePath: "/home/me/My Photos/été #1.jpg")
        == "file:///home/me/My%20Photos/%C3%A9t%C3%A9%20%231.jpg")
    #expect(FreedesktopThumbnails.uri(forAbsolutePath: "/a-b_c.d~e/F9") == "file:///a-b_c.d~e/F9")
  }

  @Test func theUsersCacheFollowsXDGCacheHomeThenHome() {
    let full: [String: String] = ["XDG_CACHE_HOME": "/x/cache", "HOME": "/h"]
    let relative: [String: String] = ["XDG_CACHE_HOME": "relative", "HOME": "/h"]
    let none: [String: String] = [:]
    #expect(FreedesktopThumbnails.forUser(environment: { full[$0] })?.root == "/x/cache/thumbnails")
    #expect(FreedesktopThumbnails.forUser(environment: { relative[$0] })?.root == "/h/.cache/thumbnails")
    #expect(FreedesktopThumbnails.forUser(environment: { none[$0] }) == nil)
  }

  private let red: (UInt8, UInt8, UInt8) = (220, 20, 20)
  private let green: (UInt8, UInt8, UInt8) = (20, 200, 40)

  private func isNear(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: (UInt8, UInt8, UInt8)) -> Bool {
    abs(Int(p.r) - Int(c.0)) < 40 && abs(Int(p.g) - Int(c.1)) < 40 && abs(Int(p.b) - Int(c.2)) < 40
  }

  @Test func aDecodedPictureIsWrittenToTheCacheAndNowhereElse() throws {
    let pictures = try TemporaryFolder(), cache = try TemporaryFolder()
    let path = try pictures.write(
      "photo.png", TestPictures.png(TestPictures.halves(width: 600, height: 400, left: red, right: red)))
    let thumbnails = FreedesktopThumbnails(root: cache.path + "/thumbnails")
    let image = try thumbnails.pixels(ofFile: path, fitting: PixelSize(width: 200, height: 200))
    #expect(image.width == 200 && abs(image.height - 133) <= 1, "\(image.width)x\(image.height)")
    let absolute = try #require(FreedesktopThumbnails.absolutePath(path))
    let uri = FreedesktopThumbnails.uri(forAbsolutePath: absolute)
    let file = thumbnails.file(forURI: uri, folder: "large")
    let attributes = try FileManager.default.attributesOfItem(atPath: file)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    #expect(
      (try FileManager.default.attributesOfItem(atPath: cache.path + "/thumbnails/large")[.posixPermissions] as? Int)
        == 0o700)
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
    let texts = PNGTextChunks.texts(in: bytes)
    let modified = try #require((try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date))
    #expect(texts["Thumb::URI"] == uri)
    #expect(texts["Thumb::MTime"] == String(Int(modified.timeIntervalSince1970)))
    // libpng reads it back (the chunks' CRCs are right), at the standard's 256 pixels.
    let header = try bytes.withUnsafeBytes { raw throws(PictureError) in try PictureHeader.parse(raw) }
    let decoded = try PictureDecoder.decode(bytes, header: header, fitting: PixelSize(width: 1000, height: 1000))
    #expect(decoded.width == 256 && decoded.height == 171 && isNear(decoded.pixel(x: 10, y: 10), red))
    #expect(try FileManager.default.contentsOfDirectory(atPath: pictures.path) == ["photo.png"])
  }

  /// A thumbnail a file manager made is used while its `Thumb::MTime` matches the picture's; a
  /// stale one is not (and is replaced).
  @Test func aFileManagersThumbnailIsReusedUnlessStale() throws {
    let pictures = try TemporaryFolder(), cache = try TemporaryFolder()
    let path = try pictures.write(
      "photo.png", TestPictures.png(TestPictures.halves(width: 900, height: 600, left: red, right: red)))
    let thumbnails = FreedesktopThumbnails(root: cache.path + "/thumbnails")
    let uri = FreedesktopThumbnails.uri(forAbsolutePath: try #require(FreedesktopThumbnails.absolutePath(path)))
    let modified = try #require((try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date))
    let mtime = String(Int(modified.timeIntervalSince1970))
    try FileManager.default.createDirectory(atPath: cache.path + "/thumbnails/large", withIntermediateDirectories: true)
    let made = try #require(
      PNGTextChunks.encode(
        TestPictures.halves(width: 256, height: 171, left: green, right: green),
        texts: [("Thumb::URI", uri), ("Thumb::MTime", mtime)]))
    try Data(made).write(to: URL(fileURLWithPath: thumbnails.file(forURI: uri, folder: "large")))
    let reused = try thumbnails.pixels(ofFile: path, fitting: PixelSize(width: 200, height: 200))
    #expect(isNear(reused.pixel(x: 5, y: 5), green), "the file manager's thumbnail was not used")

    let stale = try #require(
      PNGTextChunks.encode(
        TestPictures.halves(width: 256, height: 171, left: green, right: green),
        texts: [("Thumb::URI", uri), ("Thumb::MTime", "12345")]))
    try Data(stale).write(to: URL(fileURLWithPath: thumbnails.file(forURI: uri, folder: "large")))
    let fresh = try thumbnails.pixels(ofFile: path, fitting: PixelSize(width: 200, height: 200))
    #expect(isNear(fresh.pixel(x: 5, y: 5), red), "a stale thumbnail was used")
    let rewritten = PNGTextChunks.texts(
      in: [UInt8](try Data(contentsOf: URL(fileURLWithPath: thumbnails.file(forURI: uri, folder: "large")))))
    #expect(rewritten["Thumb::MTime"] == mtime)
  }

  /// A picture no larger than the thumbnail's size gets no thumbnail file: it is its own.
  @Test func aSmallPictureIsNotCached() throws {
    let pictures = try TemporaryFolder(), cache = try TemporaryFolder()
    let path = try pictures.write(
      "icon.png", TestPictures.png(TestPictures.halves(width: 100, height: 80, left: red, right: red)))
    let thumbnails = FreedesktopThumbnails(root: cache.path + "/thumbnails")
    let image = try thumbnails.pixels(ofFile: path, fitting: PixelSize(width: 200, height: 200))
    #expect(image.width == 100 && image.height == 80)
    #expect(!FileManager.default.fileExists(atPath: cache.path + "/thumbnails"))
  }
}
