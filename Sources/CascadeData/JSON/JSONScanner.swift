/// A JSON scanner over raw UTF-8 bytes that validates as it goes and keeps byte offsets, so a caller
/// can both get values and print an element exactly as the input spelled it.
///
/// Foundation's `JSONSerialization` reports neither line numbers nor where a value came from, and
/// walking a `String` by `Character` is far too slow for a million lines; this scanner reads bytes
/// from an `UnsafeBufferPointer` and allocates nothing while it only validates or skips.
///
/// It scans `bytes[position..<end]`, where `end` may stop short of the buffer (one NDJSON line), and
/// reports errors as byte offsets into the whole buffer. Nesting deeper than `maxDepth` is an error
/// rather than a stack overflow on hostile input.
struct JSONScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  var position: Int
  let end: Int
  /// What running out of bytes is called in messages: "end of input", or "end of line" for NDJSON.
  let endName: String

  static let maxDepth = 512

  init(bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, endName: String = "end of input") {
    self.bytes = bytes
    self.position = range.lowerBound
    self.end = range.upperBound
    self.endName = endName
  }

  var isAtEnd: Bool { position >= end }

  /// The byte at `position`, or nil at the end.
  @inline(__always) var current: UInt8? { position < end ? bytes[position] : nil }

  @inline(__always) mutating func skipWhitespace() {
    while position < end {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  // MARK: - Errors

  func error(_ reason: String, at offset: Int? = nil) -> JSONSyntaxError {
    JSONSyntaxError(offset: offset ?? position, reason: reason)
  }

  var unexpectedEnd: JSONSyntaxError { JSONSyntaxError(offset: end, reason: "unexpected \(endName)") }

  /// "'x'" for a printable ASCII byte, "U+001B" for anything else, so a message never carries a
  /// control character or half a UTF-8 sequence to the terminal.
  func describeCharacter(at offset: Int) -> String {
    guard offset < end else { return endName }
    let byte = bytes[offset]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    var iterator = UnsafeBufferPointer(rebasing: bytes[offset..<end]).makeIterator()
    var decoder = UTF8()
    if case .scalarValue(let scalar) = decoder.decode(&iterator) {
      return "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
    }
    return "byte 0x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
  }

  // MARK: - Values

  /// Checks the value at `position` and moves past it, building nothing.
  /// - Parameter depth: how many containers enclose the value.
  /// - Returns: the value's kind.
  /// - Complexity: O(length of the value).
  @discardableResult
  mutating func skipValue(depth: Int) throws(JSONSyntaxError) -> JSONValueKind {
    guard let byte = current else { throw unexpectedEnd }
    guard let kind = JSONValueKind(firstByte: byte) else {
      throw error("expected a value, found \(describeCharacter(at: position))")
    }
    switch kind {
    case .object:
      try forEachMember(depth: depth + 1) { (scanner: inout JSONScanner, _) throws(JSONSyntaxError) in
        try scanner.skipValue(depth: depth + 1)
      }
    case .array:
      try forEachElement(depth: depth + 1) { (scanner: inout JSONScanner) throws(JSONSyntaxError) in
        try scanner.skipValue(depth: depth + 1)
      }
    case .string: _ = try scanString()
    case .number: try scanNumber()
    case .boolean: try scanLiteral(byte == UInt8(ascii: "t") ? "true" : "false")
    case .null: try scanLiteral("null")
    }
    return kind
  }

  /// Walks the object at `position` (which must be `{`), calling `member` with the scanner placed on
  /// each value and the key's token; `member` must consume the value. Leaves `position` after `}`.
  mutating func forEachMember(
    depth: Int, _ member: (inout JSONScanner, JSONStringToken) throws(JSONSyntaxError) -> Void
  ) throws(JSONSyntaxError) {
    guard depth <= Self.maxDepth else { throw error("nesting deeper than \(Self.maxDepth) levels") }
    position += 1
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      position += 1
      return
    }
    while true {
      guard let byte = current else { throw unexpectedEnd }
      guard byte == UInt8(ascii: "\"") else { throw error("expected string key in object") }
      let key = try scanString()
      skipWhitespace()
      guard let colon = current else { throw unexpectedEnd }
      guard colon == UInt8(ascii: ":") else { throw error("expected ':' after object key") }
      position += 1
      skipWhitespace()
      try member(&self, key)
      skipWhitespace()
      guard let separator = current else { throw unexpectedEnd }
      switch separator {
      case UInt8(ascii: ","):
        position += 1
        skipWhitespace()
      case UInt8(ascii: "}"):
        position += 1
        return
      default:
        throw error("expected ',' or '}' in object")
      }
    }
  }

  /// Walks the array at `position` (which must be `[`), calling `element` with the scanner placed on
  /// each element; `element` must consume it. Leaves `position` after `]`.
  mutating func forEachElement(
    depth: Int, _ element: (inout JSONScanner) throws(JSONSyntaxError) -> Void
  ) throws(JSONSyntaxError) {
    guard depth <= Self.maxDepth else { throw error("nesting deeper than \(Self.maxDepth) levels") }
    position += 1
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      position += 1
      return
    }
    while true {
      try element(&self)
      skipWhitespace()
      guard let separator = current else { throw unexpectedEnd }
      switch separator {
      case UInt8(ascii: ","):
        position += 1
        skipWhitespace()
      case UInt8(ascii: "]"):
        position += 1
        return
      default:
        throw error("expected ',' or ']' after array element")
      }
    }
  }

  /// Moves past `word` ("true", "false" or "null"), which must start at `position`.
  mutating func scanLiteral(_ word: StaticString) throws(JSONSyntaxError) {
    let start = position
    let count = word.utf8CodeUnitCount
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
    for index in 0..<count {
      guard start + index < end else { throw unexpectedEnd }
      guard bytes[start + index] == expected[index] else {
        throw error("invalid literal, expected '\(word)'", at: start)
      }
    }
    position = start + count
  }
}
