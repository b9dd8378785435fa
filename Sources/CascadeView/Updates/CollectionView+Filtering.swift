import CascadeLayout

// A filtering data source changes which model items show and where; the user's focus and
// selection belong to model items, not to positions. These keep them there.

extension CollectionView {
  /// Runs `change` (which changes what the data source shows and returns the batch updates that
  /// describe it), applies the updates, then puts the focus back on the model item it was on (when
  /// that item still shows) and shows every selected model item that shows as selected.
  ///
  /// The batch updates alone keep focus and selection for items they follow, but a section the
  /// source replaced whole (a change past its item limit) loses them; this restores both from
  /// the model, as a filtering source needs after each change of query.
  /// - Parameters:
  ///   - modelIndexPath: the model item shown at an index path, before the change.
  ///   - shownIndexPath: where a model item shows after the change, or nil when hidden.
  ///   - selectedModelItems: the selection, in model coordinates.
  ///   - keepingFocus: false leaves the focus where the updates put it, for a caller that moves it
  ///     itself (to the best match of a ranked filter, say) without scrolling to the old item's new
  ///     place first (which would place every item above it).
  ///   - change: changes what the data source shows and returns the batch updates that describe it.
  /// - Complexity: the change and `apply(_:)`, plus one `shownIndexPath` call per selected item.
  public func applyFilterChange(
    modelIndexPath: (IndexPath) -> IndexPath, shownIndexPath: (IndexPath) -> IndexPath?,
    selectedModelItems: some Sequence<IndexPath>, keepingFocus: Bool = true, change: () -> BatchUpdates
  ) {
    let focusedModel = keepingFocus ? focusedIndexPath.map(modelIndexPath) : nil
    // The collection view asks the layout where the focused card was after the source changed:
    // place it now, while the layout's questions still reach the items it knows.
    if let focus = focusedIndexPath { _ = collectionViewLayout.layoutAttributesForItem(at: focus) }
    let updates = change()
    apply(updates)
    restoreFilteredState(
      focusedModel: focusedModel, shownIndexPath: shownIndexPath, selectedModelItems: selectedModelItems)
  }

  /// Puts the focus on `focusedModel` where it shows now, and selects every shown item of
  /// `selectedModelItems`: for after a change applied some other way (a filter's reordering).
  /// - Complexity: one `shownIndexPath` call per selected item, plus the focus move.
  public func restoreFilteredState(
    focusedModel: IndexPath?, shownIndexPath: (IndexPath) -> IndexPath?, selectedModelItems: some Sequence<IndexPath>
  ) {
    if let focusedModel, let shown = shownIndexPath(focusedModel), shown != focusedIndexPath { focusItem(at: shown) }
    for model in selectedModelItems {
      if let shown = shownIndexPath(model), !isSelected(shown) { selectItem(at: shown) }
    }
  }
}
