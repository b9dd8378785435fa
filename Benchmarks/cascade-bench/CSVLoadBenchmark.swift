import CascadeData
import Glibc

/// Loading a CSV export into the record store from a regular file: MB/s, median of several runs.
/// The rows are shaped like a shop's export: an id, a name, a category, a price, a date and a
/// description, every fifth description quoted because it holds a comma, every fiftieth holding a
/// line break and a doubled quote; about 100 bytes a row. With `sizes`, the price and date
/// columns are named width and height (a date is no number, so the height is a number of pixels
/// instead): a picture catalogue, whose loading reads two numbers from every row.
enum CSVLoadBenchmark {
  struct Result {
    var rows: Int
    var bytes: Int
    var megabytesPerSecond: Double
    var megabytesPerCPUSecond: Double
  }

  /// The CSV text of a header and `count` rows, varied but deterministic.
  static func csv(rows count: Int, sizes: Bool = false) -> [UInt8] {
    var random = BenchRandom(state: 11)
    let words = [
      "harbour", "lantern", "meadow", "granite", "orchard", "estuary", "cinder", "saffron", "tundra", "willow",
    ]
    let categories = ["lighting", "garden", "kitchen", "office", "outdoor"]
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count * 104)
    let header = sizes ? "id,name,category,width,height,description" : "id,name,category,price,updated,description"
    bytes.append(contentsOf: (header + "\r\n").utf8)
    for row in 0..<count {
      let name = words[random.next(below: words.count)] + " " + words[random.next(below: words.count)]
      let words3 = (0..<4).map { _ in words[random.next(below: words.count)] }.joined(separator: " ")
      let description: String
      if row % 50 == 0 {
        description = "\"\(words3), a \"\"classic\"\"\nsecond line\""
      } else if row % 5 == 0 {
        description = "\"\(words3), with a comma\""
      } else {
        description = words3 + " and more"
      }
      let date = sizes ? String(300 + row % 3_000) : "2026-0\(1 + row % 9)-1\(row % 10)"
      let line =
        "\(row + 1),\(name),\(categories[row % categories.count]),\(random.next(below: 500)).\(random.next(below: 100)),\(date),\(description)\r\n"
      bytes.append(contentsOf: line.utf8)
    }
    return bytes
  }

  static func measure(rows: Int, runs: Int, sizes: Bool = false) -> Result {
    let bytes = csv(rows: rows, sizes: sizes)
    let path = LoadBenchmark.temporaryFile(bytes, name: "load.csv")
    defer { unlink(path) }
    var seconds: [Double] = []
    var cpuSeconds: [Double] = []
    for _ in 0..<runs {
      let (time, store) = LoadBenchmark.load(path)
      precondition(
        store.format == .csv && store.progress.recordCount == rows,
        "loaded \(store.progress.recordCount) of \(rows) rows")
      seconds.append(time)
      cpuSeconds.append(LoadBenchmark.lastLoadCPUSeconds)
    }
    let megabytes = Double(bytes.count) / 1e6
    return Result(
      rows: rows, bytes: bytes.count, megabytesPerSecond: megabytes / Measure.median(seconds),
      megabytesPerCPUSecond: megabytes / Measure.median(cpuSeconds))
  }
}
