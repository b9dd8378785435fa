import CascadeApp
import CascadeData
import CascadeFixtures
import CascadeLayout
import Glibc

/// The layout figure a user feels: the viewer the command runs (its `CardSource` answering the
/// waterfall's height questions: a picture's aspect ratio, or the body wrapped at the column width)
/// over an NDJSON collection loaded through `RecordLoader`, as `cascade cards.ndjson` loads it.
struct CommandLayoutBenchmark {
  struct Result {
    var count: Int
    var layoutNanosecondsPerItem: Double
    var loadMilliseconds: Double
  }

  /// `count` NDJSON records: a title; two in three with a body of 0–40 words (wrapped text cards),
  /// one in three with a picture size instead. A hash of the index picks each, so every run is the same.
  static func ndjson(count: Int) -> [UInt8] {
    let words = ["cascade", "card", "river", "stone", "a", "waterfall", "of", "light", "north", "瀑布", "雨后", "🌊"]
    var text: [UInt8] = []
    text.reserveCapacity(count * 120)
    var random = BenchRandom(state: 7)
    for i in 0..<count {
      var line = #"{"title":"Card \#(i) \#(words[random.next(below: words.count)])""#
      if random.next(below: 3) == 0 {
        line += #","w":\#(100 + random.next(below: 1900)),"h":\#(100 + random.next(below: 2900))"#
      } else {
        let body = (0..<random.next(below: 41)).map { _ in words[random.next(below: words.count)] }.joined(
          separator: " ")
        line += #","body":"\#(body)""#
      }
      text += Array((line + "}\n").utf8)
    }
    return text
  }

  /// Places every card of a fresh layout of the viewer, 4 columns at 200×60; median of `runs`.
  static func measure(count: Int, runs: Int) -> Result {
    let bytes = ndjson(count: count)
    var collection: LoadedCollection?
    let load = Measure.nanoseconds {
      collection = try? RecordLoader.load(data: bytes, name: "bench.ndjson", format: .ndjson)
    }
    guard let collection, collection.sections.reduce(0, { $0 + $1.count }) == count else {
      fatalError("the generated NDJSON did not load")
    }
    return Result(
      count: count, layoutNanosecondsPerItem: layoutNanosecondsPerItem(collection, count: count, runs: runs),
      loadMilliseconds: load / 1e6)
  }

  /// The same over the store `cascade cards.ndjson` reads into (`RecordLoader.startStore` on a
  /// mapped file), whose records are parsed from their bytes when asked for (a bounded cache keeps
  /// the latest): what a resize or End costs the command itself.
  static func measureStore(count: Int, runs: Int) -> Result {
    let path = "/tmp/cascade-bench-layout-\(getpid()).ndjson"
    let bytes = ndjson(count: count)
    guard let file = fopen(path, "w") else { fatalError("cannot write \(path)") }
    _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
    defer { unlink(path) }
    let (store, load) = loadGeneratedStore(path: path, count: count)
    return Result(
      count: count, layoutNanosecondsPerItem: layoutNanosecondsPerItem(store, count: count, runs: runs),
      loadMilliseconds: load / 1e6)
  }

  /// The layout over `count` records shaped like real data (`RealisticRecords`: nested fields,
  /// bodies of 0–200 words, URLs, paths, CJK, emoji) in the store `cascade file.ndjson` reads into.
  /// The first layout at a width measures every text card (its wrapped title, body and fields, the
  /// record parsed from its bytes); the ones after read the heights measured then, as End, Home and a
  /// cleared filter do.
  struct RealisticResult {
    var firstNanosecondsPerItem: Double
    var againNanosecondsPerItem: Double
    var megabytes: Double
  }

  static func measureRealistic(count: Int, runs: Int) -> RealisticResult {
    let path = "/tmp/cascade-bench-real-\(getpid()).ndjson"
    guard let file = fopen(path, "w") else { fatalError("cannot write \(path)") }
    var written = 0
    // Written a slice at a time: the whole file is hundreds of megabytes.
    for start in stride(from: 0, to: count, by: 10_000) {
      let bytes = RealisticRecords.ndjson(range: start..<min(count, start + 10_000), seed: 1)
      written += bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    }
    fclose(file)
    defer { unlink(path) }
    let loading = RecordLoader.startStore(LoadRequest(path: path))
    loading.waitUntilFinished()
    guard loading.progress.recordCount == count else {
      fatalError("the generated records did not load: \(loading.progress.recordCount) of \(count)")
    }
    let samples = layoutSamples(loading, runs: max(2, runs))
    return RealisticResult(
      firstNanosecondsPerItem: samples[0] / Double(count),
      againNanosecondsPerItem: Measure.median(Array(samples.dropFirst())) / Double(count),
      megabytes: Double(written) / 1e6)
  }

  private static func layoutNanosecondsPerItem(_ collection: any RecordCollection, count: Int, runs: Int) -> Double {
    Measure.median(layoutSamples(collection, runs: runs)) / Double(count)
  }

  /// Nanoseconds to place every card of a fresh layout of the viewer, 4 columns at 200×60, `runs`
  /// times in a row.
  private static func layoutSamples(_ collection: any RecordCollection, runs: Int) -> [Double] {
    var options = ViewerOptions()
    options.columns = 4
    options.theme = .plain
    let viewer = Viewer(collection: collection, options: options)
    viewer.resize(to: Size(width: LayoutBenchmark.viewport.width, height: LayoutBenchmark.viewport.height + 1))
    let layout = viewer.collectionView.collectionViewLayout
    var samples: [Double] = []
    for _ in 0..<runs {
      layout.invalidateLayout()
      layout.prepare()
      samples.append(Measure.nanoseconds { blackHole(layout.collectionViewContentSize) })
    }
    return samples
  }
}
