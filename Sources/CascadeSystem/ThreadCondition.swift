#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A lock with a condition to wait on, over a POSIX mutex and condition variable (what Foundation's
/// `NSCondition` is), without Foundation, whose libraries and ICU data add milliseconds to every
/// start of the command. For work queues whose threads sleep until there is work.
public final class ThreadCondition: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  /// An unlocked lock, nobody waiting.
  public init() {
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    condition.deallocate()
    mutex.deallocate()
  }

  /// Takes the lock, waiting while another thread holds it.
  public func lock() { pthread_mutex_lock(mutex) }

  /// Releases the lock.
  public func unlock() { pthread_mutex_unlock(mutex) }

  /// Releases the lock until `broadcast()` (or a spurious wake-up: callers wait in a loop).
  public func wait() { pthread_cond_wait(condition, mutex) }

  /// Wakes every waiting thread.
  public func broadcast() { pthread_cond_broadcast(condition) }
}
