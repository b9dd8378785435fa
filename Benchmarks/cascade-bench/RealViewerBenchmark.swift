import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeFixtures
import CascadeLayout
import CascadeView
import Glibc

/// The interactive viewer on records shaped like real data (`RealisticRecords`: nested objects and
/// arrays, bodies of 0–200 words, URLs, CJK, emoji, a few 10,000-character lines), read into the
/// store `cascade file.ndjson` reads into, with the options the command gives an interactive
/// session (self-sizing cards). Each key is timed from its handling to the end of the frame after
/// it, as the session loop runs them; between keys the loop's turns (handing cards near the screen
/// to the measuring workers and taking their heights) run as they would while no key is waiting,
/// and each turn is timed too: a key pressed during one waits for it.
enum RealViewerBenchmark {
  struct Result {
    /// Records the session ran over.
    var count: Int
    var endMilliseconds: Double
    var slowestJumpMilliseconds: Double
    var slowestJump: String
    var longestKeyHeldMilliseconds: Double
    var resizeMilliseconds: Double
    var loadMilliseconds: Double
    /// Every key timed, in order, with its milliseconds.
    var jumps: [(key: String, milliseconds: Double)]
    /// The longest loop turn with no key waiting (measuring near the screen), and how many ran.
    var longestTurnMilliseconds: Double
    var turns: Int
    /// From `g s` to the frame that shows the sorted order (the worker's time included).
    var sortMilliseconds: Double
    /// End in the grid (self-sizing rows), from Home, to the frame with the last card.
    var gridEndMilliseconds = 0.0
    /// End in the table (a row per record), from Home, to the frame with the last row.
    var tableEndMilliseconds = 0.0
  }

  static let screen = Size(width: 120, height: 40)

  static func measure(count: Int) -> Result {
    let path = "/tmp/cascade-bench-real-\(getpid()).ndjson"
    guard let file = fopen(path, "w") else { fatalError("cannot write \(path)") }
    var start = 0
    while start < count {
      let end = min(count, start + 10_000)
      let bytes = RealisticRecords.ndjson(range: start..<end)
      _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
      start = end
    }
    fclose(file)
    defer { unlink(path) }
    let (store, load) = loadGeneratedStore(path: path, count: count)

    var options = ViewerOptions()
    options.theme = .plain
    options.animatesChanges = false
    options.estimatedCardHeight = ViewerOptions.interactiveCardHeightEstimate
    let viewer = Viewer(collection: store, options: options)
    // `g s` is timed as the worker path, whatever N: below the viewer's minimum it sorts in one turn.
    viewer.backgroundArrangementMinimum = 0
    viewer.resize(to: screen)
    var buffer = CellBuffer(size: screen)
    viewer.render(into: &buffer)
    var longestHeld = 0.0
    var longestTurn = 0.0
    var turnsRun = 0
    var sortMilliseconds = 0.0
    /// The loop's turns with no key waiting, until nothing is left to do or `turns` ran: each is
    /// as long as a key pressed during it waits.
    func idle(turns: Int) {
      for _ in 0..<turns where viewer.hasPendingWork || viewer.isMeasuring {
        // Workers measuring and nothing else to do: the session waits this long for a key.
        if !viewer.hasPendingWork { usleep(UInt32(Viewer.measuringPollMilliseconds * 1000)) }
        let ms =
          Measure.nanoseconds {
            if viewer.advance() { viewer.render(into: &buffer) }
          } / 1e6
        longestTurn = max(longestTurn, ms)
        longestHeld = max(longestHeld, ms)
        turnsRun += 1
      }
    }
    /// One key and its frame, in milliseconds.
    func press(_ keys: [Key]) -> Double {
      let ms =
        Measure.nanoseconds {
          for key in keys { _ = viewer.handle(.key(key)) }
          viewer.render(into: &buffer)
        } / 1e6
      longestHeld = max(longestHeld, ms)
      return ms
    }
    idle(turns: 50)
    let endMs = press([.end])
    precondition(viewer.collectionView.focusedIndexPath?.item == count - 1, "End did not reach the last card")
    var jumps: [(String, Double)] = [("End", endMs)]
    idle(turns: 50)
    jumps.append(("Home", press([.home])))
    idle(turns: 50)
    jumps.append(
      (
        "focus the middle",
        Measure.nanoseconds {
          viewer.collectionView.focusItem(at: IndexPath(item: count / 2, section: 0))
          viewer.render(into: &buffer)
        } / 1e6
      ))
    longestHeld = max(longestHeld, jumps.last!.1)
    idle(turns: 50)
    for _ in 0..<20 {
      jumps.append(("PgDn", press([.pageDown])))
      idle(turns: 5)
    }
    jumps.append(("+", press([.character("+")])))
    idle(turns: 50)
    jumps.append(("-", press([.character("-")])))
    idle(turns: 50)
    // Round every layout, back to the one shown.
    for _ in LayoutKind.allCases {
      jumps.append(("l", press([.character("l")])))
      idle(turns: 50)
    }
    // End in the grid: its rows self-size like the waterfall's cards, so the jump places the rows
    // before the last one at the estimate. Timed apart from the jumps; the waterfall is
    // shown again after it.
    let shownKind = viewer.layoutKind
    viewer.setLayout(.grid, animated: false)
    _ = press([.home])
    idle(turns: 50)
    let gridEnd = press([.end])
    precondition(
      viewer.collectionView.focusedIndexPath?.item == count - 1, "End in the grid did not reach the last card")
    idle(turns: 50)
    // End in the table: rows are one line each, so the jump is arithmetic; the rows on screen
    // parse their records for their columns.
    viewer.setLayout(.table, animated: false)
    _ = press([.home])
    idle(turns: 50)
    let tableEnd = press([.end])
    precondition(
      viewer.collectionView.focusedIndexPath?.item == count - 1, "End in the table did not reach the last row")
    idle(turns: 50)
    viewer.setLayout(shownKind, animated: false)
    idle(turns: 50)
    // `g s` is timed twice: the key to the frame that shows it was taken (the current order and
    // "sorting by …"), and the loop turn that swaps the sorted order in to the end of its frame.
    // Meanwhile the loop turns as the session's do while a worker sorts (it looks for the result
    // every `Viewer.arrangementPollMilliseconds`), each timed as a key pressed during it waits.
    let sortStart = ContinuousClock.now
    jumps.append(("g s", press([.character("g"), .character("s")])))
    precondition(viewer.isArranging, "g s did not hand the sort to a worker")
    while true {
      var landed = false
      let ms =
        Measure.nanoseconds {
          let changed = viewer.advance()
          landed = !viewer.isArranging
          if changed { viewer.render(into: &buffer) }
        } / 1e6
      longestHeld = max(longestHeld, ms)
      if landed {
        jumps.append(("g s lands", ms))
        break
      }
      usleep(UInt32(Viewer.arrangementPollMilliseconds * 1000))
    }
    let sorted = ContinuousClock.now - sortStart
    sortMilliseconds = Double(sorted.components.seconds) * 1e3 + Double(sorted.components.attoseconds) / 1e15
    precondition(viewer.source.order.sortField != nil, "g s did not sort")
    idle(turns: 50)
    let resize =
      Measure.nanoseconds {
        buffer = CellBuffer(size: Size(width: 100, height: 30))
        viewer.render(into: &buffer)
      } / 1e6
    longestHeld = max(longestHeld, resize)
    let slowest = jumps.max { $0.1 < $1.1 }!
    return Result(
      count: count, endMilliseconds: endMs, slowestJumpMilliseconds: slowest.1, slowestJump: slowest.0,
      longestKeyHeldMilliseconds: longestHeld, resizeMilliseconds: resize, loadMilliseconds: load / 1e6,
      jumps: jumps.map { (key: $0.0, milliseconds: $0.1) }, longestTurnMilliseconds: longestTurn, turns: turnsRun,
      sortMilliseconds: sortMilliseconds, gridEndMilliseconds: gridEnd, tableEndMilliseconds: tableEnd)
  }
}

