import CascadeApp
import CascadeCanvas
import CascadeData
import Glibc

/// `cascade -q QUERY export.csv` without the terminal: a CSV export loaded into the record store,
/// then a fresh viewer set to the query (as `-q` does once loading is done), its loop turns run and
/// drawn until the screen shows the final count and the first screen of cards in rank order
/// (`CardSource.filterShowsFinalCount`). The first query packs every card's text, so this is the
/// cost a user waits for after loading.
enum CSVQueryBenchmark {
  struct Row {
    var query: String
    /// To the frame with the final count, wall and CPU (every core), medians.
    var milliseconds: Double
    var cpuMilliseconds: Double
    var matches: Int
  }

  /// The queries timed: a fuzzy letter, an exact word, a field term and a fuzzy field term.
  static let queries = ["x", "'refunded", "status:refunded", "status:'refunded"]

  /// An orders export of `rows` rows, about 110 bytes each, shaped as `make bench-vs-fzf`'s:
  /// id, customer, email, status, amount, created, note.
  static func csv(rows: Int) -> [UInt8] {
    var random = BenchRandom(state: 11)
    let statuses = ["paid", "shipped", "refunded", "pending", "cancelled"]
    var bytes: [UInt8] = []
    bytes.reserveCapacity(rows * 112)
    bytes.append(contentsOf: "id,customer,email,status,amount,created,note\n".utf8)
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    for row in 1...max(1, rows) {
      let line =
        "\(row),Customer \(padded(random.next(below: 900_000), 6)),user\(padded(random.next(below: 900_000), 6))@example.com,"
        + "\(statuses[random.next(below: statuses.count)]),\(random.next(below: 500)).\(padded(random.next(below: 100), 2)),"
        + "2024-\(padded(1 + random.next(below: 12), 2))-\(padded(1 + random.next(below: 28), 2))T"
        + "\(padded(random.next(below: 24), 2)):\(padded(random.next(below: 60), 2)):00Z,order note \(row) of the export\n"
      bytes.append(contentsOf: line.utf8)
    }
    return bytes
  }

  /// Each query over `rows` generated rows (or the CSV file at `path`), the median of `runs`
  /// fresh viewers on the same loaded store.
  static func measure(rows: Int, runs: Int, path given: String? = nil) -> [Row] {
    let path = given ?? LoadBenchmark.temporaryFile(csv(rows: rows), name: "query.csv")
    defer { if given == nil { unlink(path) } }
    let (_, store) = LoadBenchmark.load(path)
    var options = ViewerOptions()
    options.theme = .plain
    return queries.map { query in
      var wall: [Double] = []
      var cpu: [Double] = []
      var matches = 0
      for _ in 0..<runs {
        let viewer = Viewer(collection: store, options: options)
        viewer.resize(to: ViewerBenchmark.screen)
        var buffer = CellBuffer(size: ViewerBenchmark.screen)
        viewer.render(into: &buffer)
        let cpuStart = LoadBenchmark.processCPUSeconds()
        let start = Measure.now()
        viewer.setFilter(query)
        viewer.render(into: &buffer)
        while !viewer.source.filterShowsFinalCount {
          guard viewer.hasPendingWork else { fatalError("the filter stopped before its final count") }
          viewer.advance()
          viewer.render(into: &buffer)
        }
        wall.append((Measure.now() - start) / 1e6)
        cpu.append((LoadBenchmark.processCPUSeconds() - cpuStart) * 1e3)
        matches = viewer.source.shownCount
      }
      return Row(
        query: query, milliseconds: Measure.median(wall), cpuMilliseconds: Measure.median(cpu), matches: matches)
    }
  }
}
