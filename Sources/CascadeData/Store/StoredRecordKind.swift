/// What one indexed byte range holds, the same for every record of a store.
enum StoredRecordKind: Sendable {
  /// A text line (without its line break): the card's title.
  case textLine
  /// An NDJSON line: one object or string, the line as printed.
  case jsonLine
  /// An element of a JSON array: object, string or other value, printed as compact JSON.
  case element
  /// `"key": value` inside an object of objects: a card titled by the key, printed as the
  /// one-member object `{"key":value}`.
  case member
  /// A CSV or TSV row (without its line break), its fields named by the store's `csvTable`;
  /// printed as written.
  case csvRow
}

/// A store's bytes with the kind of record they hold, published together once (`RecordStore`).
final class StoreContents: Sendable {
  let bytes: InputBytes
  let kind: StoredRecordKind
  /// A CSV or TSV input's delimiter and field names (`kind` is `.csvRow`).
  let csvTable: CSVTable?

  init(bytes: InputBytes, kind: StoredRecordKind, csvTable: CSVTable? = nil) {
    self.bytes = bytes
    self.kind = kind
    self.csvTable = csvTable
  }
}
