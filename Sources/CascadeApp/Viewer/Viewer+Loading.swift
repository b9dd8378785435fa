import CascadeData
import CascadeLayout

// Records arriving while the viewer runs, and a filter applied a slice at a time. The session
// calls `advance()` once per loop turn, before drawing: it takes the reader's progress once, shows
// the new records after the others (the layout continues from its saved column heights, so nothing
// on screen moves), and tests the next slice of records against the filter.

extension Viewer {
  /// True while the input is still being read.
  public var isLoading: Bool { (progress.map { !$0.isFinished } ?? false) || pendingReload != nil }

  /// True while there is work for the next loop turn without waiting for a key: a filter with
  /// records left to test, or cards near the screen to hand to the measuring workers.
  public var hasPendingWork: Bool { source.isFiltering || (measuringJob == nil && hasEstimatedCardsNearby) }

  /// Why reading stopped early, once the viewer has taken a progress that says so.
  public var loadFailure: InputError? { progress?.failure }

  /// Takes the reader's progress and applies one slice of the filter; returns true when what the
  /// screen shows may have changed.
  /// - Complexity: O(filterSliceSize) filter tests, O(1) for the records that arrived (they are
  ///   placed when the screen reaches them).
  @discardableResult
  public func advance() -> Bool {
    var changed = false
    if let pending = pendingReload, pending.progress.isFinished {
      pendingReload = nil
      replaceCollection(with: pending)
      changed = true
    }
    if let streaming {
      let taken = streaming.progress
      let arrived = taken != progress
      if arrived {
        changed = true
        progress = taken
      }
      // Records held back while sorting (see `takesArrivals`) are shown on a turn with no news.
      if taken.recordCount > source.modelRecordCount,
        !arrived || takesArrivals(count: taken.recordCount, finished: taken.isFinished)
      {
        if !source.arrangement.isInputOrder, taken.recordCount >= backgroundArrangementMinimum {
          // Reading the new records' fields and merging them is a worker's job.
          startGrowing(to: taken.recordCount)
        } else {
          changed = true
          // Grouped or sorted, new records can move the cards on screen: note whose they are.
          let known = source.arrangement.isInputOrder ? [:] : modelsOnScreen()
          // Still on the first card: the view stays on whichever card is first once the records are
          // merged (as `--dump`, which reads them all first, shows it), not on the record that was.
          let onFirstCard = (collectionView.focusedIndexPath.map(source.flatIndex(of:)) ?? 0) == 0
          showGrowth(source.growModel(to: taken.recordCount), known: known, onFirstCard: onFirstCard)
        }
      }
    }
    if landFinishedArrangement() { changed = true }
    if source.isFiltering {
      changed = true
      // fzf's cursor is a line of its list: records arriving under a query change what is on the
      // line, not the line.
      if let list = shownList, list.cursorLine == nil {
        list.cursorLine = collectionView.focusedIndexPath.map(source.flatIndex(of:)) ?? 0
      }
      let focusedModel = collectionView.focusedIndexPath.map(source.modelIndexPath(of:))
      // Still on the first card the filter gave it: it will go to the best match.
      let followsBest = focusFollowsBestMatch && (collectionView.focusedIndexPath.map(source.flatIndex(of:)) ?? 0) == 0
      if let focus = collectionView.focusedIndexPath {
        _ = collectionView.collectionViewLayout.layoutAttributesForItem(at: focus)
      }
      let progress = source.continueFiltering()
      for section in progress.appendedSections { showAppended(inSection: section) }
      if !progress.reordered.isEmpty {
        // The run finished: the cards take their rank order, and focus and selection stay on their
        // records (or the focus on the first card, the best match).
        collectionView.apply(progress.reordered)
        collectionView.restoreFilteredState(
          focusedModel: followsBest ? nil : focusedModel, shownIndexPath: source.shownIndexPath(ofModel:),
          selectedModelItems: selection)
      }
      if followsBest, let first = source.indexPath(forFlatIndex: 0), collectionView.focusedIndexPath != first {
        collectionView.focusItem(at: first)
      }
      shownList?.keepFzfCursorLine()
    }
    if !source.isFiltering, measureCardsNearScreen() { changed = true }
    if advanceStatistics() { changed = true }
    return changed
  }

  /// Whether to show the records that arrived now. Sorted, each batch is merged into its section
  /// and the collection view reloaded, O(shown) each time; so while loading, a batch is taken only
  /// once it is at least a quarter of what is shown (at the end, or when a turn brings nothing
  /// new, the rest is), which keeps the merging
  /// O(n) over the whole load instead of O(n) per loop turn; read backwards (`--tac`) every batch
  /// goes before the others, so the same holds. In input order or only grouped,
  /// records are appended, O(new), and every batch is taken at once.
  private func takesArrivals(count: Int, finished: Bool) -> Bool {
    guard source.order.sortField != nil || source.order.reversesInput, !finished else { return true }
    let shown = source.modelRecordCount
    return count - shown >= max(1, shown / 4)
  }

  /// Tells the collection view that `section` gained cards at its end, and shows the selected
  /// records among them as selected.
  func showAppended(inSection section: Int) {
    let oldCount = collectionView.numberOfItems(inSection: section)
    collectionView.appendItems(inSection: section)
    for model in selection {
      if let shown = source.shownIndexPath(ofModel: model), shown.section == section, shown.item >= oldCount,
        !collectionView.isSelected(shown)
      {
        collectionView.selectItem(at: shown)
      }
    }
  }
}
