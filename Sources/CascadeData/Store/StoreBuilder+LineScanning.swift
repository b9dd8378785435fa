#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension StoreBuilder {
  /// Scans the lines of `range` (each ending at a `separator` or at the range's end) into `output`:
  /// a text line that is not blank, its carriage return dropped (with `keepsEveryLineVerbatim`,
  /// every line as it is, as fzf reads lines), or an NDJSON line holding one object or string,
  /// gives an entry;
  /// with NUL as the separator every record that is not empty does (every record, empty ones too,
  /// with `keepsEveryLineVerbatim`, as fzf's `--read0`), carriage returns and all;
  /// the first malformed line stops the scan with its error. Thread-safe: it reads `buffer` and
  /// writes only `output`.
  /// - Parameter isFirst: no record precedes the range, so a first object spread over several
  ///   lines is named as such.
  /// - Complexity: O(range.count); no allocation beyond `output` growing.
  static func scanLines(
    _ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, json: Bool, separator: UInt8 = 0x0A,
    matcher: FieldMatcher, keepsEveryLineVerbatim: Bool = false,
    isFirst: Bool, into output: EntryBuffer
  ) {
    // Entries go to a local array (taken from `output` and given back), so the loop touches no
    // class storage per line.
    var entries = output.entries
    output.entries = []
    entries.removeAll(keepingCapacity: true)
    output.failure = nil
    defer { output.entries = entries }
    guard let base = buffer.baseAddress else { return }
    let splitsLines = separator == 0x0A
    var start = range.lowerBound
    while start < range.upperBound {
      let end: Int
      if let found = memchr(base + start, Int32(separator), range.upperBound - start) {
        end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      } else {
        end = range.upperBound
      }
      // fzf keeps a line's carriage return (it prints `a\r` back for `a\r\n`); cards drop it.
      let contentEnd = splitsLines && !keepsEveryLineVerbatim && end > start && buffer[end - 1] == 0x0D ? end - 1 : end
      var scanner = JSONScanner(bytes: buffer, range: start..<contentEnd, endName: "end of line")
      do throws(JSONSyntaxError) {
        if json {
          scanner.skipWhitespace()
          if !scanner.isAtEnd {
            // Most lines are one flat object: the fast path reads them; the general scan reads the
            // rest and is the only source of error messages.
            let ratio: Double?
            if case .sized(let fast) = scanner.flatLineSizing(matcher: matcher) {
              ratio = fast
            } else {
              ratio = try scanner.scanElementSizing(depth: 0, matcher: matcher, acceptsScalars: false)
              scanner.skipWhitespace()
              guard scanner.isAtEnd else { throw scanner.error("trailing characters after the JSON value") }
            }
            try EntryBuffer.append(start..<contentEnd, ratio: ratio, scanner: scanner, to: &entries)
          }
        } else if keepsEveryLineVerbatim || (splitsLines ? !isBlank(buffer, start..<contentEnd) : contentEnd > start) {
          try EntryBuffer.append(start..<contentEnd, ratio: nil, scanner: scanner, to: &entries)
        }
      } catch {
        var failure = error
        if error == scanner.unexpectedEnd {
          failure.reason += lineEndNote
          if isFirst && entries.isEmpty, let object = objectSpanningLines(buffer, from: start..<contentEnd) {
            failure = object
          }
        }
        output.failure = failure
        return
      }
      start = end + 1
    }
  }

  /// The offset of the last `separator` (a line break unless given) in `range`, searching
  /// backwards (lines are short next to the ranges searched, so this stops soon).
  /// - Complexity: O(distance from the range's end to the line break).
  static func lastLineBreak(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, separator: UInt8 = 0x0A) -> Int?
  {
    var index = range.upperBound
    while index > range.lowerBound {
      index -= 1
      if buffer[index] == separator { return index }
    }
    return nil
  }

  /// True when `range` holds only spaces and tabs.
  private static func isBlank(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    for index in range where buffer[index] != 0x20 && buffer[index] != 0x09 { return false }
    return true
  }

  /// The error for an input whose first value is an object spread over several lines (a
  /// pretty-printed object followed by more, read as NDJSON): it names what the input is instead
  /// of pointing at an end of line inside it. Nil when the line does not start such an object.
  /// - Complexity: O(length of the object).
  static func objectSpanningLines(_ buffer: UnsafeBufferPointer<UInt8>, from line: Range<Int>) -> JSONSyntaxError? {
    var scanner = JSONScanner(bytes: buffer, range: line.lowerBound..<buffer.count)
    scanner.skipWhitespace()
    let start = scanner.position
    guard scanner.current == UInt8(ascii: "{"), (try? scanner.skipValue(depth: 0)) != nil,
      scanner.position > line.upperBound
    else {
      return nil
    }
    return scanner.error(
      "a JSON object spread over several lines and followed by more; the input must be one JSON document, NDJSON (one value per line) or text lines",
      at: start)
  }
}

extension EntryBuffer {
  /// Appends the entry for a record in `range`; a record too long for the index is an error.
  @inline(__always)
  static func append(_ range: Range<Int>, ratio: Double?, scanner: JSONScanner, to entries: inout [IndexEntry])
    throws(JSONSyntaxError)
  {
    guard range.count <= IndexEntry.maximumLength else {
      throw scanner.error("a line longer than 4 GiB, the most a record can hold", at: range.lowerBound)
    }
    entries.append(IndexEntry(offset: range.lowerBound, length: range.count, aspectRatio: ratio))
  }
}

/// The input's bytes handed to the second scanning thread, which only reads them.
struct SendableBuffer: @unchecked Sendable {
  let buffer: UnsafeBufferPointer<UInt8>
}
