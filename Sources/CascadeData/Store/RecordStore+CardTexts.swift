extension RecordStore {
  /// The card texts of a CSV or TSV store's rows written from their bytes (`CSVCardText`), for the
  /// `/` filter to pack a million of them on every core; nil for other stores, or before the
  /// loader has read anything. `mapping` and `chosen` are the cards' (`CardFields`).
  package func cardTexts(mapping: FieldMapping, chosen: [String]?) -> CardTexts? {
    guard kind == .csvRow, let table = csvTable, let lines = printedLines else { return nil }
    return CardTexts(lines: lines, text: CSVCardText(table: table, mapping: mapping, chosen: chosen))
  }

  /// Writes rows' card texts, from any thread.
  package struct CardTexts: Sendable {
    fileprivate let lines: TextLines
    fileprivate let text: CSVCardText

    /// Appends the card text of record `item` (below the count published when this was taken) to
    /// `output`, using `values` as storage; false, with nothing appended, when the record must be
    /// made to know it (a row that is not valid UTF-8).
    /// - Complexity: O(length of the row); no allocation once the storage has grown.
    package func append(item: Int, to output: inout [UInt8], values: inout CSVRowValues) -> Bool {
      text.append(row: lines.bytes(at: item), to: &output, values: &values)
    }
  }

  /// Reads one field's value from CSV rows' bytes, for a `key:pattern` term; nil for other stores.
  /// `lowercasedKey` is compared with the lowercased column names, the first match winning, as a
  /// term finds its field among a record's fields.
  package func fieldValues(lowercasedKey key: String) -> FieldValues? {
    guard kind == .csvRow, let table = csvTable, let lines = printedLines else { return nil }
    let header = table.names.firstIndex { $0.lowercased() == key }
    var past: Int?
    if let number = Int(key), number > table.names.count, String(number) == key { past = number - 1 }
    return FieldValues(lines: lines, delimiter: table.delimiter, column: header ?? past)
  }

  /// One field's value in each row, read in place.
  package struct FieldValues: Sendable {
    fileprivate let lines: TextLines
    fileprivate let delimiter: UInt8
    /// The field's column when a row is long enough to have it.
    fileprivate let column: Int?

    /// What row `item` says of the field.
    package enum Value {
      /// The row has the field: its value's bytes (as `RecordField.value` holds them).
      case present(UnsafeBufferPointer<UInt8>)
      /// The row has no field of that name.
      case absent
      /// The row must be made into a record to tell (not valid UTF-8).
      case unknown
    }

    /// Calls `body` with what row `item` holds of the field, using `values` as storage.
    /// - Complexity: O(length of the row).
    package func withValue<Result>(at item: Int, values: inout CSVRowValues, _ body: (Value) -> Result) -> Result {
      let row = lines.bytes(at: item)
      guard Record.isValidUTF8(row) else { return body(.unknown) }
      values.decode(row, delimiter: delimiter)
      guard let column, column < values.count else { return body(.absent) }
      let range = values.range(of: column)
      return values.bytes.withUnsafeBufferPointer { body(.present(UnsafeBufferPointer(rebasing: $0[range]))) }
    }
  }

  /// Record `item` made from its bytes, not kept in the cache: for making many at once from
  /// several threads, which would otherwise take turns at the cache's lock and push out the cards
  /// on screen.
  /// - Complexity: O(length of the record).
  package func uncachedRecord(at item: Int) -> Record {
    precondition(item >= 0 && item < index.count, "no record \(item) in a store of \(index.count)")
    return makeRecord(at: item)
  }
}
