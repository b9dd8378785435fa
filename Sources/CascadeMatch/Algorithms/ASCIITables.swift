/// The class of each ASCII character and the bonus of each pair of classes, looked up instead of
/// computed for each character of an ASCII candidate scored (as fzf's tables).
///
/// Made once; a scratch keeps a reference and its loops copy the pointers into locals first, so
/// the lazily made global is checked once per candidate rather than once per character.
final class ASCIITables: @unchecked Sendable {
  /// The tables, made on first use.
  static let shared = ASCIITables()

  /// `ScalarClass.ofASCII` of each of the 128 ASCII values.
  let classes: UnsafeMutablePointer<ScalarClass>
  /// `MatchScore.bonus(previous, current)` at `previous.rawValue << 3 | current.rawValue`.
  let bonuses: UnsafeMutablePointer<Int32>

  private init() {
    classes = .allocate(capacity: 128)
    for value in 0..<128 { (classes + value).initialize(to: ScalarClass.ofASCII(UInt32(value))) }
    bonuses = .allocate(capacity: 64)
    bonuses.initialize(repeating: 0, count: 64)
    let all: [ScalarClass] = [.white, .nonWord, .delimiter, .lower, .upper, .letter, .number]
    for previous in all {
      for current in all { bonuses[Self.pair(previous, current)] = MatchScore.bonus(previous, current) }
    }
  }

  /// The index of a pair of classes in `bonuses`.
  @inline(__always)
  static func pair(_ previous: ScalarClass, _ current: ScalarClass) -> Int {
    Int(previous.rawValue) << 3 | Int(current.rawValue)
  }
}
