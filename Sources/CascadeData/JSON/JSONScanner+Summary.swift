extension JSONScanner {
  /// How a card shows the value in `range` of kind `kind`: numbers, booleans and `null` as written,
  /// a string decoded without its quotes, an object as `{…}`, an array as `[N]` (its element count).
  /// - Parameter depth: how many containers enclose the value (for the nesting limit).
  /// - Complexity: O(range.count) for an array (its elements are counted), O(1) for an object.
  func summary(of range: Range<Int>, kind: JSONValueKind, depth: Int) -> String {
    switch kind {
    case .string: return decodeString((range.lowerBound + 1)..<(range.upperBound - 1))
    case .object: return "{…}"
    case .array:
      var scanner = JSONScanner(bytes: bytes, range: range)
      var count = 0
      let counted: Void? = try? scanner.forEachElement(depth: depth + 1) {
        (scanner: inout JSONScanner) throws(JSONSyntaxError) in
        try scanner.skipValue(depth: depth + 1)
        count += 1
      }
      return counted == nil ? "[…]" : "[\(count)]"
    case .number, .boolean, .null:
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
  }

  /// 10^exponent for 0...22, the powers of ten a `Double` holds exactly; a literal table, so the
  /// loading pass reads no lazily made global for every size it converts.
  @inline(__always)
  private static func exactPowerOfTen(_ exponent: Int) -> Double {
    let powers:
      (
        Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double,
        Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double
      ) = (
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
        1e19, 1e20, 1e21, 1e22
      )
    return withUnsafeBytes(of: powers) { $0.load(fromByteOffset: exponent * 8, as: Double.self) }
  }

  /// The value of `bytes[range]` when it is `-?digits(.digits)?` with at most 15 significant digits,
  /// computed exactly as `Double(String)` would (an integer below 2^53 divided by an exact power of
  /// ten is correctly rounded); nil for anything else, which the caller converts the slow way.
  /// - Complexity: O(range.count), no allocation.
  static func plainDecimal(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
    var index = range.lowerBound
    guard index < range.upperBound else { return nil }
    let negative = bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    var mantissa: UInt64 = 0
    var digits = 0
    var fractionDigits = 0
    var seenPoint = false
    var seenDigit = false
    while index < range.upperBound {
      let byte = bytes[index]
      if isDigit(byte) {
        seenDigit = true
        if mantissa != 0 || byte != UInt8(ascii: "0") { digits += 1 }
        guard digits <= 15 else { return nil }
        mantissa = mantissa * 10 + UInt64(byte &- UInt8(ascii: "0"))
        if seenPoint { fractionDigits += 1 }
      } else if byte == UInt8(ascii: "."), !seenPoint {
        seenPoint = true
      } else {
        return nil
      }
      index += 1
    }
    guard seenDigit, fractionDigits <= 22 else { return nil }
    // Whole numbers (most sizes) skip the division and the table.
    let value = fractionDigits == 0 ? Double(mantissa) : Double(mantissa) / exactPowerOfTen(fractionDigits)
    return negative ? -value : value
  }
}
