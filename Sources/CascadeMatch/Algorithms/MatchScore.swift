/// The scoring constants of fzf's matcher, so rank orders agree with fzf's.
///
/// A matched character earns `match`; a gap costs `gapStart` then `gapExtension` per character.
/// A match at a word start earns a boundary bonus (by default more after white space, a little more
/// after a delimiter `/,:;|`; `MatchScheme` changes these), camelCase humps and digits after
/// non-digits `camel123`; the first character of the term earns its bonus twice; characters in a
/// consecutive run earn at least `consecutive` and at least the bonus of the run's first character.
/// The bonus for a word start is cancelled by a gap of about eight characters.
enum MatchScore {
  static let match: Int32 = 16
  static let gapStart: Int32 = -3
  static let gapExtension: Int32 = -1
  static let boundary: Int32 = match / 2
  static let nonWord: Int32 = match / 2
  static let camel123: Int32 = boundary + gapExtension
  static let consecutive: Int32 = -(gapStart + gapExtension)
  static let firstCharMultiplier: Int32 = 2
  /// The default scheme's bonus after white space: the largest bonus of any scheme.
  static let boundaryWhite: Int32 = boundary + 2
  static let boundaryDelimiter: Int32 = boundary + 1

  /// Above this many cells (text length times term length) the optimal alignment is not searched:
  /// the greedy match is scored instead, as fzf does, so a huge line costs O(n).
  static let optimalAlignmentLimit = 100 * 1024

  /// The bonus for a word start after white space (and at the text's start, except that `path`
  /// counts the start as after a delimiter): `boundaryWhite` by default, the largest bonus of any
  /// scheme; `path` and `history` give it no more than after other punctuation.
  static func boundaryWhite(in scheme: MatchScheme) -> Int32 { scheme == .default ? boundaryWhite : boundary }

  /// The bonus for a word start after a delimiter; `history` gives it no more than after other
  /// punctuation.
  static func boundaryDelimiter(in scheme: MatchScheme) -> Int32 {
    scheme == .history ? boundary : boundaryDelimiter
  }

  /// The bonus for a match at a character of class `current` after one of class `previous` under
  /// `scheme`. Scoring reads it from the scheme's `ASCIITables`.
  static func bonus(_ previous: ScalarClass, _ current: ScalarClass, in scheme: MatchScheme) -> Int32 {
    if current.rawValue > ScalarClass.nonWord.rawValue {
      switch previous {
      case .white: return boundaryWhite(in: scheme)
      case .delimiter: return boundaryDelimiter(in: scheme)
      case .nonWord: return boundary
      default: break
      }
    }
    if previous == .lower && current == .upper || previous != .number && current == .number {
      return camel123
    }
    switch current {
    case .nonWord: return nonWord
    case .white: return boundaryWhite(in: scheme)
    default: return 0
    }
  }
}
