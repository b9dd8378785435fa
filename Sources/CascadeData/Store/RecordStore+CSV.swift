extension RecordStore {
  /// The value of field `name` of the CSV row at `item`, stepping over the fields before it undecoded;
  /// an empty field counts as no value, and a field holding only a number sorts as that number.
  /// - Complexity: O(length of the row).
  func csvFieldValue(named name: String, at item: Int) -> FieldValue? {
    guard let table = csvTable, let column = table.column(named: name), let bytes else { return nil }
    let range = index[item].range
    let row = UnsafeBufferPointer(rebasing: bytes.buffer(count: range.upperBound)[range])
    var found: String?
    CSVFields.forEachFieldRange(row, delimiter: table.delimiter) { current, range in
      if current == column { found = CSVFields.value(of: range, in: row) }
      return current < column
    }
    guard let found, !found.isEmpty else { return nil }
    return FieldValue(text: found, number: FieldValue.number(in: found))
  }
}
