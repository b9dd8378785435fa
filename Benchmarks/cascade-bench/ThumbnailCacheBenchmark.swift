import CTurboJPEG
import CascadeApp
import CascadeCanvas
import CascadeLayout
import CascadePictures
import Foundation

/// `cascade-bench thumbnail-cache`: a folder of 60 different 4000×3000 JPEGs (made here, removed
/// after) opened on a 200×60 screen three times, timed until every card in view shows its
/// thumbnail: without the disk cache (the baseline), with an empty cache (decoding and writing
/// it), and with that cache (reading the thumbnails written).
enum ThumbnailCacheBenchmark {
  static func run() {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-bench-thumbs-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let folder = root + "/photos"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let scenes = GeneratedPicture.Scene.allCases
    for index in 0..<60 {
      let image = GeneratedPicture(seed: UInt64(index) &* 65_537, scene: scenes[index % scenes.count]).render(
        PixelSize(width: 4000, height: 3000))
      _ = FileManager.default.createFile(atPath: folder + "/photo-\(index).jpg", contents: Data(jpeg(image)))
    }
    let uncached = allVisibleMilliseconds(folder, thumbnails: nil)
    let store = FreedesktopThumbnails(root: root + "/cache/thumbnails")
    let writing = allVisibleMilliseconds(folder, thumbnails: store)
    let reading = allVisibleMilliseconds(folder, thumbnails: store)
    print(
      "60 JPEGs of 4000x3000, every visible thumbnail: no disk cache \(decimal(uncached, 1)) ms; "
        + "empty cache (decode and write) \(decimal(writing, 1)) ms; second open (read) \(decimal(reading, 1)) ms")
    print(
      "bench thumbnail_cache_none_ms=\(decimal(uncached, 1)) thumbnail_cache_write_ms=\(decimal(writing, 1)) thumbnail_cache_read_ms=\(decimal(reading, 1)) N=60"
    )
  }

  private static func allVisibleMilliseconds(_ folder: String, thumbnails: FreedesktopThumbnails?) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    let listed = PictureFolderCollection(folder: folder, recursive: false)
    listed.waitUntilFinished()
    let pictured = PictureRecordCollection(listed, locator: PictureLocator())
    let viewer = Viewer(collection: pictured, options: ViewerOptions())
    viewer.showPictures(
      CardPictures(
        collection: pictured,
        loader: ThumbnailLoader(rendering: .colors256, cacheBytes: 64 << 20, thumbnails: thumbnails)))
    let screen = Screen(backend: CountingBackend(size: Size(width: 200, height: 60)))
    screen.draw { viewer.render(into: &$0) }
    while true {
      if viewer.updatePictures() { screen.draw { viewer.render(into: &$0) } }
      let progress = viewer.visiblePictureProgress
      if progress.ready == progress.shown { break }
      usleep(1_000)
    }
    let elapsed = (clock.now - start).components
    viewer.source.pictures?.loader.stop()
    return Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15
  }

  private static func jpeg(_ image: RGBAImage) -> [UInt8] {
    guard let handle = tjInitCompress() else { fatalError("TurboJPEG could not start") }
    defer { tjDestroy(handle) }
    var buffer: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    let status = image.pixels.withUnsafeBufferPointer {
      tjCompress2(
        handle, $0.baseAddress, Int32(image.width), 0, Int32(image.height), Int32(TJPF_RGBA.rawValue), &buffer, &size,
        Int32(TJSAMP_420.rawValue), 85, 0)
    }
    guard status == 0, let buffer else { fatalError("tjCompress2 failed") }
    defer { tjFree(buffer) }
    return Array(UnsafeBufferPointer(start: buffer, count: Int(size)))
  }
}
