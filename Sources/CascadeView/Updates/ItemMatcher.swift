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
}
