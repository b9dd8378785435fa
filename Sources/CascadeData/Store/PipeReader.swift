#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
import CascadeSystem
import Dispatch
import Synchronization

/// Reads a pipe (or any descriptor of unknown size) into `InputBytes` on a thread of its own, so
/// the loading thread scans what has arrived while the next bytes are read: reading and scanning
/// overlap on two cores instead of taking turns, and the writer at the other end of the pipe is
/// never left blocked on a full pipe while a batch is scanned.
///
/// The reader only writes `InputBytes` above the count it has published, and publishes a count
/// with a sequentially consistent store after the bytes below it are written, so the scanning
/// thread reads below a count it has loaded without a lock. A scanner with nothing to scan sleeps
/// on a semaphore that the reader signals only when the scanner says it is waiting, so a scanner
/// that keeps up costs no system call per read.
final class PipeReader: @unchecked Sendable {
  /// How reading ended, once it has.
  enum End: Equatable {
    /// The writer closed the pipe: every byte is in.
    case endOfInput
    /// `read` failed with this `errno`.
    case failed(Int32)
    /// The reservation is full.
    case full
    /// `stop()` or the store's `cancel()`.
    case stopped
  }

  /// The most one `read` asks for: a whole pipe buffer (1 MiB once enlarged) and more, so a fast
  /// writer is drained in few system calls.
  static let readSize = 4 << 20
  /// How far ahead of the bytes read memory is backed before each read: the enlarged pipe buffer,
  /// which is the most one read brings from a pipe.
  static let prefaultSize = 1 << 20
  /// How long a read waits for the pipe before looking whether it should stop.
  static let pollMilliseconds: Int32 = 100

  private let file: SystemFile
  private let bytes: InputBytes
  private let store: RecordStore
  /// Bytes written into `bytes` and readable by the scanning thread.
  private let filled = Atomic<Int>(0)
  /// 0 while reading; otherwise set once, after the last `filled`, to the end's code (`End`).
  private let endCode = Atomic<Int>(0)
  private var end: End = .endOfInput
  private let stopFlag = Atomic<Bool>(false)
  /// True while the scanning thread is about to sleep (or sleeps) on `wakeup`.
  private let scannerWaits = Atomic<Bool>(false)
  private let wakeup = DispatchSemaphore(value: 0)
  private var thread: pthread_t?

  init(file: SystemFile, bytes: InputBytes, store: RecordStore) {
    self.file = file
    self.bytes = bytes
    self.store = store
  }

  /// Starts the reading thread; when no thread can be had, reads everything on this one first.
  func start() {
    if let handle = SystemThread.startJoinable({ [self] in readToEnd() }) {
      thread = handle
    } else {
      readToEnd()
    }
  }

  /// Waits until more than `seen` bytes have been read or reading has ended.
  /// - Returns: the bytes read so far and, once reading has ended, how (every byte is then in).
  func wait(beyond seen: Int) -> (filled: Int, end: End?) {
    while true {
      if let ready = readyState(beyond: seen) { return ready }
      // Say so before looking once more: either this look sees the reader's newest count or the
      // reader sees the flag and signals (both sequentially consistent).
      scannerWaits.store(true, ordering: .sequentiallyConsistent)
      if let ready = readyState(beyond: seen) {
        scannerWaits.store(false, ordering: .sequentiallyConsistent)
        return ready
      }
      wakeup.wait()
    }
  }

  /// Asks the reading thread to stop and waits for it (at most one poll interval); the bytes read
  /// stay in place.
  func stop() {
    stopFlag.store(true, ordering: .sequentiallyConsistent)
    join()
  }

  /// Waits for the reading thread to end (it ends by itself at the end of the input).
  func join() {
    if let thread {
      pthread_join(thread, nil)
      self.thread = nil
    }
  }

  private func readyState(beyond seen: Int) -> (filled: Int, end: End?)? {
    // The end code first: once it is set, `filled` holds the final count.
    let ended = endCode.load(ordering: .sequentiallyConsistent) != 0
    let count = filled.load(ordering: .sequentiallyConsistent)
    if ended { return (count, end) }
    return count > seen ? (count, nil) : nil
  }

  /// The reading thread's loop: poll, read as much as the pipe holds, publish, until the end.
  private func readToEnd() {
    var count = 0
    let finish = { (end: End) in
      self.end = end
      self.endCode.store(1, ordering: .sequentiallyConsistent)
      self.wakeScanner()
    }
    while true {
      if stopFlag.load(ordering: .sequentiallyConsistent) || store.isCancelled { return finish(.stopped) }
      // While the first screen is drawn: the writer waits on a full pipe meanwhile.
      store.firstScreenHold.waitWhileHolding()
      var poller = pollfd(fd: file.descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Self.pollMilliseconds)
      if ready == 0 || (ready < 0 && errno == EINTR) { continue }
      guard bytes.makeWritable(upTo: count + Self.readSize), let base = bytes.base else { return finish(.full) }
      bytes.prefault(upTo: count + Self.prefaultSize)
      let result: Int?
      do {
        result = try file.readAvailable(into: UnsafeMutableRawBufferPointer(start: base + count, count: Self.readSize))
      } catch {
        return finish(.failed(error.code))
      }
      if let result, result > 0 {
        count += result
        publish(count)
      } else if result == 0 {
        return finish(.endOfInput)
      }
    }
  }

  private func publish(_ count: Int) {
    filled.store(count, ordering: .sequentiallyConsistent)
    store.setBytesRead(count)
    wakeScanner()
  }

  private func wakeScanner() {
    if scannerWaits.exchange(false, ordering: .sequentiallyConsistent) { wakeup.signal() }
  }
}
