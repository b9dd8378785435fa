#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
import Dispatch

extension StoreBuilder {
  /// Indexes the whole lines that have arrived (all of them at the end), in blocks of `blockSize`
  /// cut at line breaks, publishing after each. A block of `parallelThreshold` or more is cut in
  /// two at a line break near its middle and the halves are scanned on two cores, then appended in
  /// order.
  /// - Returns: false when no whole line has arrived since the last call.
  /// - Complexity: O(new bytes); line breaks found with `memchr`/`memrchr`.
  func scanLines(_ buffer: UnsafeBufferPointer<UInt8>, json: Bool, atEnd: Bool) throws(JSONSyntaxError) -> Bool {
    let count = buffer.count
    guard scanned < count, let base = buffer.baseAddress else {
      if atEnd { mode = .done }
      store.publish(bytesRead: count)
      return atEnd
    }
    let available: Int
    if atEnd {
      available = count
    } else {
      if count < retryAt { return false }
      let from = max(scanned, lineSearch)
      guard let found = Self.lastLineBreak(buffer, from..<count) else {
        lineSearch = count
        return false
      }
      available = found + 1
    }
    while scanned < available && !store.isCancelled {
      var end = min(available, scanned + Self.blockSize)
      if end < available {
        if let found = Self.lastLineBreak(buffer, scanned..<end) {
          end = found + 1
        } else if let found = memchr(base + end, 0x0A, available - end) {  // one line longer than a block
          end = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        } else {
          end = available
        }
      }
      guard try scanBlock(buffer, scanned..<end, json: json, atEnd: atEnd) else {
        retryAt = count + max(64 << 10, count - scanned)
        return false
      }
      scanned = end
      lineSearch = end
      store.publish(bytesRead: end)
    }
    if atEnd && scanned >= count { mode = .done }
    return true
  }

  /// Scans the whole lines in `range`, on two cores when it is large, and appends their entries.
  /// - Returns: false when the first line of the input ends inside a value that may go on over the
  ///   next lines (a pretty-printed object): the error message depends on bytes not yet arrived, so
  ///   the block waits for more.
  private func scanBlock(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, json: Bool, atEnd: Bool) throws(JSONSyntaxError) -> Bool {
    let matcher = store.matcher
    let isFirst = store.index.written == 0
    var middle: Int?
    if range.count >= Self.parallelThreshold, let base = buffer.baseAddress {
      let half = range.lowerBound + range.count / 2
      if let found = memchr(base + half, 0x0A, range.upperBound - half) {
        let cut = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        if cut < range.upperBound { middle = cut }
      }
    }
    guard let middle else {
      Self.scanLines(buffer, range, json: json, matcher: matcher, isFirst: isFirst, into: halves.0)
      if waitsForMore(halves.0, isFirst: isFirst, atEnd: atEnd) { return false }
      try appendEntries(of: halves.0)
      return true
    }
    let parts = [(range.lowerBound..<middle, halves.0, isFirst), (middle..<range.upperBound, halves.1, false)]
    let input = SendableBuffer(buffer: buffer)
    DispatchQueue.concurrentPerform(iterations: 2) { part in
      let (slice, output, first) = parts[part]
      Self.scanLines(input.buffer, slice, json: json, matcher: matcher, isFirst: first, into: output)
    }
    if waitsForMore(halves.0, isFirst: isFirst, atEnd: atEnd) { return false }
    try appendEntries(of: halves.0)
    try appendEntries(of: halves.1)
    return true
  }

  private func waitsForMore(_ part: EntryBuffer, isFirst: Bool, atEnd: Bool) -> Bool {
    guard !atEnd, isFirst, part.entries.isEmpty, let failure = part.failure else { return false }
    return failure.reason.hasSuffix(Self.lineEndNote)
  }

  /// What an NDJSON line that ends inside its value adds to the error.
  static let lineEndNote = " (NDJSON holds one whole JSON value per line)"

  private func appendEntries(of part: EntryBuffer) throws(JSONSyntaxError) {
    for entry in part.entries { store.index.append(entry) }
    if let failure = part.failure { throw failure }
  }

  /// Scans the lines of `range` (each ending at a line break or at the range's end) into `output`:
  /// a text line that is not blank, or an NDJSON line holding one object or string, gives an entry;
  /// the first malformed line stops the scan with its error. Thread-safe: it reads `buffer` and
  /// writes only `output`.
  /// - Parameter isFirst: no record precedes the range, so a first object spread over several
  ///   lines is named as such.
  /// - Complexity: O(range.count); no allocation beyond `output` growing.
  static func scanLines(
    _ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, json: Bool, matcher: FieldMatcher, isFirst: Bool,
    into output: EntryBuffer
  ) {
    // Entries go to a local array (taken from `output` and given back), so the loop touches no
    // class storage per line.
    var entries = output.entries
    output.entries = []
    entries.removeAll(keepingCapacity: true)
    output.failure = nil
    defer { output.entries = entries }
    guard let base = buffer.baseAddress else { return }
    var start = range.lowerBound
    while start < range.upperBound {
      let end: Int
      if let found = memchr(base + start, 0x0A, range.upperBound - start) {
        end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      } else {
        end = range.upperBound
      }
      let contentEnd = end > start && buffer[end - 1] == 0x0D ? end - 1 : end
      var scanner = JSONScanner(bytes: buffer, range: start..<contentEnd, endName: "end of line")
      do throws(JSONSyntaxError) {
        if json {
          scanner.skipWhitespace()
          if !scanner.isAtEnd {
            let ratio = try scanner.scanElementSizing(depth: 0, matcher: matcher, acceptsScalars: false)
            scanner.skipWhitespace()
            guard scanner.isAtEnd else { throw scanner.error("trailing characters after the JSON value") }
            try EntryBuffer.append(start..<contentEnd, ratio: ratio, scanner: scanner, to: &entries)
          }
        } else if !isBlank(buffer, start..<contentEnd) {
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

  /// The offset of the last `\n` in `range`, searching backwards a word at a time (lines are
  /// short next to the ranges searched, so this stops soon).
  /// - Complexity: O(distance from the range's end to the line break).
  static func lastLineBreak(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
    var index = range.upperBound
    while index > range.lowerBound {
      index -= 1
      if buffer[index] == 0x0A { return index }
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
    guard scanner.current == UInt8(ascii: "{"), (try? scanner.skipValue(depth: 0)) != nil, scanner.position > line.upperBound else {
      return nil
    }
    return scanner.error(
      "a JSON object spread over several lines and followed by more; cascade reads one JSON document, NDJSON (one value per line) or text lines",
      at: start)
  }
}

extension EntryBuffer {
  /// Appends the entry for a record in `range`; a record too long for the index is an error.
  @inline(__always)
  static func append(_ range: Range<Int>, ratio: Double?, scanner: JSONScanner, to entries: inout [IndexEntry]) throws(JSONSyntaxError) {
    guard range.count <= IndexEntry.maximumLength else {
      throw scanner.error("a line longer than 4 GiB; cascade cannot show it", at: range.lowerBound)
    }
    entries.append(IndexEntry(offset: range.lowerBound, length: range.count, aspectRatio: ratio))
  }
}

/// The input's bytes handed to the second scanning thread, which only reads them.
struct SendableBuffer: @unchecked Sendable {
  let buffer: UnsafeBufferPointer<UInt8>
}
