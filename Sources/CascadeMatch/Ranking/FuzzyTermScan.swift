/// A query of one fuzzy term of three to `FuzzyRows.maximumCount` ASCII characters (from the third
/// key typed), scored in one pass over each candidate's bytes after one search for the term's
/// characters in order, which rules a candidate out and finds where scoring starts.
///
/// The general path tests such a candidate several times over (the prefilter's search, the ASCII
/// test while loading, the same search again for where scoring starts) before scoring it; a key
/// that narrows the query re-scores most of what the last one kept, so every pass counts. This scan
/// gives the same score and trimmed length as `FuzzyMatcher.scoreCandidate` (fzf's rules) and hands
/// it the candidates it cannot decide on their bytes alone: non-ASCII text, and lines past the
/// optimal alignment's limit (scored greedily there).
@usableFromInline
struct FuzzyTermScan: Sendable {
  /// The term's characters (lowercase unless case counts).
  let pattern: [UInt32]
  let caseSensitive: Bool
  /// True when a non-ASCII letter may match a character (KELVIN SIGN and İ fold to `k` and `i`, a
  /// normalising term matches Latin letters with diacritics), so a candidate without the byte may
  /// still match and goes to the general path.
  let foldsFromNonASCII: Bool

  /// The scan for `query`, or nil unless it is one fuzzy, non-negated term of 3 to
  /// `FuzzyRows.maximumCount` ASCII characters (lowercase unless case counts, as a query makes them).
  @usableFromInline
  init?(_ query: MatchQuery) {
    guard let term = query.singleScannableTerm(ofLength: 3...FuzzyRows.maximumCount) else { return nil }
    pattern = term.scalars
    caseSensitive = term.isCaseSensitive
    foldsFromNonASCII = term.foldsFromNonASCII
  }

  /// The bits a byte search sets first for `character`: 0x20 for a letter without case, so both
  /// cases are found.
  @inline(__always)
  func fold(_ character: UInt32) -> UInt8 { !caseSensitive && character &- 0x61 < 26 ? 0x20 : 0 }
}

extension FuzzyMatcher {
  /// `scoreCandidate(_:query:singleTerm:prefilter:)` for a query `scan` was made from: the same
  /// answer, from one search for the term's characters in order, the ASCII test and one scoring
  /// pass (`fuzzyScore`) over the candidate's bytes.
  /// - Complexity: O(bytes.count), allocation-free.
  @usableFromInline
  func scoreCandidate(
    _ bytes: UnsafeBufferPointer<UInt8>, scan: FuzzyTermScan, query: MatchQuery, singleTerm: MatchTerm?,
    prefilter: QueryPrefilter
  ) -> (score: Int, trimmedLength: Int)? {
    guard let base = bytes.baseAddress else { return nil }
    let n = bytes.count
    let pattern = scan.pattern
    let m = pattern.count
    // The first character's first occurrence is where scoring starts, the last character's last
    // occurrence after it where scoring ends; whether the others lie between in order, the
    // scoring pass finds out (it reaches every row or not), so they are not searched first.
    let firstCharacter = pattern[0], lastCharacter = pattern[m &- 1]
    // A character a non-ASCII letter may stand for: the search also stops at the first non-ASCII
    // byte, so an ASCII line without the first character is ruled out in the same pass.
    let first =
      scan.foldsFromNonASCII
      ? ByteSearch.firstIndexOrNonASCII(
        of: UInt8(truncatingIfNeeded: firstCharacter), folding: scan.fold(firstCharacter), in: base, from: 0, count: n)
      : ByteSearch.firstIndex(
        of: UInt8(truncatingIfNeeded: firstCharacter), folding: scan.fold(firstCharacter), in: base, from: 0, count: n)
    if first >= n { return nil }
    if base[first] >= 0x80 { return scoreCandidate(bytes, query: query, singleTerm: singleTerm, prefilter: prefilter) }
    let last = ByteSearch.lastIndex(
      of: UInt8(truncatingIfNeeded: lastCharacter), folding: scan.fold(lastCharacter), in: base, from: first &+ 1,
      count: n)
    if first >= n || last <= first {
      return scan.foldsFromNonASCII
        ? scoreCandidate(bytes, query: query, singleTerm: singleTerm, prefilter: prefilter) : nil
    }
    guard n &* m <= MatchScore.optimalAlignmentLimit, Self.isASCII(base, count: n) else {
      return scoreCandidate(bytes, query: query, singleTerm: singleTerm, prefilter: prefilter)
    }
    let result = fuzzyScore(pattern, bytes: base, from: first, to: last &+ 1, caseSensitive: scan.caseSensitive)
    guard result.isMatch else { return nil }
    let score = result.score
    return (min(max(score, 0), Int(UInt16.max)), Self.asciiTrimmedLength(base, count: n))
  }
}
