import CascadeCanvas
import CascadePictures
import Foundation

/// `cascade-bench media`: card thumbnails per second, on one thread, of a phone's HEIC (4032×3024,
/// with the 320×240 picture a phone stores beside it, made by `heif-enc -t 320`, x265's fastest
/// preset so the run stays short), the same HEIC
/// without it, and a video's poster (a 1920×1080 H.264 MP4 of 10 s, made by ffmpeg), each decoded
/// for a card's picture of 40×15 cells (320×240 pixels, `ThumbnailKey.pixelBounds`) and drawn as
/// symbols. Skipped, with the reason, where
/// heif-enc or ffmpeg is missing.
enum MediaThumbnailBenchmark {
  struct Rate {
    var perSecond: Double
    var skipped: String?
  }

  static func run() -> [Target] {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-bench-media-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    let photo = GeneratedPicture(seed: 35, scene: .mountains).render(PixelSize(width: 4032, height: 3024))
    _ = FileManager.default.createFile(atPath: root + "/photo.png", contents: Data(PNGEncoder.encode(photo)))
    let phone = made(
      root + "/phone.heic", by: "/usr/bin/heif-enc",
      ["-q", "50", "-p", "preset=ultrafast", "-t", "320", root + "/photo.png", "-o", root + "/phone.heic"])
    let bare = made(
      root + "/bare.heic", by: "/usr/bin/heif-enc",
      ["-q", "50", "-p", "preset=ultrafast", root + "/photo.png", "-o", root + "/bare.heic"])
    let video = made(
      root + "/clip.mp4", by: "/usr/bin/ffmpeg",
      [
        "-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=1920x1080:rate=30", "-t", "10", "-preset",
        "ultrafast", "-pix_fmt",
        "yuv420p", root + "/clip.mp4",
      ])
    let rates = [("HEIC with its thumbnail", phone), ("HEIC without", bare), ("video poster", video)].map {
      (name, path) in (name, path.map { rate(of: $0) } ?? Rate(perSecond: .nan, skipped: "its maker is missing"))
    }
    print(
      "media thumbnails per second (one thread, 40x15 cells, 320x240 pixels): "
        + rates.map { "\($0.0) \($0.1.skipped ?? decimal($0.1.perSecond, 1))" }.joined(separator: "; "))
    let minimum: [Double] = [50, 2, 10]
    var targets: [Target] = []
    for ((name, rate), least) in zip(rates, minimum) where rate.skipped == nil {
      targets.append(
        Target(
          name: "media: \(name) thumbnails >= \(Int(least)) a second", met: rate.perSecond >= least,
          detail: decimal(rate.perSecond, 1)))
    }
    for target in targets { print("\(target.met ? "PASS" : "FAIL")  \(target.name): \(target.detail)") }
    print(
      "bench heic_thumbnails_per_s=\(decimal(rates[0].1.perSecond, 1)) heic_full_thumbnails_per_s=\(decimal(rates[1].1.perSecond, 1)) video_posters_per_s=\(decimal(rates[2].1.perSecond, 1))"
    )
    return targets
  }

  /// Runs `tool` with `arguments`; `path` when it made it.
  private static func made(_ path: String, by tool: String, _ arguments: [String]) -> String? {
    guard FileManager.default.isExecutableFile(atPath: tool) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    process.waitUntilExit()
    return process.terminationStatus == 0 && FileManager.default.fileExists(atPath: path) ? path : nil
  }

  /// Thumbnails of `path` a second: made again and again (nothing cached) for at least a second.
  private static func rate(of path: String) -> Rate {
    let renderer = ChafaRenderer(rendering: .colors256)
    let key = ThumbnailKey(source: .file(path), columns: 40, rows: 15)
    guard case .ready = ThumbnailLoader.make(key, renderer: renderer) else {
      return Rate(perSecond: .nan, skipped: "it does not decode")
    }
    let clock = ContinuousClock()
    let start = clock.now
    var made = 0
    while made < 3 || clock.now - start < .seconds(1) {
      _ = ThumbnailLoader.make(key, renderer: renderer)
      made += 1
    }
    let (seconds, attoseconds) = (clock.now - start).components
    return Rate(perSecond: Double(made) / (Double(seconds) + Double(attoseconds) / 1e18))
  }
}
