extension FuzzyMatcher {
  /// The score of `query` over a candidate cut into `tokens`, as fzf matches with `--nth`: each
  /// term is tried on the tokens in order and the first token it matches gives its score, so a
  /// term never matches across two tokens; nil when the candidate does not match. The rules for
  /// groups and negated terms are `match(_:bytes:)`'s.
  /// - Complexity: the sum over the terms of their cost on each token tried.
  public func score(_ query: MatchQuery, tokens: [UnsafeBufferPointer<UInt8>]) -> Int? {
    use(query.scheme)
    var total = 0
    for group in query.groups {
      var matched = false
      var groupScore = 0
      for term in group {
        var found: TermMatch?
        for token in tokens {
          load(token)
          let result = match(term, withPositions: false)
          if result.isMatch {
            found = result
            break
          }
        }
        if let found {
          if term.isInverted { continue }
          groupScore = found.score
          matched = true
          break
        } else if term.isInverted {
          groupScore = 0
          matched = true
        }
      }
      guard matched else { return nil }
      total += groupScore
    }
    return min(max(total, 0), Int(UInt16.max))
  }
}
