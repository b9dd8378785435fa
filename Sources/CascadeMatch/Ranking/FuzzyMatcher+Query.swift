extension FuzzyMatcher {
  /// Matches `query` against `bytes` (one candidate's UTF-8 text).
  ///
  /// Every group must match; within a group the first non-negated term that matches gives the
  /// group's score, and a negated term whose text is absent satisfies the group with 0 (fzf's
  /// rules, so `!a | b` keeps candidates without `a` or with `b`).
  /// - Parameter withPositions: also report the matched positions, for highlighting.
  /// - Returns: nil when the candidate does not match.
  /// - Complexity: see `fuzzyMatch`; allocates only the positions, when asked.
  public func match(_ query: MatchQuery, bytes: UnsafeBufferPointer<UInt8>, withPositions: Bool = false)
    -> CandidateMatch?
  {
    load(bytes)
    guard let score = score(query, withPositions: withPositions) else { return nil }
    var found: [Int] = []
    if withPositions {
      found = positions.map(Int.init)
      found.sort()
      var unique: [Int] = []
      unique.reserveCapacity(found.count)
      for position in found where unique.last != position { unique.append(position) }
      found = unique
    }
    return CandidateMatch(score: score, trimmedLength: trimmedLength(), positions: found)
  }

  /// `match(_:bytes:withPositions:)` for a string.
  public func match(_ query: MatchQuery, text: String, withPositions: Bool = false) -> CandidateMatch? {
    var text = text
    return text.withUTF8 { match(query, bytes: $0, withPositions: withPositions) }
  }

  /// The score of the loaded candidate, clamped to 0...65535, or nil when it does not match;
  /// with `withPositions`, `positions` holds the matched positions (unsorted) afterwards.
  /// - Complexity: the sum of the terms' costs; no allocation without positions.
  func score(_ query: MatchQuery, withPositions: Bool) -> Int? {
    use(query.scheme)
    positions.removeAll(keepingCapacity: true)
    var total = 0
    for group in query.groups {
      var matched = false
      var groupScore = 0
      for term in group {
        let result = match(term, withPositions: withPositions && !term.isInverted)
        if result.isMatch {
          if term.isInverted { continue }
          groupScore = result.score
          matched = true
          if withPositions && !result.wrotePositions {
            for position in result.start..<result.end { positions.append(Int32(position)) }
          }
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

  /// Scores with `scheme`'s tables from now on.
  /// - Complexity: O(1).
  @usableFromInline
  func use(_ scheme: MatchScheme) {
    if tables.scheme != scheme { tables = ASCIITables.of(scheme) }
  }

  /// Runs the algorithm for the term's kind on the loaded candidate; a normalising term sees a
  /// non-ASCII candidate's Latin letters with diacritics as their ASCII letters, at the same
  /// positions (`LatinNormalization`).
  @inline(__always)
  func match(_ term: MatchTerm, withPositions: Bool) -> TermMatch {
    if term.normalizes && !isASCII && normalizeLoaded(caseSensitive: term.isCaseSensitive) {
      defer { restoreNormalized() }
      return matchAsLoaded(term, withPositions: withPositions)
    }
    return matchAsLoaded(term, withPositions: withPositions)
  }

  /// Runs the algorithm for the term's kind on the candidate's scalars as they are.
  @inline(__always)
  private func matchAsLoaded(_ term: MatchTerm, withPositions: Bool) -> TermMatch {
    switch term.kind {
    case .fuzzy:
      if term.isGreedy {
        return greedyMatch(term.scalars, caseSensitive: term.isCaseSensitive, withPositions: withPositions)
      }
      return fuzzyMatch(term.scalars, caseSensitive: term.isCaseSensitive, withPositions: withPositions)
    case .exact: return exactMatch(term.scalars, caseSensitive: term.isCaseSensitive)
    case .exactBoundary: return exactBoundaryMatch(term.scalars, caseSensitive: term.isCaseSensitive)
    case .prefix: return prefixMatch(term.scalars, caseSensitive: term.isCaseSensitive)
    case .suffix: return suffixMatch(term.scalars, caseSensitive: term.isCaseSensitive)
    case .equal: return equalMatch(term.scalars, caseSensitive: term.isCaseSensitive)
    }
  }
}
