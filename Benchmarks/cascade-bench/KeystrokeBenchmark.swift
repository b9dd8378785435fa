import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import Glibc

/// The `/` filter as a user types it over a million text lines read from a file (matched in place
/// on every core): for each key, the time from the key to the frame that shows the final count
/// and the first screen of ranked cards, the viewer's loop turns in between included (each turn
/// draws the matches found so far).
enum KeystrokeBenchmark {
  struct Row {
    /// What was typed before (already applied) and the key measured.
    var label: String
    var milliseconds: Double
    /// CPU time of the whole process over the key (every core), the median: the work itself,
    /// which a machine busy with other programs does not inflate as it does the wall time.
    var cpuMilliseconds: Double
    var matches: Int
    /// Loop turns (frames) the key took, the first included.
    var turns: Int
  }

  /// Types `query` a key at a time after `/`, then deletes its last character, over `lines`
  /// generated lines; each row is the median over `runs` fresh viewers.
  static func measure(lines: Int, query: String, runs: Int) -> [Row] {
    let text = MatchBenchmark.lines(lines).joined(separator: "\n") + "\n"
    let path = LoadBenchmark.temporaryFile(Array(text.utf8), name: "keystrokes.txt")
    defer { unlink(path) }
    var samples: [[Double]] = []
    var cpuSamples: [[Double]] = []
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
        let cpuStart = LoadBenchmark.processCPUSeconds()
        let nanoseconds = Measure.nanoseconds {
          _ = viewer.handle(.key(key))
          viewer.render(into: &buffer)
          turns = 1
          while viewer.hasPendingWork {
            viewer.advance()
            viewer.render(into: &buffer)
            turns += 1
          }
        }
        let cpu = LoadBenchmark.processCPUSeconds() - cpuStart
        if samples.count <= index { samples.append([]); cpuSamples.append([]) }
        samples[index].append(nanoseconds / 1e6)
        cpuSamples[index].append(cpu * 1e3)
        if run == runs - 1 {
          rows.append(Row(label: "\(typed.debugDescription) + \(label)", milliseconds: 0, cpuMilliseconds: 0, matches: viewer.source.shownCount, turns: turns))
        }
        if case .character(let c) = key { typed.append(c) } else { typed.removeLast() }
      }
    }
    for index in rows.indices {
      rows[index].milliseconds = Measure.median(samples[index])
      rows[index].cpuMilliseconds = Measure.median(cpuSamples[index])
    }
    return rows
  }
}
