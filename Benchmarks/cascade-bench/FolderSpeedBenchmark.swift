import CascadeApp
import CascadeCanvas
import CascadeLayout
import CascadePictures
import Foundation

/// `cascade-bench folders`: how soon a folder's first screen of pictures shows, as xterm draws it
/// (a VT340's sixel on 160×50 cells of 6×13 pixels, its default window): a folder of 500 JPEGs of
/// 1600×1200 whose thumbnails are all in the freedesktop cache, and a folder of 100,000 pictures
/// (symbolic links to twelve JPEGs) opened in a process of its own, with End and its peak memory.
/// Times run from listing the folder to every card in view showing its picture.
enum FolderSpeedBenchmark {
  static let screenSize = Size(width: 160, height: 50)
  static let cell = PixelSize(width: 6, height: 13)

  /// Both folders' lines and targets.
  static func run() -> [Target] {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-bench-folders-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let originals = PictureBenchmark.makeOriginals(in: root + "/originals", variants: 12)
    let folder = root + "/500"
    PictureBenchmark.fill(folder, count: 500, from: originals)
    let store = FreedesktopThumbnails(root: root + "/cache/thumbnails")
    // The first open fills the cache; the runs after read it.
    _ = firstScreen(folder, thumbnails: store)
    let cached = Measure.median((0..<5).map { _ in firstScreen(folder, thumbnails: store).firstScreen })

    let large = root + "/100000"
    try? FileManager.default.createDirectory(atPath: large, withIntermediateDirectories: true)
    for index in 0..<100_000 {
      symlink(originals[index % originals.count], large + "/photo-\(String(index + 1_000_000).dropFirst()).jpg")
    }
    let big = measureInChild(folder: large)
    print(
      "folders as xterm shows them (sixel, 160x50 cells of 6x13 px): 500 JPEGs with every thumbnail cached, first screen \(decimal(cached, 1)) ms (median of 5); "
        + "100,000 pictures (links to 12 JPEGs, no thumbnail cache): first frame \(decimal(big.firstFrame, 1)) ms, first screen \(decimal(big.firstScreen, 1)) ms, "
        + "End \(decimal(big.end, 1)) ms (its pictures \(decimal(big.endScreen, 1)) ms), peak memory \(decimal(big.peakMegabytes, 1)) MB"
    )
    let targets = [
      Target(
        name: "folders: first screen, thumbnails cached <= 150 ms (500)", met: cached <= 150,
        detail: decimal(cached, 1)),
      Target(
        name: "folders: first screen <= 300 ms (100,000)", met: big.firstScreen <= 300,
        detail: decimal(big.firstScreen, 1)),
      Target(name: "folders: End <= 100 ms (100,000)", met: big.end <= 100, detail: decimal(big.end, 1)),
      Target(
        name: "folders: peak memory <= 300 MB (100,000)", met: big.peakMegabytes <= 300,
        detail: decimal(big.peakMegabytes, 1) + " MB"),
    ]
    for target in targets { print("\(target.met ? "PASS" : "FAIL")  \(target.name): \(target.detail)") }
    print("bench folder_cached_first_screen_ms=\(decimal(cached, 1)) N=500")
    print(
      "bench folder_first_frame_ms=\(decimal(big.firstFrame, 1)) folder_first_screen_ms=\(decimal(big.firstScreen, 1)) folder_end_ms=\(decimal(big.end, 1)) folder_end_screen_ms=\(decimal(big.endScreen, 1)) folder_peak_mb=\(decimal(big.peakMegabytes, 1)) N=100000"
    )
    return targets
  }

  /// What one open measures, in milliseconds from listing the folder.
  struct Open {
    var firstFrame = Double.nan
    var firstScreen = Double.nan
    var end = Double.nan
    var endScreen = Double.nan
    var peakMegabytes = Double.nan
  }

  /// Opens `folder` as the command does (listing, header reads, sixel thumbnails through
  /// `thumbnails`) and draws until every card in view shows its picture; with `end`, then presses
  /// End and does the same.
  static func firstScreen(_ folder: String, thumbnails: FreedesktopThumbnails?, end: Bool = false) -> Open {
    var open = Open()
    let clock = ContinuousClock()
    let start = clock.now
    let listed = PictureFolderCollection(folder: folder, recursive: false)
    listed.waitUntilFinished()
    let pictured = PictureRecordCollection(listed, locator: PictureLocator())
    var options = ViewerOptions()
    options.cellAspect = Double(cell.width) / Double(cell.height)
    options.estimatedCardHeight = ViewerOptions.interactiveCardHeightEstimate
    let viewer = Viewer(collection: pictured, options: options)
    let loader = ThumbnailLoader(
      rendering: .colors256, cacheBytes: 64 << 20, thumbnails: thumbnails, inline: InlineImageFormat(.sixel, cell: cell)
    )
    defer {
      loader.stop()
      listed.cancel()
    }
    let pictures = CardPictures(collection: pictured, loader: loader)
    viewer.showPictures(pictures)
    let screen = Screen(backend: CountingBackend(size: screenSize))
    func draw() {
      screen.draw { viewer.render(into: &$0) }
      _ = pictures.takeInlineOutput(fullRedraw: screen.lastFrameWasFull)
    }
    func waitForVisible() {
      while true {
        if viewer.updatePictures() { draw() }
        let progress = viewer.visiblePictureProgress
        if progress.ready == progress.shown { break }
        usleep(500)
      }
    }
    draw()
    open.firstFrame = milliseconds(clock.now - start)
    waitForVisible()
    open.firstScreen = milliseconds(clock.now - start)
    guard end else { return open }
    let pressed = clock.now
    _ = viewer.handle(.key(.end))
    draw()
    open.end = milliseconds(clock.now - pressed)
    waitForVisible()
    open.endScreen = milliseconds(clock.now - pressed)
    return open
  }

  /// The child's side (`cascade-bench folder-child FOLDER`): one open with End, and a line with
  /// its figures and the process's peak memory.
  static func runChild(folder: String) {
    let open = firstScreen(folder, thumbnails: nil, end: true)
    print(
      "folder-child first_frame=\(open.firstFrame) first_screen=\(open.firstScreen) end=\(open.end) end_screen=\(open.endScreen) peak_mb=\(peakMegabytes())"
    )
  }

  private static func measureInChild(folder: String) -> Open {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    process.arguments = ["folder-child", folder]
    let output = Pipe()
    process.standardOutput = output
    guard (try? process.run()) != nil else { return Open() }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("folder-child ") }) else { return Open() }
    var values: [String: Double] = [:]
    for pair in line.split(separator: " ").dropFirst() {
      let parts = pair.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { values[String(parts[0])] = Double(parts[1]) }
    }
    return Open(
      firstFrame: values["first_frame"] ?? .nan, firstScreen: values["first_screen"] ?? .nan,
      end: values["end"] ?? .nan,
      endScreen: values["end_screen"] ?? .nan, peakMegabytes: values["peak_mb"] ?? .nan)
  }

  private static func peakMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
    else { return .nan }
    return kilobytes / 1024
  }

  private static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }
}
