// `make bench`: Cascade's speed and memory targets, measured in release mode with baselines timed in
// the same run. The last lines are machine-readable `bench key=value` lines.
import CascadeData
import CascadeFixtures
import CascadeLayout
import CascadeView
import Glibc

// `cascade-bench pictures-memory FOLDER CACHE_MB`: the pictures section's child process, which
// measures a folder's peak memory on its own (see `PictureBenchmark.runChild`).
if CommandLine.arguments.count == 4 && CommandLine.arguments[1] == "pictures-memory" {
  PictureBenchmark.runChild(folder: CommandLine.arguments[2], cacheMegabytes: Int(CommandLine.arguments[3]) ?? 64)
  exit(0)
}

// `cascade-bench generate-records N [seed]`: N records shaped like real data (`RealisticRecords`) as
// NDJSON on standard output, for trying the command and timing it by hand on the benchmarks' input.
if CommandLine.arguments.count > 2 && CommandLine.arguments[1] == "generate-records" {
  guard let count = Int(CommandLine.arguments[2]), count >= 0 else {
    let message = "cascade-bench generate-records: N must be a count of records, not \(CommandLine.arguments[2])\n"
    _ = message.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    exit(2)
  }
  let seed = CommandLine.arguments.count > 3 ? UInt64(CommandLine.arguments[3]) ?? 1 : 1
  var start = 0
  while start < count {
    let end = min(count, start + 10_000)
    let bytes = RealisticRecords.ndjson(range: start..<end, seed: seed)
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBufferPointer { write(1, $0.baseAddress! + written, $0.count - written) }
      if result < 0 && errno == EINTR { continue }
      guard result > 0 else { exit(1) }
      written += result
    }
    start = end
  }
  exit(0)
}

// `cascade-bench folder-child FOLDER`: the folders benchmark's child process, which opens a folder
// of 100,000 pictures and measures its peak memory on its own (see `FolderSpeedBenchmark.runChild`).
if CommandLine.arguments.count == 3 && CommandLine.arguments[1] == "folder-child" {
  FolderSpeedBenchmark.runChild(folder: CommandLine.arguments[2])
  exit(0)
}

// `cascade-bench folders`: the first screen of a folder whose thumbnails are cached and of one of
// 100,000 pictures, with End and its memory; `cascade-bench media`: HEIC and video thumbnails a
// second. `make bench` runs both in the pictures section.
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "folders" {
  exit(FolderSpeedBenchmark.run().contains { !$0.met } ? 1 : 0)
}
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "media" {
  exit(MediaThumbnailBenchmark.run().contains { !$0.met } ? 1 : 0)
}

// `cascade-bench pictures` runs the pictures section alone.
if CommandLine.arguments.dropFirst().contains("pictures") {
  exit(runPictureSection().contains { !$0.met } ? 1 : 0)
}

// `cascade-bench webp-wallpapers`: 16 WebPs of 4096×4096, every visible thumbnail (see
// `WallpaperBenchmark`).
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "webp-wallpapers" {
  WallpaperBenchmark.run()
  exit(0)
}

// `cascade-bench pixels`: pictures through the kitty and sixel protocols, the bytes they write
// recorded (see `PixelsBenchmark`); `make bench` runs it in the pictures section.
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "pixels" {
  exit(PixelsBenchmark.run().contains { !$0.met } ? 1 : 0)
}

// `cascade-bench ansi-list`: fzf's list over coloured lines (`--ansi`), a frame at the top and the
// end of 10,000 and 1,000,000 lines (see `AnsiListBenchmark`).
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "ansi-list" {
  AnsiListBenchmark.run()
  exit(0)
}

// `cascade-bench thumbnail-cache`: a folder opened without, then with the freedesktop thumbnail
// cache, empty and then filled (see `ThumbnailCacheBenchmark`).
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "thumbnail-cache" {
  ThumbnailCacheBenchmark.run()
  exit(0)
}

