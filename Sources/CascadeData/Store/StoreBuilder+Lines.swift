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
      guard let found = Self.lastLineBreak(buffer, from..<count, separator: separator) else {
        lineSearch = count
        return false
      }
      available = found + 1
    }
    while scanned < available && !store.isCancelled {
      // The first records are published after a small block, so the first screen need not wait
      // for a whole block (on two cores) to be scanned.
      var end = min(available, scanned + (store.index.written == 0 ? chunking.firstBlockSize : chunking.blockSize))
      if end < available {
        if let found = Self.lastLineBreak(buffer, scanned..<end, separator: separator) {
          end = found + 1
        } else if let found = memchr(base + end, Int32(separator), available - end) {  // one line longer than a block
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
  private func scanBlock(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, json: Bool, atEnd: Bool)
    throws(JSONSyntaxError) -> Bool
  {
    let matcher = store.matcher
    let isFirst = store.index.written == 0
    var middle: Int?
    if range.count >= chunking.parallelThreshold, let base = buffer.baseAddress {
      let half = range.lowerBound + range.count / 2
      if let found = memchr(base + half, Int32(separator), range.upperBound - half) {
        let cut = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        if cut < range.upperBound { middle = cut }
      }
    }
    guard let middle else {
      Self.scanLines(
        buffer, range, json: json, separator: separator, matcher: matcher,
        keepsEveryLineVerbatim: keepsEveryLineVerbatim,
        isFirst: isFirst, into: halves.0)
      if waitsForMore(halves.0, isFirst: isFirst, atEnd: atEnd) { return false }
      try appendEntries(of: halves.0)
      return true
    }
    let parts = [(range.lowerBound..<middle, halves.0, isFirst), (middle..<range.upperBound, halves.1, false)]
    let input = SendableBuffer(buffer: buffer)
    let separator = self.separator, keepsEveryLineVerbatim = self.keepsEveryLineVerbatim
    chunking.scanHalves { part in
      let (slice, output, first) = parts[part]
      Self.scanLines(
        input.buffer, slice, json: json, separator: separator, matcher: matcher,
        keepsEveryLineVerbatim: keepsEveryLineVerbatim,
        isFirst: first, into: output)
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
    for entry in part.entries {
      guard !store.index.isFull else {
        throw JSONSyntaxError(offset: Int(entry.offset), reason: "more than 4,294,967,296 records")
      }
      store.index.append(entry)
    }
    if let failure = part.failure { throw failure }
  }
}
