extension RecordStore {
  /// The value of field `name` of the CSV row at `item`, stepping over the fields before it undecoded;
  /// an empty field counts as no value, and a field holding only a number sorts as that number.
  /// - Complexity: O(length of the row).
  func csvFieldValue(named name: String, at item: Int) -> FieldValue? {
    guard let table = csvTable, let column = table.column(named: name), let bytes else { return nil }
    let range = index[item].range
    let row = UnsafeBufferPointer(rebasing: bytes.buffer(count: range.upperBound)[range])
    var found: FieldValue?
    CSVFields.forEachFieldRange(row, delimiter: table.delimiter) { current, range in
      if current == column {
        let text = CSVFields.value(of: range, in: row)
        if !text.isEmpty { found = FieldValue(text: text, number: CSVNumber.value(of: range, in: row, decoded: text)) }
      }
      return current < column
    }
    return found
  }
}
