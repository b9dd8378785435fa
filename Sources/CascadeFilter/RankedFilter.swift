import CascadeLayout
import CascadeView
import HeapModule

/// The items of one model section that a query keeps, ranked: a filtering data source keeps one
/// per section, reports `shownCount` items and maps shown item i to `modelIndex(ofShownItem: i)`.
///
/// The matching is the `Matcher`'s; this type runs it a slice at a time, so typing over a million
/// items never holds a key longer than a frame: `setQuery(_:until:into:)` tests items until its
/// deadline and `continueRun(until:)` goes on, each showing what it found after what was shown
/// (`.appended`). When the run has tested every item it ranks what it kept — higher ranks first,
/// equal ranks in model order, or model order throughout when `isRanked` is false — and describes
/// the reordering as batch updates (`.reordered`). A query that narrows the last one (see
/// `ItemMatcher.query(_:narrows:)`) tests only the items the last one kept, in model order (the
/// order their bytes are stored in, which reads memory far faster than rank order). The last few
/// finished runs are kept by query (`FinishedRuns`), so a query typed again — Backspace — shows
/// its ranking without testing anything. Items added to the model (`growModel(to:)`) while a
/// query is in effect are tested as the run continues.
///
/// A run that keeps many items puts only its best `rankedPrefixCount` in order when it finishes
/// (`PartialRanking`), so the final count and the first screen show without waiting for the
/// rest to be sorted; the rest is ordered on the next turn (`continueRun(until:)`), or at once
/// when something reads past those first items. Every read sees the final order either way.
///
/// A narrowing query also hands the matcher the rank the last one gave each item, and the rank
/// the best `rankedPrefixCount` items kept so far reach
/// (`ItemMatcher.matches(_:narrowing:section:among:previousRanks:floor:)`): a matcher that knows
/// how far a rank can rise leaves the items that cannot reach it unranked, and they are ranked
/// only on the turns after the first screen.
///
/// With an empty query every item shows in model order and nothing is stored per item.
///
/// A class: a data source keeps one per section and reads it once per item the layout places, so
/// a read must not copy its two dozen stored properties.
public final class RankedFilter<Matcher: ItemMatcher> {
  /// The matching, asked for batches of items.
  public var matcher: Matcher
  /// The section of the collection view this filter's changes name.
  public let section: Int
  /// The number of items in the model section.
  @exclusivity(unchecked) public private(set) var modelCount: Int
  /// True: kept items show by rank (fzf's default); false: in model order (`--no-sort`).
  public var isRanked = true
  /// A change of more items than this is described as replacing the section rather than item by
  /// item (see `ItemFilter.maximumItemChanges`). Default: no limit.
  public var maximumItemChanges = Int.max
  /// Items handed to the matcher at once; the deadline is checked between batches.
  public var batchSize = 32_768
  /// The most items the first batch of a slice holds, and of the first batch of items no earlier
  /// query tested; each later batch holds at most four times the one before. For a matcher whose
  /// items cost about the same whatever was asked before, set it to `batchSize`. Default: 1,024.
  public var firstBatchSize = 1_024
  /// How long the matcher took per item in the last batch: the next batch is sized to end near
  /// its turn's deadline.
  private var secondsPerItem = 0.0
  /// The most items one slice (`setQuery` or `continueRun`) tests, whatever its deadline: for
  /// callers that want slices of a fixed size (tests). Default: no limit.
  public var sliceLimit = Int.max
  /// The query in effect; nil until the first `setQuery`.
  public private(set) var query: Matcher.Query?

