import CascadeCanvas
import CascadeLayout

// fzf's moving, selecting and query actions for `--bind` (`FzfAction`). Moves go as the keys that
// share their names do (Up, Down, PgUp, PgDn, Home, End); `pos`, `first` and `last` count cards in
// reading order, as fzf counts list lines.

extension Viewer {
  /// The prompt shown before the query: `change-prompt`'s, else `--prompt`'s.
  var prompt: String { changedPrompt ?? options.prompt }

  /// True when typing filters the cards: not with `--disabled`, flipped by `toggle-search`.
  var searchEnabled: Bool { options.filtersAsTyped != searchToggled }

  /// Runs one of fzf's actions.
  /// - Complexity: O(cards shown) for `toggle-all`; O(1) for the moves and the rest, apart from
  ///   the filtering a query change starts.
  func perform(_ action: FzfAction) -> ViewerAction {
    if let done = performFzfListMove(action) { return done }
    let cv = collectionView
    switch action {
    case .ignore:
      break
    case .up: moveFocus(.up)
    case .down: moveFocus(.down)
    case .first: goToFirstCard()
    case .last: focusCard(atFlatIndex: source.shownCount - 1)
    case .pageUp: cv.scrollPage(-1)
    case .pageDown: cv.scrollPage(1)
    case .halfPageUp: cv.scroll(byLines: -max(1, screenSize.height / 2))
    case .halfPageDown: cv.scroll(byLines: max(1, screenSize.height / 2))
    case .select:
      if let focus = focusedShownIndexPath, !cv.isSelected(focus) { toggleSelection(at: focus) }
    case .deselect:
      if let focus = focusedShownIndexPath, cv.isSelected(focus) { toggleSelection(at: focus) }
    case .toggleDown, .toggleUp:
      if let focus = focusedShownIndexPath { toggleSelection(at: focus) }
      step(by: action == .toggleDown ? 1 : -1)
    case .toggleAll:
      guard options.allowsMultipleSelection else { break }
      for flat in 0..<source.shownCount {
        if let shown = source.indexPath(forFlatIndex: flat) { toggleSelection(at: shown) }
      }
    case .clearQuery:
      setFilter("")
    case .cancel:
      if filterText.isEmpty { return .exit(.interrupted) }
      setFilter("")
    case .acceptNonEmpty:
      guard source.shownCount > 0 || !selection.isEmpty else { break }
      if let focus = focusedShownIndexPath { return pick(focus) }
      return .exit(exitStatusForQuit)
    case .changeQuery(let text):
      setFilter(text)
    case .changePrompt(let text):
      changedPrompt = text
    case .position(let place):
      focusCard(atFlatIndex: place > 0 ? place - 1 : source.shownCount + place)
    case .unbind(let names):
      for name in names {
        if let event = FzfEvent(rawValue: name.lowercased()) { unboundEvents.insert(event) } else if let key = Viewer.key(named: name) { unboundKeys.insert(key) }
      }
    case .rebind(let names):
      for name in names {
        if let event = FzfEvent(rawValue: name.lowercased()) { unboundEvents.remove(event) } else if let key = Viewer.key(named: name) { unboundKeys.remove(key) }
      }
    case .toggleSort:
      source.matchOptions.sorts.toggle()
      // The same query is not run again, so the matches go through the empty query to the new order.
      for text in filterText.isEmpty ? [] : ["", filterText] {
        collectionView.applyFilterChange(
          modelIndexPath: source.modelIndexPath(of:), shownIndexPath: source.shownIndexPath(ofModel:), selectedModelItems: selection,
          keepingFocus: true
        ) { source.setFilter(text) }
      }
    case .toggleSearch, .enableSearch, .disableSearch:
      let wanted = action == .toggleSearch ? !searchEnabled : action == .enableSearch
      searchToggled = wanted != options.filtersAsTyped
      // The cards follow the query as it now reads: all of them while searching is off.
      let text = filterText
      if wanted {
        setFilter(text)
      } else {
        collectionView.applyFilterChange(
          modelIndexPath: source.modelIndexPath(of:), shownIndexPath: source.shownIndexPath(ofModel:), selectedModelItems: selection,
          keepingFocus: true
        ) { source.setFilter("") }
      }
    }
    return .redraw
  }

  /// Focuses the card at `flat` in reading order, clamped to the cards shown.
  private func focusCard(atFlatIndex flat: Int) {
    guard source.shownCount > 0 else { return }
    let clamped = min(max(0, flat), source.shownCount - 1)
    if clamped == source.shownCount - 1 { collectionView.scrollToBottom() }
    if let target = source.indexPath(forFlatIndex: clamped) { collectionView.focusItem(at: target) }
  }
}
