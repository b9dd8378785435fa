import Glibc
import Synchronization

/// Finished background work waiting for the main actor, and a pipe that wakes the run loop's wait
/// for input when some arrives (the terminal session polls it beside the terminal).
final class Deliveries: Sendable {
  private let queue = Mutex<[@MainActor @Sendable () -> Void]>([])
  private let pipeEnds: (read: Int32, write: Int32)

  init() {
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
    if pipeEnds.read >= 0 { close(pipeEnds.read) }
    if pipeEnds.write >= 0 { close(pipeEnds.write) }
  }

  /// The descriptor that becomes readable when work is posted; nil when no pipe could be made
  /// (the loop then notices deliveries at its next bounded wait).
  var wakeDescriptor: Int32? { pipeEnds.read >= 0 ? pipeEnds.read : nil }

  /// Queues a completion from any thread and wakes the loop.
  func post(_ completion: @escaping @MainActor @Sendable () -> Void) {
    queue.withLock { $0.append(completion) }
    var byte: UInt8 = 1
    if pipeEnds.write >= 0 { _ = write(pipeEnds.write, &byte, 1) }
  }

  /// The completions posted so far, emptying the queue and the pipe.
  func take() -> [@MainActor @Sendable () -> Void] {
    var scratch = [UInt8](repeating: 0, count: 64)
    if pipeEnds.read >= 0 { while read(pipeEnds.read, &scratch, scratch.count) > 0 {} }
    return queue.withLock { posted in
      defer { posted.removeAll() }
      return posted
    }
  }

  /// Blocks until at least one completion is queued (for the in-memory run, which has no input
  /// to wait for).
  func waitForPost() {
    while queue.withLock({ $0.isEmpty }) {
      guard pipeEnds.read >= 0 else {
        usleep(1_000)
        continue
      }
      var descriptor = pollfd(fd: pipeEnds.read, events: Int16(POLLIN), revents: 0)
      _ = poll(&descriptor, 1, 100)
    }
  }
}
