/// The matching a `RankedFilter` runs: whatever decides which model items a query keeps and how
/// they rank. The filter owns the slicing, the order and the changes shown; the matcher only tests
/// items, so a data source plugs in any matching (words, fuzzy scores, a regular expression)
/// without the collection view knowing about it.
public protocol ItemMatcher {
  /// A query as the user typed it, parsed.
  associatedtype Query: Equatable

  /// True when `query` keeps every item, in model order (an empty query): the filter then shows
  /// the whole model without testing anything.
  /// - Complexity: should be O(1).
  func matchesEverything(_ query: Query) -> Bool

  /// True when every item `query` keeps is also kept by `previous` (typing on only narrows): the
  /// filter then tests only the items `previous` kept, not the whole model.
  /// - Complexity: should be O(query length).
  func query(_ query: Query, narrows previous: Query) -> Bool

  /// The items among `items` (model indices of `section`) that `query` keeps, in the order of
  /// `items`, with their ranks. The filter calls this with batches of about `RankedFilter.batchSize`
  /// items, from the main thread; an implementation may spread a batch over several cores.
  /// - Complexity: should be O(items.count) tests, each as cheap as the matching allows.
  func matches(_ query: Query, section: Int, among items: ArraySlice<Int>) -> [RankedItem]

  /// For a query that narrows `previous` (see `query(_:narrows:)`): the items among `items` that
  /// `query` keeps, as `matches(_:section:among:)` finds them, except that an item whose rank
  /// cannot reach `floor` may come back in `unranked` with an upper bound of its rank instead.
  /// `previousRanks[i]` is the rank `previous` gave `items[i]`, an upper bound of it, or
  /// `UInt32.max` when unknown. The filter asks for the exact ranks of such items (with
  /// `matches(_:section:among:)`) only when its order past the best `rankedPrefixCount` items is
  /// wanted: after the first screen has shown.
  ///
  /// The default ranks every item. A matcher that knows how far a rank can rise when a query
  /// narrows (a fuzzy term gaining a character) leaves the items that stay below `floor` unranked.
  /// - Complexity: should be O(items.count) tests, each no dearer than in `matches(_:section:among:)`.
  func matches(
    _ query: Query, narrowing previous: Query, section: Int, among items: ArraySlice<Int>,
    previousRanks: ArraySlice<UInt32>, floor: UInt32
  ) -> NarrowedMatches

  /// True when items `query` ranks equally are ordered by `orderingTies(_:query:section:)`
  /// rather than by model index: a ranking with more criteria than a rank holds. The filter then
  /// sorts each finished run whole (no partial first screen), as a tie at the edge of the first
  /// screen could otherwise pick the wrong items.
  /// - Complexity: should be O(1).
  func breaksTies(_ query: Query) -> Bool

  /// `items` (model indices of `section` that `query` ranked equally, ascending) in the order
  /// they show. Called only when `breaksTies(query)`, once per run of two or more equal ranks.
  /// - Complexity: should be O(r log r) comparisons for r items, plus what ranking them costs.
  func orderingTies(_ items: [Int], query: Query, section: Int) -> [Int]
}

extension ItemMatcher {
  /// Ranks every item: `matches(_:section:among:)`.
  public func matches(
    _ query: Query, narrowing previous: Query, section: Int, among items: ArraySlice<Int>,
    previousRanks: ArraySlice<UInt32>, floor: UInt32
  ) -> NarrowedMatches {
    NarrowedMatches(ranked: matches(query, section: section, among: items))
  }

  /// Equal ranks show in model order.
  public func breaksTies(_ query: Query) -> Bool { false }

  /// `items` as they are: model order.
  public func orderingTies(_ items: [Int], query: Query, section: Int) -> [Int] { items }
}

/// The items a narrowing query keeps among a batch (`ItemMatcher.matches(_:narrowing:section:among:previousRanks:floor:)`).
public struct NarrowedMatches: Sendable {
  /// The kept items with their ranks, in the order of the batch.
  public var ranked: [RankedItem]
  /// The kept items whose ranks stay below the floor, each with an upper bound of its rank, in
  /// the order of the batch.
  public var unranked: [RankedItem]

  /// Makes an answer.
  public init(ranked: [RankedItem], unranked: [RankedItem] = []) {
    self.ranked = ranked
    self.unranked = unranked
  }
}
