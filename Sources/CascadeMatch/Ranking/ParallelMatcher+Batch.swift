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
  /// scoring itself (`FuzzyMatcher.scoreCandidate`) stays compiled here.
  /// - Complexity: O(total length of the candidates tested), spread over the cores; allocates the
  ///   result arrays only.
  @inlinable
  public static func matches(
    _ query: MatchQuery, prefilter: QueryPrefilter, in candidates: some MatchCandidates,
    indices: some RandomAccessCollection<Int> & Sendable
  ) -> [RankedMatch] {
    matches(query, prefilter: prefilter, in: candidates, indices: indices, floor: nil) { $0 }.scored
  }

  /// `matches(_:prefilter:in:indices:)` with each match made into the caller's element by `make`
  /// on the matching threads (not after, on the caller's), and for a query that narrows the one
  /// that scored the candidates before (`floor`, nil otherwise): a candidate whose previous score plus the most it can have risen
  /// (`ScoreFloor`) stays below the floor is only tested for a match, not scored, and comes back
  /// in `belowFloor` (as its offset in `indices`). For the first screen after a key that narrows
  /// many matches: only the candidates that can reach it are scored.
  ///
  /// A candidate is scored anyway when the test alone cannot decide it (a `k` or `i` that a
  /// non-ASCII letter folds to) or its score would come from the greedy match (past
  /// `MatchScore.optimalAlignmentLimit`, where no rise is bounded).
  /// - Complexity: as `matches(_:prefilter:in:indices:)`; a candidate below the floor costs a
  ///   byte search for its characters in order.
  @inlinable
  public static func matches<Match: Sendable>(
    _ query: MatchQuery, prefilter: QueryPrefilter, in candidates: some MatchCandidates,
    indices: some RandomAccessCollection<Int> & Sendable,
    floor: ScoreFloor?, making make: @escaping @Sendable (RankedMatch) -> Match
  ) -> FlooredMatches<Match> {
    let count = indices.count
    if count == 0 { return FlooredMatches() }
    if query.isEmpty {
      return FlooredMatches(scored: indices.map { make(RankedMatch(index: $0, score: 0, trimmedLength: 0)) })
    }
    let sliceSize = batchSliceSize(count: count)
    let sliceCount = (count + sliceSize - 1) / sliceSize
    let results = SliceResults<Match>(count: sliceCount)
    let below = SliceResults<Int>(count: floor == nil ? 0 : sliceCount)
    defer {
      results.free()
      below.free()
    }
    // Most queries typed are one term: scored directly, without walking the query's nested
    // arrays (and retaining and releasing them) per candidate.
    let single =
      query.groups.count == 1 && query.groups[0].count == 1 && !query.groups[0][0].isInverted ? query.groups[0][0] : nil
    // The first keys typed are one or two characters: scored in one pass per candidate.
    let scan = OneOrTwoCharacterScan(query)
    // From the third key, one term of three or more characters: one search, then one pass.
    let longScan = scan == nil ? FuzzyTermScan(query) : nil
    // Below the floor, the prefilter's search for the term's characters in order is the whole
    // test: exact for one fuzzy ASCII term, over an ASCII line when the term has a character a
    // non-ASCII letter folds to.
    let floorTest = FloorTest(floor, query: query)
    let body: @Sendable (Int) -> Void = { slice in
      let owner = FuzzyMatcher()
      // Once per slice: the scans below score a candidate without walking the query.
      owner.use(query.scheme)
      // Used as a guaranteed reference: a strong one (or an `unowned(unsafe)` one, which is
      // copied to a strong one at each use) was retained and released per candidate, a tenth of
      // a keystroke's time. `owner` keeps the scratch until the loop ends.
      let scratch = Unmanaged.passUnretained(owner)
      var found: [Match] = []
      var belowFloor: [Int] = []
      let first = slice * sliceSize
      let start = indices.index(indices.startIndex, offsetBy: first)
      let end = indices.index(start, offsetBy: min(sliceSize, count - first))
      withExtendedLifetime(owner) {
        // The first keys (one or two characters, nothing to leave unscored): a loop whose closure
        // holds only what this scan reads. The general loop below built the context of a closure
        // capturing every way of scoring, a score floor and the offset, on each candidate.
        if let scan, floorTest == nil {
          for index in indices[start..<end] {
            let match = candidates.withBytes(at: index) { bytes in
              scratch._withUnsafeGuaranteedRef {
                $0.scoreCandidate(bytes, scan: scan, query: query, singleTerm: single, prefilter: prefilter)
              }
            }
            guard let match else { continue }
            found.append(make(RankedMatch(index: index, score: match.score, trimmedLength: match.trimmedLength)))
          }
          return
        }
        var offset = first
        for index in indices[start..<end] {
          defer { offset &+= 1 }
          let match = candidates.withBytes(at: index) { bytes -> (score: Int, trimmedLength: Int)? in
            if let floorTest, floorTest.staysBelow(offset: offset, byteCount: bytes.count) {
              guard prefilter.mayMatch(bytes) else { return nil }
              if floorTest.decidesMatch(of: bytes) {
                belowFloor.append(offset)
                return nil
              }
            }
            return scratch._withUnsafeGuaranteedRef { scratch in
              if let scan {
                return scratch.scoreCandidate(bytes, scan: scan, query: query, singleTerm: single, prefilter: prefilter)
              }
              if let longScan {
                return scratch.scoreCandidate(
                  bytes, scan: longScan, query: query, singleTerm: single, prefilter: prefilter)
              }
              return scratch.scoreCandidate(bytes, query: query, singleTerm: single, prefilter: prefilter)
            }
          }
          guard let match else { continue }
          found.append(make(RankedMatch(index: index, score: match.score, trimmedLength: match.trimmedLength)))
        }
      }
      results.slots[slice] = found
      if !below.slots.isEmpty { below.slots[slice] = belowFloor }
    }
    if sliceCount == 1 {
      body(0)
    } else {
      DispatchQueue.concurrentPerform(iterations: sliceCount, execute: body)
    }
    return FlooredMatches(scored: results.slots.flatMap { $0 }, belowFloor: below.slots.flatMap { $0 })
  }

  /// Candidates per slice of a batch of `count`: a sixteenth of it, from 256 to `sliceSize`.
  ///
  /// The interactive filter sizes its batches to end near a turn's deadline, often a few thousand
  /// candidates: in slices of `sliceSize` such a batch ran on one core. And a batch waits for its
  /// slowest core: with four slices on two cores one could idle for a quarter of the batch, with
  /// sixteen at most a sixteenth. A slice costs a scratch and a result array, noise at 256.
  @usableFromInline static func batchSliceSize(count: Int) -> Int { min(sliceSize, max(256, (count + 15) / 16)) }
}

extension FuzzyMatcher {
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
