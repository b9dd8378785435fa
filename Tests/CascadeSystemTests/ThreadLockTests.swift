import CascadeSystem
import Foundation
import Testing

/// `ThreadLock` keeps its value whole while threads contend for it, and ThreadSanitizer sees the
/// hand-over: under `make test-tsan` a lock the sanitizer cannot see (the standard library's
/// `Mutex`, whose contended wait is uninstrumented) makes this test report races.
@Suite struct ThreadLockTests {
  /// Four threads append their own numbers under the lock, often at once: every number is there
  /// exactly once, and each thread's numbers in the order it appended them.
  @Test func contendedAppendsAreAllKeptInOrder() throws {
    let threadCount = 4, perThread = 20_000
    let lock = ThreadLock<[Int]>([])
    let threads = (0..<threadCount).map { thread in
      SystemThread.startJoinable {
        for step in 0..<perThread { lock.withLock { $0.append(thread * perThread + step) } }
      }
    }
    for thread in threads { pthread_join(try #require(thread), nil) }
    let appended = lock.withLock { $0 }
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
