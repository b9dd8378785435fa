import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
@testable import CascadePictures
import Foundation
import Testing

/// Videos as cards: made by ffmpeg from sources of known colours, their posters decoded at a card's
/// size with the colours where they belong, their lengths as a player shows them.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg"), "needs ffmpeg"))
struct VideoTests {
  private let red: (UInt8, UInt8, UInt8) = (255, 0, 0)
  private let blue: (UInt8, UInt8, UInt8) = (0, 0, 255)

  private func isNear(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: (UInt8, UInt8, UInt8)) -> Bool {
    abs(Int(p.r) - Int(c.0)) < 60 && abs(Int(p.g) - Int(c.1)) < 60 && abs(Int(p.b) - Int(c.2)) < 60
  }

  /// Runs ffmpeg quietly with `arguments`; true when it made its file.
  private func ffmpeg(_ arguments: [String]) throws -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
    process.arguments = ["-loglevel", "error", "-y"] + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  /// Three seconds, red on the left half and blue on the right, 160×60.
  private func halves(_ path: String) throws -> Bool {
    try ffmpeg(
      [
        "-f", "lavfi", "-i", "color=c=red:s=80x60:d=3:r=10", "-f", "lavfi", "-i", "color=c=blue:s=80x60:d=3:r=10",
        "-filter_complex", "hstack", "-pix_fmt", "yuv420p", path,
      ])
  }

  @Test func postersShowTheirColoursInPlace() throws {
    let folder = try TemporaryFolder()
    for (name, format) in [("a.mp4", PictureFormat.mp4), ("a.mov", .mov), ("a.mkv", .mkv), ("a.webm", .webm)] {
      let path = folder.file(name)
      #expect(try halves(path), "ffmpeg \(name)")
      let header = try PictureFile.readHeader(path: path)
      #expect(header.format == format && header.uprightWidth == 160 && header.uprightHeight == 60, "\(header)")
      #expect(abs((header.duration ?? 0) - 3) < 0.2, "\(name): \(header.duration ?? -1)")
      let poster = try PictureDecoder.decodeFile(path: path, fitting: PixelSize(width: 80, height: 80))
      try #require(poster.width == 80 && poster.height == 30, "\(name): \(poster.width)×\(poster.height)")
      #expect(isNear(poster.pixel(x: 10, y: 15), red), "\(name) left: \(poster.pixel(x: 10, y: 15))")
      #expect(isNear(poster.pixel(x: 70, y: 15), blue), "\(name) right: \(poster.pixel(x: 70, y: 15))")
    }
  }

