#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
import CascadeSystem
import Dispatch
import Synchronization

/// Reads the input (a pipe, a regular file, any descriptor) into `InputBytes` on a thread of its
/// own, so the loading thread scans what has arrived while the next bytes are read: reading and
/// scanning overlap on two cores instead of taking turns, and the writer at the other end of a pipe
/// is never left blocked on a full pipe while a batch is scanned.
///
/// A regular file is read with `pread` from the offset reached, its holes skipped (`SEEK_DATA`:
/// the region's untouched pages already read as zeros, and a sparse file commits no memory for
/// them). A file that ends sooner than it did when opened has been cut short while read: its end
/// is `cutShort`. Following (`--follow`, as `tail -f`), the end of a file is not the end: every
/// `followMilliseconds` the file is read again from where it ended, and a file cut short below what
/// was read is read again from its start, its bytes after those read before.
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
    /// A regular file ended before the size it had when opened: it was cut short while read, and
    /// its last record may be a piece of one.
    case cutShort
  }

  /// The most one `read` asks for: a whole pipe buffer (1 MiB once enlarged) and more, so a fast
  /// writer is drained in few system calls.
  static let readSize = 4 << 20
  /// How far ahead of the bytes read memory is backed before each read: the enlarged pipe buffer,
  /// which is the most one read brings from a pipe.
  static let prefaultSize = 1 << 20
  /// How long a read waits for the pipe before looking whether it should stop.
  static let pollMilliseconds: Int32 = 100
  /// How often a followed file is looked at for new bytes at its end.
  static let followMilliseconds: Int32 = 100

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
  /// Reads a regular file past its end as it grows (`--follow`).
  private let follows: Bool
  /// Bytes read from the file itself (a regular file), which differs from the bytes in the region
  /// once a followed file has been cut short and read again from its start.
  private let fileOffset = Atomic<Int>(0)

  /// A reader of `file` into `bytes`; `follows` reads a regular file past its end as it grows.
  init(file: SystemFile, bytes: InputBytes, store: RecordStore, follows: Bool = false) {
    self.file = file
    self.bytes = bytes
    self.store = store
    self.follows = follows && file.kind == .regular
  }

  /// Bytes read from the file itself so far (a regular file), to compare with its size.
  var bytesReadFromFile: Int { fileOffset.load(ordering: .relaxed) }

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

  /// The reading thread's loop: poll, read as much as the input holds, publish, until the end.
  private func readToEnd() {
    var count = 0
    let finish = { (end: End) in
      self.end = end
      self.endCode.store(1, ordering: .sequentiallyConsistent)
      self.wakeScanner()
    }
    let regular = file.kind == .regular
    while true {
      if stopFlag.load(ordering: .sequentiallyConsistent) || store.isCancelled { return finish(.stopped) }
      // While the first screen is drawn: the writer waits on a full pipe meanwhile.
      store.firstScreenHold.waitWhileHolding()
      if !regular {
        var poller = pollfd(fd: file.descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, Self.pollMilliseconds)
        if ready == 0 || (ready < 0 && errno == EINTR) { continue }
      } else if let hole = file.holeLength(at: fileOffset.load(ordering: .relaxed)), hole > 0 {
        guard count + hole <= bytes.capacity, bytes.makeWritable(upTo: count + hole) else { return finish(.full) }
        count += hole
        fileOffset.add(hole, ordering: .relaxed)
        bytes.skipPrefault(to: count)
        publish(count)
        continue
      }
      guard bytes.makeWritable(upTo: count + Self.readSize), let base = bytes.base else { return finish(.full) }
      bytes.prefault(upTo: count + Self.prefaultSize)
      let result: Int?
      do {
        let buffer = UnsafeMutableRawBufferPointer(start: base + count, count: Self.readSize)
        result =
          regular
          ? try file.read(into: buffer, at: fileOffset.load(ordering: .relaxed)) : try file.readAvailable(into: buffer)
      } catch {
        return finish(.failed(error.code))
      }
      if let result, result > 0 {
        count += result
        if regular { fileOffset.add(result, ordering: .relaxed) }
        publish(count)
      } else if result == 0 {
        if !follows {
          return finish(regular && fileOffset.load(ordering: .relaxed) < file.size ? .cutShort : .endOfInput)
        }
        if file.change(bytesRead: fileOffset.load(ordering: .relaxed), path: nil, expectsGrowth: true) == .cutShort {
          // As `tail -f`: the file was cut short; what it holds now comes after what was read.
          fileOffset.store(0, ordering: .relaxed)
          store.noteFollowedFileCutShort()
        } else {
          poll(nil, 0, Self.followMilliseconds)
        }
      }
    }
  }

  private func publish(_ count: Int) {
    filled.store(count, ordering: .sequentiallyConsistent)
    // A file's progress is the bytes scanned, which the scanning thread reports.
    if file.kind != .regular { store.setBytesRead(count) }
    wakeScanner()
  }

  private func wakeScanner() {
    if scannerWaits.exchange(false, ordering: .sequentiallyConsistent) { wakeup.signal() }
  }
}
