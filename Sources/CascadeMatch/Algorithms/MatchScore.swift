/// The scoring constants of fzf's matcher, so rank orders agree with fzf's.
///
/// A matched character earns `match`; a gap costs `gapStart` then `gapExtension` per character.
/// A match at a word start earns a boundary bonus (more after white space, a little more after a
/// delimiter `/,:;|`), camelCase humps and digits after non-digits `camel123`; the first character of
/// the term earns its bonus twice; characters in a consecutive run earn at least `consecutive` and
/// at least the bonus of the run's first character. The bonus for a word start is cancelled by a
/// gap of about eight characters.
enum MatchScore {
  static let match: Int32 = 16
  static let gapStart: Int32 = -3
  static let gapExtension: Int32 = -1
  static let boundary: Int32 = match / 2
  static let nonWord: Int32 = match / 2
  static let camel123: Int32 = boundary + gapExtension
  static let consecutive: Int32 = -(gapStart + gapExtension)
  static let firstCharMultiplier: Int32 = 2
  static let boundaryWhite: Int32 = boundary + 2
  static let boundaryDelimiter: Int32 = boundary + 1

  /// Above this many cells (text length times term length) the optimal alignment is not searched:
  /// the greedy match is scored instead, as fzf does, so a huge line costs O(n).
  static let optimalAlignmentLimit = 100 * 1024

  /// The bonus for a match at a character of class `current` after one of class `previous`.
  @inline(__always)
  static func bonus(_ previous: ScalarClass, _ current: ScalarClass) -> Int32 {
    if current.rawValue > ScalarClass.nonWord.rawValue {
      switch previous {
      case .white: return boundaryWhite
      case .delimiter: return boundaryDelimiter
      case .nonWord: return boundary
      default: break
      }
    }
    if previous == .lower && current == .upper || previous != .number && current == .number {
      return camel123
    }
    switch current {
    case .nonWord: return nonWord
    case .white: return boundaryWhite
    default: return 0
    }
  }
}
