import CascadeApp
import CascadeCanvas
import CascadeLayout
import CascadePictures
import Foundation

/// `cascade-bench pixels`: `cascade --pictures kitty FOLDER` and `--pictures sixel FOLDER` over 500
/// JPEGs of 1600×1200 (made here, removed after) on a 200×60 screen of 10×20-pixel cells, with a
/// backend that records the bytes each protocol writes. Timed from listing the folder: the first
/// picture's bytes ready to write, then every card in view shown; then the protocol's bytes per
/// one-line scroll step, averaged over 200 steps, each waiting for its pictures. kitty sends only
/// the cards that come into view (its placeholder cells move as text); sixel writes every picture
/// that moved again, which on a scroll is every card wholly in view.
enum PixelsBenchmark {
  struct Result {
    var firstMilliseconds: Double
    var allVisibleMilliseconds: Double
    var bytesPerScrollStep: Int
  }

  /// Both protocols' lines and targets.
  static func run(count: Int = 500) -> [Target] {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-bench-pixels-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let originals = PictureBenchmark.makeOriginals(in: root + "/originals", variants: 12)
    let folder = root + "/photos"
    PictureBenchmark.fill(folder, count: count, from: originals)
    let kitty = measure(folder: folder, inline: nil)
    let sixel = measure(folder: folder, inline: .sixel)
    print(
      "pixels, 500 JPEGs on a 200x60 screen of 10x20-pixel cells: kitty first \(decimal(kitty.firstMilliseconds, 1)) ms, all visible \(decimal(kitty.allVisibleMilliseconds, 1)) ms, \(kitty.bytesPerScrollStep) bytes a one-line scroll; "
        + "sixel first \(decimal(sixel.firstMilliseconds, 1)) ms, all visible \(decimal(sixel.allVisibleMilliseconds, 1)) ms, \(sixel.bytesPerScrollStep) bytes a one-line scroll"
    )
    let targets = [
      Target(
        name: "pixels (kitty): first picture <= 150 ms", met: kitty.firstMilliseconds <= 150,
        detail: decimal(kitty.firstMilliseconds, 1)),
      Target(
        name: "pixels (kitty): every visible picture <= 500 ms", met: kitty.allVisibleMilliseconds <= 500,
        detail: decimal(kitty.allVisibleMilliseconds, 1)),
      Target(
        name: "pixels (sixel): first picture <= 150 ms", met: sixel.firstMilliseconds <= 150,
        detail: decimal(sixel.firstMilliseconds, 1)),
      Target(
        name: "pixels (sixel): every visible picture <= 500 ms", met: sixel.allVisibleMilliseconds <= 500,
        detail: decimal(sixel.allVisibleMilliseconds, 1)),
    ]
    for target in targets { print("\(target.met ? "PASS" : "FAIL")  \(target.name): \(target.detail)") }
    print(
      "bench pixels_first_ms=\(decimal(kitty.firstMilliseconds, 1)) pixels_all_visible_ms=\(decimal(kitty.allVisibleMilliseconds, 1)) pixels_bytes_per_scroll_step=\(kitty.bytesPerScrollStep) N=\(count)"
    )
    print(
      "bench sixel_first_ms=\(decimal(sixel.firstMilliseconds, 1)) sixel_all_visible_ms=\(decimal(sixel.allVisibleMilliseconds, 1)) sixel_bytes_per_scroll_step=\(sixel.bytesPerScrollStep) N=\(count)"
    )
    return targets
  }

  /// One protocol over `folder`: kitty when `inline` is nil.
  static func measure(folder: String, inline: InlineImageProtocol?) -> Result {
    let cell = PixelSize(width: 10, height: 20)
    let clock = ContinuousClock()
    let start = clock.now
    let listed = PictureFolderCollection(folder: folder, recursive: false)
    listed.waitUntilFinished()
    let pictured = PictureRecordCollection(listed, locator: PictureLocator())
    let viewer = Viewer(collection: pictured, options: ViewerOptions())
    let loader = ThumbnailLoader(
      rendering: .colors256, cacheBytes: 64 << 20, kittyCell: inline == nil ? cell : nil,
      inline: inline.map { InlineImageFormat($0, cell: cell) })
    let pictures = CardPictures(collection: pictured, loader: loader)
    viewer.showPictures(pictures)
    let screen = Screen(backend: CountingBackend(size: Size(width: 200, height: 60)))
    var written = 0
    var first: Duration?
    func record(_ bytes: Int) {
      if bytes > 0, first == nil { first = clock.now - start }
      written += bytes
    }
    /// A frame, then what the command writes after it (sixel's pictures go after curses' refresh).
    func draw() {
      screen.draw { viewer.render(into: &$0) }
      if inline != nil { record(pictures.takeInlineOutput(fullRedraw: screen.lastFrameWasFull).count) }
    }
    /// One loop turn as the command's: thumbnails taken, kitty's bytes written, a frame.
    func turn() {
      let arrived = viewer.updatePictures()
      if inline == nil { record(loader.takeKittyOutput().count) }
      if arrived { draw() }
    }
    func waitForVisible() {
      while true {
        turn()
        let progress = viewer.visiblePictureProgress
        if progress.ready == progress.shown { break }
        usleep(1_000)
      }
    }
    draw()
    waitForVisible()
    let allVisible = clock.now - start
    written = 0
    let steps = 200
    for _ in 0..<steps {
      viewer.collectionView.scroll(byLines: 1)
      draw()
      waitForVisible()
    }
    loader.stop()
    return Result(
      firstMilliseconds: milliseconds(first ?? allVisible), allVisibleMilliseconds: milliseconds(allVisible),
      bytesPerScrollStep: written / steps)
  }

  private static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }
}
