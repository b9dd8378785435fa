import CascadeData
import Dispatch
import CascadeLayout
import CascadeMatch
import CascadePictures

/// A collection's records as match candidates, per section: the text `MatchedText` chooses.
///
/// Read in place where the input's bytes are that text: a store's printed records (`withPrintedBytes`),
/// and a store of text lines, whose lines are also the cards' texts, with no copy and no record
/// made. Otherwise the texts are packed into one byte array per section the first time a filter
/// reaches them, and extended as records arrive; a later keystroke reads the packed bytes. A
/// store's records are packed all at once, every record loaded, on every core, a CSV row's text
/// written from its bytes; another collection's records are made one by one, once per load.
package final class RecordCandidates {
  /// The records matched.
  package let collection: any RecordCollection
  /// Which of their texts.
  package let text: MatchedText
  /// Per section, the packed texts of the first `packed[s].count` records.
  private var packed: [PackedCandidates] = []
  /// For a `FieldMatchingCollection`, per section, the packed records' titles' trimmed lengths
  /// (what the length tiebreak measures, not the fields matched); empty otherwise.
  private var titleLengths: [[Int]] = []
  /// The collection's `--nth` fields, nil when cards are matched whole (`fieldMatching(of:)`).
  private let fieldMatching: (any FieldMatchingCollection)?
  /// The store whose bytes are the records: the collection itself, or the one its pictures are
  /// found for (a `PictureRecordCollection` passes records through unchanged). Nil otherwise.
  private let store: RecordStore?

  /// The `text` of `collection`'s records.
  package init(collection: any RecordCollection, text: MatchedText) {
    self.collection = collection
    self.text = text
    fieldMatching = text == .printed ? nil : CascadeApp.fieldMatching(of: collection)
    store = Self.store(under: collection)
  }

  /// The store `collection` reads its records from unchanged, if any.
  static func store(under collection: any RecordCollection) -> RecordStore? {
    if let store = collection as? RecordStore { return store }
    if let pictured = collection as? PictureRecordCollection { return store(under: pictured.base) }
    return nil
  }

  /// The store the records are read from unchanged, if any: for reading fields from its bytes.
  var recordStore: RecordStore? { store }

  /// True when every record loaded is packed at once, the first time a filter asks (a store's
  /// cards, matched whole): batches then cost what they cost read in place.
  var packsAllAtOnce: Bool {
    guard store != nil, fieldMatching == nil, case .card = text else { return false }
    return true
  }

  /// True when the texts are read in place (known for text lines once the loader has read something).
  var readsInPlace: Bool {
    guard let store else { return false }
    return text == .printed || store.textLines != nil
  }

  /// The texts of records `records` of `section`: candidate 0 is the first of them (the last when
  /// `reversed`). Texts not read in place are packed up to `records.upperBound` first.
  /// - Complexity: O(1) when read in place or already packed; otherwise making and packing each
  ///   record not packed yet.
  package func candidates(section: Int, records: Range<Int>, reversed: Bool = false) -> SectionCandidates {
    if let store {
      if text == .printed {
        if let lines = store.printedLines {
          return SectionCandidates(lines: lines, records: records, reversed: reversed)
        }
        return SectionCandidates(store: store, records: records, reversed: reversed)
      }
      if let lines = store.textLines {
        return SectionCandidates(lines: lines, records: records, reversed: reversed)
      }
    }
    while packed.count <= section { packed.append(PackedCandidates()) }
    var count = records.upperBound
    if let store, section == 0, fieldMatching == nil, case .card(let fields) = text, packed[section].count < count {
      // Every record loaded, at once on every core: the next batches find them packed.
      count = max(count, store.recordCount)
      var texts = packed[section]
      packed[section] = PackedCandidates()  // `texts` is then the only owner: appending copies nothing
      Self.pack(store, fields: fields, records: texts.count..<count, into: &texts)
      packed[section] = texts
    }
    if packed[section].count < count {
      var texts = packed[section]
      packed[section] = PackedCandidates()  // `texts` is then the only owner: appending copies nothing
      let first = texts.count
      for item in first..<count {
        let record = collection.record(at: IndexPath(item: item, section: section))
        switch text {
        case .printed: texts.append(contentsOf: record.printedBytes)
        case .card(let fields):
          if let fieldMatching {
            let title = Array(record.title.utf8)
            texts.append(contentsOf: fieldMatching.matchedText(ofTitle: title))
            while titleLengths.count <= section { titleLengths.append([]) }
            titleLengths[section].append(TiebreakOrder.trimmedLength(of: title))
          } else {
            texts.append(contentsOf: CardMatchText(record, fields: fields).text.utf8)
          }
        }
        // Growing a packed million by doubling copies tens of megabytes in one slice of the
        // filter: once a few thousand are packed, room is made for the whole section at their
        // average size (a quarter more), so it seldom grows again.
        if item == 4_095 {
          let total = max(count, section < collection.sections.count ? collection.sections[section].count : 0)
          texts.reserveCapacity(count: total, byteCount: texts.byteCount / 4_096 * total * 5 / 4)
        }
      }
      packed[section] = texts
    }
    return SectionCandidates(packed: packed[section], records: records, reversed: reversed)
  }

  /// Candidates per slice when a store's card texts are packed on every core: a sixteenth of the
  /// records, at least this many.
  private static let packSliceSize = 4_096

  /// Appends the card texts of `store`'s `records` to `texts`, in slices on every core: a CSV
  /// row's written from its bytes (`RecordStore.cardTexts`), another record's from the record,
  /// made without the store's cache.
  /// - Complexity: O(total length of the records), spread over the cores.
  private static func pack(
    _ store: RecordStore, fields: CardFields, records: Range<Int>, into texts: inout PackedCandidates
  ) {
    let writer = store.cardTexts(mapping: fields.mapping, chosen: fields.chosen)
    let lines = store.printedLines
    let sliceSize = max(packSliceSize, (records.count + 15) / 16)
    let sliceCount = (records.count + sliceSize - 1) / sliceSize
    let slices = UnsafeMutableBufferPointer<PackedCandidates>.allocate(capacity: sliceCount)
    slices.initialize(repeating: PackedCandidates())
    defer { slices.deinitialize().deallocate() }
    let pointer = SliceSlots(slices)
    let body: @Sendable (Int) -> Void = { slice in
      let start = records.lowerBound + slice * sliceSize
      let end = min(records.upperBound, start + sliceSize)
      var packed = PackedCandidates()
      // Room for the rows' bytes, about what their cards' texts take: a slice's text grown by
      // doubling was copied again and again, into pages faulted in afresh.
      if let lines, end > start {
        let first = lines.bytes(at: start)
        let last = lines.bytes(at: end - 1)
        if let from = first.baseAddress, let to = last.baseAddress {
          packed.reserveCapacity(count: end - start, byteCount: to + last.count - from + (end - start) * 2)
        }
      }
      var values = CSVRowValues()
      for item in start..<end {
        packed.appendCandidate { output in
          if writer?.append(item: item, to: &output, values: &values) == true { return }
          output.append(contentsOf: CardMatchText(store.uncachedRecord(at: item), fields: fields).text.utf8)
        }
      }
      pointer.buffer[slice] = packed
    }
    if sliceCount == 1 {
      body(0)
    } else {
      DispatchQueue.concurrentPerform(iterations: sliceCount, execute: body)
    }
    if texts.count == 0 {
      texts = PackedCandidates(joining: Array(slices))
      return
    }
    let byteCount = slices.reduce(0) { $0 + $1.byteCount }
    texts.reserveCapacity(count: texts.count + records.count, byteCount: texts.byteCount + byteCount)
    for slice in slices { texts.append(candidatesOf: slice) }
  }

  /// True when the query matches some fields of each card's title and the length tiebreak
  /// measures the whole title (`titleLength(section:item:)`).
  var matchesFields: Bool { text != .printed && fieldMatching != nil }

  /// The trimmed length of a packed record's title, for a `FieldMatchingCollection`.
  /// - Complexity: O(1).
  func titleLength(section: Int, item: Int) -> Int {
    section < titleLengths.count && item < titleLengths[section].count ? titleLengths[section][item] : 0
  }

  /// The texts of the first `count` records of `section`.
  func candidates(section: Int, upTo count: Int) -> SectionCandidates {
    candidates(section: section, records: 0..<count)
  }
}

