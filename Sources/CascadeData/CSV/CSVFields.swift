/// Decodes the fields of one CSV row, as Python's `csv` module reads them: a field that starts
/// with `"` is quoted (separators and line breaks inside it are text, `""` is one quote) and
/// anything after its closing quote up to the next separator is kept; a quote elsewhere is text.
enum CSVFields {
  /// The fields of `row` (a row's content, no line break after it), in order.
  /// - Complexity: O(row length).
  static func decode(_ row: UnsafeBufferPointer<UInt8>, delimiter: UInt8) -> [String] {
    var fields: [String] = []
    forEachField(row, delimiter: delimiter) { fields.append($0) }
    return fields
  }

  /// Calls `body` with each field of `row` in order, stopping when it returns false.
  /// - Complexity: O(row length); a field without quotes is made from its bytes at once.
  static func forEachField(_ row: UnsafeBufferPointer<UInt8>, delimiter: UInt8, _ body: (String) -> Void) {
    forEachField(row, delimiter: delimiter) { (field: String) -> Bool in
      body(field)
      return true
    }
  }

  /// As above; `body` returns false to stop.
  static func forEachField(_ row: UnsafeBufferPointer<UInt8>, delimiter: UInt8, _ body: (String) -> Bool) {
    let quote = UInt8(ascii: "\"")
    var index = 0
    let count = row.count
    while true {
      if index < count && row[index] == quote {
        var bytes: [UInt8] = []
        index += 1
        // Inside quotes: up to a quote that is not doubled.
        while index < count {
          let byte = row[index]
          if byte == quote {
            if index + 1 < count && row[index + 1] == quote {
              bytes.append(quote)
              index += 2
              continue
            }
            index += 1
            break
          }
          bytes.append(byte)
          index += 1
        }
        // After the closing quote: text up to the separator.
        while index < count && row[index] != delimiter {
          bytes.append(row[index])
          index += 1
        }
        if !body(String(decoding: bytes, as: UTF8.self)) { return }
      } else {
        let start = index
        while index < count && row[index] != delimiter { index += 1 }
        if !body(String(decoding: UnsafeBufferPointer(rebasing: row[start..<index]), as: UTF8.self)) { return }
      }
      if index >= count { return }
      index += 1  // the separator: a field follows, empty if the row ends here
    }
  }
}