// `cascade-bench load [N] [runs] [array]`: only the load benchmark, on N lines (default 1,000,000)
// or the same objects as a JSON array, with the peak memory of the whole process, for measuring
// large inputs by hand.
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "load" {
  let lines = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 1_000_000 : 1_000_000
  if CommandLine.arguments.contains("pipe") {
    let result = LoadBenchmark.measure(lines: lines, runs: 5)
    print(
      "file \(decimal(result.fileMegabytesPerSecond, 1)) MB/s (\(decimal(result.fileMegabytesPerCPUSecond, 1)) MB per CPU-second), pipe \(decimal(result.pipeMegabytesPerSecond, 1)) MB/s (\(decimal(result.pipeMegabytesPerCPUSecond, 1)) MB per CPU-second)"
    )
    exit(0)
  }
  // `array`: the same objects as one JSON array, one element per line.
  let (path, generated) =
    CommandLine.arguments.contains("array")
    ? LoadBenchmark.temporaryArrayFile(lines: lines) : LoadBenchmark.temporaryFile(lines: lines)
  let runs = CommandLine.arguments.count > 3 ? Int(CommandLine.arguments[3]) ?? 1 : 1
  var timings: [Double] = []
  var cpu: [Double] = []
  var store: RecordStore?
  for _ in 0..<runs {
    store = nil  // one store at a time, so the peak is one load's
    let (seconds, loaded) = LoadBenchmark.load(path)
    timings.append(seconds)
    cpu.append(LoadBenchmark.lastLoadCPUSeconds)
    store = loaded
  }
  guard let store else { exit(1) }
  let seconds = Measure.median(timings)
  print(
    "runs ms: " + timings.map { decimal($0 * 1000, 1) }.joined(separator: " ") + "; CPU ms: "
      + cpu.map { decimal($0 * 1000, 1) }.joined(separator: " "))
  unlink(path)
  print(
    "loaded \(store.progress.recordCount) lines, \(generated) bytes in \(decimal(seconds * 1000, 1)) ms: \(decimal(Double(generated) / 1e6 / seconds, 1)) MB/s"
  )
  print(
    "index \(decimal(Double(store.indexBytes) / Double(max(1, store.progress.recordCount)), 2)) bytes/record; peak resident (VmHWM) \(LoadBenchmark.peakResidentBytes() >> 20) MiB"
  )
  exit(0)
}

// `cascade-bench real [N]`: only the interactive viewer on N records shaped like real data (default
// 1,000,000): End, the other jumps, the longest a key waits, a resize.
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "real" {
  let count = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 1_000_000 : 1_000_000
  let real = RealViewerBenchmark.measure(count: count)
  print(
    "real records: \(count) loaded in \(decimal(real.loadMilliseconds, 0)) ms; keys (ms): "
      + real.jumps.map { "\($0.key) \(decimal($0.milliseconds, 1))" }.joined(separator: ", ")
      + "; longest of \(real.turns) measuring turns between keys \(decimal(real.longestTurnMilliseconds, 1)) ms"
      + "; g s to the sorted frame \(decimal(real.sortMilliseconds, 0)) ms (worker)"
      + "; End in the grid \(decimal(real.gridEndMilliseconds, 1)) ms"
      + "; End in the table \(decimal(real.tableEndMilliseconds, 1)) ms")
  for target in real.targets { print("\(target.met ? "PASS" : "FAIL")  \(target.name): \(target.detail)") }
  print(real.benchLine)
  exit(real.targets.contains { !$0.met } ? 1 : 0)
}

// `cascade-bench load-csv [N] [runs] [sizes]`: only the CSV load benchmark, on N rows (default
// 1,000,000); `sizes` names two columns width and height, as a picture catalogue does.
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "load-csv" {
  let rows = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 1_000_000 : 1_000_000
  let runs = CommandLine.arguments.count > 3 ? Int(CommandLine.arguments[3]) ?? 5 : 5
  let sizes = CommandLine.arguments.count > 4 && CommandLine.arguments[4] == "sizes"
  let result = CSVLoadBenchmark.measure(rows: rows, runs: runs, sizes: sizes)
  print(
    "loading \(result.rows) CSV rows\(sizes ? " with sizes" : "") (\(decimal(Double(result.bytes) / 1e6, 1)) MB) from a file: \(decimal(result.megabytesPerSecond, 1)) MB/s (median of \(runs); \(decimal(result.megabytesPerCPUSecond, 1)) MB per CPU-second)"
  )
  print("bench load_csv\(sizes ? "_sizes" : "")_mb_s=\(decimal(result.megabytesPerSecond, 1)) N=\(result.rows)")
  // The 1 GB/s target is the plain export's; a catalogue's sizes are measured, not judged.
  exit(sizes || result.megabytesPerSecond >= 1000 ? 0 : 1)
}

