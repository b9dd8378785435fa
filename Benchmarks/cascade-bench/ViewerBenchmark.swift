import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout

/// The viewer as a user drives it: End on ten million generated cards (every card placed, so the
/// sizing path through the card source and the collection is what it measures), and the longest
/// slice a filter over a million cards takes between two key reads.
enum ViewerBenchmark {
  /// Milliseconds from pressing End on a fresh viewer of `count` generated cards to the frame
  /// that shows the last card; the median of `runs`.
  static func endMilliseconds(count: Int, runs: Int) -> Double {
    var samples: [Double] = []
    for _ in 0..<runs {
      let viewer = makeViewer(SyntheticCollection(count: count))
      var buffer = CellBuffer(size: screen)
      viewer.render(into: &buffer)
      samples.append(
        Measure.nanoseconds {
          _ = viewer.handle(.key(.end))
          viewer.render(into: &buffer)
        } / 1e6)
      precondition(viewer.collectionView.focusedIndexPath?.item == count - 1, "End did not reach the last card")
    }
    return Measure.median(samples)
  }

  /// Milliseconds of CPU time one width change takes on `count` generated cards focused on the
  /// last (the waterfall re-places every card up to it), from the resized frame's start to its
  /// end: what each resize of a dragged window edge costs the viewer. The median of `runs`, each
  /// at a width not laid out before (60, 61, … columns, 30 rows), so none is a kept placement
  /// taken back.
  static func widthChangeMilliseconds(count: Int, runs: Int) -> Double {
    let viewer = makeViewer(SyntheticCollection(count: count))
    var buffer = CellBuffer(size: Size(width: 100, height: 30))
    viewer.render(into: &buffer)
    _ = viewer.handle(.key(.end))
    viewer.render(into: &buffer)
    var samples: [Double] = []
    for run in 0..<runs {
      buffer = CellBuffer(size: Size(width: 60 + run % 40, height: 30))
      samples.append(Measure.cpuNanoseconds { viewer.render(into: &buffer) } / 1e6)
      precondition(viewer.collectionView.focusedIndexPath?.item == count - 1, "the resize lost the focus")
    }
    return Measure.median(samples)
  }

  /// The longest time, in milliseconds, that one key or one slice of the filter `query` over
  /// `count` generated cards takes (the viewer reads a key between any two); the median over
  /// `runs` of each run's longest. Also returns the slices of the last run and the median over
  /// the runs of each run's 90th-percentile turn: on a machine busy with other programs the
  /// longest turn is often one the process was preempted in, and this shows the typical turn.
  static func longestFilterSliceMilliseconds(count: Int, query: String, runs: Int) -> (
    milliseconds: Double, slices: Int, percentile90: Double
  ) {
    var samples: [Double] = []
    var percentiles: [Double] = []
    var slices = 0
    for _ in 0..<runs {
      let viewer = makeViewer(SyntheticCollection(count: count))
      var buffer = CellBuffer(size: screen)
      viewer.render(into: &buffer)
      _ = viewer.handle(.key(.character("/")))
      var turns: [Double] = []
      for character in query {
        turns.append(
          Measure.nanoseconds {
            _ = viewer.handle(.key(.character(character)))
            viewer.render(into: &buffer)
          } / 1e6)
      }
      while viewer.hasPendingWork {
        turns.append(
          Measure.nanoseconds {
            viewer.advance()
            viewer.render(into: &buffer)
          } / 1e6)
      }
      slices = turns.count
      let sorted = turns.sorted()
      samples.append(sorted.last ?? 0)
      percentiles.append(sorted.isEmpty ? 0 : sorted[sorted.count * 9 / 10])
    }
    return (Measure.median(samples), slices, Measure.median(percentiles))
  }

  static let screen = Size(width: 120, height: 40)

  private static func makeViewer(_ collection: any RecordCollection) -> Viewer {
    var options = ViewerOptions()
    options.theme = .plain
    let viewer = Viewer(collection: collection, options: options)
    viewer.resize(to: screen)
    return viewer
  }
}
