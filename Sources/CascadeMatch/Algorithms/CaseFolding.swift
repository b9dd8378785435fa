/// Lowercasing and white space as fzf sees them: Unicode's simple lowercase mapping, one scalar to
/// one scalar, without allocating on the matching path.
enum CaseFolding {
  /// The simple lowercase of `value`.
  /// - Complexity: O(1) for the Basic Multilingual Plane (a table built once, 128 KB); beyond it a
  ///   lookup that allocates, for the rare uppercase letter there.
  @inline(__always)
  static func lowercase(_ value: UInt32) -> UInt32 {
    if value < 0x80 { return value &- 0x41 < 26 ? value | 0x20 : value }
    if value < 0x1_0000 { return UInt32(basicPlane[Int(value)]) }
    return lowercaseByProperties(value)
  }

  /// `text` with every scalar lowercased by `lowercase(_:)`.
  static func lowercased(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      result.unicodeScalars.append(Unicode.Scalar(lowercase(scalar.value)) ?? scalar)
    }
    return result
  }

  /// White space as Go's `unicode.IsSpace`: the ASCII spaces, NEL, NBSP and Unicode's White_Space.
  @inline(__always)
  static func isSpace(_ value: UInt32) -> Bool {
    switch value {
    case 0x20, 0x09...0x0D, 0x85, 0xA0: return true
    case 0..<0x100: return false
    default: return Unicode.Scalar(value)?.properties.isWhitespace ?? false
    }
  }

  private static let basicPlane: [UInt16] = (0..<0x1_0000).map { value in
    guard value >= 0x80, let scalar = Unicode.Scalar(UInt32(value)), scalar.properties.changesWhenLowercased else {
      return UInt16(value)
    }
    let lowered = lowercaseByProperties(UInt32(value))
    return lowered < 0x1_0000 ? UInt16(lowered) : UInt16(value)
  }

  /// The first scalar of the full lowercase mapping (for İ, full mapping "i̇", simple "i").
  private static func lowercaseByProperties(_ value: UInt32) -> UInt32 {
    guard let scalar = Unicode.Scalar(value), scalar.properties.changesWhenLowercased else { return value }
    return scalar.properties.lowercaseMapping.unicodeScalars.first?.value ?? value
  }
}
