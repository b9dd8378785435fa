import CascadeData
import CascadeLayout
import CascadeMatch
import CascadePictures

/// A collection's records as match candidates, per section: the text `MatchedText` chooses.
///
/// Read in place where the input's bytes are that text: a store's printed records (`withPrintedBytes`),
/// and a store of text lines, whose lines are also the cards' texts, with no copy and no record
/// made. Otherwise the texts are packed into one byte array per section the first time a filter
/// reaches them (making each record once per load), and extended as records arrive; a later
/// keystroke reads the packed bytes.
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
    let count = records.upperBound
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