// `cascade-bench query-csv [N] [runs] [FILE]`: `-q` over N generated CSV rows (default 1,000,000)
// or a CSV file: each query from set to the screen with its final count, on a fresh viewer; the
// target is 0.5 s each.
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "query-csv" {
  let rows = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 1_000_000 : 1_000_000
  let runs = CommandLine.arguments.count > 3 ? Int(CommandLine.arguments[3]) ?? 3 : 3
  let path = CommandLine.arguments.count > 4 ? CommandLine.arguments[4] : nil
  let result = CSVQueryBenchmark.measure(rows: rows, runs: runs, path: path)
  for row in result {
    print(
      "-q \(row.query.debugDescription) over \(path ?? "\(rows) CSV rows"): \(decimal(row.milliseconds, 1)) ms to the final count, \(row.matches) matches (CPU \(decimal(row.cpuMilliseconds, 1)) ms; median of \(runs))"
    )
  }
  for row in result {
    print(
      "bench csv_query_ms[\(row.query)]=\(decimal(row.milliseconds, 1)) cpu_ms=\(decimal(row.cpuMilliseconds, 1)) N=\(rows)"
    )
  }
  exit(result.allSatisfy { $0.milliseconds <= 500 } ? 0 : 1)
}

// `cascade-bench stats-csv [N] [runs]`: `--stats`'s work (load, then every column's statistics)
// on N CSV rows (default 1,000,000), beside loading alone.
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "stats-csv" {
  let rows = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 1_000_000 : 1_000_000
  let runs = CommandLine.arguments.count > 3 ? Int(CommandLine.arguments[3]) ?? 3 : 3
  let result = CSVStatisticsBenchmark.measure(rows: rows, runs: runs)
  print(
    "statistics of \(result.rows) CSV rows: \(decimal(result.seconds, 2)) s with loading, CPU \(decimal(result.cpuSeconds, 2)) s (loading alone \(decimal(result.loadSeconds, 2)) s; median of \(runs))"
  )
  print(
    "bench stats_csv_s=\(decimal(result.seconds, 2)) cpu_s=\(decimal(result.cpuSeconds, 2)) load_s=\(decimal(result.loadSeconds, 2)) N=\(result.rows)"
  )
  exit(result.seconds <= 1 ? 0 : 1)
}

// `cascade-bench sqlite [rows] [runs]`: a table of `rows` rows (default 1,000,000) opened as
// `cascade --table events FILE`: the first screen, and keys while the rows stream in.
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "sqlite" {
  let rows = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 1_000_000 : 1_000_000
  let runs = CommandLine.arguments.count > 3 ? Int(CommandLine.arguments[3]) ?? 5 : 5
  let result = SQLiteBenchmark.measure(rows: rows, runs: runs)
  print(
    "SQLite table of \(rows) rows: first screen \(decimal(result.firstScreenMilliseconds, 1)) ms, all rows in \(decimal(result.loadedMilliseconds, 0)) ms; "
      + "\(result.keysWhileLoading) keys while rows streamed, longest \(decimal(result.longestKeyMilliseconds, 1)) ms, "
      + "90th percentile \(decimal(result.percentile90KeyMilliseconds, 1)) ms (median of \(runs))")
  print(
    "bench sqlite_first_screen_ms=\(decimal(result.firstScreenMilliseconds, 1)) sqlite_key_while_loading_ms=\(decimal(result.longestKeyMilliseconds, 1)) N=\(rows)"
  )
  exit(0)
}

// `cascade-bench command-layout [runs]`: only the layout with the command's own data source, for
// profiling what one card's height costs.
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "command-layout" {
  let runs = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 5 : 5
  let command = CommandLayoutBenchmark.measure(count: 1_000_000, runs: runs)
  print(
    "layout with the command's data source (CardSource over 1,000,000 NDJSON records loaded by RecordLoader, 4 columns): "
      + "\(decimal(command.layoutNanosecondsPerItem, 2)) ns/item (median of \(runs); loading took \(decimal(command.loadMilliseconds, 0)) ms)"
  )
  let store = CommandLayoutBenchmark.measureStore(count: 1_000_000, runs: runs)
  print(
    "the same over the store the command reads a file into (records parsed when asked for): "
      + "\(decimal(store.layoutNanosecondsPerItem, 2)) ns/item (median of \(runs))")
  printRealisticLayout(CommandLayoutBenchmark.measureRealistic(count: 1_000_000, runs: runs), runs: runs)
  exit(0)
}

