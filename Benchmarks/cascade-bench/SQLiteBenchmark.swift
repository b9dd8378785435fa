import CSQLite
import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import Glibc

/// A table of a million rows opened as `cascade --table events FILE` opens it: how soon the first
/// screen of cards is drawn, and how long a key takes while the rest of the rows stream in (the
/// viewer takes arrivals between keys, so no key should wait for the query).
enum SQLiteBenchmark {
  struct Result {
    /// Start of loading to the first frame that shows rows (medians over the runs).
    var firstScreenMilliseconds: Double
    /// Start to the last row in.
    var loadedMilliseconds: Double
    /// Keys handled while rows were still arriving (last run), and the longest and 90th-percentile
    /// key (its handling, the arrivals taken and the frame), medians over the runs.
    var keysWhileLoading: Int
    var longestKeyMilliseconds: Double
    var percentile90KeyMilliseconds: Double
  }

  /// A database of `rows` rows in `events(id, kind, title, value)` in the temporary folder.
  static func makeDatabase(rows: Int) -> String {
    let path = "/tmp/cascade-bench-sqlite-\(getpid()).sqlite"
    unlink(path)
    var database: OpaquePointer?
    precondition(sqlite3_open(path, &database) == SQLITE_OK, "cannot create \(path)")
    let sql = """
      create table events(id integer primary key, kind text, title text, value real);
      with recursive c(x) as (select 1 union all select x + 1 from c where x < \(rows))
      insert into events select x, 'kind ' || (x % 7), 'event number ' || x || ' of the log', x / 4.0 from c;
      """
    precondition(sqlite3_exec(database, sql, nil, nil, nil) == SQLITE_OK, String(cString: sqlite3_errmsg(database)))
    sqlite3_close(database)
    return path
  }

  static func measure(rows: Int, runs: Int) -> Result {
    let path = makeDatabase(rows: rows)
    defer { unlink(path) }
    let screen = Size(width: 120, height: 40)
    let keys: [Key] = [.down, .right, .down, .left, .up, .pageDown, .right, .pageUp]
    var first: [Double] = [], loaded: [Double] = [], longest: [Double] = [], percentile90: [Double] = []
    var keysWhileLoading = 0
    for _ in 0..<runs {
      var request = LoadRequest(path: path)
      request.sqliteTable = "events"
      request.holdsForFirstScreen = true
      let start = Measure.now()
      let store = RecordLoader.startStreaming(request)
      var options = ViewerOptions()
      options.theme = .plain
      let viewer = Viewer(collection: store, options: options)
      viewer.resize(to: screen)
      var buffer = CellBuffer(size: screen)
      // The session's loop: take what arrived, draw when there is something to show.
      while viewer.source.shownCount == 0 && !(viewer.progress?.isFinished ?? true) {
        usleep(200)
        viewer.advance()
      }
      viewer.render(into: &buffer)
      first.append((Measure.now() - start) / 1e6)
      store.firstScreenShown()
      var turns: [Double] = []
      while viewer.isLoading {
        // A key every 5 ms, as held arrow keys repeat, each with the arrivals taken and a frame.
        usleep(5_000)
        let key = keys[turns.count % keys.count]
        turns.append(
          Measure.nanoseconds {
            _ = viewer.handle(.key(key))
            viewer.advance()
            viewer.render(into: &buffer)
          } / 1e6)
      }
      loaded.append((Measure.now() - start) / 1e6)
      precondition(viewer.progress?.recordCount == rows, "loaded \(viewer.progress?.recordCount ?? 0) of \(rows) rows")
      let sorted = turns.sorted()
      longest.append(sorted.last ?? 0)
      percentile90.append(sorted.isEmpty ? 0 : sorted[sorted.count * 9 / 10])
      keysWhileLoading = turns.count
    }
    return Result(
      firstScreenMilliseconds: Measure.median(first), loadedMilliseconds: Measure.median(loaded),
      keysWhileLoading: keysWhileLoading,
      longestKeyMilliseconds: Measure.median(longest), percentile90KeyMilliseconds: Measure.median(percentile90))
  }
}
