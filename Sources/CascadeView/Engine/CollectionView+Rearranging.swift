import CascadeLayout
import OrderedCollections

extension CollectionView {
  /// Reloads everything after the data source rearranged its items (sections regrouped, items
  /// sorted anew), sliding each card on screen to its new place: `reloadData()` with a map from
  /// old index paths to new ones (nil: the item is gone), as a sorted gallery animates when its
  /// order changes.
  ///
  /// `mapping` is asked for the cards of the last frame and for the focused and selected items; the
  /// focus and the selection follow it (an item that maps to nil loses them). The focused card is
  /// then centred when it can be, as after a layout change. Animated when `animated` and animation
  /// is on; a change that keeps no card of the screen on it lands at once.
  /// - Complexity: O(S + selection + k) for the k cards on screen, plus the layout's `prepare()`.
  public func reloadData(animated: Bool, mapping: @escaping (IndexPath) -> IndexPath?) {
    let oldFocus = focusedIndexPath.flatMap(mapping)
    let oldSelection = selection.compactMap(mapping)
    animating(animated, mapping: mapping) {
      refreshCounts()
      recycleAllVisibleViews()
      wheelRestDeadline = nil
      collectionViewLayout.invalidateLayout()
      collectionViewLayout.prepare()
      selection = OrderedSet(oldSelection.filter(isValid))
      if let oldFocus, isValid(oldFocus) {
        setFocus(oldFocus, scroll: false)
        focusColumnX = collectionViewLayout.layoutAttributesForItem(at: oldFocus)?.frame.center.x
        scrollToItem(at: oldFocus, at: .centeredVertically)
        if collectionViewLayout.pagesThroughItems { scrollFocusIntoView(oldFocus) }
      } else {
        focusedIndexPath = firstIndexPath
        clampContentOffset()
      }
    }
  }
}
