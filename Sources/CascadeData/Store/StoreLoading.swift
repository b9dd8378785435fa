#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
import CascadeSystem

/// The loading thread's work: open the input (read-only), read its bytes into `InputBytes`, and feed
/// them to a `StoreBuilder` until the end, an error or `cancel()`.
enum StoreLoading {
  /// Where the bytes come from.
  enum Source {
    case path(String)
    /// An open descriptor (stdin, a pipe); left open.
    case descriptor(Int32)
  }

  /// The format a file's name implies: `.json`, `.ndjson`, `.jsonl`, `.csv` and `.tsv`; nil for
  /// any other name.
  static func format(ofFileNamed path: String) -> InputFormat? {
    let name = path.lowercased()
    if name.hasSuffix(".csv") { return .csv }
    if name.hasSuffix(".tsv") || name.hasSuffix(".tab") { return .tsv }
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
    let file: SystemFile
    do {
      switch source {
      case .descriptor(let open): file = try SystemFile(borrowing: open)
      // Non-blocking: a FIFO opens at once even before a writer does, so `cancel()` is never stuck
      // in `open`; reads go through `poll` anyway (no effect on a regular file).
      case .path(let path): file = try SystemFile.open(readOnly: path)
      }
    } catch {
      return .failure(Stop(error: .unreadable(name, errno: error.code), bytesRead: 0))
    }
    if file.kind == .directory {
      return .failure(Stop(error: .unreadable(name, errno: EISDIR), bytesRead: 0))
    }
    if case .path(let path) = source, file.kind == .regular {
      if SQLiteDatabase.isDatabase(file) {
        // Its rows are one snapshot; the status line says when the file changes after it.
        store.watch(file, path: path, follows: false, comparesBytesRead: false)
        return SQLiteLoading.load(path: path, request: request, into: store)
      }
    }
    if request.sql != nil || request.sqliteTable != nil {
      let error = InputError(
        source: name, reason: "\(name): --table and --sql read an SQLite database, and this is not one")
      return .failure(Stop(error: error, bytesRead: 0))
    }
    var format = request.format
    if format == nil, case .path(let path) = source { format = Self.format(ofFileNamed: path) }
    if file.kind == .regular {
      // The status line says so when the file changes while it is shown.
      let path: String? = if case .path(let path) = source { path } else { nil }
      store.watch(file, path: path, follows: request.follows)
      if !request.follows { store.setTotalBytes(file.size) }
    }
    return loadStream(file, format: format, request: request, into: store)
  }

  /// Any input: a `PipeReader` reads it into a reserved region on its own thread while this thread indexes whatever has arrived each time it looks (the
  /// first read at once, so the first cards are published as soon as they are in; a backlog in
  /// one long scan, on two cores when it is large). Reading and scanning overlap, so a pipe loads
  /// at the scanner's speed rather than at the sum of both.
  private static func loadStream(
    _ file: SystemFile, format: InputFormat?, request: LoadRequest, into store: RecordStore
  ) -> Result<Int, Stop> {
    let bytes: InputBytes
    switch InputBytes.reservation() {
    case .success(let region): bytes = region
    case .failure(let error): return .failure(Stop(error: .unreadable(store.name, errno: error.code), bytesRead: 0))
    }
    // A larger pipe buffer means fewer, longer reads (Linux's F_SETPIPE_SZ; ignored elsewhere).
    _ = fcntl(file.descriptor, 1031, Int32(1 << 20))
    let builder = StoreBuilder(
      store: store, bytes: bytes, format: format, itemsPath: request.itemsPath, separator: request.recordSeparator,
      csv: request.csv, keepsEveryLineVerbatim: request.keepsEveryLineVerbatim)
    let reader = PipeReader(file: file, bytes: bytes, store: store, follows: request.follows)
    reader.start()
    // The reader must be gone before the descriptor is closed and before `finish` says so.
    defer { reader.stop() }
    var scanned = 0
    while true {
      let (filled, end) = reader.wait(beyond: scanned)
      switch end {
      case .failed(let code)?: return .failure(Stop(error: .unreadable(store.name, errno: code), bytesRead: filled))
      case .full?:
        let error = InputError(
          source: store.name, reason: "cannot read '\(store.name)': more than \(bytes.capacity >> 20) MiB of input")
        return .failure(Stop(error: error, bytesRead: filled))
      case .stopped?: return .success(filled)
      case .endOfInput?, .cutShort?, nil: break
      }
      if store.isCancelled { return .success(filled) }
      do throws(InputError) {
        // A file cut short while read may end in a piece of a record: it waits, as a followed
        // file's last line does, rather than failing as malformed.
        try builder.advance(filled: filled, atEnd: end != nil && end != .cutShort)
      } catch {
        return .failure(Stop(error: error, bytesRead: filled))
      }
      scanned = filled
      if end != nil { return .success(filled) }
    }
  }
}