  /// Model indices shown, in shown order; nil while every item shows in model order. Not read
  /// while `partial` is set (it is empty then).
  @exclusivity(unchecked) @usableFromInline var shown: [Int]?
  /// The shown order of a finished run of many kept items while only its best items are placed;
  /// nil otherwise.
  @exclusivity(unchecked) @usableFromInline var partial: PartialRanking?
  /// How many of the best items a finished run of many kept items puts in order at once (enough
  /// for the first screen of small cards); the rest wait for the next turn or a read past them.
  public var rankedPrefixCount = 1_024
  /// True when `shown` ascends (model order), so lookups can binary-search it.
  private var shownAscends = true
  /// Model index → shown position, built on the first lookup after a change.
  private var positions = ShownPositions()
  /// The run: items kept so far in the order tested (what `shown` lists while it runs), ranked.
  private var found: [RankedItem] = []
  private var foundAscends = true
  /// Kept items the matcher left unranked below the floor, with upper bounds of their ranks, in
  /// the order tested (ascending: only a run over ascending candidates has them).
  private var unranked: [RankedItem] = []
  /// The best `rankedPrefixCount` ranks in `found` (a min-max heap): the least is the floor
  /// under which a narrowing query's items need no rank before the first screen.
  private var bestRanks = Heap<UInt32>()
  /// For a run narrowing `narrowedFrom`: the rank (or an upper bound) that query gave each of
  /// `candidates`, `UInt32.max` where unknown; empty otherwise.
  private var candidateRanks: [UInt32] = []
  private var narrowedFrom: Matcher.Query?
  /// False once the matcher's ranking changed (`forgetFinishedRuns()`) until the next run: the
  /// kept items' ranks are then not bounds for a query narrowing them.
  private var ranksAreCurrent = true
  /// Items still to test: `candidates[position...]`, then every index from `next` to `modelCount`.
  private var candidates: [Int] = []
  private var position = 0
  private var next = 0
  /// False while nothing is filtered (no query, or one that keeps everything).
  private var isFiltering = false
  /// True once the run has tested every item and `shown` is in rank order.
  private var isSorted = true
  /// The last few finished runs, taken back when their query comes again (Backspace).
  private var finishedRuns = FinishedRuns<Matcher.Query>()
  /// The final order of a run that has tested everything, sorted on one turn and shown on the next
  /// (sorting a million kept items and re-flowing the cards in the same turn would hold a key longer
  /// than a frame). Valid while the run has kept the same items and `isRanked` is unchanged.
  private var pending: PendingOrder?

  /// A run's kept items sorted into their shown order.
  private struct PendingOrder {
    var keptCount: Int
    var isRanked: Bool
    var shown: [Int]
    var ascends: Bool
  }

  /// A filter of `count` items showing all of them, matching with `matcher`.
  public init(matcher: Matcher, count: Int, section: Int = 0) {
    self.matcher = matcher
    modelCount = max(0, count)
    self.section = section
  }

  // MARK: - Reading

  /// True while every item shows, in model order.
  public var showsEveryItem: Bool { shown == nil && partial == nil }

  /// The number of items shown (during a run: found so far). O(1).
  @inlinable public var shownCount: Int { partial?.count ?? shown?.count ?? modelCount }

  /// The shown model indices in shown order, or nil while every item shows in model order.
  /// - Complexity: O(1), or O(shown) when the order past the first items is not yet known.
  public var shownModelIndices: [Int]? { partial?.order ?? shown }

  /// The model index of shown item `item`, which must be below `shownCount`. O(1), except the
  /// first read past the first `rankedPrefixCount` items of a partially ranked run, which puts
  /// the rest in order first: O(kept) once (a radix sort).
  ///
  /// Inlinable, and the three fields it reads skip the dynamic exclusivity check: a layout asks it
  /// once per item it places (ten million for End on ten million), through a data source in
  /// another module.
  @inlinable @inline(__always) public func modelIndex(ofShownItem item: Int) -> Int {
    if let partial { return partial.item(at: item) }
    if let shown { return shown[item] }
    precondition(item >= 0 && item < modelCount, "shown item \(item) of \(modelCount)")
    return item
  }

