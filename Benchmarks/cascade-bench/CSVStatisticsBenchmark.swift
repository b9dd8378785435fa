import CascadeData
import Glibc

/// `--stats` on a CSV export: the file loaded, then every column's statistics, in seconds (median
/// of several runs), beside loading alone timed in the same runs.
enum CSVStatisticsBenchmark {
  struct Result {
    let rows: Int
    /// Load plus statistics, the whole of `cascade --stats`'s work.
    let seconds: Double
    /// Loading alone.
    let loadSeconds: Double
  }

  static func measure(rows: Int, runs: Int) -> Result {
    let path = LoadBenchmark.temporaryFile(CSVLoadBenchmark.csv(rows: rows), name: "stats.csv")
    defer { unlink(path) }
    var totals: [Double] = []
    var loads: [Double] = []
    for _ in 0..<runs {
      var fields = 0
      let nanoseconds = Measure.nanoseconds {
        let (load, store) = LoadBenchmark.load(path)
        loads.append(load)
        fields = FieldStatistics.of(store).count
      }
      precondition(fields == 6, "\(fields) fields")
      totals.append(nanoseconds / 1e9)
    }
    return Result(rows: rows, seconds: Measure.median(totals), loadSeconds: Measure.median(loads))
  }
}
