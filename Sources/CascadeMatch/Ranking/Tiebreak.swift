/// How matches with equal scores are ordered (fzf's `--tiebreak`, the two criteria Cascade has).
public enum Tiebreak: String, Sendable, Hashable, CaseIterable {
  /// The shorter candidate (white space at the ends aside) first, then input order: fzf's default.
  case length
  /// Input order only.
  case index
}
