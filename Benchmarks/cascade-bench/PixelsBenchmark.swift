import CascadeApp
import CascadeCanvas
import CascadeLayout
import CascadePictures
import Foundation

/// `cascade-bench pixels`: `cascade --pictures kitty FOLDER` over 500 JPEGs of 1600×1200 (made here,
/// removed after) on a 200×60 screen of 10×20-pixel cells, with a backend that records the bytes
/// the kitty protocol writes. Timed from listing the folder: the first image's bytes ready to
/// write, then every card in view shown; then the protocol's bytes per one-line scroll step (new
/// cards' transmissions and deletions), averaged over 200 steps, each waiting for its pictures.
enum PixelsBenchmark {
  static func run(count: Int = 500) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-bench-pixels-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let originals = PictureBenchmark.makeOriginals(in: root + "/originals", variants: 12)
    let folder = root + "/photos"
    PictureBenchmark.fill(folder, count: count, from: originals)

    let clock = ContinuousClock()
    let start = clock.now
    let listed = PictureFolderCollection(folder: folder, recursive: false)
    listed.waitUntilFinished()
    let pictured = PictureRecordCollection(listed, locator: PictureLocator())
    let viewer = Viewer(collection: pictured, options: ViewerOptions())
    let loader = ThumbnailLoader(rendering: .colors256, cacheBytes: 64 << 20, kittyCell: PixelSize(width: 10, height: 20))
    viewer.showPictures(CardPictures(collection: pictured, loader: loader))
    let screen = Screen(backend: CountingBackend(size: Size(width: 200, height: 60)))
    var written = 0
    var first: Duration?
    /// One loop turn as the command's: thumbnails taken, the protocol's bytes written, a frame.
    func turn() {
      let arrived = viewer.updatePictures()
      let bytes = loader.takeKittyOutput().count
      if bytes > 0, first == nil { first = clock.now - start }
      written += bytes
      if arrived { screen.draw { viewer.render(into: &$0) } }
    }
    func waitForVisible() {
      while true {
        turn()
        let progress = viewer.visiblePictureProgress
        if progress.ready == progress.shown { break }
        usleep(1_000)
      }
    }
    screen.draw { viewer.render(into: &$0) }
    waitForVisible()
    let allVisible = clock.now - start
    written = 0
    let steps = 200
    for _ in 0..<steps {
      viewer.collectionView.scroll(byLines: 1)
      screen.draw { viewer.render(into: &$0) }
      waitForVisible()
    }
    loader.stop()
    print("bench pixels_first_ms=\(milliseconds(first ?? allVisible)) pixels_all_visible_ms=\(milliseconds(allVisible)) pixels_bytes_per_scroll_step=\(written / steps) N=\(count)")
  }

  private static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return String(format: "%.1f", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
  }
}
