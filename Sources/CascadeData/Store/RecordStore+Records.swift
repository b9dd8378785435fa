extension RecordStore {
  /// Parses the record at `item` from its bytes; its aspect ratio is the index's, so `record(at:)`
  /// and `sizing(at:)` agree. The loading pass has checked the bytes, so parsing cannot fail; if it
  /// somehow did, the card shows the raw text rather than taking the program down.
  /// - Complexity: O(length of the record).
  func makeRecord(at item: Int) -> Record {
    let entry = index[item]
    guard let bytes else { return Record(title: "", original: "") }
    let buffer = bytes.buffer(count: entry.range.upperBound)
    let range = entry.range
    var record: Record
    switch kind {
    case .textLine:
      let original = Record.originalText(of: UnsafeBufferPointer(rebasing: buffer[range]))
      return Record(title: original.text, original: original.text, originalBytes: original.bytes)
    case .jsonLine:
      var scanner = JSONScanner(bytes: buffer, range: range, endName: "end of line")
      scanner.skipWhitespace()
      let parsed = try? scanner.scanElementRecord(depth: 0, matcher: matcher) { _ in
        Record.originalText(of: UnsafeBufferPointer(rebasing: buffer[range]))
      }
      record = parsed ?? Self.rawRecord(buffer, range)
    case .element:
      var scanner = JSONScanner(bytes: buffer, range: range)
      let parsed = try? scanner.scanElementRecord(depth: 1, matcher: matcher, acceptsScalars: true) { range in
        JSONText.compactOriginal(buffer, range)
      }
      record = parsed ?? Self.rawRecord(buffer, range)
    case .member:
      record = Self.memberRecord(buffer, range, matcher: matcher) ?? Self.rawRecord(buffer, range)
    case .csvRow:
      guard let table = csvTable else { return Self.rawRecord(buffer, range) }
      let row = UnsafeBufferPointer(rebasing: buffer[range])
      return table.record(
        CSVFields.decode(row, delimiter: table.delimiter), original: Record.originalText(of: row),
        aspectRatio: entry.ratio)
    }
    record.aspectRatio = entry.ratio
    return record
  }

  /// The card for `"key": value` in an object of objects: titled by the key, the value's text and
  /// fields below, printed as `{"key":value}` so a pick keeps both.
  private static func memberRecord(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, matcher: FieldMatcher)
    -> Record?
  {
    var scanner = JSONScanner(bytes: buffer, range: range)
    guard scanner.current == UInt8(ascii: "\""), let key = try? scanner.scanString() else { return nil }
    scanner.skipWhitespace()
    guard scanner.current == UInt8(ascii: ":") else { return nil }
    scanner.position += 1
    scanner.skipWhitespace()
    let member = JSONText.compactOriginal(buffer, range)
    let printed = (
      text: "{" + member.text + "}", bytes: member.bytes.map { [UInt8(ascii: "{")] + $0 + [UInt8(ascii: "}")] }
    )
    guard
      var record = try? scanner.scanElementRecord(
        depth: 1, matcher: matcher, acceptsScalars: true, original: { _ in printed })
    else { return nil }
    let title = scanner.decodeString(key.content)
    if record.fields.isEmpty && record.body.isEmpty && record.title != title { record.body = record.title }
    record.title = title
    record.searchText = Record.searchText(title: record.title, body: record.body)
    return record
  }

  /// A card showing the raw bytes, for bytes that unexpectedly fail to parse.
  private static func rawRecord(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Record {
    let original = Record.originalText(of: UnsafeBufferPointer(rebasing: buffer[range]))
    return Record(title: original.text, original: original.text, originalBytes: original.bytes)
  }
}
