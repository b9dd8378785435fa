#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
import Dispatch

extension StoreBuilder {
  /// Scans up to `blockSize` bytes of array elements from `start` (an element's first byte) on two
  /// cores, or returns nil to leave them to the one-core scan.
  ///
  /// The second core starts at a guess: the first `{` after a `,` (and whitespace) past the
  /// block's middle. The guess may lie inside a string; so the first core scans from `start` and the
  /// second core's work is kept only when the first core's own scan arrives exactly at the guess
  /// as the start of an element. Anything else (an overshoot, an error, the array's end) discards
  /// both halves, and the one-core scan goes over the same bytes and reports what it finds.
  /// - Returns: the offset the scan stopped at and the state there.
  /// - Complexity: O(block); at worst the block is scanned twice.
  func scanElementsOnTwoCores(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> (Int, ArrayCursor.State)? {
    guard let base = buffer.baseAddress, start >= noGuessBefore else { return nil }
    let blockEnd = min(buffer.count, start + chunking.blockSize)
    var search = start + (blockEnd - start) / 2
    var guess: Int?
    while search < blockEnd, let found = memchr(base + search, Int32(UInt8(ascii: ",")), blockEnd - search) {
      var index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
      while index < blockEnd, Self.isWhitespace(buffer[index]) { index += 1 }
      if index < blockEnd && buffer[index] == UInt8(ascii: "{") {
        guess = index
        break
      }
      search = index
    }
    guard let guess else { return nil }
    let matcher = store.matcher
    let input = SendableBuffer(buffer: buffer)
    let first = ElementRun()
    let second = ElementRun()
    chunking.scanHalves { part in
      if part == 0 {
        first.scan(input.buffer, from: start, stopAt: guess, matcher: matcher)
      } else {
        second.scan(input.buffer, from: guess, stopAt: blockEnd, matcher: matcher)
      }
    }
    guard first.end == guess, first.state == .element else {
      // A wrong guess: the one-core scan takes this block, and no guess is tried inside it again.
      noGuessBefore = blockEnd
      return nil
    }
    for entry in first.entries { store.index.append(entry) }
    for entry in second.entries { store.index.append(entry) }
    return (second.end, second.state)
  }

  @inline(__always)
  static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
}

/// One core's run over array elements: entries for the whole elements it scanned, and where and in
/// what state it stopped.
final class ElementRun: @unchecked Sendable {
  var entries: [IndexEntry] = []
  /// Where the run stopped: at an element's first byte (`.element`) or after an element
  /// (`.separator`, when what follows is not `,`: the array's end, or an error left to the one-core
  /// scan to report).
  var end = 0
  var state = ArrayCursor.State.element

  /// Scans elements from `start` until an element starts at or past `limit`, the array ends, or
  /// something is malformed (the element is not kept).
  func scan(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, stopAt limit: Int, matcher: FieldMatcher) {
    var scanner = JSONScanner(bytes: buffer, range: start..<buffer.count)
    end = start
    state = .element
    while scanner.position < limit {
      let elementStart = scanner.position
      let ratio: Double?
      do throws(JSONSyntaxError) {
        // Most elements are flat objects: the fast path reads them, the general scan the rest.
        if let object = scanner.flatObjectSizing(depth: 1, matcher: matcher) {
          ratio = object.ratio
          scanner.position = object.end
        } else {
          ratio = try scanner.scanElementSizing(depth: 1, matcher: matcher, acceptsScalars: true)
        }
      } catch {
        return
      }
      guard scanner.position - elementStart <= IndexEntry.maximumLength else { return }
      entries.append(IndexEntry(offset: elementStart, length: scanner.position - elementStart, aspectRatio: ratio))
      end = scanner.position
      state = .separator
      scanner.skipWhitespace()
      guard scanner.current == UInt8(ascii: ",") else { return }
      scanner.position += 1
      scanner.skipWhitespace()
      end = scanner.position
      state = .element
    }
  }
}
