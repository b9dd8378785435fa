import CascadeSystem
import Foundation
import Testing

/// `ThreadLock` keeps its value whole while threads contend for it. Under `make test-tsan` the same
/// appends under the standard library's `Mutex`, whose contended wait the sanitizer cannot see, are
/// reported as races; under `ThreadLock` they are not.
@Suite struct ThreadLockTests {
  /// Four threads append their own numbers under the lock, yielding the processor between reading
  /// the count and appending, so another thread would slip in were the lock not held: no append is
  /// seen by another, every number is there exactly once, and each thread's in its order.
  @Test func contendedAppendsAreAllKeptInOrder() throws {
    let threadCount = 4, perThread = 5_000
    let lock = ThreadLock<(numbers: [Int], interleaved: Int)>(([], 0))
    let threads = (0..<threadCount).map { thread in
      SystemThread.startJoinable {
        for step in 0..<perThread {
          lock.withLock { state in
            let before = state.numbers.count
            sched_yield()
            state.numbers.append(thread * perThread + step)
            if state.numbers.count != before + 1 { state.interleaved += 1 }
          }
        }
      }
    }
    for thread in threads { pthread_join(try #require(thread), nil) }
    let (appended, interleaved) = lock.withLock { $0 }
    #expect(interleaved == 0, "appends made while another thread held the lock")
    #expect(appended.count == threadCount * perThread)
    for thread in 0..<threadCount {
      let own = appended.filter { $0 / perThread == thread }
      #expect(own == Array(thread * perThread..<(thread + 1) * perThread), "thread \(thread)'s numbers")
    }
  }

  /// What `withLock` returns and throws comes out of it.
  @Test func returnsAndThrowsWhatTheBodyDoes() {
    struct Refused: Error {}
    let lock = ThreadLock(41)
    #expect(
      lock.withLock { value -> Int in
        value += 1; return value
      } == 42)
    #expect(throws: Refused.self) { try lock.withLock { _ throws(Refused) in throw Refused() } }
    #expect(lock.withLock { $0 } == 42)
  }
}