/// The layout over realistic records, as a line of the table.
func printRealisticLayout(_ real: CommandLayoutBenchmark.RealisticResult, runs: Int) {
  print(
    "layout with the command's data source over 1,000,000 realistic records (cascade-bench generate-records 1000000, "
      + "\(decimal(real.megabytes, 0)) MB, in the store, 4 columns): first layout at the width \(decimal(real.firstNanosecondsPerItem, 1)) ns/item "
      + "(measuring every card), again \(decimal(real.againNanosecondsPerItem, 2)) ns/item (heights measured; median of \(runs - 1))"
  )
}

// `cascade-bench end [runs]`: only End on --demo-items 10000000, press to the frame with the last card.
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "end" {
  let runs = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 3 : 3
  let end = ViewerBenchmark.endMilliseconds(count: 10_000_000, runs: runs)
  print(
    "End on --demo-items 10000000 (120x40), press to the frame with the last card: \(decimal(end, 1)) ms (median of \(runs))"
  )
  exit(0)
}

// `cascade-bench resize [runs]`: only the width change on 1,000,000 generated cards focused on the last.
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "resize" {
  let runs = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 9 : 9
  let widthChange = ViewerBenchmark.widthChangeMilliseconds(count: 1_000_000, runs: runs)
  print(
    "width change on --demo-items 1000000 focused on the last card (a new width each time): \(decimal(widthChange, 1)) ms of CPU (median of \(runs))"
  )
  exit(0)
}

// `cascade-bench diffable [runs]`: only the diffable data source's difference, at two sizes and
// two edits, after a hashing baseline at the same sizes.
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "diffable" {
  let runs = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 5 : 5
  for items in [100_000, 1_000_000] {
    let baseline = DiffableBenchmark.hashingBaseline(items: items, runs: runs)
    print(
      "baseline: a [Int: Int] of \(items) shuffled keys built, each key looked up once: "
        + "\(decimal(baseline, 1)) CPU ms, \(decimal(baseline * 1e6 / Double(items), 1)) ns/item (median of \(runs))")
  }
  for edit in DiffableBenchmark.Edit.allCases {
    for items in [100_000, 1_000_000] {
      let row = DiffableBenchmark.measure(items: items, edit: edit, runs: runs)
      print(
        "diffable difference of one section of \(items) items (\(edit.rawValue); \(row.changes) changes): "
          + "\(decimal(row.milliseconds, 1)) CPU ms, \(decimal(row.nanosecondsPerItem, 1)) ns/item (median of \(runs))")
    }
  }
  exit(0)
}

/// The query typed, a key at a time, by the keystroke benchmark.
let keystrokeQuery = "src/main"

/// One line per key of the keystroke benchmark.
func printKeystrokes(_ rows: [KeystrokeBenchmark.Row], runs: Int = 5, lines: Int = 1_000_000) {
  for row in rows {
    print(
      "/ filter over \(lines == 1_000_000 ? "1,000,000" : String(lines)) lines, \(row.label): \(decimal(row.milliseconds, 1)) ms to the frame with the final count and first screen (\(row.matches) matches, \(row.unranked) of them left unranked below it, \(row.turns) frames, \(decimal(row.cpuMilliseconds, 1)) CPU ms on all cores); all work done \(decimal(row.doneMilliseconds, 1)) ms (\(decimal(row.doneCPUMilliseconds, 1)) CPU ms; median of \(runs))"
    )
  }
}

// `cascade-bench match`: only the ranking and keystroke benchmarks.
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "match" {
  for row in MatchBenchmark.measure(lines: 1_000_000, runs: 5) {
    print(
      "ranking 1,000,000 lines for \(row.query.debugDescription): \(decimal(row.milliseconds, 1)) ms, \(row.matches) matches (the same ranking on one core: \(decimal(row.oneCoreMilliseconds, 1)) ms)"
    )
  }
  printKeystrokes(KeystrokeBenchmark.measure(lines: 1_000_000, query: keystrokeQuery, runs: 5))
  exit(0)
}

/// The query the real-paths benchmark types and pastes.
let realPathsQuery = "lib/python"

/// The real-paths benchmark's `bench` line.
func realPathsLine(_ result: RealPathsKeystrokeBenchmark.Result) -> String {
  "bench keystroke_real_paths_ms=\(decimal(result.slowestTypedMilliseconds, 1)) paste_ms=\(decimal(result.pasteMilliseconds, 1)) first_key_ms=\(decimal(result.firstKeyMilliseconds, 1)) N=\(result.lines)"
}

// `cascade-bench real-paths [runs]`: only the `/` filter over real-shaped paths (this machine's
// /usr under 4 roots), typed and pasted.
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "real-paths" {
  let runs = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 3 : 3
  print(realPathsLine(RealPathsKeystrokeBenchmark.measure(query: realPathsQuery, copies: 4, runs: runs)))
  exit(0)
}