/// One section's match texts, read from several threads at once while a batch is matched.
package struct SectionCandidates: MatchCandidates {
  /// A store's text lines read in place, or nil: kept so `reader`'s memory stays.
  private let lines: RecordStore.TextLines?
  /// `lines`' memory, read per candidate without reference counting.
  private let reader: RecordStore.LineReader?
  /// A store whose printed records are read in place, or nil.
  private let store: RecordStore?
  private let packed: PackedCandidates
  /// The record of candidate 0 (of the last candidate when `reversed`).
  private let first: Int
  private let reversed: Bool
  /// The candidates readable.
  package let count: Int

  init(lines: RecordStore.TextLines, records: Range<Int>, reversed: Bool) {
    self.lines = lines
    reader = lines.reader
    store = nil
    packed = PackedCandidates()
    first = records.lowerBound
    count = records.count
    self.reversed = reversed
  }

  init(store: RecordStore, records: Range<Int>, reversed: Bool) {
    lines = nil
    reader = nil
    self.store = store
    packed = PackedCandidates()
    first = records.lowerBound
    count = records.count
    self.reversed = reversed
  }

  init(packed: PackedCandidates, records: Range<Int>, reversed: Bool) {
    lines = nil
    reader = nil
    store = nil
    self.packed = packed
    first = records.lowerBound
    count = records.count
    self.reversed = reversed
  }

  /// - Complexity: O(1) for text lines, NDJSON lines, CSV rows and packed texts.
  package func withBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    let record = first + (reversed ? count - 1 - index : index)
    if let reader { return body(reader.bytes(at: record)) }
    if let store { return store.withPrintedBytes(at: record, body) }
    return packed.withBytes(at: record, body)
  }
}
