import CascadeLayout

extension RecordStore {
  /// Calls `body` with the bytes a pick of record `item` prints, valid only during the call.
  ///
  /// For a text line or an NDJSON line those are the input's own bytes, read in place without
  /// making the record: matching a query against a million lines (`cascade --filter`) then costs no
  /// allocation per line. A JSON element's printed text is its compact JSON, so it is made.
  /// - Complexity: O(1) for lines; as `record(at:)` otherwise.
  /// True when every record is a text line, whose printed bytes are its card's title: a filter
  /// can then match the input's bytes in place instead of a copy of each card's text.
  package var holdsTextLines: Bool { kind == .textLine }

  /// The lines of a store of text lines, read from several threads without touching the store's
  /// mutable properties (each read of which is an exclusivity check): what a filter matching a
  /// million lines reads per line. Nil for other stores, or before the loader has read anything.
  package var textLines: TextLines? {
    guard kind == .textLine, let bytes else { return nil }
    return TextLines(bytes: bytes, index: index)
  }

  /// The records of a store whose printed bytes are the input's own (text lines, NDJSON lines,
  /// CSV and TSV rows), read as `textLines` are: what `-f` matches per record, without a call per
  /// record into this module. Nil for a JSON document's elements, or before the loader has read
  /// anything.
  package var printedLines: TextLines? {
    guard let bytes else { return nil }
    switch kind {
    case .textLine, .jsonLine, .csvRow: return TextLines(bytes: bytes, index: index)
    case .element, .member: return nil
    }
  }

  /// A store's text lines, below the count published when it was taken (see `textLines`).
  package struct TextLines: @unchecked Sendable {
    /// Kept so the bytes stay mapped while the lines are read.
    fileprivate let bytes: InputBytes
    fileprivate let index: RecordIndex
    /// The bytes' and the index's memory, which never moves: what an inlined read touches, so
    /// reading a line neither calls across modules nor retains the two objects above.
    @usableFromInline let base: UnsafeMutablePointer<UInt8>?
    @usableFromInline let segments: UnsafeMutablePointer<UnsafeMutablePointer<IndexEntry>?>
    @usableFromInline let segmentShift: Int

    fileprivate init(bytes: InputBytes, index: RecordIndex) {
      self.bytes = bytes
      self.index = index
      base = bytes.base
      segments = index.segments
      segmentShift = RecordIndex.segmentShift
    }

    /// Line `item`'s bytes, valid while these lines are kept.
    ///
    /// Inlinable and not generic: a filter reads a million lines per key through it, from another
    /// module, and a generic call there was not specialised.
    /// - Complexity: O(1), no allocation.
    @inlinable
    package func bytes(at item: Int) -> UnsafeBufferPointer<UInt8> {
      let entry = segments[item >> segmentShift].unsafelyUnwrapped[item & ((1 << segmentShift) - 1)]
      guard let base else { return UnsafeBufferPointer(start: nil, count: 0) }
      return UnsafeBufferPointer(start: base + Int(entry.offset), count: Int(entry.length))
    }

    /// Calls `body` with line `item`'s bytes, valid only during the call.
    /// - Complexity: O(1), no allocation.
    @inlinable
    package func withBytes<Result>(at item: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
      body(bytes(at: item))
    }

    /// The lines' memory alone, without the two objects that own it: valid while these lines are
    /// kept. A matching thread reads a line through a copy of it per candidate; through
    /// `TextLines` each read retained and released the store's bytes object, an atomic count
    /// that both cores wrote per line (a sixth of a key's CPU over a million lines).
    package var reader: LineReader { LineReader(base: base, segments: segments, segmentShift: segmentShift) }
  }

  /// Reads the lines of a store of text lines from their fixed memory, holding no reference: its
  /// owner keeps the `TextLines` it came from (and so the store's memory) alive while reading.
  package struct LineReader: @unchecked Sendable {
    @usableFromInline let base: UnsafeMutablePointer<UInt8>?
    @usableFromInline let segments: UnsafeMutablePointer<UnsafeMutablePointer<IndexEntry>?>
    @usableFromInline let segmentShift: Int
    /// The index of an item within its segment: `item & segmentMask`.
    @usableFromInline let segmentMask: Int

    @usableFromInline
    init(
      base: UnsafeMutablePointer<UInt8>?, segments: UnsafeMutablePointer<UnsafeMutablePointer<IndexEntry>?>,
      segmentShift: Int
    ) {
      self.base = base
      self.segments = segments
      self.segmentShift = segmentShift
      segmentMask = (1 << segmentShift) - 1
    }

    /// Line `item`'s bytes, valid while the `TextLines` this came from are kept.
    ///
    /// Masking shifts and a stored mask: with Swift's checked shifts by a variable amount this was
    /// a dozen branches per line, called (not inlined) from every matching thread.
    /// - Complexity: O(1), no allocation, no reference counting.
    @inlinable @inline(__always)
    package func bytes(at item: Int) -> UnsafeBufferPointer<UInt8> {
      let entry = segments[item &>> segmentShift].unsafelyUnwrapped[item & segmentMask]
      guard let base else { return UnsafeBufferPointer(start: nil, count: 0) }
      return UnsafeBufferPointer(start: base + Int(entry.offset), count: Int(entry.length))
    }
  }

  package func withPrintedBytes<Result>(at item: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    switch kind {
    case .textLine, .jsonLine, .csvRow:
      let range = index[item].range
      guard let bytes else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
      return body(UnsafeBufferPointer(rebasing: bytes.buffer(count: range.upperBound)[range]))
    case .element, .member:
      return record(at: IndexPath(item: item, section: 0)).printedBytes.withUnsafeBufferPointer(body)
    }
  }
}
