/// The pictures section of `make bench`: prints its table and targets, its peak-memory `bench` line, and
/// the timing `bench` line last.
func runPictureSection() -> [Target] {
  // Pictures: a folder of 500 JPEGs of 1600x1200 made for the run, then one of 5,000.
  print("")
  print("Pictures: cascade FOLDER of 1600x1200 JPEGs on a 200x60 screen (times from opening the folder).")
  let pictures = PictureBenchmark.measure()
  print(
    "first frame \(decimal(pictures.firstFrameMilliseconds)) ms; every visible thumbnail \(decimal(pictures.allVisibleMilliseconds)) ms; scroll frame while decoding \(decimal(pictures.frameMicroseconds)) us (median, main thread)"
  )
  let memoryBound = Double(pictures.cacheMegabytes + 50)
  print(
    "5,000 pictures: first frame \(decimal(pictures.firstFrameMilliseconds5000)) ms; "
      + "peak memory (VmHWM of a process of their own) after scrolling through all \(decimal(pictures.peakMegabytes5000, 1)) MB, "
      + "bound \(decimal(memoryBound, 0)) MB (thumbnail cache \(pictures.cacheMegabytes) MB + 50 MB); "
      + "before opening the folder \(decimal(pictures.baselineMegabytes5000, 1)) MB")
  let pictureTargets = [
    Target(
      name: "pictures: first frame <= 100 ms (500)", met: pictures.firstFrameMilliseconds <= 100,
      detail: decimal(pictures.firstFrameMilliseconds)),
    Target(
      name: "pictures: first frame <= 100 ms (5,000)", met: pictures.firstFrameMilliseconds5000 <= 100,
      detail: decimal(pictures.firstFrameMilliseconds5000)),
    Target(
      name: "pictures: every visible thumbnail <= 1 s", met: pictures.allVisibleMilliseconds <= 1000,
      detail: decimal(pictures.allVisibleMilliseconds)),
    Target(
      name: "pictures: scroll frame <= 1 ms while decoding", met: pictures.frameMicroseconds <= 1000,
      detail: decimal(pictures.frameMicroseconds)),
    Target(
      name: "pictures: peak memory <= cache + 50 MB (5,000)", met: pictures.peakMegabytes5000 <= memoryBound,
      detail: decimal(pictures.peakMegabytes5000, 1) + " MB of " + decimal(memoryBound, 0) + " MB"),
  ]
  for target in pictureTargets { print("\(target.met ? "PASS" : "FAIL")  \(target.name): \(target.detail)") }
  print(
    "bench pictures_peak_mb=\(decimal(pictures.peakMegabytes5000, 1)) pictures_peak_bound_mb=\(decimal(memoryBound, 0)) N=5000"
  )
  print(
    "bench pictures_first_frame_ms=\(decimal(pictures.firstFrameMilliseconds)) pictures_all_visible_ms=\(decimal(pictures.allVisibleMilliseconds)) pictures_frame_us=\(decimal(pictures.frameMicroseconds)) N=500"
  )
  return pictureTargets + PixelsBenchmark.run() + FolderSpeedBenchmark.run() + MediaThumbnailBenchmark.run()
}
