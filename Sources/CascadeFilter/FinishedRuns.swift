/// The last few finished runs of a `RankedFilter`, by query, so that deleting a character (or
/// typing a query again) shows its cards at once instead of testing every item again, as fzf keeps
/// its results per query.
///
/// A run is kept with the model count it covered: the items it kept among those, in model order
/// with their ranks, and the order it showed them in. Items the model gained since are tested when
/// it is taken back (the filter resumes the run from that count). Runs are forgotten oldest first
/// past `maximumRuns` or past `maximumItems` kept items in all.
struct FinishedRuns<Query: Equatable> {
  /// One finished run.
  struct Run {
    var query: Query
    /// The model count the run tested: every item below it.
    var modelCount: Int
    /// Whether `shown` is in rank order (false: model order, `--no-sort`).
    var isRanked: Bool
    /// The kept items in model order, with their ranks.
    var found: [RankedItem]
    /// Kept items left unranked below the first screen, with upper bounds of their ranks, in
    /// model order: only in a run kept before its order past the first screen was sorted.
    var unranked: [RankedItem] = []
    /// The kept model indices in shown order; nil for a run kept before its order past the
    /// first screen was sorted (rank order of `found`, made again when taken).
    var shown: [Int]?
    var shownAscends: Bool
  }

  /// The most runs kept.
  var maximumRuns = 8
  /// The most kept items over all runs kept (each costs 24 bytes).
  var maximumItems = 2_000_000

  /// Newest last.
  private var runs: [Run] = []

  /// Keeps `run`, replacing one for the same query, and forgets the oldest past the limits. A run
  /// larger than `maximumItems` is not kept.
  /// - Complexity: O(runs kept); the arrays are shared, not copied.
  mutating func keep(_ run: Run) {
    runs.removeAll { $0.query == run.query }
    guard run.found.count + run.unranked.count <= maximumItems else { return }
    runs.append(run)
    var items = runs.reduce(0) { $0 + $1.found.count + $1.unranked.count }
    while runs.count > maximumRuns || items > maximumItems {
      let first = runs.removeFirst()
      items -= first.found.count + first.unranked.count
    }
  }

  /// The run kept for `query` over at most `modelCount` items, in the order `isRanked` asks for,
  /// or nil; a run taken becomes the newest, so the runs used most stay.
  /// - Complexity: O(runs kept).
  mutating func take(for query: Query, modelCount: Int, isRanked: Bool) -> Run? {
    guard
      let index = runs.lastIndex(where: { $0.query == query && $0.modelCount <= modelCount && $0.isRanked == isRanked })
    else {
      return nil
    }
    let run = runs.remove(at: index)
    runs.append(run)
    return run
  }

  /// Forgets every run (the matching changed: another tiebreak, say).
  mutating func removeAll() { runs.removeAll() }
}
