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

  /// Powers of ten a `Double` holds exactly.
  private static let powersOfTen: [Double] = (0...15).map { exponent in
    var power = 1.0
    for _ in 0..<exponent { power *= 10 }
    return power
  }

  /// The value of an optional `-`, digits, and optionally a `.` and more digits, at most 15 digits in
  /// all, inside one pair of quotes or none; nil for any other form.
  ///
  /// With at most 15 digits the digits make an integer below 2^53 and the divisor is an exact power
  /// of ten, so the one division rounds once, correctly: the same `Double` as `strtod` reads.
  @inline(__always)
  private static func plainDecimal(_ range: Range<Int>, in row: UnsafeBufferPointer<UInt8>) -> Double? {
    var start = range.lowerBound
    var end = range.upperBound
    let quote = UInt8(ascii: "\"")
    if end - start >= 2 && row[start] == quote && row[end - 1] == quote {
      start += 1
      end -= 1
    }
    guard start < end else { return nil }
    let negative = row[start] == UInt8(ascii: "-")
    if negative { start += 1 }
    var mantissa: UInt64 = 0
    var digits = 0
    var fractionDigits = 0
    var seenPoint = false
    var index = start
    while index < end {
      let byte = row[index]
      if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
        digits += 1
        if seenPoint { fractionDigits += 1 }
      } else if byte == UInt8(ascii: "."), !seenPoint, index > start {
        seenPoint = true
      } else {
        return nil
      }
      index += 1
    }
    guard digits > 0, digits <= 15, !seenPoint || fractionDigits > 0 else { return nil }
    let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
    return negative ? -magnitude : magnitude
  }
}
