/// A filter being applied to one section a slice at a time, so typing never waits for a million
/// records: the model indices still to test, in ascending order.
///
/// The candidates are `candidates[position...]` (indices below `limit`: the cards an earlier
/// filter showed, when the new one only narrows it), then every index from `next` up to the
/// model's count, which includes records that arrive while it runs, as fzf filters what arrives
/// after the query was typed.
struct FilterScan {
  /// Candidates below `limit`, ascending.
  private(set) var candidates: [Int]
  private(set) var position = 0
  /// Every model index from `limit` on is a candidate.
  private(set) var limit: Int
  /// The next index from `limit` on to test.
  private(set) var next: Int

  /// Tests every index of the model, from the first.
  static let everything = FilterScan(candidates: [], limit: 0)

  /// Tests `candidates` (ascending, below `limit`), then every index from `limit` on.
  init(candidates: [Int], limit: Int) {
    self.candidates = candidates
    self.limit = limit
    next = limit
  }

  /// A scan for a stricter filter that continues where this one stands: the indices shown now
  /// (`shown`, all below this scan's frontier; nil for all below it), then what this scan had
  /// left to test.
  /// - Complexity: O(shown + candidates left), a copy.
  func narrowed(shown: [Int]?) -> FilterScan {
    let frontier = position < candidates.count ? candidates[position] : next
    var kept = shown ?? Array(0..<frontier)
    if position < candidates.count {
      kept.append(contentsOf: candidates[position...])
      return FilterScan(candidates: kept, limit: limit)
    }
    return FilterScan(candidates: kept, limit: next)
  }

  /// True when nothing below `count` is left to test.
  func isFinished(modelCount count: Int) -> Bool { position >= candidates.count && next >= count }

  /// Tests at most `budget` candidates below `modelCount` in order, appending those `isIncluded`
  /// passes to `matches`; returns how many were tested.
  /// - Complexity: O(budget) calls of `isIncluded`.
  @discardableResult
  mutating func run(budget: Int, modelCount: Int, into matches: inout [Int], isIncluded: (Int) -> Bool) -> Int {
    var tested = 0
    while tested < budget, position < candidates.count {
      let index = candidates[position]
      position += 1
      tested += 1
      if isIncluded(index) { matches.append(index) }
    }
    if position >= candidates.count, !candidates.isEmpty {
      candidates = []  // done with them: free the copy
      position = 0
    }
    while tested < budget, next < modelCount {
      if isIncluded(next) { matches.append(next) }
      next += 1
      tested += 1
    }
    return tested
  }
}

/// What one slice of a filter may still do: test so many records, for so long.
struct SliceBudget {
  private(set) var records: Int
  private let clock = ContinuousClock()
  private let deadline: ContinuousClock.Instant

  init(records: Int, duration: Duration) {
    self.records = max(1, records)
    deadline = clock.now.advanced(by: duration)
  }

  var isSpent: Bool { records <= 0 || clock.now >= deadline }

  /// Runs `scan` in steps of at most 1,024 records until it finishes or the budget is spent; the
  /// clock is read once per step, about every 20–100 µs.
  mutating func run(_ scan: inout FilterScan, modelCount: Int, into matches: inout [Int], isIncluded: (Int) -> Bool) {
    while records > 0, !scan.isFinished(modelCount: modelCount) {
      records -= scan.run(budget: min(records, 1_024), modelCount: modelCount, into: &matches, isIncluded: isIncluded)
      if clock.now >= deadline { records = 0 }
    }
  }
}
