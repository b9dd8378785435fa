import CascadeLayout
import CascadeSystem
import Dispatch
import Synchronization

/// A collection kept as the input's bytes plus 16 bytes of index per record (`IndexEntry`), filled
/// by a loading thread while any thread reads it.
///
/// Nothing per record lives on the heap: a record is made from its bytes when `record(at:)` asks
/// (title, text, every field), and the last few thousand made are kept in a `RecordCache`, so the
/// cards on screen are parsed once. `sizing(at:)` answers from the index for a record with a
/// picture size, without parsing it. Ten million 95-byte NDJSON lines take their 950 MB of bytes
/// and 160 MB of index.
///
/// The loading thread (see `RecordLoader.startStreaming(_:)`) publishes the bytes with the record
/// kind once (`setContents`, before the first record), appends index entries, then publishes the
/// count; every other member may be called from any thread. Every stored property is immutable or
/// behind a lock or an atomic, except `signalledFirstRecords`, which only the loading thread reads
/// and writes.
public final class RecordStore: StreamingRecordCollection, @unchecked Sendable {
  /// The input's name as the user gave it ("<stdin>" for standard input), for messages.
  public let name: String
  let matcher: FieldMatcher
  /// The field names that give title, text and size (CSV columns are chosen from it by name).
  let mapping: FieldMapping
  let index = RecordIndex()
  /// The bytes and how records lie in them, published once with release ordering: a reader that
  /// sees them sees them whole, and a second publication stops the process.
  private let contents = AtomicLazyReference<StoreContents>()
  /// The input's bytes, once the loading thread knows what they hold.
  var bytes: InputBytes? { contents.load()?.bytes }
  /// How records lie in the bytes; text lines until the loading thread says otherwise.
  var kind: StoredRecordKind { contents.load()?.kind ?? .textLine }
  /// A CSV or TSV input's delimiter and field names, published with the bytes.
  var csvTable: CSVTable? { contents.load()?.csvTable }
  private let cache = ThreadLock(RecordCache())
  private let state: ThreadLock<LoadProgress>
  private let cancelFlag = Atomic<Bool>(false)
  private let finishedSignal = DispatchSemaphore(value: 0)
  private let formatState = ThreadLock<InputFormat?>(nil)
  private let loadSignal = LoadSignal()
  /// Loading thread: whether `loadSignal` has told of the first records.
  private var signalledFirstRecords = false
  /// Pauses the loading threads after the first records until the first screen is drawn.
  let firstScreenHold: FirstScreenHold
  /// Pictures the records hold (SQLite BLOBs), by record.
  let embeddedPictures = EmbeddedPictures()
  /// The regular file read, to tell whether it has changed since (`RecordStore+InputWatch.swift`).
  let inputWatch = AtomicLazyReference<InputWatch>()

  init(name: String, fields: FieldMapping, firstScreenHold: FirstScreenHold = FirstScreenHold(armed: false)) {
    self.name = name
    self.matcher = FieldMatcher(fields)
    self.mapping = fields
    self.state = ThreadLock(LoadProgress())
    self.firstScreenHold = firstScreenHold
  }

  // MARK: - StreamingRecordCollection

  /// How far loading has come; `recordCount` is the published count, below which every record is
  /// readable and never changes. For a regular file, it also says whether the file has changed.
  /// - Complexity: O(1): one lock and one atomic load, and for a file an `fstat` and a `stat`.
  public var progress: LoadProgress {
    // The state first: a finished state's lock hand-over makes the final count visible below.
    var snapshot = state.withLock { $0 }
    snapshot.recordCount = index.count
    if inputWatch.load() != nil {
      snapshot.isFollowing = isFollowing && !snapshot.isFinished
      // While a file is read, `bytesRead` is what was scanned; its size is compared once it is in.
      snapshot.inputChange = inputChange(bytesRead: snapshot.isFinished ? snapshot.bytesRead : 0)
    }
    return snapshot
  }

  /// Blocks until the loading thread has finished: the end of the input, an error, or `cancel()`.
  public func waitUntilFinished() {
    // Whoever waits for the end is not drawing a first screen.
    firstScreenHold.release()
    finishedSignal.wait()
    finishedSignal.signal()
  }

