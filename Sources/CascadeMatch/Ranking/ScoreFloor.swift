/// What a batch matcher needs to leave unscored the candidates that cannot reach the first
/// screen after a key that narrows a query (`ParallelMatcher.matches(_:prefilter:in:indices:floor:)`).
///
/// When a term grows by a character, no candidate's score can pass a ceiling known from its
/// previous score (`MatchQuery.scoreCeiling(from:)`); a candidate whose ceiling is below what the
/// best matches so far already reach cannot be among them, so its score can wait until the rest
/// of the order is wanted.
///
/// Candidates are compared by key: the score in the upper 16 bits, and below it a tiebreak that
/// does not depend on the query (the length of the text, say), higher first. A candidate whose
/// previous key, with its score raised to the ceiling, is below `floor` is only tested.
public struct ScoreFloor: Sendable {
  /// Each candidate's key for the previous query, in the order of the indices matched;
  /// `UInt32.max` for one with no previous score (it is always scored).
  public var previousKeys: [UInt32]
  /// The most a score can be now, from the previous one (`MatchQuery.scoreCeiling(from:)`).
  public var ceiling: ScoreCeiling
  /// The key the best matches so far reach.
  public var floor: UInt32

  /// Makes a floor.
  public init(previousKeys: [UInt32], ceiling: ScoreCeiling, floor: UInt32) {
    self.previousKeys = previousKeys
    self.ceiling = ceiling
    self.floor = floor
  }

  /// The most candidate `offset`'s key can be now: the ceiling of its previous score, its
  /// tiebreak; nil when its key is unknown or the score could pass 65535 (no bound).
  /// - Complexity: O(1).
  @inlinable @inline(__always)
  public func ceiling(ofCandidateAt offset: Int) -> UInt32? {
    let key = previousKeys[offset]
    if key == .max { return nil }
    let score = ceiling.ceiling(ofPrevious: Int(key >> 16))
    guard score <= 0xFFFF else { return nil }
    return UInt32(score) << 16 | key & 0xFFFF
  }
}

/// The answer of `ParallelMatcher.matches(_:prefilter:in:indices:floor:making:)`.
public struct FlooredMatches<Match: Sendable>: Sendable {
  /// The candidates that match and were scored, in the order of the indices, as made.
  public var scored: [Match] = []
  /// The candidates that match but were left unscored below the floor: their offsets in the
  /// indices, ascending.
  public var belowFloor: [Int] = []

  /// Makes an answer.
  public init(scored: [Match] = [], belowFloor: [Int] = []) {
    self.scored = scored
    self.belowFloor = belowFloor
  }
}

/// A `ScoreFloor` as the batch matcher applies it to one query.
@usableFromInline
struct FloorTest: Sendable {
  @usableFromInline let floor: ScoreFloor
  /// Cells per byte of a candidate: the term's length.
  @usableFromInline let termLength: Int
  /// False when the test for the characters in order cannot rule a candidate in alone (a `k` or
  /// `i` that a non-ASCII letter folds to): see `decidesMatch(of:)`.
  @usableFromInline let decides: Bool

  /// The test of `floor` for `query`, or nil when there is no floor or the query is not one fuzzy
  /// ASCII term (whose match the prefilter's search decides).
  @usableFromInline
  init?(_ floor: ScoreFloor?, query: MatchQuery) {
    guard let floor, let term = query.singleScannableTerm(ofLength: 1...Int.max) else { return nil }
    self.floor = floor
    termLength = term.scalars.count
    decides = !term.foldsFromNonASCII
  }

  /// True when a candidate the prefilter passed matches for sure: always, unless the term has a
  /// `k` or `i` (the prefilter lets any non-ASCII byte stand for one, as KELVIN SIGN and İ fold to
  /// them); then when the candidate is ASCII. Otherwise the candidate is scored.
  /// - Complexity: O(1), or O(bytes) for a term with `k` or `i`.
  @usableFromInline
  func decidesMatch(of bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if decides { return true }
    guard let base = bytes.baseAddress else { return true }
    return FuzzyMatcher.isASCII(base, count: bytes.count)
  }

  /// True when the candidate at `offset` of the indices, of `byteCount` bytes, cannot reach the
  /// floor: its ceiling is below it, and its score would come from the optimal alignment (whose
  /// rise is bounded), not the greedy match.
  /// - Complexity: O(1).
  @usableFromInline @inline(__always)
  func staysBelow(offset: Int, byteCount: Int) -> Bool {
    guard let ceiling = floor.ceiling(ofCandidateAt: offset) else { return false }
    return ceiling < floor.floor && byteCount &* termLength <= MatchScore.optimalAlignmentLimit
  }
}
