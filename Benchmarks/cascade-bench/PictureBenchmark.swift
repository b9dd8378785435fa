import CTurboJPEG
import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadePictures
import Foundation

/// Pictures as a user meets them: `cascade FOLDER` over a folder of 1600×1200 JPEGs made here (and
/// removed after), timed from the start of listing the folder, on a 200×60 screen.
enum PictureBenchmark {
  struct Result {
    var firstFrameMilliseconds: Double
    var allVisibleMilliseconds: Double
    var frameMicroseconds: Double
    var firstFrameMilliseconds5000: Double
    var peakMegabytes5000: Double
    var baselineMegabytes5000: Double
    var cacheMegabytes: Int
  }

  static let screenSize = Size(width: 200, height: 60)

  static func measure(count: Int = 500, cacheMegabytes: Int = 64) -> Result {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-bench-pictures-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let originals = makeOriginals(in: root + "/originals", variants: 12)
    let small = root + "/500"
    let large = root + "/5000"
    fill(small, count: count, from: originals)
    fill(large, count: 10 * count, from: originals)

    // Start to first frame, then to every visible thumbnail drawn.
    let clock = ContinuousClock()
    let start = clock.now
    let (viewer, screen) = openViewer(small, cacheMegabytes: cacheMegabytes)
    screen.draw { viewer.render(into: &$0) }
    let firstFrame = milliseconds(clock.now - start)
    waitForVisiblePictures(viewer, screen)
    let allVisible = milliseconds(clock.now - start)

    // Main-thread time of a one-line scroll frame while the workers decode the cards coming in.
    var samples: [Double] = []
    for _ in 0..<400 {
      samples.append(
        Measure.nanoseconds {
          viewer.collectionView.scroll(byLines: 1)
          viewer.updatePictures()
          screen.draw { viewer.render(into: &$0) }
        } / 1000)
    }
    viewer.source.pictures?.loader.stop()

    // 5,000 pictures: the first frame here, as the 500's (the code already warm, as in a session
    // that has drawn before; a cold process adds the machine's page faults, not Cascade's work).
    let start5000 = clock.now
    let (big, bigScreen) = openViewer(large, cacheMegabytes: cacheMegabytes)
    bigScreen.draw { big.render(into: &$0) }
    let firstFrame5000 = milliseconds(clock.now - start5000)
    big.source.pictures?.loader.stop()

    // Their peak memory in a process of their own: VmHWM is the whole process's peak, and the sections
    // before this one (ten million layout items, a million loaded records) would otherwise be
    // counted as the pictures' memory.
    let large5000 = measureInChild(folder: large, cacheMegabytes: cacheMegabytes)
    return Result(
      firstFrameMilliseconds: firstFrame, allVisibleMilliseconds: allVisible,
      frameMicroseconds: Measure.median(samples),
      firstFrameMilliseconds5000: firstFrame5000, peakMegabytes5000: large5000.peakMegabytes,
      baselineMegabytes5000: large5000.baselineMegabytes, cacheMegabytes: cacheMegabytes)
  }

  /// What the child process measures over the folder of 5,000.
  struct Large {
    /// VmHWM after scrolling through every picture.
    var peakMegabytes: Double
    /// VmRSS before the folder is opened: the program itself, its libraries and the runtime.
    var baselineMegabytes: Double
  }

  /// The child's side (`cascade-bench pictures-memory FOLDER CACHE_MB`): opens `folder`, draws the
  /// first frame, then pages to the end, waiting at each page for its thumbnails, and prints one
  /// `pictures-memory` line with the peak memory and the memory before opening the folder.
  static func runChild(folder: String, cacheMegabytes: Int) {
    let baseline = statusMegabytes("VmRSS:")
    let (viewer, screen) = openViewer(folder, cacheMegabytes: cacheMegabytes)
    screen.draw { viewer.render(into: &$0) }
    var pages = 0
    while viewer.collectionView.contentOffset.y + viewer.collectionView.bounds.height
      < viewer.collectionView.contentSize.height, pages < 2_000
    {
      viewer.collectionView.scroll(byLines: screenSize.height - 2)
      waitForVisiblePictures(viewer, screen)
      pages += 1
    }
    viewer.source.pictures?.loader.stop()
    print("pictures-memory peak_mb=\(statusMegabytes("VmHWM:")) baseline_mb=\(baseline) pages=\(pages)")
  }