  /// Readable once the first records are published and again when loading has finished.
  public var wakeDescriptor: Int32? { loadSignal.descriptor }

  /// Asks the loading thread to stop; it checks between blocks and while waiting for a pipe (at
  /// least every 100 ms), and the records published so far stay readable.
  public func cancel() {
    cancelFlag.store(true, ordering: .relaxed)
    firstScreenHold.release()
  }

  /// Lets loading held for the first screen go on.
  public func firstScreenShown() { firstScreenHold.release() }

  /// True while loading is held for the first screen (for tests).
  package var isHeldForFirstScreen: Bool { firstScreenHold.isHeld }

  /// The format the input is being read as, once it is known.
  public var format: InputFormat? { formatState.withLock { $0 } }

  /// Bytes of memory the index takes, for the benchmark's bytes-per-record figure.
  public var indexBytes: Int { index.allocatedBytes }

  /// Bytes of index per record: 16 (`MemoryLayout` of an entry).
  public static var indexBytesPerRecord: Int { MemoryLayout<IndexEntry>.stride }

  // MARK: - RecordCollection

  /// The record at `indexPath.item`, which must be below a `progress.recordCount` the caller read.
  /// - Complexity: O(1) when cached, else O(length of the record).
  public func record(at indexPath: IndexPath) -> Record {
    let item = indexPath.item
    precondition(
      indexPath.section == 0 && item >= 0 && item < index.count, "no record \(indexPath) in a store of \(index.count)")
    if let cached = cache.withLock({ $0.record(item) }) { return cached }
    let record = makeRecord(at: item)
    cache.withLock { $0.insert(record, for: item) }
    return record
  }

  /// From the index when the record has a picture size; otherwise from the record.
  /// - Complexity: O(1) with a size, else as `record(at:)`.
  public func sizing(at indexPath: IndexPath) -> RecordSizing {
    precondition(
      indexPath.item >= 0 && indexPath.item < index.count, "no record \(indexPath) in a store of \(index.count)")
    if let ratio = index[indexPath.item].ratio { return .aspectRatio(ratio) }
    return RecordSizing(record(at: indexPath))
  }

  // MARK: - Loading thread

  var isCancelled: Bool { cancelFlag.load(ordering: .relaxed) }

  func setFormat(_ format: InputFormat) { formatState.withLock { $0 = format } }

  /// Publishes the bytes and the record kind, before the first record that lies in them.
  func setContents(_ bytes: InputBytes, kind: StoredRecordKind, csvTable: CSVTable? = nil) {
    let published = StoreContents(bytes: bytes, kind: kind, csvTable: csvTable)
    precondition(contents.storeIfNil(published) === published, "a store's contents are published once")
  }

  /// Publishes the appended records.
  func publish(bytesRead: Int) {
    index.publish()
    if totalBytesKnown { state.withLock { $0.bytesRead = bytesRead } }
    if !signalledFirstRecords && index.written > 0 {
      signalledFirstRecords = true
      loadSignal.signal()
      // The viewer draws them now; the reading thread stops too (see `FirstScreenHold`).
      firstScreenHold.holdAfterFirstRecords()
    }
  }

  /// Notes how many bytes a pipe has delivered (scanned or not).
  func setBytesRead(_ count: Int) { state.withLock { $0.bytesRead = count } }

  /// True for a mapped file, whose progress is the bytes scanned.
  private var totalBytesKnown: Bool { state.withLock { $0.totalBytes != nil } }

  func setTotalBytes(_ total: Int?) { state.withLock { $0.totalBytes = total } }

  func setItemsPath(_ path: String?) { state.withLock { $0.itemsPath = path } }

  func setDatabaseContent(_ content: DatabaseContent) { state.withLock { $0.database = content } }

  /// Publishes the last records and marks reading finished, with `failure` when it stopped early.
  func finish(bytesRead: Int, failure: InputError?) {
    index.publish()
    state.withLock {
      $0.bytesRead = bytesRead
      $0.failure = failure
      $0.isFinished = true
    }
    finishedSignal.signal()
    loadSignal.signal()
  }
}

extension RecordStore {
  /// The byte range of the record at `item` in the input, for tests that check huge records
  /// without making them.
  package func byteRange(at item: Int) -> Range<Int> { index[item].range }
}
