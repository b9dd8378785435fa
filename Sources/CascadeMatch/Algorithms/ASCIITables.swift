/// A scheme's scoring tables: the class of each ASCII character and the bonus of each pair of
/// classes, looked up instead of computed for each character scored (as fzf's tables), and the
/// class the text's start counts as following.
///
/// Made once per scheme; a scratch keeps a reference and its loops copy the pointers into locals
/// first, so the lazily made global is checked once per candidate rather than once per character.
final class ASCIITables: @unchecked Sendable {
  /// The tables of each scheme, made on first use.
  static let standard = ASCIITables(.default)
  static let path = ASCIITables(.path)
  static let history = ASCIITables(.history)

  /// The tables for `scheme`.
  static func of(_ scheme: MatchScheme) -> ASCIITables {
    switch scheme {
    case .default: return standard
    case .path: return path
    case .history: return history
    }
  }

  let scheme: MatchScheme
  /// The class of each of the 128 ASCII values: `ScalarClass.ofASCII`, except that under `path`
  /// only `/` is a delimiter.
  let classes: UnsafeMutablePointer<ScalarClass>
  /// `MatchScore.bonus(previous, current, in: scheme)` at `previous.rawValue << 3 | current.rawValue`,
  /// for every class (not only ASCII characters').
  let bonuses: UnsafeMutablePointer<Int32>
  /// The class the text's first character counts as following.
  let initialClass: ScalarClass
  /// The bonus for a word start after white space.
  let boundaryWhite: Int32

  private init(_ scheme: MatchScheme) {
    self.scheme = scheme
    classes = .allocate(capacity: 128)
    for value in 0..<128 {
      var characterClass = ScalarClass.ofASCII(UInt32(value))
      if scheme == .path && characterClass == .delimiter && value != 0x2F { characterClass = .nonWord }
      (classes + value).initialize(to: characterClass)
    }
    bonuses = .allocate(capacity: 64)
    bonuses.initialize(repeating: 0, count: 64)
    let all: [ScalarClass] = [.white, .nonWord, .delimiter, .lower, .upper, .letter, .number]
    for previous in all {
      for current in all { bonuses[Self.pair(previous, current)] = MatchScore.bonus(previous, current, in: scheme) }
    }
    initialClass = scheme == .path ? .delimiter : .white
    boundaryWhite = MatchScore.boundaryWhite(in: scheme)
  }

  /// The index of a pair of classes in `bonuses`.
  @inline(__always)
  static func pair(_ previous: ScalarClass, _ current: ScalarClass) -> Int {
    Int(previous.rawValue) << 3 | Int(current.rawValue)
  }

  /// The class of any scalar under this scheme: ASCII from `classes`, others by their Unicode
  /// properties (no delimiter is outside ASCII).
  /// - Complexity: O(1).
  @inline(__always)
  func classOf(_ scalar: UInt32) -> ScalarClass {
    scalar < 0x80 ? classes[Int(scalar)] : ScalarClass.of(scalar)
  }

  /// The bonus for a match at a character of class `current` after one of class `previous`.
  /// - Complexity: O(1).
  @inline(__always)
  func bonus(_ previous: ScalarClass, _ current: ScalarClass) -> Int32 {
    bonuses[Self.pair(previous, current)]
  }
}
