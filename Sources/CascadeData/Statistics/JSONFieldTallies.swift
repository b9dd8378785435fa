import Glibc

/// The fields of JSON records and a `CSVColumnTally` per field, counted from the records' bytes for
/// `--stats`: no record, `JSONValue` or path string is made per record, only a string per field name
/// the first time it is seen. Nested objects make dotted paths (`user.login`) and array elements a
/// `[]` (`labels[].name`), as `FieldStatistics.of` names them.
final class JSONFieldTallies {
  /// A field's path and its known children. Field 0 is the record itself.
  private struct Field {
    let name: String
    /// The member names seen under this field (an object's), each with its field.
    var keys: [[UInt8]] = []
    var children: [Int] = []
    /// The field of this one's array elements, -1 until one is seen.
    var element = -1
    /// Where the next member name is looked for first: records of one shape list their members in
    /// the same order, so a lookup is one comparison.
    var hint = 0
  }

  private var fields = [Field(name: "")]
  /// Each field's tally, by field.
  private(set) var tallies = [CSVColumnTally()]
  /// When each field's first value was seen (the count of fields seen before), `Int.max` before.
  private(set) var firstSeen = [Int.max]
  private(set) var seen = 0
  /// The records that are not objects: their fields are named otherwise, and `FieldStatistics.of`
  /// counts them.
  private(set) var notObjects = 0

  /// Field `field`'s path.
  func name(of field: Int) -> String { fields[field].name }

  /// The number of fields, the record itself included.
  var count: Int { fields.count }

  /// Counts the values of the record written in `bytes[range]`, which the store has read as JSON.
  /// - Complexity: O(range.count) plus a lookup per value.
  func add(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) {
    var scanner = JSONScanner(bytes: bytes, range: range)
    scanner.skipWhitespace()
    guard scanner.current == UInt8(ascii: "{") else {
      notObjects += 1
      return
    }
    // The store checked the record when it read it, so the walk does not fail.
    try? walk(&scanner, field: 0, depth: 0)
  }

  private func walk(_ scanner: inout JSONScanner, field: Int, depth: Int) throws(JSONSyntaxError) {
    guard let byte = scanner.current else { throw scanner.unexpectedEnd }
    switch byte {
    case UInt8(ascii: "{"):
      try scanner.forEachMember(depth: depth + 1) { (scanner: inout JSONScanner, key) throws(JSONSyntaxError) in
        let member: Int
        if key.hasEscapes {
          var text = scanner.decodeString(key.content)
          member = text.withUTF8 { child(of: field, key: $0) }
        } else {
          member = child(of: field, key: UnsafeBufferPointer(rebasing: scanner.bytes[key.content]))
        }
        try walk(&scanner, field: member, depth: depth + 1)
      }
    case UInt8(ascii: "["):
      try scanner.forEachElement(depth: depth + 1) { (scanner: inout JSONScanner) throws(JSONSyntaxError) in
        try walk(&scanner, field: element(of: field), depth: depth + 1)
      }
    case UInt8(ascii: "\""):
      let token = try scanner.scanString()
      if token.hasEscapes {
        var text = scanner.decodeString(token.content)
        text.withUTF8 { add($0, to: field) }
      } else {
        add(UnsafeBufferPointer(rebasing: scanner.bytes[token.content]), to: field)
      }
    case UInt8(ascii: "n"):
      try scanner.scanLiteral("null")
      noteSeen(field)
      tallies[field].addEmpty()
    case UInt8(ascii: "t"), UInt8(ascii: "f"):
      let start = scanner.position
      try scanner.scanLiteral(byte == UInt8(ascii: "t") ? "true" : "false")
      add(UnsafeBufferPointer(rebasing: scanner.bytes[start..<scanner.position]), to: field)
    default:
      let start = scanner.position
      try scanner.scanNumber()
      add(UnsafeBufferPointer(rebasing: scanner.bytes[start..<scanner.position]), to: field)
    }
  }

  @inline(__always)
  private func add(_ value: UnsafeBufferPointer<UInt8>, to field: Int) {
    noteSeen(field)
    tallies[field].add(value: value)
  }

  @inline(__always)
  private func noteSeen(_ field: Int) {
    if firstSeen[field] == Int.max {
      firstSeen[field] = seen
      seen += 1
    }
  }

  /// The field of member `key` of an object in `parent`, made the first time.
  /// - Complexity: O(1) when records list their members in one order, else O(members).
  private func child(of parent: Int, key: UnsafeBufferPointer<UInt8>) -> Int {
    let known = fields[parent].keys.count
    var index = fields[parent].hint
    for _ in 0..<known {
      if index >= known { index = 0 }
      let matches = fields[parent].keys[index].withUnsafeBufferPointer { held in
        held.count == key.count && (key.count == 0 || memcmp(held.baseAddress!, key.baseAddress!, key.count) == 0)
      }
      if matches {
        fields[parent].hint = index + 1
        return fields[parent].children[index]
      }
      index += 1
    }
    let text = String(decoding: key, as: UTF8.self)
    let made = make(parent == 0 ? text : fields[parent].name + "." + text)
    fields[parent].keys.append(Array(key))
    fields[parent].children.append(made)
    fields[parent].hint = known + 1
    return made
  }

  /// The field of the elements of an array in `parent`, made the first time.
  private func element(of parent: Int) -> Int {
    if fields[parent].element >= 0 { return fields[parent].element }
    let made = make(fields[parent].name + "[]")
    fields[parent].element = made
    return made
  }

  private func make(_ name: String) -> Int {
    fields.append(Field(name: name))
    tallies.append(CSVColumnTally())
    firstSeen.append(Int.max)
    return fields.count - 1
  }
}