  /// Where model item `index` shows, or nil while the filter hides it.
  /// - Complexity: O(1) while every item shows; O(log shown) in model order; in rank order O(1)
  ///   after an O(modelCount) table is built on the first lookup since the last change. While a
  ///   run is partially ranked, a hidden item or one among the first items is answered without
  ///   ordering the rest (O(log kept + rankedPrefixCount)); any other item orders them first.
  public func shownItem(ofModelIndex index: Int) -> Int? {
    guard index >= 0 && index < modelCount else { return nil }
    if let partial {
      switch partial.placeWithoutOrdering(ofModelIndex: index) {
      case .hidden: return nil
      case .inPrefix(let position): return position
      case .pastPrefix: break
      }
    }
    guard let shown = partial?.order ?? shown else { return index }
    if shownAscends {
      var lo = 0, hi = shown.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if shown[mid] < index { lo = mid + 1 } else { hi = mid }
      }
      return lo < shown.count && shown[lo] == index ? lo : nil
    }
    return positions.position(of: index, in: shown, modelCount: modelCount)
  }

  /// True while items are left to test (a query typed over many, or items that arrived).
  public var isRunning: Bool { isFiltering && (position < candidates.count || next < modelCount || !isSorted) }

  /// True while a partially ranked run has items past its first ones not yet put in order (the
  /// next `continueRun(until:)` or a read past the first items orders them). For tests that
  /// check which reads leave the rest unordered.
  package var hasUnorderedRest: Bool { partial.map { !$0.isComplete } ?? false }

  /// True when the shown count is final and the first `rankedPrefixCount` items show in their
  /// final order: nothing is left to test, at most the order past those items (see
  /// `continueRun(until:)`). What a user waits for after a key.
  public var showsFinalCount: Bool { !isRunning || (partial != nil && !hasItemsLeft) }

  // MARK: - Changing the query

  /// Filters with `query`: tests items until `deadline` (at least one batch), shows what it kept,
  /// and adds the change from what was shown to `updates`. When the run finished within the
  /// deadline the items show in their final order; otherwise `continueRun(until:)` goes on (and
  /// ranks them, when only that is left).
  ///
  /// With `testing` false nothing is tested yet (the run starts at the next `continueRun`): for a
  /// query that another replaces before it would show, a key of a paste typed ahead. The query
  /// that replaces it narrows it as it would a tested one, from the same items, so a burst of keys
  /// tests each item once, for its last query.
  /// - Complexity: O(items tested) matcher work, O(shown before + shown after) to describe the
  ///   change (O(k log k) for k items in both when the order changes and k is within
  ///   `maximumItemChanges`).
  public func setQuery(
    _ query: Matcher.Query, until deadline: ContinuousClock.Instant, testing: Bool = true,
    into updates: inout BatchUpdates
  ) {
    let old = shown
    let oldCount = shownCount
    let oldAscends = shownAscends
    let oldWasPartial = partial != nil
    defer {
      // A partial order is only made where a change of so many items replaces the section.
      if oldWasPartial || partial != nil {
        RankedChanges.replace(section: section, into: &updates)
      } else {
        RankedChanges.describe(
          from: old, count: oldCount, ascending: oldAscends, to: shown, count: shownCount, ascending: shownAscends,
          section: section, limit: maximumItemChanges, into: &updates)
      }
    }
    let previous = self.query
    self.query = query
    if matcher.matchesEverything(query) {
      stopRun()
      return
    }
    if let run = finishedRuns.take(for: query, modelCount: modelCount, isRanked: isRanked) {
      resume(run)
      return
    }
    if isFiltering, let previous, matcher.query(query, narrows: previous) {
      // The items the last query kept, then what it had left to test: in model order, as the
      // items are stored, so the bytes are read in address order (in rank order every item read
      // missed the cache). With the ranks it gave them, for a matcher that leaves the items
      // that cannot reach the first screen unranked.
      narrowCandidates(from: previous)
    } else {
      candidates = []
      candidateRanks = []
      narrowedFrom = nil
      next = 0
    }
    position = 0
    found = []
    unranked = []
    bestRanks = Heap()
    // Every item this run keeps is ranked by the matcher as it ranks now.
    ranksAreCurrent = true
    pending = nil
    partial = nil
    foundAscends = true
    isFiltering = true
    isSorted = false
    shown = []
    shownAscends = true
    positions = ShownPositions()
    // Room for every item to test: appending a batch at a time, the arrays would otherwise grow by
    // doubling, copying what they hold on the main thread while the other cores wait. Pages never
    // written cost no memory.
    let testable = candidates.count + modelCount - next
    found.reserveCapacity(testable)
    shown!.reserveCapacity(testable)
    guard testing else { return }
    _ = test(until: deadline)
    // Past the deadline the ranking waits for the next `continueRun(until:)`, as there.
    if !hasItemsLeft, ContinuousClock.now < deadline {
      if !rankPartially(shownBefore: oldCount) { finishRun() }
    }
  }

  /// What `continueRun(until:)` did to the shown items.
  public enum Progress: Sendable {
    /// Nothing: no run, or nothing new kept.
    case unchanged
    /// Items kept since were shown after the others (`CollectionView.appendItems(inSection:)`).
    case appended
    /// The run finished and the shown items changed order: apply these updates (they take the
    /// collection view from what it showed before this call, items found by it included).
    case reordered(BatchUpdates)
  }

  /// Tests more items until `deadline` (at least one batch); shows the kept ones after the
  /// others, or, when the run finishes, puts everything in its final order.
  /// - Complexity: O(items tested) matcher work; on finishing O(kept) to sort (a radix sort) and
  ///   O(shown) to describe the change.
  public func continueRun(until deadline: ContinuousClock.Instant) -> Progress {
    guard isRunning else { return .unchanged }
    // A finished run's order past its first items: sorted now, a turn after the first screen
    // showed (a key typed meanwhile drops it unsorted). Nothing on screen changes.
    if let partial {
      // Unranked items first, a slice at a time: ranking them all at once could hold a key. The
      // sort waits for the next turn, which it can fill alone.
      if partial.hasUnranked {
        rankUnranked(of: partial, until: deadline)
        return .unchanged
      }
      completePartialOrder()
      if !hasItemsLeft { return .unchanged }
    }
    // What the collection view shows now: a reordering is described from here, appends included.
    // Testing only appends to `shown`, so the first `oldCount` of it are what shows now: holding
    // on to the array itself here would make each turn's appends copy all of it.
    let oldIsEveryItem = shown == nil
    let oldCount = shownCount
    let oldAscends = shownAscends
    let testedItems = hasItemsLeft
    let appended = test(until: deadline)
    guard !hasItemsLeft else { return appended ? .appended : .unchanged }
    // Ranking every kept item and describing the change can cost as much as testing did: when the
    // testing used up this turn, the ranking waits for the next one, so no turn holds a key for two.
    // (A turn that tested nothing always finishes, whatever its deadline.)
    if testedItems, ContinuousClock.now >= deadline { return appended ? .appended : .unchanged }
    // Many kept items: the best are selected now and the rest ordered on the next turn.
    if rankPartially(shownBefore: oldCount) {
      var updates = BatchUpdates()
      RankedChanges.replace(section: section, into: &updates)
      return .reordered(updates)
    }
    // The sort can use up a turn too: then the cards take their order on the next.
    rankAllUnranked()
    if pending == nil || pending?.keptCount != found.count || pending?.isRanked != isRanked {
      pending = pendingOrder()
      if ContinuousClock.now >= deadline { return appended ? .appended : .unchanged }
    }
    let old = oldIsEveryItem ? nil : shown.map { Array($0.prefix(oldCount)) }
    finishRun()
    if old == shown { return .unchanged }
    if let old, let shown, shown.starts(with: old) { return .appended }
    var updates = BatchUpdates()
    RankedChanges.describe(
      from: old, count: oldCount, ascending: oldAscends, to: shown, count: shownCount,
      ascending: shownAscends, section: section, limit: maximumItemChanges, into: &updates)
    return .reordered(updates)
  }

  /// The model now holds `count` items, the old ones unchanged and the new ones at its end.
  /// While nothing is filtered they show at once, after the others; otherwise the run resumes
  /// and `continueRun(until:)` tests them. Returns how many shown items were added at the end.
  /// - Complexity: O(1).
  @discardableResult
  public func growModel(to count: Int) -> Int {
    guard count > modelCount else { return 0 }
    let added = isFiltering ? 0 : count - modelCount
    modelCount = count
    if isFiltering { isSorted = false }
    positions = ShownPositions()
    return added
  }

  // MARK: - The run

  private var hasItemsLeft: Bool { position < candidates.count || next < modelCount }

  /// Tests batches until `deadline` or the end, appending what is kept to `found` and `shown`.
  /// Returns true when something was kept.
  private func test(until deadline: ContinuousClock.Instant) -> Bool {
    guard let query else { return false }
    let clock = ContinuousClock()
    var kept = false
    var budget = max(1, sliceLimit)
    // The items of one run can cost very different amounts (a matcher that prepares each item the
    // first time it sees it, then reads it again for the next query): a batch is at most four
    // times the one before it in this slice, and the first at most `firstBatchSize`, so a
    // rate measured on cheap items overshoots the deadline by a bounded amount on dear ones.
    // Items no earlier query tested (after the kept ones) are such dear ones: the first batch of
    // them starts from a first-sized batch again.
    var previousSize = firstBatchSize / 4
    var previousWasKept = false
    repeat {
      let batch: ArraySlice<Int>
      var batchRanks: ArraySlice<UInt32> = []
      let takesKept = position < candidates.count
      if previousWasKept && !takesKept { previousSize = firstBatchSize / 4 }
      previousWasKept = takesKept
      var size = max(1, min(batchSize, budget, previousSize * 4))
      // A batch ends past the deadline by as long as it takes: with the time an item took in the
      // batches before, size this one to three quarters of what is left of the turn (at least a
      // few dozen items), as items of one batch cost more than those of the last now and then.
      if secondsPerItem > 0 {
        let left = Self.seconds(clock.now.duration(to: deadline))
        size = max(1, min(size, max(64, Int(left * 0.75 / secondsPerItem))))
      }
      previousSize = size
      let batchStart = clock.now
      if takesKept {
        let end = min(candidates.count, position + size)
        batch = candidates[position..<end]
        if !candidateRanks.isEmpty { batchRanks = candidateRanks[position..<end] }
        position = end
        if position == candidates.count {
          candidates = []  // done with them: free the copy
          candidateRanks = []
          position = 0
        }
      } else if next < modelCount {
        let end = min(modelCount, next + size)
        batch = ArraySlice(next..<end)
        next = end
      } else {
        break
      }
      budget -= batch.count
      var matches: [RankedItem]
      var below: [RankedItem] = []
      if let narrowedFrom, !batchRanks.isEmpty, let floor = rankFloor {
        let narrowed = matcher.matches(
          query, narrowing: narrowedFrom, section: section, among: batch, previousRanks: batchRanks, floor: floor)
        matches = narrowed.ranked
        below = narrowed.unranked
      } else {
        matches = matcher.matches(query, section: section, among: batch)
      }
      if !batch.isEmpty { secondsPerItem = Self.seconds(batchStart.duration(to: clock.now)) / Double(batch.count) }
      if matches.isEmpty && below.isEmpty { continue }
      kept = true
      noteBestRanks(of: matches)
      if foundAscends, let last = found.last, let first = matches.first, last.item > first.item { foundAscends = false }
      if foundAscends { foundAscends = zip(matches, matches.dropFirst()).allSatisfy { $0.item < $1.item } }
      found.append(contentsOf: matches)
      if !below.isEmpty {
        unranked.append(contentsOf: below)
        // Only a run over ascending candidates has unranked items: the two lists merge into the
        // batch's order.
        matches = RankedItem.merged(matches, below)
      }
      if shown == nil { shown = [] }
      if shownAscends, let last = shown!.last, let first = matches.first, last > first.item { shownAscends = false }
      if shownAscends { shownAscends = zip(matches, matches.dropFirst()).allSatisfy { $0.item < $1.item } }
      shown!.append(contentsOf: matches.lazy.map(\.item))
      positions = ShownPositions()
    } while budget > 0 && clock.now < deadline
    return kept
  }

  /// The candidates of a query narrowing `previous`: the items it kept (ranked and unranked, in
  /// model order), then those it had left to test, with the ranks it gave them (`UInt32.max` for
  /// the untested). No ranks when the kept items are not in model order (the matcher then ranks
  /// everything).
  /// - Complexity: O(kept).
  private func narrowCandidates(from previous: Matcher.Query) {
    let kept = unranked.isEmpty ? found : RankedItem.merged(found, unranked)
    var items = kept.map(\.item)
    var ranks = foundAscends && ranksAreCurrent ? kept.map(\.rank) : []
    if position < candidates.count {
      let rest = candidates[position...]
      items.append(contentsOf: rest)
      // Unranked items are merged by model order: ranks only for candidates that ascend.
      let restAscends =
        zip(rest, rest.dropFirst()).allSatisfy { $0 < $1 } && (kept.last.map { $0.item < rest.first! } ?? true)
      if !restAscends { ranks = [] }
      if !ranks.isEmpty { ranks.append(contentsOf: repeatElement(UInt32.max, count: rest.count)) }
    }
    candidates = items
    candidateRanks = ranks
    narrowedFrom = previous
  }

  /// The least of the best `rankedPrefixCount` ranks kept so far, or nil while fewer are kept (or
  /// the run is not ranked): an item whose rank stays below it is not among the first items.
  private var rankFloor: UInt32? {
    guard isRanked, bestRanks.count >= max(1, rankedPrefixCount) else { return nil }
    return bestRanks.min
  }

  /// Keeps the best `rankedPrefixCount` ranks of `matches` and those before.
  /// - Complexity: O(matches), O(log rankedPrefixCount) per rank among the best so far.
  private func noteBestRanks(of matches: [RankedItem]) {
    guard isRanked, narrowedFrom != nil else { return }
    let k = max(1, rankedPrefixCount)
    for match in matches {
      if bestRanks.count < k {
        bestRanks.insert(match.rank)
      } else if match.rank > bestRanks.min! {
        _ = bestRanks.replaceMin(with: match.rank)
      }
    }
  }

  /// The exact ranks of unranked items (the same items, in order): the matcher's plain answer,
  /// as each of them matches.
  private static func rankExactly(_ items: [RankedItem], matcher: Matcher, query: Matcher.Query?, section: Int)
    -> [RankedItem]
  {
    guard let query, !items.isEmpty else { return [] }
    return matcher.matches(query, section: section, among: ArraySlice(items.map(\.item)))
  }

  /// Ranks every unranked item now and puts it among the others: before the kept items are sorted
  /// whole.
  /// - Complexity: the matcher's work for the unranked items, O(kept) to merge.
  private func rankAllUnranked() {
    guard !unranked.isEmpty else { return }
    found = RankedItem.merged(found, Self.rankExactly(unranked, matcher: matcher, query: query, section: section))
    unranked = []
    pending = nil
  }

  /// Ranks `partial`'s unranked items until `deadline`, in pieces sized to end near it: each of
  /// them passed the matcher's test and costs a full score (on long texts, microseconds), so a
  /// fixed piece could hold a key for several frames. The first piece is small; each next one is
  /// sized from the time an item took, as `test(until:)` sizes its batches.
  /// - Complexity: the matcher's work for the items ranked.
  private func rankUnranked(of partial: PartialRanking, until deadline: ContinuousClock.Instant) {
    let clock = ContinuousClock()
    var size = max(1, min(batchSize, firstBatchSize / 4))
    repeat {
      let start = clock.now
      partial.rankMoreUnranked(upTo: size)
      let perItem = Self.seconds(start.duration(to: clock.now)) / Double(size)
      let left = Self.seconds(clock.now.duration(to: deadline))
      size = max(64, min(batchSize, size * 4, perItem > 0 ? Int(left * 0.75 / perItem) : batchSize))
    } while partial.hasUnranked && clock.now < deadline
  }

  /// `duration` in seconds.
  private static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }

  /// Shows a finished run of the query again; the items the model gained since it ran are tested
  /// as the run continues.
  private func resume(_ run: FinishedRuns<Matcher.Query>.Run) {
    found = run.found
    unranked = run.unranked
    candidateRanks = []
    narrowedFrom = nil
    bestRanks = Heap()
    pending = nil
    foundAscends = true
    candidates = []
    position = 0
    next = run.modelCount
    isFiltering = true
    positions = ShownPositions()
    if let order = run.shown {
      partial = nil
      shown = order
      shownAscends = run.shownAscends
      isSorted = run.modelCount == modelCount
    } else {
      // Kept before its order past the first screen was sorted: selected again, sorted later.
      partial = makePartialRanking()
      shown = []
      shownAscends = false
      isSorted = false
    }
  }

  /// Forgets the finished runs kept for Backspace: for a matcher whose ranking changed (another
  /// tiebreak), so an old query must be tested again.
  public func forgetFinishedRuns() {
    finishedRuns.removeAll()
    // The run's ranks are the old ranking's too: a query narrowing it ranks every item.
    ranksAreCurrent = false
  }

  /// Puts the kept items in their final order.
  private func finishRun() {
    rankAllUnranked()
    let order = pendingOrder()
    pending = nil
    shown = order.shown
    shownAscends = order.ascends
    isSorted = true
    positions = ShownPositions()
    // Kept only when the items are in model order (they are unless a caller's matcher returned
    // them otherwise), as `resume(_:)` needs them.
    if let query, foundAscends, let shown {
      finishedRuns.keep(
        .init(
          query: query, modelCount: modelCount, isRanked: isRanked, found: found, shown: shown,
          shownAscends: shownAscends))
    }
  }

  /// Puts a finished run in rank order partially when it kept many items: the best
  /// `rankedPrefixCount` now (`PartialRanking`), the rest on the next turn. Returns false, doing
  /// nothing, when the run is to be sorted whole now: few kept items, `--no-sort`, a matcher that
  /// breaks ties (`ItemMatcher.breaksTies(_:)`), items not in model order, ranks already in model
  /// order (the shown items then only grow), or a change that would be described item by item
  /// (`maximumItemChanges` not reached), which reads the whole order. `shownBefore` is how many
  /// items the collection view shows now.
  /// - Complexity: O(kept × log rankedPrefixCount).
  private func rankPartially(shownBefore oldCount: Int) -> Bool {
    let limit = maximumItemChanges
    let count = found.count + unranked.count
    guard isRanked, foundAscends, count / 4 > max(1, rankedPrefixCount), !(query.map(matcher.breaksTies) ?? false),
      limit < (Int.max - 64) / 4, oldCount + count > 4 * limit + 64
    else { return false }
    let inModelOrder =
      unranked.isEmpty
      && found.withUnsafeBufferPointer { items in
        zip(items, items.dropFirst()).allSatisfy { $0.rank >= $1.rank }
      }
    if inModelOrder { return false }
    partial = makePartialRanking()
    pending = nil
    shown = []
    shownAscends = false
    isSorted = false
    positions = ShownPositions()
    // Kept for Backspace with its order still to sort (made again when taken back).
    if let query {
      finishedRuns.keep(
        .init(
          query: query, modelCount: modelCount, isRanked: true, found: found, unranked: unranked, shown: nil,
          shownAscends: false))
    }
    return true
  }

  /// The partial order of `found` and `unranked`, ranking unranked items with the matcher.
  /// (The ranking closure holds the matcher and the query only, not the filter's arrays.)
  private func makePartialRanking() -> PartialRanking {
    let matcher = self.matcher, query = self.query, section = self.section
    return PartialRanking(found: found, unranked: unranked, prefixCount: rankedPrefixCount) {
      Self.rankExactly($0, matcher: matcher, query: query, section: section)
    }
  }

  /// Sorts the rest of a partial order: the whole order becomes `shown`, and the finished run is
  /// kept with it.
  /// - Complexity: O(kept) (a radix sort), O(1) when a read past the first items already did.
  private func completePartialOrder() {
    guard let partial else { return }
    shown = partial.order
    if let ranked = partial.rankedFound {
      found = ranked
      unranked = []
    }
    self.partial = nil
    // Not in model order: a partial order is only made for ranks that are not.
    shownAscends = false
    positions = ShownPositions()
    guard !hasItemsLeft else { return }
    isSorted = true
    if let query, let shown {
      finishedRuns.keep(
        .init(query: query, modelCount: modelCount, isRanked: true, found: found, shown: shown, shownAscends: false))
    }
  }

  /// The kept items in their final order: the one `sortPending()` made when it is still for the
  /// same kept items and order, else sorted now.
  /// - Complexity: O(kept) (a radix sort), O(1) when already sorted.
  private func pendingOrder() -> PendingOrder {
    if let pending, pending.keptCount == found.count, pending.isRanked == isRanked { return pending }
    if isRanked {
      let matcher = self.matcher, section = self.section
      let ties: (([Int]) -> [Int])? =
        if let query, matcher.breaksTies(query) {
          { matcher.orderingTies($0, query: query, section: section) }
        } else { nil }
      let sorted = RankSort.sorted(found, itemsAscending: foundAscends, orderingTies: ties)
      return PendingOrder(
        keptCount: found.count, isRanked: true, shown: sorted,
        ascends: zip(sorted, sorted.dropFirst()).allSatisfy { $0 < $1 })
    }
    let shown =
      foundAscends
      ? found.map(\.item) : RankSort.sorted(found.map { RankedItem(item: $0.item, rank: 0) }, itemsAscending: false)
    return PendingOrder(keptCount: found.count, isRanked: false, shown: shown, ascends: true)
  }

  /// Shows every item again and forgets the run.
  private func stopRun() {
    partial = nil
    isFiltering = false
    isSorted = true
    shown = nil
    shownAscends = true
    found = []
    unranked = []
    bestRanks = Heap()
    candidateRanks = []
    narrowedFrom = nil
    pending = nil
    foundAscends = true
    candidates = []
    position = 0
    next = modelCount
    positions = ShownPositions()
  }
}

/// Model index → shown position for a filter shown in rank order, built when first asked after a
/// change. A class so a lookup through a non-mutating getter can fill it; every change makes a new
/// one, so copies of a filter never share a stale table.
private final class ShownPositions {
  private var table: [Int32] = []
  private var isValid = false

  /// - Complexity: O(1) once built; building is O(modelCount + shown).
  func position(of index: Int, in shown: [Int], modelCount: Int) -> Int? {
    if !isValid {
      table = [Int32](repeating: -1, count: modelCount)
      for (position, item) in shown.enumerated() { table[item] = Int32(truncatingIfNeeded: position) }
      isValid = true
    }
    let position = table[index]
    return position < 0 ? nil : Int(position)
  }
}
