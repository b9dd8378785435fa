import CascadeView

/// What one `SectionedFilter.continueRun()` did, for the caller to show.
public struct FilterProgress {
  /// Sections that showed more items at their end (`CollectionView.appendItems(inSection:)`).
  public var appendedSections: [Int] = []
  /// The changes of sections whose run finished and whose items took their rank order.
  public var reordered = BatchUpdates()
}
