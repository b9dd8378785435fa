// A model that grows at its end (records still arriving from a reader): new items are shown at
// once while nothing is hidden, and wait for a filter's test otherwise.

extension ItemFilter {
  /// The shown model indices, ascending, or nil while every item is shown.
  public var shownModelIndices: [Int]? { shownIndices }

  /// The model now holds `count` items, the old ones unchanged and the new ones at its end. While
  /// every item is shown the new ones are shown too, after the others; once a filter hides some,
  /// the new items stay hidden until `appendShown(_:)` shows those that pass it.
  /// Returns how many shown items were added (at the end of the shown list).
  /// - Complexity: O(1).
  @discardableResult
  public mutating func growModel(to count: Int) -> Int {
    guard count > modelCount else { return 0 }
    let added = shownIndices == nil ? count - modelCount : 0
    modelCount = count
    return added
  }

  /// Shows `modelIndices` (ascending, each above every shown index and below `modelCount`) after
  /// the items shown now.
  /// - Complexity: O(modelIndices.count) amortised.
  public mutating func appendShown(_ modelIndices: some Collection<Int>) {
    guard !modelIndices.isEmpty else { return }
    precondition(shownIndices != nil, "appendShown on a filter that already shows every item")
    shownIndices!.append(contentsOf: modelIndices)
  }
}
