/// How one candidate matched a query.
public struct CandidateMatch: Sendable, Hashable {
  /// The sum of the matching term of each group's score, clamped to 0...65535 as in fzf.
  public var score: Int
  /// The candidate's length in Unicode scalars without white space at either end: the tiebreak.
  public var trimmedLength: Int
  /// The matched characters as scalar offsets into the candidate, ascending and without
  /// duplicates; empty unless positions were asked for.
  public var positions: [Int]
}
