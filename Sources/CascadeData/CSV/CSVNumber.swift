/// Reads the number a CSV field holds straight from its bytes when it is written plainly, as
/// picture catalogues and exports write sizes and prices: `640`, `-3.5`, `"1024"`. Anything else
/// (spaces, exponents, long digit strings, text) is read by `FieldValue.number(in:)` from the
/// decoded field, so both give the same value for every field.
enum CSVNumber {
  /// The number in the field written in `row[range]` (a range `CSVFields.forEachFieldRange` gave),
  /// nil when it holds none.
  /// - Complexity: O(range.count); no allocation for a plainly written number.
  static func value(of range: Range<Int>, in row: UnsafeBufferPointer<UInt8>) -> Double? {
    if let plain = plainDecimal(range, in: row) { return plain }
    return FieldValue.number(in: CSVFields.value(of: range, in: row))
  }

  /// As above, for a field the caller has decoded to `text` already.
  static func value(of range: Range<Int>, in row: UnsafeBufferPointer<UInt8>, decoded text: String) -> Double? {
    plainDecimal(range, in: row) ?? FieldValue.number(in: text)
  }

  /// The value of a plainly written number (`JSONScanner.plainDecimal`'s form: an optional `-`,
  /// digits, optionally a `.` and more digits) inside one pair of quotes or none; nil for any other
  /// form. A leading `.` is not a number to `FieldValue.number(in:)`, so not here either.
  @inline(__always)
  private static func plainDecimal(_ range: Range<Int>, in row: UnsafeBufferPointer<UInt8>) -> Double? {
    var start = range.lowerBound
    var end = range.upperBound
    let quote = UInt8(ascii: "\"")
    if end - start >= 2 && row[start] == quote && row[end - 1] == quote {
      start += 1
      end -= 1
    }
    guard start < end, row[start] != UInt8(ascii: ".") else { return nil }
    return JSONScanner.plainDecimal(row, start..<end)
  }
}
