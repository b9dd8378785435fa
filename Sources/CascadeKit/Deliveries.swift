import Glibc

/// Finished background work waiting for the main actor, and a pipe that wakes the run loop's wait
/// for input when some arrives (the terminal session polls it beside the terminal).
///
/// The queue is guarded by a POSIX mutex rather than `Synchronization.Mutex`: ThreadSanitizer
/// intercepts `pthread_mutex_lock` but cannot see `Mutex`'s contended wait (it happens in library
/// code built without the sanitizer), and would report every post that waited as a race.
/// Unchecked `Sendable`: `queue` is only touched between `lock` and `unlock` of `mutex`, and the
/// other stored properties never change after `init`.
final class Deliveries: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private var queue: [@MainActor @Sendable () -> Void] = []
  private let pipeEnds: (read: Int32, write: Int32)

  init() {
    // In memory of its own: POSIX forbids moving a mutex.
    pthread_mutex_init(mutex, nil)
    var ends: [Int32] = [-1, -1]
    // Non-blocking: a full pipe already wakes the loop, and draining stops when it is empty.
    if pipe(&ends) == 0 {
      for end in ends {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
    } else {
      ends = [-1, -1]
    }
    pipeEnds = (ends[0], ends[1])
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
    if pipeEnds.read >= 0 { close(pipeEnds.read) }
    if pipeEnds.write >= 0 { close(pipeEnds.write) }
  }

  /// The descriptor that becomes readable when work is posted; nil when no pipe could be made
  /// (the loop then notices deliveries at its next bounded wait).
  var wakeDescriptor: Int32? { pipeEnds.read >= 0 ? pipeEnds.read : nil }

  /// Queues a completion from any thread and wakes the loop.
  func post(_ completion: @escaping @MainActor @Sendable () -> Void) {
    withQueue { $0.append(completion) }
    var byte: UInt8 = 1
    if pipeEnds.write >= 0 { _ = write(pipeEnds.write, &byte, 1) }
  }

  /// The completions posted so far, emptying the queue and the pipe.
  func take() -> [@MainActor @Sendable () -> Void] {
    var scratch = [UInt8](repeating: 0, count: 64)
    if pipeEnds.read >= 0 { while read(pipeEnds.read, &scratch, scratch.count) > 0 {} }
    return withQueue { posted in
      defer { posted.removeAll() }
      return posted
    }
  }

  /// Blocks until at least one completion is queued (for the in-memory run, which has no input
  /// to wait for).
  func waitForPost() {
    while withQueue({ $0.isEmpty }) {
      guard pipeEnds.read >= 0 else {
        usleep(1_000)
        continue
      }
      var descriptor = pollfd(fd: pipeEnds.read, events: Int16(POLLIN), revents: 0)
      _ = poll(&descriptor, 1, 100)
    }
  }

  /// Runs `body` on the queue with the mutex held.
  /// - Complexity: O(1) besides `body`.
  private func withQueue<Result>(_ body: (inout [@MainActor @Sendable () -> Void]) -> Result) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return body(&queue)
  }
}
