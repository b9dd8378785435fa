extension StoreBuilder {
  /// Reads the input from `offset` (after a byte order mark) as CSV, or TSV when `tab` is true,
  /// with the dialect's delimiter when one was given. The store's contents are published once the
  /// header row (or its absence) gives the field names, before the first row.
  func startCSV(at offset: Int, tab: Bool) {
    store.setFormat(tab ? .tsv : .csv)
    scanned = offset
    mode = .csv(delimiter: csv.delimiter ?? (tab ? 0x09 : UInt8(ascii: ",")))
  }

  /// Indexes the whole rows that have arrived (all of them at the end), the header row first,
  /// publishing after every block's worth of bytes. A row that has not wholly arrived is scanned
  /// again from its start once more bytes have come; blank rows are skipped.
  /// - Returns: true once every row is indexed.
  /// - Throws: a quoted field still open at the end of the input, at its opening quote.
  /// - Complexity: O(new bytes) amortised, in `memchr` steps (see `CSVRowScan`).
  func scanCSV(_ buffer: UnsafeBufferPointer<UInt8>, delimiter: UInt8, atEnd: Bool) throws(JSONSyntaxError) -> Bool {
    let count = buffer.count
    guard let base = buffer.baseAddress, scanned < count else {
      if atEnd {
        if store.csvTable == nil {
          store.setContents(
            bytes, kind: .csvRow, csvTable: CSVTable(delimiter: delimiter, names: [], mapping: store.mapping))
        }
        mode = .done
      }
      store.publish(bytesRead: count)
      return atEnd
    }
    if !atEnd && count < retryAt { return false }
    var scan = CSVRowScan(base: base, count: count, delimiter: delimiter, atEnd: atEnd)
    if store.csvTable == nil && !csv.hasHeader {
      store.setContents(
        bytes, kind: .csvRow, csvTable: CSVTable(delimiter: delimiter, names: [], mapping: store.mapping))
    }
    // Read once per call, not per row: the store hands it out through an atomic reference, and
    // copying it out costs more than scanning a row.
    var table = store.csvTable
    var blockEnd = scanned + (store.index.written == 0 ? chunking.firstBlockSize : chunking.blockSize)
    while scanned < count && !store.isCancelled {
      let content: Range<Int>
      switch scan.row(at: scanned) {
      case .row(let row, let next):
        content = row
        scanned = next
      case .needsMore:
        retryAt = count + max(64 << 10, count - scanned)
        store.publish(bytesRead: scanned)
        return false
      case .unclosedQuote(let quote):
        store.publish(bytesRead: scanned)
        throw JSONSyntaxError(
          offset: quote, reason: "a quoted field that is never closed: no '\"' ends it before the end of the input")
      }
      if content.isEmpty { continue }
      guard let table else {
        let names = CSVFields.decode(UnsafeBufferPointer(rebasing: buffer[content]), delimiter: delimiter)
        let header = CSVTable(delimiter: delimiter, names: names, mapping: store.mapping)
        store.setContents(bytes, kind: .csvRow, csvTable: header)
        table = header
        continue
      }
      guard content.count <= IndexEntry.maximumLength else {
        throw JSONSyntaxError(offset: content.lowerBound, reason: "a row longer than 4 GiB, the most a record can hold")
      }
      guard !store.index.isFull else {
        throw JSONSyntaxError(offset: content.lowerBound, reason: "more than 4,294,967,296 records")
      }
      let ratio = table.hasSizeColumns ? table.aspectRatio(ofRow: UnsafeBufferPointer(rebasing: buffer[content])) : nil
      store.index.append(IndexEntry(offset: content.lowerBound, length: content.count, aspectRatio: ratio))
      if scanned >= blockEnd {
        store.publish(bytesRead: scanned)
        blockEnd = scanned + chunking.blockSize
      }
    }
    store.publish(bytesRead: scanned)
    if atEnd && scanned >= count {
      if store.csvTable == nil {
        store.setContents(
          bytes, kind: .csvRow, csvTable: CSVTable(delimiter: delimiter, names: [], mapping: store.mapping))
      }
      mode = .done
      return true
    }
    return false
  }
}
