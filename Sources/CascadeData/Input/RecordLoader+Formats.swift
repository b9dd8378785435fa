#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension RecordLoader {
  /// Reads one JSON array. Object elements become records through `matcher`; string elements become
  /// records titled with the string; any other element is an error ("object expected, found number"),
  /// since a bare number or list is more likely a wrong file than a wish for a card.
  /// - Complexity: O(buffer.count).
  static func readJSONArray(_ buffer: UnsafeBufferPointer<UInt8>, matcher: FieldMatcher) throws(JSONSyntaxError) -> [Record] {
    var scanner = JSONScanner(bytes: buffer, range: 0..<buffer.count)
    scanner.skipByteOrderMark()
    scanner.skipWhitespace()
    guard let first = scanner.current else { throw scanner.unexpectedEnd }
    guard first == UInt8(ascii: "[") else {
      let found = JSONValueKind(firstByte: first)?.name ?? scanner.describeCharacter(at: scanner.position)
      throw scanner.error("array expected, found \(found)")
    }
    var records: [Record] = []
    try scanner.forEachElement(depth: 1) { (scanner: inout JSONScanner) throws(JSONSyntaxError) in
      records.append(try scanner.scanElementRecord(depth: 1, matcher: matcher) { range in
        JSONText.compactOriginal(buffer, range)
      })
    }
    scanner.skipWhitespace()
    guard scanner.isAtEnd else { throw scanner.error("trailing characters after the JSON array") }
    return records
  }

  /// Reads newline-delimited JSON: each line holds one object or string; blank lines are skipped;
  /// a line's `original` is the line itself (without its CR in a CRLF file).
  /// - Complexity: O(buffer.count).
  static func readNDJSON(_ buffer: UnsafeBufferPointer<UInt8>, matcher: FieldMatcher) throws(JSONSyntaxError) -> [Record] {
    var records: [Record] = []
    var failure: JSONSyntaxError?
    forEachLine(of: buffer) { line in
      var scanner = JSONScanner(bytes: buffer, range: line, endName: "end of line")
      scanner.skipWhitespace()
      if scanner.isAtEnd { return true }
      do throws(JSONSyntaxError) {
        records.append(try scanner.scanElementRecord(depth: 0, matcher: matcher) { _ in
          Record.originalText(of: UnsafeBufferPointer(rebasing: buffer[line]))
        })
        scanner.skipWhitespace()
        guard scanner.isAtEnd else { throw scanner.error("trailing characters after the JSON value") }
        return true
      } catch {
        failure = error
        if error == scanner.unexpectedEnd {
          failure?.reason += " (NDJSON holds one whole JSON value per line)"
          if records.isEmpty, let object = objectSpanningLines(buffer, from: line) { failure = object }
        }
        return false
      }
    }
    if let failure { throw failure }
    return records
  }

  /// The error for an input whose first value is an object spread over several lines (a
  /// pretty-printed object, which looks like NDJSON from its first byte): it names what the input
  /// is and what cascade reads instead of an end of line inside it. Nil when the value at the start
  /// of `line` is not such an object.
  /// - Complexity: O(length of the object).
  static func objectSpanningLines(_ buffer: UnsafeBufferPointer<UInt8>, from line: Range<Int>) -> JSONSyntaxError? {
    var scanner = JSONScanner(bytes: buffer, range: line.lowerBound..<buffer.count)
    scanner.skipWhitespace()
    let start = scanner.position
    guard scanner.current == UInt8(ascii: "{"), (try? scanner.skipValue(depth: 0)) != nil, scanner.position > line.upperBound else {
      return nil
    }
    return scanner.error(
      "a single JSON object; expected a JSON array of objects, NDJSON (one object per line) or text lines", at: start)
  }

  /// Reads text lines: each line that is not empty or all spaces and tabs is a card titled with the
  /// line, whose `original` is the line (without its CR in a CRLF file). A last line without a
  /// newline counts like any other.
  /// - Complexity: O(buffer.count).
  static func readLines(_ buffer: UnsafeBufferPointer<UInt8>) -> [Record] {
    var records: [Record] = []
    forEachLine(of: buffer) { line in
      let text = UnsafeBufferPointer(rebasing: buffer[line])
      if text.contains(where: { $0 != 0x20 && $0 != 0x09 }) {
        let original = Record.originalText(of: text)
        records.append(Record(title: original.text, original: original.text, originalBytes: original.bytes))
      }
      return true
    }
    return records
  }

  /// Calls `body` with each line's byte range, without its `\n` and a `\r` before it, after a UTF-8
  /// byte order mark at the start; stops early when `body` returns false.
  /// - Complexity: O(buffer.count), newlines found with `memchr`.
  static func forEachLine(of buffer: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Bool) {
    guard let base = buffer.baseAddress else { return }
    var start = buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while start < buffer.count {
      let end: Int
      if let found = memchr(base + start, 0x0A, buffer.count - start) {
        end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      } else {
        end = buffer.count
      }
      let contentEnd = end > start && buffer[end - 1] == 0x0D ? end - 1 : end
      guard body(start..<contentEnd) else { return }
      start = end + 1
    }
  }
}

extension JSONScanner {
  /// The record for the value at `position`, an array element or an NDJSON line: an object is mapped
  /// through `matcher`, a string becomes the title, anything else is an error.
  /// - Parameter original: makes the `original` text from the value's byte range, and its bytes
  ///   when they are not valid UTF-8.
  mutating func scanElementRecord(
    depth: Int, matcher: FieldMatcher, original: (Range<Int>) -> (text: String, bytes: [UInt8]?)
  ) throws(JSONSyntaxError) -> Record {
    let start = position
    guard let byte = current, let kind = JSONValueKind(firstByte: byte) else {
      try skipValue(depth: depth)  // throws the right "expected a value" or end-of-input error
      throw error("expected a value", at: start)
    }
    switch kind {
    case .object:
      let fields = try scanRecordFields(depth: depth, matcher: matcher)
      return record(from: fields, object: start..<position, original: original(start..<position))
    case .string:
      let token = try scanString()
      let text = original(start..<position)
      return Record(title: decodeString(token.content), original: text.text, originalBytes: text.bytes)
    default:
      throw error("object expected, found \(kind.name)", at: start)
    }
  }
}
