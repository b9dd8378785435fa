import Dispatch

/// Matches a query against many candidates on every core and ranks the matches.
///
/// The candidates are cut into slices; `DispatchQueue.concurrentPerform` runs the slices on the
/// available cores, each with its own `FuzzyMatcher`, so matching allocates only the result
/// arrays. Each slice sorts its own matches; the sorted slices are then merged in pairs. Ties end
/// in input order, so the result is the same whatever the slicing.
public enum ParallelMatcher {
  /// Candidates per slice: enough that a slice's start-up cost is noise, few enough that two
  /// cores finish close together.
  static let sliceSize = 8_192

  /// The candidates that match `query`, in `order`.
  ///
  /// An empty query matches everything in input order; a query of negated terms only keeps input
  /// order (there is nothing to score), as in fzf.
  /// - Complexity: O(total candidate length) to rule candidates out (more for those that match,
  ///   see `FuzzyMatcher.fuzzyMatch`) spread over the cores, plus O(k log k) to sort k matches.
  public static func rank(_ query: MatchQuery, in candidates: some MatchCandidates, order: RankOrder) -> [RankedMatch] {
    let count = candidates.count
    if query.isEmpty { return (0..<count).map { RankedMatch(index: $0, score: 0, trimmedLength: 0) } }
    let order = query.isSortable ? order : .input
    let sliceCount = max(1, (count + sliceSize - 1) / sliceSize)
    let prefilter = QueryPrefilter(query)
    let results = SliceResults<RankedMatch>(count: sliceCount)
    defer { results.free() }
    DispatchQueue.concurrentPerform(iterations: sliceCount) { slice in
      let scratch = FuzzyMatcher()
      var found: [RankedMatch] = []
      for index in slice * sliceSize..<min(count, (slice + 1) * sliceSize) {
        // The scratch may read the candidate's bytes in place, and they are only valid inside
        // `withBytes` (a JSON element's printed text is made for the call): the trimmed length is
        // read there too.
        let match = candidates.withBytes(at: index) { bytes -> (score: Int, trimmedLength: Int)? in
          guard prefilter.mayMatch(bytes) else { return nil }
          scratch.load(bytes)
          guard let score = scratch.score(query, withPositions: false) else { return nil }
          return (score, scratch.trimmedLength())
        }
        guard let match else { continue }
        found.append(RankedMatch(index: index, score: match.score, trimmedLength: min(match.trimmedLength, 0xFFFF)))
      }
      if case .score(let tiebreak) = order {
        found.sort { $0.sortKey(tiebreak: tiebreak) < $1.sortKey(tiebreak: tiebreak) }
      }
      results.slots[slice] = found
    }
    guard case .score(let tiebreak) = order else { return results.slots.flatMap { $0 } }
    return merge(Array(results.slots), tiebreak: tiebreak)
  }

  /// Merges sorted runs in pairs until one is left.
  /// - Complexity: O(n log r) for n matches in r runs.
  static func merge(_ runs: [[RankedMatch]], tiebreak: Tiebreak) -> [RankedMatch] {
    var runs = runs
    while runs.count > 1 {
      var merged: [[RankedMatch]] = []
      merged.reserveCapacity((runs.count + 1) / 2)
      var index = 0
      while index + 1 < runs.count {
        merged.append(mergePair(runs[index], runs[index + 1], tiebreak: tiebreak))
        index += 2
      }
      if index < runs.count { merged.append(runs[index]) }
      runs = merged
    }
    return runs.first ?? []
  }

  private static func mergePair(_ left: [RankedMatch], _ right: [RankedMatch], tiebreak: Tiebreak) -> [RankedMatch] {
    var result: [RankedMatch] = []
    result.reserveCapacity(left.count + right.count)
    var i = 0
    var j = 0
    while i < left.count && j < right.count {
      if right[j].sortKey(tiebreak: tiebreak) < left[i].sortKey(tiebreak: tiebreak) {
        result.append(right[j])
        j += 1
      } else {
        result.append(left[i])
        i += 1
      }
    }
    result.append(contentsOf: left[i...])
    result.append(contentsOf: right[j...])
    return result
  }
}

/// One result array per slice, written by the slice's own thread only (so no lock), read after
/// `concurrentPerform` has returned.
@usableFromInline
struct SliceResults<Element>: @unchecked Sendable {
  @usableFromInline let slots: UnsafeMutableBufferPointer<[Element]>

  @usableFromInline
  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: [])
  }

  @usableFromInline
  func free() { slots.deinitialize().deallocate() }
}