  /// Runs `runChild` in a new process of this program and reads its line.
  private static func measureInChild(folder: String, cacheMegabytes: Int) -> Large {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    process.arguments = ["pictures-memory", folder, String(cacheMegabytes)]
    let output = Pipe()
    process.standardOutput = output
    let failed = Large(peakMegabytes: .nan, baselineMegabytes: .nan)
    guard (try? process.run()) != nil else { return failed }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let line = text.split(separator: "\n").last(where: { $0.hasPrefix("pictures-memory ") })
    else { return failed }
    var values: [String: Double] = [:]
    for pair in line.split(separator: " ").dropFirst() {
      let parts = pair.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { values[String(parts[0])] = Double(parts[1]) }
    }
    return Large(peakMegabytes: values["peak_mb"] ?? .nan, baselineMegabytes: values["baseline_mb"] ?? .nan)
  }

  private static func openViewer(_ folder: String, cacheMegabytes: Int) -> (Viewer, Screen) {
    let listed = PictureFolderCollection(folder: folder, recursive: false)
    listed.waitUntilFinished()
    let pictured = PictureRecordCollection(listed, locator: PictureLocator())
    let viewer = Viewer(collection: pictured, options: ViewerOptions())
    viewer.showPictures(
      CardPictures(
        collection: pictured, loader: ThumbnailLoader(rendering: .colors256, cacheBytes: cacheMegabytes << 20)))
    // Cascade's work per frame (query, pictures, diff), not a terminal's, as in the frame benchmark.
    let screen = Screen(backend: CountingBackend(size: screenSize))
    return (viewer, screen)
  }

  /// Runs the viewer's loop turns (without input) until every card in view shows its thumbnail.
  private static func waitForVisiblePictures(_ viewer: Viewer, _ screen: Screen) {
    while true {
      if viewer.updatePictures() { screen.draw { viewer.render(into: &$0) } }
      let progress = viewer.visiblePictureProgress
      if progress.ready == progress.shown { break }
      usleep(1_000)
    }
    screen.draw { viewer.render(into: &$0) }
  }

  /// `variants` different 1600×1200 JPEGs (generated skies and silhouettes).
  static func makeOriginals(in folder: String, variants: Int) -> [String] {
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let scenes = GeneratedPicture.Scene.allCases
    return (0..<variants).map { index in
      let image = GeneratedPicture(seed: UInt64(index) &* 7919, scene: scenes[index % scenes.count]).render(
        PixelSize(width: 1600, height: 1200))
      let path = folder + "/original-\(index).jpg"
      _ = FileManager.default.createFile(atPath: path, contents: Data(jpeg(image)))
      return path
    }
  }

  /// `count` pictures in `folder`: hard links to the originals, so 5,000 cost no disk space yet
  /// are 5,000 paths that each decode on their own.
  static func fill(_ folder: String, count: Int, from originals: [String]) {
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for index in 0..<count {
      let path = folder + "/photo-\(String(index + 100_000).dropFirst()).jpg"
      if link(originals[index % originals.count], path) != 0 {
        try? FileManager.default.copyItem(atPath: originals[index % originals.count], toPath: path)
      }
    }
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

  private static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }

  /// A figure of /proc/self/status in megabytes: `VmHWM:` is the most resident memory the process
  /// has had, `VmRSS:` what it has now.
  private static func statusMegabytes(_ field: String) -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) }),
      let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
    else { return .nan }
    return kilobytes / 1024
  }
}
