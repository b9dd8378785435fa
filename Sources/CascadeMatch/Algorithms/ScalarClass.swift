/// The kind of character before and at a position, which decides the bonus a match there earns.
///
/// The raw values are ordered as the bonus rule needs: every class above `nonWord` is part of a word.
enum ScalarClass: UInt8 {
  case white, nonWord, delimiter, lower, upper, letter, number

  /// The class of `scalar`: ASCII by table, other scalars by their Unicode general category.
  /// - Complexity: O(1), allocation-free.
  @inline(__always)
  static func of(_ scalar: UInt32) -> ScalarClass {
    scalar < 0x80 ? asciiTable[Int(scalar)] : ofNonASCII(scalar)
  }

  private static let asciiTable: [ScalarClass] = (0..<128).map { value -> ScalarClass in
    switch UInt8(value) {
    case UInt8(ascii: "a")...UInt8(ascii: "z"): return .lower
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return .upper
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: return .white
    case UInt8(ascii: "/"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "|"): return .delimiter
    default: return .nonWord
    }
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
