import CascadeLayout

extension CollectionView {
  /// The data source added items at the end of `section` (records arriving while the input is
  /// read): the counts are read again and the layout places the new items after the others,
  /// continuing from where it stopped (`.itemsAppended`). Nothing already placed moves, so the
  /// content offset, the views on screen, the focus and the selection stay as they are; a
  /// collection view that had no item to focus focuses the first.
  ///
  /// - Complexity: O(S) to re-read the counts; the layout places the new items lazily, when a
  ///   query reaches them.
  public func appendItems(inSection section: Int) {
    let oldSectionCount = sectionItemCounts.count
    refreshCounts()
    if sectionItemCounts.count != oldSectionCount {
      // A section came or went: nothing placed can be kept by section.
      collectionViewLayout.invalidateLayout()
    } else {
      collectionViewLayout.invalidateLayout(with: .itemsAppended(section: section))
    }
    collectionViewLayout.prepare()
    if focusedIndexPath == nil, let first = firstIndexPath {
      focusedIndexPath = first
      delegate?.collectionView(self, didFocusItemAt: first)
    }
  }
}
