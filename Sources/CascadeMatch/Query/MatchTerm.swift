/// One term of a query: a kind, whether it is negated, and its text as Unicode scalar values.
public struct MatchTerm: Sendable, Hashable {
  /// How the term is matched.
  public var kind: TermKind
  /// True for `!term`: the candidate must not match the term.
  public var isInverted: Bool
  /// The term's scalar values, lowercased when `isCaseSensitive` is false.
  public var scalars: [UInt32]
  /// Whether case counts for this term (smart case decides per term).
  public var isCaseSensitive: Bool
  /// True when candidates' Latin letters with diacritics match as their ASCII letters
  /// (`LatinNormalization`): fzf's default for a term without such letters, unless `--literal`.
  public var normalizes: Bool
  /// True when a fuzzy term takes the first alignment found rather than the best (fzf's
  /// `--algo=v1`, `FuzzyAlgorithm`).
  public var isGreedy = false

  /// Makes a term; `text` is taken as given (not lowercased).
  public init(kind: TermKind, isInverted: Bool = false, text: String, isCaseSensitive: Bool, normalizes: Bool = false) {
    self.kind = kind
    self.isInverted = isInverted
    self.scalars = text.unicodeScalars.map(\.value)
    self.isCaseSensitive = isCaseSensitive
    self.normalizes = normalizes
  }

  /// The term's text, for messages and tests.
  public var text: String {
    var result = ""
    for value in scalars { result.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}") }
    return result
  }

  /// True when every scalar is ASCII, so an ASCII candidate can be ruled out byte by byte.
  var isASCII: Bool { scalars.allSatisfy { $0 < 0x80 } }
}
