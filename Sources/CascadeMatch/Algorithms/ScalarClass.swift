/// The kind of character before and at a position, which decides the bonus a match there earns.
///
/// The raw values are ordered as the bonus rule needs: every class above `nonWord` is part of a word.
enum ScalarClass: UInt8 {
  case white, nonWord, delimiter, lower, upper, letter, number

  /// The class of `scalar`: ASCII by comparisons, other scalars by their Unicode general category.
  /// - Complexity: O(1), allocation-free.
  @inline(__always)
  static func of(_ scalar: UInt32) -> ScalarClass {
    scalar < 0x80 ? ofASCII(scalar) : ofNonASCII(scalar)
  }

  /// The class of an ASCII scalar, lowercase letters tested first (most of a text). Comparisons,
  /// not a table: a global table's lazy initialisation was checked on every character scored.
  @inline(__always)
  static func ofASCII(_ value: UInt32) -> ScalarClass {
    if value &- 0x61 < 26 { return .lower }
    if value &- 0x41 < 26 { return .upper }
    if value &- 0x30 < 10 { return .number }
    if value == 0x20 || value &- 0x09 < 5 { return .white }
    if value == 0x2F || value == 0x2C || value == 0x3A || value == 0x3B || value == 0x7C { return .delimiter }
    return .nonWord
  }

  private static func ofNonASCII(_ value: UInt32) -> ScalarClass {
    guard let scalar = Unicode.Scalar(value) else { return .nonWord }
    switch scalar.properties.generalCategory {
    case .lowercaseLetter: return .lower
    case .uppercaseLetter: return .upper
    case .decimalNumber, .letterNumber, .otherNumber: return .number
    case .titlecaseLetter, .modifierLetter, .otherLetter: return .letter
    default: return CaseFolding.isSpace(value) ? .white : .nonWord
    }
  }
}