// `cascade-bench keystrokes [runs] [lines] [query]`: only the per-key figures of the `/` filter over
// `lines` lines (default 1,000,000; median of `runs`, default 5) as `query` (default "src/main") is
// typed, for profiling a key (fewer lines under callgrind, a one-character query for the first key).
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "keystrokes" {
  let runs = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 5 : 5
  let lines = CommandLine.arguments.count > 3 ? Int(CommandLine.arguments[3]) ?? 1_000_000 : 1_000_000
  let query = CommandLine.arguments.count > 4 ? CommandLine.arguments[4] : keystrokeQuery
  printKeystrokes(KeystrokeBenchmark.measure(lines: lines, query: query, runs: runs), runs: runs, lines: lines)
  exit(0)
}

// `cascade-bench filter [runs]`: only the longest turn of a `/` filter over 1,000,000 cards (median of
// `runs`, default 5).
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "filter" {
  let runs = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 5 : 5
  let slice = ViewerBenchmark.longestFilterSliceMilliseconds(count: 1_000_000, query: "item 9", runs: runs)
  print(
    "filter \"item 9\" over 1,000,000 cards: longest key or slice \(decimal(slice.milliseconds, 1)) ms over \(slice.slices) turns, 90th percentile \(decimal(slice.percentile90, 1)) ms (median of \(runs))"
  )
  exit(0)
}

// `cascade-bench frames [steps]`: only the scroll and animation frames, for profiling a frame.
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "frames" {
  let steps = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 10_000 : 10_000
  let frame = FrameBenchmark.measure(count: 1_000_000, steps: steps)
  let animation = AnimationBenchmark.measure(count: 1_000_000, animations: max(1, steps / 30))
  print(
    "one-line step \(decimal(frame.lineStepMicroseconds)) us, page step \(decimal(frame.pageStepMicroseconds)) us, animation frame \(decimal(animation.frameMicroseconds)) us (medians)"
  )
  exit(0)
}

// `cascade-bench layout [N]`: only the synthetic layout figure (N items, default 1,000,000), for
// profiling placement.
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "layout" {
  let count = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 1_000_000 : 1_000_000
  print("layout \(count) items: \(decimal(LayoutBenchmark.layoutNanosecondsPerItem(count: count), 2)) ns/item (median)")
  exit(0)
}

// `cascade-bench query`: only the visible-rect query at 1M in the waterfall, the flow and a
// compositional layout's waterfall section, estimated blocks present and absent.
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "query" {
  let queryRows = QueryBenchmark.measure(count: 1_000_000)
  let queryTargets = QueryBenchmark.report(queryRows)
  for target in queryTargets { print("\(target.met ? "PASS" : "FAIL")  \(target.name): \(target.detail)") }
  for line in QueryBenchmark.benchLines(queryRows) { print(line) }
  exit(queryTargets.contains { !$0.met } ? 1 : 0)
}

// `cascade-bench query-profile LAYOUT [queries]`: only queries of one layout of `query` (a row
// name, e.g. compositional_waterfall; default 10,000 queries), for counting a query's
// instructions under callgrind (see `QueryBenchmark.profile`).
if CommandLine.arguments.count > 2 && CommandLine.arguments[1] == "query-profile" {
  let queries = CommandLine.arguments.count > 3 ? Int(CommandLine.arguments[3]) ?? 10_000 : 10_000
  guard QueryBenchmark.profile(layout: CommandLine.arguments[2], count: 1_000_000, queries: queries) else {
    print("no layout \(CommandLine.arguments[2]); one of \(QueryBenchmark.layouts.map(\.name).joined(separator: ", "))")
    exit(2)
  }
  exit(0)
}

