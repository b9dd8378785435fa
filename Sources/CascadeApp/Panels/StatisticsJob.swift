import CascadeData
import CascadeSystem
import Synchronization

/// Field statistics being counted off the main thread: a million records take a second or more,
/// so the statistics panel says "computing…" and every key is read meanwhile. The viewer looks
/// at `isFinished` once per loop turn. `FieldStatistics.of` has no way to stop early, so a job
/// whose panel closed runs to its end and its result is dropped.
final class StatisticsJob: Sendable {
  private let result = ThreadLock<[FieldStatistics]?>(nil)
  private let done = Atomic<Bool>(false)

  /// True once the statistics are counted.
  var isFinished: Bool { done.load(ordering: .acquiring) }

  /// The statistics, once finished; nil before.
  var statistics: [FieldStatistics]? {
    guard isFinished else { return nil }
    return result.withLock { $0 }
  }

  /// A job counting every field of `records`, and the work that does it.
  static func counting(_ records: any RecordCollection) -> (job: StatisticsJob, work: @Sendable () -> Void) {
    let job = StatisticsJob()
    return (
      job,
      {
        let counted = FieldStatistics.of(records)
        job.result.withLock { $0 = counted }
        job.done.store(true, ordering: .releasing)
      }
    )
  }
}
