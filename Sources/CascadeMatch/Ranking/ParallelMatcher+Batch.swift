import Dispatch

// Matching a batch of candidates on every core without ranking them: the interactive filter
// matches a million records a batch at a time between key reads and ranks what it found itself.

extension ParallelMatcher {
  /// The candidates among `indices` that match `query`, in the order of `indices`, each with its
  /// score and trimmed length.
  ///
  /// `prefilter` (built from the same query) rules most candidates out on their bytes before they
  /// are decoded. The indices are cut into slices of `sliceSize` run on every core.
  /// - Complexity: O(total length of the candidates tested), spread over the cores; allocates the
  ///   result arrays only.
  public static func matches(
    _ query: MatchQuery, prefilter: QueryPrefilter, in candidates: some MatchCandidates, indices: some RandomAccessCollection<Int> & Sendable
  ) -> [RankedMatch] {
    let count = indices.count
    if count == 0 { return [] }
    if query.isEmpty {
      return indices.map { RankedMatch(index: $0, score: 0, trimmedLength: 0) }
    }
    let sliceCount = (count + sliceSize - 1) / sliceSize
    let results = SliceResults(count: sliceCount)
    defer { results.free() }
    let body: @Sendable (Int) -> Void = { slice in
      let scratch = MatchScratch()
      var found: [RankedMatch] = []
      let start = indices.index(indices.startIndex, offsetBy: slice * sliceSize)
      let end = indices.index(start, offsetBy: min(sliceSize, count - slice * sliceSize))
      for index in indices[start..<end] {
        let score = candidates.withBytes(at: index) { bytes -> Int? in
          guard prefilter.mayMatch(bytes) else { return nil }
          scratch.load(bytes)
          return scratch.score(query, withPositions: false)
        }
        guard let score else { continue }
        found.append(RankedMatch(index: index, score: score, trimmedLength: min(scratch.trimmedLength(), 0xFFFF)))
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
}