print("Cascade benchmark (release build). Viewport 200x60, 4-column waterfall, random offsets.")
print("")
let columns = [
  "items", "layout ns/item", "query us", "read/query", "linear-scan us", "union-of-20 us", "vs scan", "vs union20",
  "bytes/item",
]
print(columns.map { rightAligned($0, 15) }.joined())
var rows: [LayoutBenchmark.Row] = []
for count in [10_000, 100_000, 1_000_000] {
  let row = LayoutBenchmark.measure(count: count)
  rows.append(row)
  let cells = [
    String(count), decimal(row.layoutNanosecondsPerItem, 2), decimal(row.queryMicroseconds),
    decimal(row.examinedPerQuery, 1), decimal(row.linearScanMicroseconds, 1),
    decimal(row.union20Microseconds, 1), decimal(row.linearScanMicroseconds / row.queryMicroseconds, 0) + "x",
    decimal(row.union20Microseconds / row.queryMicroseconds, 0) + "x", decimal(row.bytesPerItem, 2),
  ]
  print(cells.map { rightAligned($0, 15) }.joined())
}
for row in rows {
  print(
    "\(row.count) items: queries timed \(row.queries.cascade) (Cascade), \(row.queries.linearScan) (linear scan), \(row.queries.union20) (union-of-20); "
      + "answers compared for \(row.comparedRects) rects: \(row.disagreement ?? "all three agree")")
}
print("")
print("Visible-rect queries over 1,000,000 cards, 200x60, estimated blocks present and absent:")
let queryRows = QueryBenchmark.measure(count: 1_000_000)
let queryTargets = QueryBenchmark.report(queryRows)
print("")
let command = CommandLayoutBenchmark.measureRealistic(count: 1_000_000, runs: 5)
printRealisticLayout(command, runs: 5)
let firstQuery = LayoutBenchmark.firstQueryMilliseconds(count: 10_000_000)
print("first query on a fresh 10,000,000-item waterfall: \(decimal(firstQuery)) ms")

let frame = FrameBenchmark.measure(count: 1_000_000, steps: 10_000)
print(
  "frames, 200x60 over 1,000,000 cards: one-line step \(decimal(frame.lineStepMicroseconds)) us, page step with paging on \(decimal(frame.pageStepMicroseconds)) us (median)"
)
print(
  "cells created over \(frame.steps) steps: \(frame.cellsCreated); most cards visible at once (with overscan): \(frame.mostVisible)"
)
let animation = AnimationBenchmark.measure(count: 1_000_000, animations: 300)
print(
  "animation frames (an insert sliding every card on screen), 200x60 over 1,000,000 cards: \(decimal(animation.frameMicroseconds)) us (median); cells created over \(animation.animations) animations: \(animation.cellsCreated)"
)

let endOnTenMillion = ViewerBenchmark.endMilliseconds(count: 10_000_000, runs: 3)
print(
  "End on --demo-items 10000000 (120x40), press to the frame with the last card: \(decimal(endOnTenMillion, 1)) ms (median of 3)"
)
let filterSlice = ViewerBenchmark.longestFilterSliceMilliseconds(count: 1_000_000, query: "item 9", runs: 3)
print(
  "filter \"item 9\" over 1,000,000 cards: longest key or slice \(decimal(filterSlice.milliseconds, 1)) ms over \(filterSlice.slices) turns, 90th percentile \(decimal(filterSlice.percentile90, 1)) ms (median of 3)"
)
let load = LoadBenchmark.measure(lines: 1_000_000, runs: 5)
print(
  "loading \(load.lines) NDJSON lines (\(decimal(Double(load.bytes) / 1e6, 1)) MB): file \(decimal(load.fileMegabytesPerSecond, 1)) MB/s, pipe \(decimal(load.pipeMegabytesPerSecond, 1)) MB/s (median of 5; \(decimal(load.fileMegabytesPerCPUSecond, 1)) MB per CPU-second from the file, \(decimal(load.pipeMegabytesPerCPUSecond, 1)) from the pipe); index \(decimal(load.indexBytesPerRecord, 2)) bytes/record"
)
let csvLoad = CSVLoadBenchmark.measure(rows: 1_000_000, runs: 5)
print(
  "loading \(csvLoad.rows) CSV rows (\(decimal(Double(csvLoad.bytes) / 1e6, 1)) MB) from a file: \(decimal(csvLoad.megabytesPerSecond, 1)) MB/s (median of 5; \(decimal(csvLoad.megabytesPerCPUSecond, 1)) MB per CPU-second)"
)
let csvStatistics = CSVStatisticsBenchmark.measure(rows: 1_000_000, runs: 3)
print(
  "statistics of \(csvStatistics.rows) CSV rows: \(decimal(csvStatistics.seconds, 2)) s with loading, CPU \(decimal(csvStatistics.cpuSeconds, 2)) s (loading alone \(decimal(csvStatistics.loadSeconds, 2)) s; median of 3)"
)
let matchRows = MatchBenchmark.measure(lines: 1_000_000, runs: 5)
for row in matchRows {
  print(
    "ranking 1,000,000 lines for \(row.query.debugDescription) on every core: \(decimal(row.milliseconds, 1)) ms, \(row.matches) matches (the same ranking on one core: \(decimal(row.oneCoreMilliseconds, 1)) ms)"
  )
}
let keystrokes = KeystrokeBenchmark.measure(lines: 1_000_000, query: keystrokeQuery, runs: 5)
printKeystrokes(keystrokes)
let slowestKeystroke = keystrokes.map(\.milliseconds).max() ?? 0
let realPaths = RealPathsKeystrokeBenchmark.measure(query: realPathsQuery, copies: 4, runs: 3)
print(
  "/ filter over \(realPaths.lines) real-shaped paths, \(realPathsQuery.debugDescription): slowest key typed \(decimal(realPaths.slowestTypedMilliseconds, 1)) ms, pasted \(decimal(realPaths.pasteMilliseconds, 1)) ms, first key after loading \(decimal(realPaths.firstKeyMilliseconds, 1)) ms (to the final count and first screen; median of 3)"
)

