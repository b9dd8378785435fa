import CascadeCanvas
import CascadeData
import CascadeLayout
import Synchronization

/// A streamed collection that grows only when the test says so: `append` publishes records, and
/// `finish` ends the input (optionally with an error), as the reader thread would.
final class GrowingCollection: StreamingRecordCollection, Sendable {
  private struct State {
    var records: [Record] = []
    var progress = LoadProgress()
    var cancelled = false
  }
  private let state: Mutex<State>

  init(totalBytes: Int? = nil, itemsPath: String? = nil) {
    state = Mutex(State(progress: LoadProgress(totalBytes: totalBytes, itemsPath: itemsPath)))
  }

  /// Publishes `records` after those already there, and says `bytes` more of the input were read.
  func append(_ records: [Record], bytes: Int = 0) {
    state.withLock {
      $0.records.append(contentsOf: records)
      $0.progress.recordCount = $0.records.count
      $0.progress.bytesRead += bytes
    }
  }

  /// Records titled `titles`, without fields or sizes.
  func append(titles: [String], bytes: Int = 0) {
    append(titles.map { Record(title: $0, original: $0) }, bytes: bytes)
  }

  func finish(failure: InputError? = nil) {
    state.withLock {
      $0.progress.isFinished = true
      $0.progress.failure = failure
    }
  }

  var isCancelled: Bool { state.withLock { $0.cancelled } }

  var progress: LoadProgress { state.withLock { $0.progress } }

  func record(at indexPath: IndexPath) -> Record { state.withLock { $0.records[indexPath.item] } }

  func waitUntilFinished() {}

  func cancel() {
    state.withLock {
      $0.cancelled = true
      $0.progress.isFinished = true
    }
  }
}

/// A readable diff of two screens, nil when equal.
func screenDiff(_ actual: [String], _ expected: [String]) -> String? {
  TestBackend.diff(actual: actual, expected: expected)
}