extension RealViewerBenchmark.Result {
  /// The targets: a jump or a resize shows its frame within 50 ms, and no key waits
  /// longer than a frame at 60 Hz.
  var targets: [Target] {
    let scale = count == 1_000_000 ? "1M" : "N=\(count)"
    return [
      Target(
        name: "real records: End to the frame with the last card <= 50 ms (\(scale))", met: endMilliseconds <= 50,
        detail: decimal(endMilliseconds, 1)),
      Target(
        name: "real records: slowest jump <= 50 ms (\(scale))", met: slowestJumpMilliseconds <= 50,
        detail: "\(decimal(slowestJumpMilliseconds, 1)) (\(slowestJump))"),
      Target(
        name: "real records: longest a key waits <= 16.7 ms (\(scale))", met: longestKeyHeldMilliseconds <= 16.7,
        detail: decimal(longestKeyHeldMilliseconds, 1)),
      Target(
        name: "real records: resize to its frame <= 50 ms (\(scale))", met: resizeMilliseconds <= 50,
        detail: decimal(resizeMilliseconds, 1)),
      Target(
        name: "real records: End in the table to the frame with the last row <= 50 ms (\(scale))",
        met: tableEndMilliseconds <= 50, detail: decimal(tableEndMilliseconds, 1)),
    ]
  }

  var benchLine: String {
    "bench real_end_ms=\(decimal(endMilliseconds, 1)) real_jump_max_ms=\(decimal(slowestJumpMilliseconds, 1)) "
      + "real_key_held_max_ms=\(decimal(longestKeyHeldMilliseconds, 1)) real_resize_ms=\(decimal(resizeMilliseconds, 1)) "
      + "real_table_end_ms=\(decimal(tableEndMilliseconds, 1)) N=\(count)"
  }
}
