import CascadeMatch

/// The line that best matches `src 'main !test`: fuzzy "src", exactly "main", and no "test".
func bestMatch(in lines: [String]) -> String? {
  let query = MatchQuery("src 'main !test")
  let ranked = ParallelMatcher.rank(query, in: PackedCandidates(lines), order: .score(.length))
  return ranked.first.map { lines[$0.index] }
}