  /// The poster is a frame about a tenth of the way in, not the first: a video red for its first
  /// 0.2 s and blue after shows blue.
  @Test func thePosterIsATenthOfTheWayIn() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("cut.mp4")
    #expect(
      try ffmpeg([
        "-f", "lavfi", "-i", "color=c=red:s=64x48:d=0.2:r=10", "-f", "lavfi", "-i", "color=c=blue:s=64x48:d=4.8:r=10",
        "-filter_complex", "concat=n=2:v=1", "-pix_fmt", "yuv420p", "-g", "5", path,
      ]))
    let poster = try PictureDecoder.decodeFile(path: path, fitting: PixelSize(width: 64, height: 48))
    #expect(isNear(poster.pixel(x: 32, y: 24), blue), "\(poster.pixel(x: 32, y: 24))")
  }

  /// A phone's portrait video: landscape frames with a display matrix turning them a quarter.
  @Test func aTurnedVideoStandsUpright() throws {
    let folder = try TemporaryFolder()
    let landscape = folder.file("landscape.mp4"), path = folder.file("portrait.mp4")
    // ffmpeg 5.1 writes the matrix only when copying; `rotate=270` is a phone's (ffprobe: -90).
    #expect(try halves(landscape))
    #expect(try ffmpeg(["-i", landscape, "-c", "copy", "-metadata:s:v:0", "rotate=270", path]))
    let header = try PictureFile.readHeader(path: path)
    #expect(header.uprightWidth == 60 && header.uprightHeight == 160, "\(header)")
    let poster = try PictureDecoder.decodeFile(path: path, fitting: PixelSize(width: 80, height: 80))
    try #require(poster.width == 30 && poster.height == 80, "\(poster.width)×\(poster.height)")
    // Turned clockwise: the left (red) half is on top.
    #expect(isNear(poster.pixel(x: 15, y: 10), red) && isNear(poster.pixel(x: 15, y: 70), blue))
  }

  /// testsrc's three seconds make a card whose record says `0:03`, and lengths read as a player's.
  @Test func lengthsReadAsAPlayersDo() throws {
    let folder = try TemporaryFolder()
    #expect(try ffmpeg(["-f", "lavfi", "-i", "testsrc=duration=3:size=320x240:rate=10", folder.file("clip.mp4")]))
    let listed = PictureFolderCollection(folder: folder.path, recursive: false)
    listed.waitUntilFinished()
    let record = listed.record(at: CascadeLayout.IndexPath(item: 0, section: 0))
    #expect(record.fields.first { $0.key == "duration" }?.value == "0:03")
    #expect(record.body == "320×240 MP4" && record.aspectRatio == 0.75)
    let pictured = PictureRecordCollection(listed) { record, _ in .file(record.original) }
    #expect(pictured.durationText(at: CascadeLayout.IndexPath(item: 0, section: 0)) == "0:03")
    #expect(VideoFile.durationText(62.4) == "1:02" && VideoFile.durationText(3727) == "1:02:07")
    #expect(VideoFile.durationText(0.2) == "0:00" && VideoFile.durationText(599.6) == "10:00")
  }

  /// The card says the length on its title row; the picture view says it beside the size.
  @Test func theCardAndTheViewSayTheLength() throws {
    let folder = try TemporaryFolder()
    #expect(try ffmpeg(["-f", "lavfi", "-i", "testsrc=duration=3:size=320x240:rate=10", folder.file("clip.mp4")]))
    let listed = PictureFolderCollection(folder: folder.path, recursive: false)
    listed.waitUntilFinished()
    let pictured = PictureRecordCollection(listed) { record, _ in .file(record.original) }
    var options = ViewerOptions()
    options.theme = .plain
    let viewer = Viewer(collection: pictured, options: options)
    viewer.showPictures(
      CardPictures(
        collection: pictured, loader: ThumbnailLoader(rendering: .colors256, cacheBytes: 8 << 20, workers: 0)))
    func lines(_ size: Size) -> [String] {
      let backend = TestBackend(size: size)
      Screen(backend: backend).draw { viewer.render(into: &$0) }
      return backend.lines()
    }
    let cards = lines(Size(width: 40, height: 20))
    #expect(cards[1].hasPrefix("┃ clip.mp4") && cards[1].hasSuffix(" ▶ 0:03 ┃"), "\(cards[1])")
    #expect(viewer.handle(.key(.enter)) == .redraw)
    let view = lines(Size(width: 80, height: 20))
    #expect(view[19].hasPrefix(" 320×240 MP4 · 0:03 · "), "\(view[19])")
  }

  /// A poster is kept in the shared thumbnail cache, as a file manager keeps a video's.
  @Test func thePosterIsKeptInTheThumbnailCache() throws {
    let folder = try TemporaryFolder(), cache = try TemporaryFolder()
    let path = folder.file("a.mp4")
    #expect(try halves(path))
    let thumbnails = FreedesktopThumbnails(root: cache.path + "/thumbnails")
    let first = try thumbnails.pixels(ofFile: path, fitting: PixelSize(width: 80, height: 80))
    try #require(first.width == 80 && first.height == 30, "\(first.width)×\(first.height)")
    #expect(isNear(first.pixel(x: 10, y: 15), red) && isNear(first.pixel(x: 70, y: 15), blue))
    let uri = FreedesktopThumbnails.uri(forAbsolutePath: try #require(FreedesktopThumbnails.absolutePath(path)))
    #expect(FileManager.default.fileExists(atPath: thumbnails.file(forURI: uri, folder: "normal")))
    #expect(try thumbnails.pixels(ofFile: path, fitting: PixelSize(width: 80, height: 80)) == first)
  }

  /// A file named .mp4 that is not a video: a reason, not a crash.
  @Test func aBrokenVideoSaysWhy() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("broken.mp4", Array("not a video at all".utf8))
    #expect(throws: PictureError.self) { try PictureFile.readHeader(path: path) }
    #expect(throws: PictureError.self) {
      try PictureDecoder.decodeFile(path: path, fitting: PixelSize(width: 8, height: 8))
    }
  }
}
