import CascadeData
import Glibc

/// `--stats` on a CSV export (`CSVQueryBenchmark.csv`'s orders: an id, a customer, an email, a
/// status, an amount, a date and time, a note; most columns hold hundreds of thousands of distinct
/// values): the file loaded, then every column's statistics, in seconds wall and CPU (medians of
/// several runs), beside loading alone timed in the same runs.
enum CSVStatisticsBenchmark {
  struct Result {
    let rows: Int
    /// Load plus statistics, the whole of `cascade --stats`'s work.
    let seconds: Double
    /// The same, CPU on every core.
    let cpuSeconds: Double
    /// Loading alone.
    let loadSeconds: Double
  }

  static func measure(rows: Int, runs: Int) -> Result {
    let path = LoadBenchmark.temporaryFile(CSVQueryBenchmark.csv(rows: rows), name: "stats.csv")
    defer { unlink(path) }
    var totals: [Double] = []
    var cpu: [Double] = []
    var loads: [Double] = []
    for _ in 0..<runs {
      var fields = 0
      let cpuStart = LoadBenchmark.processCPUSeconds()
      let nanoseconds = Measure.nanoseconds {
        let (load, store) = LoadBenchmark.load(path)
        loads.append(load)
        fields = FieldStatistics.of(store).count
      }
      cpu.append(LoadBenchmark.processCPUSeconds() - cpuStart)
      precondition(fields == 7, "\(fields) fields")
      totals.append(nanoseconds / 1e9)
    }
    return Result(
      rows: rows, seconds: Measure.median(totals), cpuSeconds: Measure.median(cpu), loadSeconds: Measure.median(loads))
  }
}
