/// The order `ParallelMatcher` returns matches in.
public enum RankOrder: Sendable, Hashable {
  /// By score, highest first; equal scores by the tiebreak, then input order.
  case score(Tiebreak)
  /// Input order (fzf's `--no-sort`).
  case input
}
