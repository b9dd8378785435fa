import Dispatch

// Matching a batch of candidates on every core without ranking them: the interactive filter
// matches a million records a batch at a time between key reads and ranks what it found itself.

extension ParallelMatcher {
  /// The candidates among `indices` that match `query`, in the order of `indices`, each with its
  /// score and trimmed length.
  ///
  /// `prefilter` (built from the same query) rules most candidates out on their bytes before they
  /// are decoded. The indices are cut into slices of `sliceSize` run on every core.
  ///
  /// Inlinable, so the loop is specialized for the caller's candidates and index collection: as a
  /// generic call from another module, every candidate went through witness tables and a
  /// heap-allocated closure context, a fifth of the time of a keystroke over a million lines. The
  /// scoring itself (`MatchScratch.scoreCandidate`) stays compiled here.
  /// - Complexity: O(total length of the candidates tested), spread over the cores; allocates the
  ///   result arrays only.
  @inlinable
  public static func matches(
    _ query: MatchQuery, prefilter: QueryPrefilter, in candidates: some MatchCandidates, indices: some RandomAccessCollection<Int> & Sendable
  ) -> [RankedMatch] {
    let count = indices.count
    if count == 0 { return [] }
    if query.isEmpty {
      return indices.map { RankedMatch(index: $0, score: 0, trimmedLength: 0) }
    }
    let sliceSize = batchSliceSize(count: count)
    let sliceCount = (count + sliceSize - 1) / sliceSize
    let results = SliceResults(count: sliceCount)
    defer { results.free() }
    // Most queries typed are one term: scored directly, without walking the query's nested
    // arrays (and retaining and releasing them) per candidate.
    let single = query.groups.count == 1 && query.groups[0].count == 1 && !query.groups[0][0].isInverted ? query.groups[0][0] : nil
    // The first keys typed are one or two characters: scored in one pass per candidate.
    let scan = ShortTermScan(query)
    // From the third key, one term of three or more characters: one search, then one pass.
    let longScan = scan == nil ? FuzzyTermScan(query) : nil
    let body: @Sendable (Int) -> Void = { slice in
      let owner = MatchScratch()
      // Used as a guaranteed reference: a strong one (or an `unowned(unsafe)` one, which is
      // copied to a strong one at each use) was retained and released per candidate, a tenth of
      // a keystroke's time. `owner` keeps the scratch until the loop ends.
      let scratch = Unmanaged.passUnretained(owner)
      var found: [RankedMatch] = []
      let start = indices.index(indices.startIndex, offsetBy: slice * sliceSize)
      let end = indices.index(start, offsetBy: min(sliceSize, count - slice * sliceSize))
      withExtendedLifetime(owner) {
        for index in indices[start..<end] {
          let match = candidates.withBytes(at: index) { bytes in
            scratch._withUnsafeGuaranteedRef { scratch in
              if let scan { return scratch.scoreCandidate(bytes, scan: scan, query: query, singleTerm: single, prefilter: prefilter) }
              if let longScan { return scratch.scoreCandidate(bytes, scan: longScan, query: query, singleTerm: single, prefilter: prefilter) }
              return scratch.scoreCandidate(bytes, query: query, singleTerm: single, prefilter: prefilter)
            }
          }
          guard let match else { continue }
          found.append(RankedMatch(index: index, score: match.score, trimmedLength: match.trimmedLength))
        }
      }
      results.slots[slice] = found
    }
    if sliceCount == 1 {
      body(0)
    } else {
      DispatchQueue.concurrentPerform(iterations: sliceCount, execute: body)
    }
    return results.slots.flatMap { $0 }
  }

  /// Candidates per slice of a batch of `count`: a sixteenth of it, from 256 to `sliceSize`.
  ///
  /// The interactive filter sizes its batches to end near a turn's deadline, often a few thousand
  /// candidates: in slices of `sliceSize` such a batch ran on one core. And a batch waits for its
  /// slowest core: with four slices on two cores one could idle for a quarter of the batch, with
  /// sixteen at most a sixteenth. A slice costs a scratch and a result array, noise at 256.
  @usableFromInline static func batchSliceSize(count: Int) -> Int { min(sliceSize, max(256, (count + 15) / 16)) }
}

extension MatchScratch {
  /// The score and trimmed length (clamped to 65535) of `bytes` for `query`, nil when it does not
  /// match; `prefilter` (the query's) rules most non-matches out first. `singleTerm` is the
  /// query's only term when it has one, not negated: the same score, without walking the query.
  /// - Complexity: see `score(_:withPositions:)`; no allocation.
  @usableFromInline
  func scoreCandidate(
    _ bytes: UnsafeBufferPointer<UInt8>, query: MatchQuery, singleTerm: MatchTerm?, prefilter: QueryPrefilter
  ) -> (score: Int, trimmedLength: Int)? {
    guard prefilter.mayMatch(bytes) else { return nil }
    load(bytes)
    let score: Int
    if let singleTerm {
      let result = match(singleTerm, withPositions: false)
      guard result.isMatch else { return nil }
      score = min(max(result.score, 0), Int(UInt16.max))
    } else {
      guard let total = self.score(query, withPositions: false) else { return nil }
      score = total
    }
    return (score, min(trimmedLength(), 0xFFFF))
  }
}
