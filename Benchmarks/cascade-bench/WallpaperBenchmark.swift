import CWebP
import CascadeApp
import CascadeCanvas
import CascadeLayout
import CascadePictures
import Foundation

/// `cascade-bench webp-wallpapers`: a folder of 16 lossy WebPs of 4096×4096 (wallpapers, made here
/// and removed after) opened on a 200×60 screen, timed from listing the folder until every card in
/// view shows its thumbnail. The baseline, in the same run: one of them decoded whole by libwebp
/// (`WebPDecodeRGBA`) against the scaled decode a thumbnail uses.
enum WallpaperBenchmark {
  static func run() {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-bench-webp-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let scenes = GeneratedPicture.Scene.allCases
    for index in 0..<16 {
      let image = GeneratedPicture(seed: UInt64(index) &* 104_729, scene: scenes[index % scenes.count]).render(
        PixelSize(width: 4096, height: 4096))
      _ = FileManager.default.createFile(atPath: folder + "/wall-\(index).webp", contents: Data(webp(image)))
    }
    let clock = ContinuousClock()
    let start = clock.now
    let listed = PictureFolderCollection(folder: folder, recursive: false)
    listed.waitUntilFinished()
    let pictured = PictureRecordCollection(listed, locator: PictureLocator())
    let viewer = Viewer(collection: pictured, options: ViewerOptions())
    viewer.showPictures(
      CardPictures(collection: pictured, loader: ThumbnailLoader(rendering: .colors256, cacheBytes: 64 << 20)))
    let screen = Screen(backend: CountingBackend(size: Size(width: 200, height: 60)))
    screen.draw { viewer.render(into: &$0) }
    var shown = 0
    while true {
      if viewer.updatePictures() { screen.draw { viewer.render(into: &$0) } }
      let progress = viewer.visiblePictureProgress
      shown = progress.shown
      if progress.ready == progress.shown { break }
      usleep(1_000)
    }
    let allVisible =
      Double((clock.now - start).components.attoseconds) / 1e15 + Double((clock.now - start).components.seconds) * 1000
    viewer.source.pictures?.loader.stop()

    let bytes = [UInt8](FileManager.default.contents(atPath: folder + "/wall-0.webp") ?? Data())
    let bounds = PixelSize(width: 26 * 8, height: 13 * 16)
    let whole =
      Measure.nanoseconds {
        var width: Int32 = 0, height: Int32 = 0
        let decoded = bytes.withUnsafeBufferPointer { WebPDecodeRGBA($0.baseAddress, $0.count, &width, &height) }
        WebPFree(decoded)
      } / 1e6
    let header = try! bytes.withUnsafeBytes { raw throws(PictureError) in try PictureHeader.parse(raw) }
    let scaled = Measure.nanoseconds { _ = try? PictureDecoder.decode(bytes, header: header, fitting: bounds) } / 1e6
    print(
      "16 WebPs of 4096x4096: every visible thumbnail (\(shown) in view) \(decimal(allVisible, 1)) ms (target 1000 ms); "
        + "one decoded whole \(decimal(whole, 1)) ms, scaled for a thumbnail \(decimal(scaled, 1)) ms")
    print(
      "bench webp_wallpapers_all_visible_ms=\(decimal(allVisible, 1)) webp_whole_decode_ms=\(decimal(whole, 1)) webp_scaled_decode_ms=\(decimal(scaled, 1)) N=16"
    )
  }

  private static func webp(_ image: RGBAImage) -> [UInt8] {
    var output: UnsafeMutablePointer<UInt8>? = nil
    let size = image.pixels.withUnsafeBufferPointer {
      WebPEncodeRGBA($0.baseAddress, Int32(image.width), Int32(image.height), Int32(4 * image.width), 80, &output)
    }
    defer { WebPFree(output) }
    return Array(UnsafeBufferPointer(start: output, count: size))
  }
}
