import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import Glibc

/// The `/` filter as a user types it over a million text lines read from a file (matched in place
/// on every core): for each key, the time from the key to the first frame that shows the final
/// count and the first screen of cards in their final rank order (`CardSource.filterShowsFinalCount`),
/// the viewer's loop turns in between included (each turn draws the matches found so far). A run
/// of many matches orders those past the first screen on a later turn; the time until that is
/// done too (no work left for the loop) is measured as well.
enum KeystrokeBenchmark {
  struct Row {
    /// What was typed before (already applied) and the key measured.
    var label: String
    /// To the frame with the final count and first screen.
    var milliseconds: Double
    /// CPU time of the whole process to that frame (every core), the median: the work itself,
    /// which a machine busy with other programs does not inflate as it does the wall time.
    var cpuMilliseconds: Double
    var matches: Int
    /// Loop turns (frames) to that frame, the first included.
    var turns: Int
    /// To the end of the key's work (the rest of the order included), wall and CPU.
    var doneMilliseconds = 0.0
    var doneCPUMilliseconds = 0.0
    /// Matches the key left unranked below the first screen's floor (ranked on the turns after it).
    var unranked = 0
  }

  /// Types `query` a key at a time after `/`, then deletes its last character, over `lines`
  /// generated lines; each row is the median over `runs` fresh viewers.
  static func measure(lines: Int, query: String, runs: Int) -> [Row] {
    let text = MatchBenchmark.lines(lines).joined(separator: "\n") + "\n"
    let path = LoadBenchmark.temporaryFile(Array(text.utf8), name: "keystrokes.txt")
    defer { unlink(path) }
    var samples: [[Double]] = []
    var cpuSamples: [[Double]] = []
    var doneSamples: [[Double]] = []
    var doneCPUSamples: [[Double]] = []
    var rows: [Row] = []
    for run in 0..<runs {
      let (_, store) = LoadBenchmark.load(path)
      var options = ViewerOptions()
      options.theme = .plain
      let viewer = Viewer(collection: store, options: options)
      viewer.resize(to: ViewerBenchmark.screen)
      var buffer = CellBuffer(size: ViewerBenchmark.screen)
      viewer.render(into: &buffer)
      _ = viewer.handle(.key(.character("/")))
      var keys: [(String, Key)] = query.map { (String($0), Key.character($0)) }
      keys.append(("Backspace", .backspace))
      var typed = ""
      for (index, (label, key)) in keys.enumerated() {
        var turns = 0
        var firstScreen: (nanoseconds: Double, cpu: Double, turns: Int, matches: Int)?
        let unrankedBefore = viewer.source.cardsLeftUnranked
        let cpuStart = LoadBenchmark.processCPUSeconds()
        let start = Measure.now()
        func noteFirstScreen() {
          guard firstScreen == nil, viewer.source.filterShowsFinalCount else { return }
          firstScreen = (
            Measure.now() - start, LoadBenchmark.processCPUSeconds() - cpuStart, turns, viewer.source.shownCount
          )
        }
        _ = viewer.handle(.key(key))
        viewer.render(into: &buffer)
        turns = 1
        noteFirstScreen()
        while viewer.hasPendingWork {
          viewer.advance()
          viewer.render(into: &buffer)
          turns += 1
          noteFirstScreen()
        }
        let nanoseconds = Measure.now() - start
        let cpu = LoadBenchmark.processCPUSeconds() - cpuStart
        guard let firstScreen else { fatalError("the filter never showed its final count") }
        if samples.count <= index {
          samples.append([]); cpuSamples.append([]); doneSamples.append([]); doneCPUSamples.append([])
        }
        samples[index].append(firstScreen.nanoseconds / 1e6)
        cpuSamples[index].append(firstScreen.cpu * 1e3)
        doneSamples[index].append(nanoseconds / 1e6)
        doneCPUSamples[index].append(cpu * 1e3)
        if run == runs - 1 {
          rows.append(
            Row(
              label: "\(typed.debugDescription) + \(label)", milliseconds: 0, cpuMilliseconds: 0,
              matches: firstScreen.matches, turns: firstScreen.turns,
              unranked: viewer.source.cardsLeftUnranked - unrankedBefore))
        }
        if case .character(let c) = key { typed.append(c) } else { typed.removeLast() }
      }
    }
    for index in rows.indices {
      rows[index].milliseconds = Measure.median(samples[index])
      rows[index].cpuMilliseconds = Measure.median(cpuSamples[index])
      rows[index].doneMilliseconds = Measure.median(doneSamples[index])
      rows[index].doneCPUMilliseconds = Measure.median(doneCPUSamples[index])
    }
    return rows
  }
}