guard let million = rows.last else { fatalError("no rows") }
let real = RealViewerBenchmark.measure(count: 1_000_000)
let targets =
  real.targets + [
    Target(
      name: "layout <= 15 ns/item at 1M", met: million.layoutNanosecondsPerItem <= 15,
      detail: decimal(million.layoutNanosecondsPerItem, 2)),
    Target(
      name: "query <= 5 us at 1M", met: million.queryMicroseconds <= 5, detail: decimal(million.queryMicroseconds)),
    Target(
      name: "query >= 200x faster than the linear scan",
      met: million.linearScanMicroseconds / million.queryMicroseconds >= 200,
      detail: decimal(million.linearScanMicroseconds / million.queryMicroseconds, 0) + "x"),
    Target(
      name: "query >= 50x faster than union-of-20", met: million.union20Microseconds / million.queryMicroseconds >= 50,
      detail: decimal(million.union20Microseconds / million.queryMicroseconds, 0) + "x"),
    Target(name: "<= 16 bytes per item", met: million.bytesPerItem <= 16, detail: decimal(million.bytesPerItem, 2)),
    Target(name: "first query on 10M <= 5 ms", met: firstQuery <= 5, detail: decimal(firstQuery)),
    Target(
      name: "frame <= 200 us for a one-line scroll at 1M", met: frame.lineStepMicroseconds <= 200,
      detail: decimal(frame.lineStepMicroseconds)),
    Target(
      name: "load NDJSON from a file >= 400 MB/s", met: load.fileMegabytesPerSecond >= 400,
      detail: decimal(load.fileMegabytesPerSecond, 1)),
    Target(
      name: "load NDJSON from a pipe >= 400 MB/s", met: load.pipeMegabytesPerSecond >= 400,
      detail: decimal(load.pipeMegabytesPerSecond, 1)),
    Target(
      name: "load CSV from a file >= 1 GB/s", met: csvLoad.megabytesPerSecond >= 1000,
      detail: decimal(csvLoad.megabytesPerSecond, 1)),
    Target(
      name: "--stats on 1M CSV rows <= 1 s", met: csvStatistics.seconds <= 1,
      detail: decimal(csvStatistics.seconds, 2)),
    Target(
      name: "record index <= 17 bytes per record (16 + a partly used segment)", met: load.indexBytesPerRecord <= 17,
      detail: decimal(load.indexBytesPerRecord, 2)),
    Target(
      name: "cells created <= 2x the most visible at once", met: frame.cellsCreated <= 2 * frame.mostVisible,
      detail: "\(frame.cellsCreated) <= 2 x \(frame.mostVisible)"),
    Target(
      name: "animation frame <= 200 us at 1M", met: animation.frameMicroseconds <= 200,
      detail: decimal(animation.frameMicroseconds)),
    // Both redraw every card on screen; an animation frame also looks up and moves each one.
    Target(
      name: "animation frame no dearer than 2x a one-line scroll frame",
      met: animation.frameMicroseconds <= 2 * frame.lineStepMicroseconds,
      detail: "\(decimal(animation.frameMicroseconds)) vs \(decimal(frame.lineStepMicroseconds))"),
    Target(
      name: "cells created in animations <= 3x the most visible at once",
      met: animation.cellsCreated <= 3 * frame.mostVisible,
      detail: "\(animation.cellsCreated) <= 3 x \(frame.mostVisible)"),
    Target(
      name: "layout with the command's data source <= 100 ns/item over 1M realistic records (heights measured)",
      met: command.againNanosecondsPerItem <= 100,
      detail: decimal(command.againNanosecondsPerItem, 2)),
    Target(
      name: "End on 10M shows the last card in <= 500 ms", met: endOnTenMillion <= 500,
      detail: decimal(endOnTenMillion, 1)),
    Target(
      name: "a filter over 1M holds a key <= 16.7 ms (one frame)", met: filterSlice.milliseconds <= 16.7,
      detail: decimal(filterSlice.milliseconds, 1)),
    Target(
      name: "a key in the / filter over 1M lines shows the final count and first screen <= 50 ms",
      met: slowestKeystroke <= 50,
      detail: decimal(slowestKeystroke, 1)),
    Target(
      name: "Cascade, linear scan and union-of-20 return the same cards for every sampled rect",
      met: rows.allSatisfy { $0.disagreement == nil },
      detail: rows.compactMap(\.disagreement).first ?? "\(rows.map(\.comparedRects).reduce(0, +)) rects"),
  ] + queryTargets
