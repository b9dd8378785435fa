import CascadeLayout

extension RecordStore {
  /// The value of field `name` of the record at `indexPath.item` (a top-level key, else a path into
  /// nested values such as `owner.login` or `labels[0].name`; see `FieldPath`), read from its bytes
  /// without making the record: grouping and sorting read one field of every record, and making a
  /// million records (title, text, every field) only to look at one would allocate for each.
  ///
  /// For NDJSON lines and array elements the object's members are walked once and only the named
  /// value is decoded (a string of up to 15 UTF-8 bytes, as most categories and years are, needs no
  /// allocation); a text line has no fields; a member of an object of objects is read from its
  /// record. A cached record answers from its fields.
  /// - Complexity: O(length of the record).
  public func fieldValue(named name: String, at indexPath: IndexPath) -> FieldValue? {
    let item = indexPath.item
    precondition(
      indexPath.section == 0 && item >= 0 && item < index.count, "no record \(indexPath) in a store of \(index.count)")
    switch kind {
    case .textLine: return nil
    case .member: return FieldValue.named(name, in: record(at: indexPath).fields)  // dotted keys included
    case .jsonLine, .element: break
    case .csvRow: return csvFieldValue(named: name, at: item)
    }
    guard let bytes else { return nil }
    let entry = index[item]
    let buffer = bytes.buffer(count: entry.range.upperBound)
    var scanner = JSONScanner(bytes: buffer, range: entry.range)
    scanner.skipWhitespace()
    guard scanner.current == UInt8(ascii: "{") else { return nil }
    let depth = kind == .element ? 1 : 0
    let objectStart = scanner.position
    var name = name
    // A native string's bytes are contiguous: no array is made per record for the comparison.
    let located = name.withUTF8 { target in
      var found: (range: Range<Int>, kind: JSONValueKind)?
      let scanned: Void? = try? scanner.forEachMember(depth: depth + 1) {
        (scanner: inout JSONScanner, key) throws(JSONSyntaxError) in
        let start = scanner.position
        let valueKind = try scanner.skipValue(depth: depth + 1)
        if Self.key(key, in: scanner, equals: target) { found = (start..<scanner.position, valueKind) }
      }
      return scanned == nil ? nil : found
    }
    var found = located
    // `owner.login`, `labels[0].name`: a path into nested values, when no top-level key spells it.
    if found == nil, let path = FieldPath(name) {
      found = scanner.value(at: path, in: objectStart..<entry.range.upperBound, depth: depth)
    }
    guard let found, found.kind != .null else { return nil }
    let text = scanner.displayValue(of: found.range, kind: found.kind, depth: depth + 1)
    switch found.kind {
    case .number: return FieldValue(text: text, number: Double(text).flatMap { $0.isFinite ? $0 : nil })
    case .string: return FieldValue(text: text, number: FieldValue.number(in: text))
    default: return FieldValue(text: text)
    }
  }

  /// True when the key `token` spells `name`: compared as raw bytes, decoded only when it has
  /// escapes. O(key length).
  private static func key(_ token: JSONStringToken, in scanner: JSONScanner, equals name: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    if token.hasEscapes { return scanner.decodeString(token.content).utf8.elementsEqual(name) }
    return token.content.count == name.count
      && UnsafeBufferPointer(rebasing: scanner.bytes[token.content]).elementsEqual(name)
  }
}
