import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadeSystem
import Dispatch
import Glibc
import Synchronization

/// Text cards near the screen measured on every core but one: wrapping a card's title, body and fields at
/// its width is a pure function of the record (`CardSource.workerHeight`), so the main thread
/// only hands out the cards, nearest to the screen first, and takes the heights between frames.
///
/// The workers take the cards in the order given, each the next one nobody has taken (an atomic
/// counter), so the nearest are measured first whatever the number of cores. `cancel()` makes
/// them stop at their next card; a cancelled job's heights are never taken.
final class MeasuringJob: Sendable {
  /// The cards to measure, nearest to the screen first: the index path the collection view shows
  /// the card at, the model index path (what the worker reads) and the width.
  let cards: [(shown: IndexPath, model: IndexPath, width: Int)]
  /// What the heights were measured with; the viewer drops them when either has changed since.
  let cardFields: CardFields
  let maxLines: Int

  private let next = Atomic<Int>(0)
  private let cancelled = Atomic<Bool>(false)
  private let done = Atomic<Bool>(false)
  /// Per card, its height; nil for a picture card (measured on the main thread, in O(1)) or one
  /// not reached before `cancel()`.
  private let heights: ThreadLock<[Int?]>

  init(cards: [(shown: IndexPath, model: IndexPath, width: Int)], cardFields: CardFields, maxLines: Int) {
    self.cards = cards
    self.cardFields = cardFields
    self.maxLines = maxLines
    heights = ThreadLock(Array(repeating: nil, count: cards.count))
  }

  /// True once every card is measured (or the workers stopped after `cancel()`).
  var isFinished: Bool { done.load(ordering: .acquiring) }

  /// True after `cancel()`.
  var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

  /// Asks the workers to stop; the heights are never taken.
  func cancel() { cancelled.store(true, ordering: .relaxed) }

  /// The heights, in the order of `cards`, once finished and not cancelled.
  func take() -> [Int?]? {
    guard isFinished, !isCancelled else { return nil }
    return heights.withLock { $0 }
  }

  /// The threads to measure on: one fewer than the online cores (at least one), so the thread
  /// reading keys is not queued behind its own workers: with a worker per core, a loop turn that
  /// costs a fraction of a millisecond of CPU waited several milliseconds for a core.
  static var workerCount: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)) - 1) }

  /// Measures every card over `collection`, on `workers` threads at once (the calling one among
  /// them); returns when all are done.
  /// - Complexity: O(total text of the cards) / workers.
  func run(collection: any RecordCollection, workers: Int = MeasuringJob.workerCount) {
    DispatchQueue.concurrentPerform(iterations: max(1, min(workers, cards.count))) { _ in
      var measured: [(Int, Int)] = []
      while !isCancelled {
        let i = next.add(1, ordering: .relaxed).oldValue
        if i >= cards.count { break }
        if let height = CardSource.workerHeight(
          collection: collection, model: cards[i].model, cardFields: cardFields, width: cards[i].width,
          maxLines: maxLines)
        {
          measured.append((i, height))
        }
      }
      heights.withLock { heights in
        for (i, height) in measured { heights[i] = height }
      }
    }
    done.store(true, ordering: .releasing)
  }
}
