#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Finds where CSV rows end in bytes that may still be arriving, without decoding any field.
///
/// A row ends at the first line break outside a quoted field. Quotes are found with `memchr` and the
/// next one is remembered, so a row without a quote costs one `memchr` for its line break, and a
/// file without any quote one pass of `memchr` for quotes in all.
struct CSVRowScan {
  let base: UnsafePointer<UInt8>
  /// Bytes that have arrived.
  let count: Int
  let delimiter: UInt8
  /// No more bytes will come: a row may end at the end without a line break.
  let atEnd: Bool
  /// The offset of the next quote at or after the last position searched, `count` for none.
  private var nextQuote = -1

  /// One row found by `row(at:)`.
  enum Row: Equatable {
    /// A row's content (no line break, no carriage return before it) and where the next one starts.
    case row(content: Range<Int>, next: Int)
    /// The row is not complete in the bytes that have arrived.
    case needsMore
    /// The input ended inside the quoted field that opens at `quote`.
    case unclosedQuote(at: Int)
  }

  init(base: UnsafePointer<UInt8>, count: Int, delimiter: UInt8, atEnd: Bool) {
    self.base = base
    self.count = count
    self.delimiter = delimiter
    self.atEnd = atEnd
  }

  @inline(__always)
  private func find(_ byte: UInt8, from start: Int) -> Int? {
    guard start < count, let found = memchr(base + start, Int32(byte), count - start) else { return nil }
    return UnsafePointer<UInt8>(base).distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  /// The quote at or after `position`, `count` for none; searched once per quote.
  @inline(__always)
  private mutating func quote(from position: Int) -> Int {
    if nextQuote < position { nextQuote = find(UInt8(ascii: "\""), from: position) ?? count }
    return nextQuote
  }

  /// The row starting at `start`.
  /// - Complexity: O(row length), in `memchr` steps.
  mutating func row(at start: Int) -> Row {
    var position = start
    var lineBreak = find(0x0A, from: position)
    while true {
      let quote = quote(from: position)
      if quote >= (lineBreak ?? count) { break }
      position = quote + 1
      // A quote opens a quoted field only where a field starts; elsewhere it is a character.
      guard quote == start || base[quote - 1] == delimiter else { continue }
      while true {
        let closing = self.quote(from: position)
        if closing >= count { return atEnd ? .unclosedQuote(at: quote) : .needsMore }
        position = closing + 1
        if position == count || base[position] != UInt8(ascii: "\"") { break }
        position += 1
      }
      if let found = lineBreak, found < position { lineBreak = find(0x0A, from: position) }
    }
    guard let lineBreak else {
      return atEnd ? .row(content: start..<Self.trimmingReturn(base, start..<count), next: count) : .needsMore
    }
    return .row(content: start..<Self.trimmingReturn(base, start..<lineBreak), next: lineBreak + 1)
  }

  /// The end of `range` less one carriage return before it.
  @inline(__always)
  static func trimmingReturn(_ base: UnsafePointer<UInt8>, _ range: Range<Int>) -> Int {
    range.upperBound > range.lowerBound && base[range.upperBound - 1] == 0x0D ? range.upperBound - 1 : range.upperBound
  }
}