print("")
for target in targets { print("\(target.met ? "PASS" : "FAIL")  \(target.name): \(target.detail)") }
print("")
print("bench layout_ns_per_item=\(decimal(million.layoutNanosecondsPerItem)) N=1000000")
print(
  "bench query_us=\(decimal(million.queryMicroseconds)) examined=\(decimal(million.examinedPerQuery, 1)) naive_us=\(decimal(million.linearScanMicroseconds)) union20_us=\(decimal(million.union20Microseconds)) N=1000000"
)
for line in QueryBenchmark.benchLines(queryRows) { print(line) }
print("bench bytes_per_item=\(decimal(million.bytesPerItem)) N=1000000")
print("bench first_query_ms=\(decimal(firstQuery)) N=10000000")
print("bench frame_us=\(decimal(frame.lineStepMicroseconds)) page_us=\(decimal(frame.pageStepMicroseconds)) N=1000000")
print(real.benchLine)
print(
  "bench command_layout_ns_per_item=\(decimal(command.againNanosecondsPerItem)) command_first_layout_ns_per_item=\(decimal(command.firstNanosecondsPerItem, 1)) N=1000000"
)
print("bench cells_created=\(frame.cellsCreated) steps=\(frame.steps)")
print(
  "bench animation_frame_us=\(decimal(animation.frameMicroseconds)) scroll_frame_us=\(decimal(frame.lineStepMicroseconds)) N=1000000"
)
print("bench end_ms=\(decimal(endOnTenMillion, 1)) N=10000000")
print(realPathsLine(realPaths))
print("bench filter_slice_ms=\(decimal(filterSlice.milliseconds, 1)) slices=\(filterSlice.slices) N=1000000")
print(
  "bench load_file_mb_s=\(decimal(load.fileMegabytesPerSecond, 1)) load_pipe_mb_s=\(decimal(load.pipeMegabytesPerSecond, 1)) load_file_mb_per_cpu_s=\(decimal(load.fileMegabytesPerCPUSecond, 1)) load_pipe_mb_per_cpu_s=\(decimal(load.pipeMegabytesPerCPUSecond, 1)) N=\(load.lines)"
)
for row in keystrokes {
  print(
    "bench keystroke_ms=\(decimal(row.milliseconds, 1)) keystroke_cpu_ms=\(decimal(row.cpuMilliseconds, 1)) done_ms=\(decimal(row.doneMilliseconds, 1)) matches=\(row.matches) unranked=\(row.unranked) turns=\(row.turns) key=\(String(row.label.map { $0 == " " ? "_" : $0 })) N=1000000"
  )
}
for row in matchRows {
  print(
    "bench match_ms=\(decimal(row.milliseconds, 1)) one_core_ms=\(decimal(row.oneCoreMilliseconds, 1)) query=\(String(row.query.map { $0 == " " ? "_" : $0 })) N=1000000"
  )
}
print("bench load_csv_mb_s=\(decimal(csvLoad.megabytesPerSecond, 1)) N=\(csvLoad.rows)")
print(
  "bench stats_csv_s=\(decimal(csvStatistics.seconds, 2)) cpu_s=\(decimal(csvStatistics.cpuSeconds, 2)) load_s=\(decimal(csvStatistics.loadSeconds, 2)) N=\(csvStatistics.rows)"
)
print("bench index_bytes_per_record=\(decimal(load.indexBytesPerRecord, 2)) N=\(load.lines)")

let pictureTargets = runPictureSection()

// A missed target fails `make bench`, after the lines above are printed.
if (targets + pictureTargets).contains(where: { !$0.met }) { exit(1) }
