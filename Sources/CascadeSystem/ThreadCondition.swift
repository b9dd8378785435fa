#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A lock with a condition to wait on, over a POSIX mutex and condition variable: what the thumbnail
/// queue needs, without Foundation (whose libraries and ICU data add milliseconds to every start of
/// the command, pictures or not).
final class ThreadCondition: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  init() {
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    condition.deallocate()
    mutex.deallocate()
  }

  func lock() { pthread_mutex_lock(mutex) }

  func unlock() { pthread_mutex_unlock(mutex) }

  /// Releases the lock until `broadcast()` (or a spurious wake-up: callers wait in a loop).
  func wait() { pthread_cond_wait(condition, mutex) }

  /// Wakes every waiting thread.
  func broadcast() { pthread_cond_broadcast(condition) }
}
