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

  package func withPrintedBytes<Result>(at item: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    switch kind {
    case .textLine, .jsonLine:
      let range = index[item].range
      guard let bytes else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
      return body(UnsafeBufferPointer(rebasing: bytes.buffer(count: range.upperBound)[range]))
    case .element, .member:
      return record(at: IndexPath(item: item, section: 0)).printedBytes.withUnsafeBufferPointer(body)
    }
  }
}
