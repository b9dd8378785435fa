/// Decodes the fields of one CSV row, as Python's `csv` module reads them: a field that starts
/// with `"` is quoted (separators and line breaks inside it are text, `""` is one quote) and
/// anything after its closing quote up to the next separator is kept; a quote elsewhere is text.
///
/// A field is found (`end(of:)`) apart from being decoded (`value(of:)`), so a caller after a few
/// columns steps over the others without making strings of them.
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
    forEachFieldRange(row, delimiter: delimiter) { _, range in body(value(of: range, in: row)) }
  }

  /// Calls `body` with each field's column (from 0) and where it is written in `row` (from its first
  /// byte, opening quote included, to the separator after it), stopping when `body` returns false.
  /// A row ending in a separator ends with an empty field.
  /// - Complexity: O(bytes up to the last field visited); nothing is allocated.
  @inline(__always)
  static func forEachFieldRange(
    _ row: UnsafeBufferPointer<UInt8>, delimiter: UInt8, _ body: (Int, Range<Int>) -> Bool
  ) {
    var start = 0
    var column = 0
    while true {
      let end = end(ofFieldAt: start, in: row, delimiter: delimiter)
      if !body(column, start..<end) || end >= row.count { return }
      start = end + 1  // the separator: a field follows, empty if the row ends here
      column += 1
    }
  }

  /// The end of the field that starts at `start`: the offset of the separator after it, or the row's
  /// end.
  /// - Complexity: O(field length).
  @inline(__always)
  static func end(ofFieldAt start: Int, in row: UnsafeBufferPointer<UInt8>, delimiter: UInt8) -> Int {
    let quote = UInt8(ascii: "\"")
    let count = row.count
    var index = start
    if index < count && row[index] == quote {
      index += 1
      // Inside quotes: up to a quote that is not doubled.
      while index < count {
        if row[index] == quote {
          if index + 1 < count && row[index + 1] == quote {
            index += 2
            continue
          }
          index += 1
          break
        }
        index += 1
      }
    }
    // A bare field, or the text after a closing quote: up to the separator.
    while index < count && row[index] != delimiter { index += 1 }
    return index
  }

  /// The value of the field written in `row[range]`, a range `forEachFieldRange` gave.
  /// - Complexity: O(range.count); a field without quotes is made from its bytes at once.
  static func value(of range: Range<Int>, in row: UnsafeBufferPointer<UInt8>) -> String {
    let quote = UInt8(ascii: "\"")
    guard !range.isEmpty, row[range.lowerBound] == quote else {
      return String(decoding: UnsafeBufferPointer(rebasing: row[range]), as: UTF8.self)
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(range.count)
    appendValue(of: range, in: row, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}
