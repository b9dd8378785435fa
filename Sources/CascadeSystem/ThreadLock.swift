#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A value that one thread at a time may read or change, behind a POSIX mutex.
///
/// Chosen over the standard library's `Synchronization.Mutex`, whose contended path waits in the
/// kernel from library code ThreadSanitizer does not instrument: the sanitizer never sees that
/// hand-over, so it reports every access made under a contended lock as a data race, and the real
/// races `make test-tsan` is for would hide among them. ThreadSanitizer intercepts
/// `pthread_mutex_lock`, and glibc's mutex takes an uncontended lock with one atomic exchange, as
/// `Mutex` does. The mutex lives in memory of its own, since POSIX forbids moving one.
public final class ThreadLock<Value: ~Copyable>: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private var value: Value

  /// A lock nobody holds, over `initialValue`.
  public init(_ initialValue: consuming sending Value) {
    value = initialValue
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` on the value with the lock held, waiting while another thread holds it; what
  /// `body` returns leaves the lock, as with `Mutex`, only as a value no other thread can reach.
  /// - Complexity: O(1) besides `body`.
  public func withLock<Result: ~Copyable, E: Error>(
    _ body: (inout sending Value) throws(E) -> sending Result
  ) throws(E) -> sending Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
