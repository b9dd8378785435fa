import CascadeLayout
import Dispatch
import Synchronization

extension RecordLoader {
  /// Starts reading `request` on a background thread and returns at once; the collection's
  /// `progress` tells how far reading has come.
  public static func startStreaming(_ request: LoadRequest) -> any StreamingRecordCollection {
    let collection = WholeInputCollection(totalBytes: nil)
    DispatchQueue.global().async {
      do throws(InputError) {
        let loaded = try RecordLoader.load(path: request.path, format: request.format, fields: request.fields)
        collection.publish(loaded.records, failure: nil)
      } catch {
        collection.publish([], failure: error)
      }
    }
    return collection
  }
}

/// A streamed collection that publishes every record at once, when the whole input has been read.
final class WholeInputCollection: StreamingRecordCollection, Sendable {
  private struct State {
    var records: [Record] = []
    var progress: LoadProgress
  }
  private let state: Mutex<State>
  private let finished = DispatchSemaphore(value: 0)

  init(totalBytes: Int?) {
    state = Mutex(State(progress: LoadProgress(totalBytes: totalBytes)))
  }

  func publish(_ records: [Record], failure: InputError?) {
    state.withLock {
      $0.records = records
      $0.progress.recordCount = records.count
      $0.progress.isFinished = true
      $0.progress.failure = failure
    }
    finished.signal()
  }

  var progress: LoadProgress { state.withLock { $0.progress } }

  func record(at indexPath: IndexPath) -> Record {
    state.withLock { $0.records[indexPath.item] }
  }

  func waitUntilFinished() {
    finished.wait()
    finished.signal()
  }

  func cancel() {}
}
