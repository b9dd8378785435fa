import CascadeData
import CascadeSystem
import Synchronization

/// A `RecordArrangement` being made off the main thread: `g s`, `g f`, `g r`, `g 0` over many
/// records, and records that arrived under `--group-by`/`--sort-by`, read one field per record
/// and sort a million keys, which takes far longer than a frame. The viewer keeps showing the
/// current order, checks `isFinished` once per loop turn, and swaps the result in as one reload.
///
/// The work runs where `run` puts it (a worker thread in the command; tests run it when they
/// choose). `cancel()` makes it stop at its next check (every few thousand records) and its result
/// is never taken.
final class ArrangementJob: Sendable {
  /// What the job makes.
  enum Kind: Sendable, Equatable {
    /// The records in a new order (`g` keys).
    case order(ArrangementOptions)
    /// The arrangement grown to the records that arrived.
    case growth
  }

  let kind: Kind
  private let cancelled = Atomic<Bool>(false)
  private let result = ThreadLock<(arrangement: RecordArrangement, growth: RecordArrangement.Growth)?>(nil)
  private let done = Atomic<Bool>(false)

  init(kind: Kind) { self.kind = kind }

  /// True once the work ended (finished or given up after `cancel()`).
  var isFinished: Bool { done.load(ordering: .acquiring) }

  /// True after `cancel()`.
  var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

  /// Asks the work to stop; its result, if it still comes, is dropped.
  func cancel() { cancelled.store(true, ordering: .relaxed) }

  /// The finished arrangement and what it changed, once; nil while running, after `cancel()`, or
  /// when taken already.
  func take() -> (arrangement: RecordArrangement, growth: RecordArrangement.Growth)? {
    guard isFinished, !isCancelled else { return nil }
    return result.withLock { stored in
      let taken = stored
      stored = nil
      return taken
    }
  }

  /// Arranges the first `counts` records of `collection` in `order` from scratch.
  static func arranging(
    _ order: ArrangementOptions, collection: any RecordCollection, counts: [Int]
  ) -> (job: ArrangementJob, work: @Sendable () -> Void) {
    let job = ArrangementJob(kind: .order(order))
    return (
      job,
      {
        let made = RecordArrangement(
          order: order, collection: collection, counts: counts, isCancelled: { job.isCancelled })
        job.finish(made.map { (arrangement: $0, growth: RecordArrangement.Growth.rearranged) })
      }
    )
  }

  /// Grows a copy of `arrangement` (the one shown) to `count` records in its last section.
  static func growing(
    _ arrangement: RecordArrangement, to count: Int, collection: any RecordCollection
  ) -> (job: ArrangementJob, work: @Sendable () -> Void) {
    let job = ArrangementJob(kind: .growth)
    return (
      job,
      {
        var grown = arrangement
        let growth = grown.growModel(to: count, collection: collection)
        job.finish((grown, growth))
      }
    )
  }

  private func finish(_ made: sending (arrangement: RecordArrangement, growth: RecordArrangement.Growth)?) {
    if !isCancelled, let made { result.withLock { $0 = made } }
    done.store(true, ordering: .releasing)
  }
}
