import CascadeData
import CascadeLayout
import CascadeMatch

/// The cards' match texts (`CardMatchText`) as match candidates, per section.
///
/// A store of text lines is matched in place: its lines are the cards' texts, read from the
/// input's bytes with no copy and no record made. Any other collection has its cards' texts packed
/// into one byte array per section the first time a filter reaches them (making each record once
/// per load), and extended as records arrive; a later keystroke reads the packed bytes.
final class RecordCandidates {
  let collection: any RecordCollection
  let cardFields: CardFields
  /// Per section, the packed texts of the first `packed[s].count` records.
  private var packed: [PackedCandidates] = []

  init(collection: any RecordCollection, cardFields: CardFields) {
    self.collection = collection
    self.cardFields = cardFields
  }

  /// True when the texts are read in place: a store of text lines (known once the loader has
  /// read something).
  var readsInPlace: Bool { (collection as? RecordStore)?.textLines != nil }

  /// The texts of `section`, packed up to record `count` first when they are not read in place.
  /// - Complexity: O(1) when read in place or already packed; otherwise making and packing each
  ///   record not packed yet.
  func candidates(section: Int, upTo count: Int) -> SectionCandidates {
    if let store = collection as? RecordStore, let lines = store.textLines {
      return SectionCandidates(lines: lines, reader: lines.reader, count: count, packed: PackedCandidates())
    }
    while packed.count <= section { packed.append(PackedCandidates()) }
    if packed[section].count < count {
      var texts = packed[section]
      packed[section] = PackedCandidates()  // `texts` is then the only owner: appending copies nothing
      let first = texts.count
      for item in first..<count {
        let record = collection.record(at: IndexPath(item: item, section: section))
        texts.append(contentsOf: CardMatchText(record, fields: cardFields).text.utf8)
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
    return SectionCandidates(lines: nil, reader: nil, count: count, packed: packed[section])
  }
}

/// One section's match texts, read from several threads at once while a batch is matched.
struct SectionCandidates: MatchCandidates {
  /// A store's text lines read in place, or nil for `packed`: kept so `reader`'s memory stays.
  let lines: RecordStore.TextLines?
  /// `lines`' memory, read per candidate without reference counting.
  let reader: RecordStore.LineReader?
  /// The records readable: those the batch may name.
  let count: Int
  let packed: PackedCandidates

  /// - Complexity: O(1).
  func withBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let reader { return body(reader.bytes(at: index)) }
    return packed.withBytes(at: index, body)
  }
}
