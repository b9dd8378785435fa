#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The loading thread's work: open the input (read-only), keep its bytes in `InputBytes`, and feed
/// them to a `StoreBuilder` until the end, an error or `cancel()`.
enum StoreLoading {
  /// Where the bytes come from.
  enum Source {
    case path(String)
    /// An open descriptor (stdin, a pipe); left open.
    case descriptor(Int32)
  }

  /// How much a pipe read may gather before the builder scans it, once loading is under way: large
  /// enough that scanning works in long runs (and on two cores).
  static let readBatch = 4 << 20
  /// How much the first scan waits for: whatever the first read brought, so the first cards are
  /// published (and drawn) at once instead of after `readBatch`. Each scan doubles the batch up to
  /// `readBatch`, so the few short scans at the start cost nothing measurable later.
  static let firstBatch = 1
  /// How long a read waits for a pipe before looking whether reading was cancelled.
  static let pollMilliseconds: Int32 = 100

  /// The format a file's name implies: `.json`, `.ndjson` and `.jsonl`; nil for any other name.
  static func format(ofFileNamed path: String) -> InputFormat? {
    let name = path.lowercased()
    if name.hasSuffix(".json") { return .json }
    if name.hasSuffix(".ndjson") || name.hasSuffix(".jsonl") { return .ndjson }
    return nil
  }

  /// Reads `source` into `store` and finishes it (with the failure, if any). Runs on the calling
  /// thread until the input ends.
  static func run(_ source: Source, request: LoadRequest, into store: RecordStore) {
    switch load(source, request: request, into: store) {
    case .success(let bytesRead): store.finish(bytesRead: bytesRead, failure: nil)
    case .failure(let stop): store.finish(bytesRead: stop.bytesRead, failure: stop.error)
    }
  }

  struct Stop: Error {
    var error: InputError
    var bytesRead: Int
  }

  private static func load(_ source: Source, request: LoadRequest, into store: RecordStore) -> Result<Int, Stop> {
    let name = store.name
    let descriptor: Int32
    switch source {
    case .descriptor(let open): descriptor = open
    case .path(let path):
      // Non-blocking: a FIFO opens at once even before a writer does, so `cancel()` is never stuck
      // in `open`; reads go through `poll` anyway (no effect on a regular file).
      descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
      guard descriptor >= 0 else { return .failure(Stop(error: .unreadable(name, errno: errno), bytesRead: 0)) }
    }
    defer { if case .path = source { close(descriptor) } }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(Stop(error: .unreadable(name, errno: errno), bytesRead: 0)) }
    if status.st_mode & S_IFMT == S_IFDIR { return .failure(Stop(error: .unreadable(name, errno: EISDIR), bytesRead: 0)) }
    var format = request.format
    if format == nil, case .path(let path) = source { format = Self.format(ofFileNamed: path) }
    if status.st_mode & S_IFMT == S_IFREG && status.st_size > 0,
      case .success(let bytes) = InputBytes.mapping(descriptor: descriptor, size: Int(status.st_size))
    {
      return loadMapped(bytes, format: format, request: request, into: store)
    }
    // Not a regular file, or one that cannot be mapped (some pseudo-files): read it like a pipe.
    return loadStream(descriptor, format: format, request: request, into: store)
  }

  /// A regular file, mapped read-only: indexed in blocks with a publish after each.
  private static func loadMapped(_ bytes: InputBytes, format: InputFormat?, request: LoadRequest, into store: RecordStore) -> Result<Int, Stop> {
    let size = bytes.capacity
    store.setTotalBytes(size)
    let builder = StoreBuilder(store: store, bytes: bytes, format: format, itemsPath: request.itemsPath)
    do throws(InputError) {
      try builder.advance(filled: size, atEnd: true)
    } catch {
      return .failure(Stop(error: error, bytesRead: builder.scanned))
    }
    return .success(store.isCancelled ? store.progress.bytesRead : size)
  }

  /// A pipe, a terminal or a file of unknown size: read into a reserved region in batches, each
  /// indexed as it arrives. `poll` with a timeout lets a cancelled load stop even when the writer
  /// never writes again.
  private static func loadStream(
    _ descriptor: Int32, format: InputFormat?, request: LoadRequest, into store: RecordStore
  ) -> Result<Int, Stop> {
    let bytes: InputBytes
    switch InputBytes.reservation() {
    case .success(let region): bytes = region
    case .failure(let error): return .failure(Stop(error: .unreadable(store.name, errno: error.code), bytesRead: 0))
    }
    // A larger pipe buffer means fewer, longer reads (Linux's F_SETPIPE_SZ; ignored elsewhere).
    _ = fcntl(descriptor, 1031, Int32(1 << 20))
    let builder = StoreBuilder(store: store, bytes: bytes, format: format, itemsPath: request.itemsPath)
    var filled = 0
    var sinceScan = 0
    var batch = firstBatch
    while !store.isCancelled {
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      // Scan what has arrived when the writer pauses or a batch is full, then wait.
      let ready = poll(&poller, 1, sinceScan > 0 ? 0 : pollMilliseconds)
      if ready == 0 || sinceScan >= batch {
        if sinceScan > 0 {
          do throws(InputError) {
            try builder.advance(filled: filled, atEnd: false)
          } catch {
            return .failure(Stop(error: error, bytesRead: filled))
          }
          sinceScan = 0
          batch = min(readBatch, max(64 << 10, batch * 2))
        }
        if ready == 0 { continue }
      }
      if ready < 0 && errno == EINTR { continue }
      let want = 1 << 20
      guard bytes.makeWritable(upTo: filled + want), let base = bytes.base else {
        let error = InputError(source: store.name, reason: "cannot read '\(store.name)': more than \(bytes.capacity >> 20) MiB of input")
        return .failure(Stop(error: error, bytesRead: filled))
      }
      let count = read(descriptor, base + filled, want)
      if count > 0 {
        filled += count
        sinceScan += count
        store.setBytesRead(filled)
      } else if count == 0 {
        do throws(InputError) {
          try builder.advance(filled: filled, atEnd: true)
        } catch {
          return .failure(Stop(error: error, bytesRead: filled))
        }
        return .success(filled)
      } else if errno != EINTR && errno != EAGAIN {
        return .failure(Stop(error: .unreadable(store.name, errno: errno), bytesRead: filled))
      }
    }
    return .success(filled)
  }
}
