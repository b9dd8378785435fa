/// Finds the records in an input as its bytes arrive and appends them to a `RecordStore`'s index.
///
/// The loading thread calls `advance(filled:atEnd:)` each time more bytes are in `InputBytes`
/// (a pipe), or once with all of them (a mapped file, which it then works through in blocks,
/// publishing after each). The builder keeps only offsets between calls, so it never copies input:
/// a record cut by the end of what has arrived is scanned again, from its start, once enough more
/// has come (twice as much, so a huge record costs linear time in all).
final class StoreBuilder {
  enum Mode {
    /// Waiting for the first bytes that tell the format.
    case undecided
    /// Text lines (`json == false`) or NDJSON.
    case lines(json: Bool)
    /// The elements of a top-level JSON array, found as they arrive.
    case array(ArrayCursor)
    /// A JSON document that must be complete before its collection can be found (a top-level
    /// object, or any document with `--items`).
    case document(start: Int)
    /// The rows of a CSV or TSV input (after its header row once `store.csvTable` is set).
    case csv(delimiter: UInt8)
    /// Every record is indexed.
    case done
  }

  let store: RecordStore
  let bytes: InputBytes
  /// The format forced by the user or the file's extension; nil to detect it from the content.
  let requestedFormat: InputFormat?
  let itemsPath: String?
  /// The byte that ends a line: a newline, or NUL for records that may hold newlines (read as
  /// text, each kept whole; only empty ones are skipped).
  let separator: UInt8
  /// How CSV and TSV input is written.
  let csv: CSVDialect
  /// Every text line is a record, as it is: blank ones too, carriage returns kept
  /// (`LoadRequest.keepsEveryLineVerbatim`).
  let keepsEveryLineVerbatim: Bool
  var mode = Mode.undecided
  /// Everything before this offset is indexed or skipped.
  var scanned = 0
  /// Lines: how far the search for a line break has gone past `scanned` without finding one.
  var lineSearch = 0
  /// Do not scan again before this many bytes have arrived (a record cut by the end).
  var retryAt = 0
  /// A JSON array's elements are not scanned on two cores before this offset (a guess failed).
  var noGuessBefore = 0
  /// Reused buffers for scanning a block's two halves on two cores.
  let halves = (EntryBuffer(), EntryBuffer())

  /// Where blocks end and when a block is scanned on two cores.
  let chunking: StoreChunking
  /// Bytes within this distance of the end of what has arrived may belong to a value that is not
  /// complete yet: an error there waits for more input before it is believed.
  static let incompleteMargin = 8

  init(
    store: RecordStore, bytes: InputBytes, format: InputFormat?, itemsPath: String?, separator: UInt8 = 0x0A,
    csv: CSVDialect = CSVDialect(), chunking: StoreChunking = .standard, keepsEveryLineVerbatim: Bool = false
  ) {
    self.keepsEveryLineVerbatim = keepsEveryLineVerbatim
    self.store = store
    self.chunking = chunking
    self.bytes = bytes
    self.requestedFormat = format
    self.itemsPath = itemsPath
    self.separator = separator
    self.csv = csv
  }

  /// True once every record is indexed (or the input was empty).
  var isDone: Bool {
    if case .done = mode { return true }
    return false
  }

  /// Indexes what `bytes[0..<filled]` holds beyond what is already indexed, publishing as it goes.
  /// - Parameter atEnd: no more bytes will come, so a cut record is an error and the last line
  ///   needs no line break.
  /// - Throws: the first malformed or unreadable spot, with its line and column.
  /// - Complexity: O(new bytes) amortised.
  func advance(filled: Int, atEnd: Bool) throws(InputError) {
    let buffer = bytes.buffer(count: filled)
    do throws(JSONSyntaxError) {
      while !store.isCancelled {
        let progressed: Bool
        switch mode {
        case .undecided: progressed = try decide(buffer, atEnd: atEnd)
        case .lines(let json): progressed = try scanLines(buffer, json: json, atEnd: atEnd)
        case .csv(let delimiter): progressed = try scanCSV(buffer, delimiter: delimiter, atEnd: atEnd)
        case .array(var cursor):
          progressed = try scanArray(buffer, cursor: &cursor, atEnd: atEnd)
          if case .array = mode { mode = .array(cursor) }
        case .document(let start):
          guard atEnd else { return }
          try indexDocument(buffer, start: start)
          progressed = true
        case .done: return
        }
        if !progressed { return }
      }
    } catch {
      store.index.publish()
      throw InputError(error, in: buffer, source: store.name)
    }
  }

  /// Appends a record's entry; a record too long for the index is an error at its start.
  @inline(__always)
  func append(_ range: Range<Int>, ratio: Double?, scanner: JSONScanner) throws(JSONSyntaxError) {
    guard range.count <= IndexEntry.maximumLength else {
      throw scanner.error("a record longer than 4 GiB, the most a record can hold", at: range.lowerBound)
    }
    guard !store.index.isFull else { throw scanner.error("more than 4,294,967,296 records", at: range.lowerBound) }
    store.index.append(IndexEntry(offset: range.lowerBound, length: range.count, aspectRatio: ratio))
  }
}

/// A growable array of entries one scanning thread fills, reused block after block.
final class EntryBuffer: @unchecked Sendable {
  var entries: [IndexEntry] = []
  var failure: JSONSyntaxError?
}
