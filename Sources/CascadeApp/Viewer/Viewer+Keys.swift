import CascadeCanvas
import CascadeFzf
import CascadeLayout
import CascadeView

// Keys: arrows (and h j k) move focus across columns (round a circle, along a carousel), l cycles
// the layouts, + and - zoom (fewer or more columns), g then a key groups and sorts (g g: first card),
// p shows or hides the preview pane and Shift with the arrows or pages scrolls it, PgUp/PgDn page to
// the next card centre (a carousel card, a circle page), I shows the fields' statistics,
// Home/End, Space and Tab select, Enter opens a card (or picks it with --pick; on a database's
// table list it opens the table, and Esc or Backspace goes back), / filters (Ctrl-W
// deletes a word, Ctrl-U all; moving keys end the typing and move), ? helps, q or Esc quits,
// Ctrl-C interrupts, Ctrl-Z suspends. A key bound with `--bind` does its actions instead
// (`Viewer+Bindings.swift`), in every mode; an `--expect` key still ends the session first.

extension Viewer {
  /// Applies one input event and says what the session should do next.
  public func handle(_ event: InputEvent) -> ViewerAction {
    switch event {
    case .resize, .refresh: return .redraw
    case .mouse(let mouse): return panel != nil ? handlePanelMouse(mouse) : handle(mouse)
    case .key(var key):
      // Ctrl-J is Enter's old twin (a line feed), except where fzf gives it a meaning of its own.
      if key == .control("j"), !options.typesQueryAsFzf, options.bindings[key] == nil, options.expectedKeys[key] == nil
      {
        key = .enter
      }
      // A key acts on the final state: whatever is still moving lands at once.
      collectionView.finishPendingMotion()
      // An unbound key does nothing, except that a character is typed again, as in fzf.
      let unbound = fzf.unboundKeys.contains(key)
      if unbound, !key.isTyped { return .redraw }
      if !unbound, let name = options.expectedKeys[key] { return endSession(byExpectedKey: name) }
      if !unbound, let actions = options.bindings[key] {
        if mode == .help { mode = .browsing }
        return perform(actions)
      }
      if key == .control("c") { return .exit(.interrupted) }
      if key == .control("z") { return .suspend }
      notice = nil
      if panel != nil { return handlePanelKey(key) }
      if awaitsGoKey {
        awaitsGoKey = false
        if mode == .browsing { return handleGoKey(key) }
      }
      if preview.isShown, mode == .browsing || mode == .filtering, let lines = previewScrollLines(for: key) {
        scrollPreview(by: lines)
        return .redraw
      }
      switch mode {
      case .browsing: return handleBrowsing(key)
      case .filtering: return handleFiltering(key)
      case .help:
        mode = .browsing
        return .redraw
      case .detail(let indexPath):
        if pictureViewSource(at: indexPath) != nil { return handlePictureView(key, at: indexPath) }
        return handleDetail(key)
      }
    }
  }

  func handleBrowsing(_ key: Key) -> ViewerAction {
    if key == .escape || key == .backspace || key == .control("h"), closeTable() { return .redraw }
    let cv = collectionView
    switch key {
    case .up, .character("k"): moveFocus(.up)
    case .down, .character("j"): moveFocus(.down)
    case .left, .character("h"): if !moveTableColumn(by: -1) { cv.moveFocus(.left) }
    case .right: if !moveTableColumn(by: 1) { cv.moveFocus(.right) }
    case .character("l"): cycleLayout()
    case .character("p"): togglePreview()
    case .pageDown, .character("f"), .control("f"): cv.scrollPage(1)
    case .pageUp, .character("b"), .control("b"): cv.scrollPage(-1)
    case .home:
      goToFirstCard()
    case .character("g"):
      awaitsGoKey = true
      notice = "g: g first card · f group by · s sort by · r reverse · 0 input order"
    case .character("+"), .character("="):
      zoom(by: -1)
    case .character("-"):
      zoom(by: 1)
    case .end, .character("G"):
      // Bottom first, then the last card: it may sit in a column that ends above the content's
      // bottom, and focusing it scrolls it back into view, where the bottom alone would hand the
      // focus to a card beside it.
      cv.scrollToBottom()
      if let last = source.indexPath(forFlatIndex: source.shownCount - 1) { cv.focusItem(at: last) }
    case .space:
      if let focus = cv.focusedIndexPath { toggleSelection(at: focus) }
    case .tab, .backTab:
      // As in fzf: toggle the focused card, then move on.
      if let focus = cv.focusedIndexPath { toggleSelection(at: focus) }
      step(by: key == .tab ? 1 : -1)
    case .enter:
      guard let focus = cv.focusedIndexPath else {
        // A picker with nothing to pick ends as fzf's accept does: nothing printed, status 1.
        guard options.picksOnEnter, !isLoading else { return .redraw }
        fzf.acceptedWithoutMatch = true
        return .exit(exitStatusForQuit)
      }
      if let table = focusedTableName {
        openTable(named: table)
        return .redraw
      }
      if options.picksOnEnter { return pick(focus) }
      mode = .detail(focus)
      detailOffset = 0
    case .character("/"):
      mode = .filtering
    case .character("?"), .function(1):
      mode = .help
    case .character("I"):
      openStatistics()
    case .character("q"), .escape:
      return .exit(exitStatusForQuit)
    default:
      break
    }
    return .redraw
  }

  /// Enter as a picker, fzf's accept: with `--multi` and a selection, the selection; otherwise the
  /// focused card alone.
  func pick(_ focus: IndexPath) -> ViewerAction {
    if !(options.allowsMultipleSelection && !selection.isEmpty) {
      // The session ends here, so the collection view's selection is left as it is.
      selection = [source.modelIndexPath(of: focus)]
    }
    return .exit(exitStatusForQuit)
  }

  /// The full view of a card: arrows, PgUp/PgDn, Home/End scroll it; q quits; any other key goes
  /// back to the cards.
  private func handleDetail(_ key: Key) -> ViewerAction {
    let page = max(1, Self.detailArea(for: screenSize).height - 1)
    switch key {
    case .up, .character("k"): detailOffset -= 1
    case .down, .character("j"): detailOffset += 1
    case .pageUp, .character("b"), .control("b"): detailOffset -= page
    case .pageDown, .character("f"), .control("f"), .space: detailOffset += page
    case .home, .character("g"): detailOffset = 0
    case .end, .character("G"): detailOffset = Int.max / 2
    case .character("q") where !options.picksOnEnter: return .exit(exitStatusForQuit)
    default: mode = .browsing
    }
    return .redraw
  }

  /// Typing the filter. Keys that move or pick end the typing and then act as when browsing, so the
  /// first Down goes to the next card, as in fzf; with `--pick`, Enter picks the focused card.
  private func handleFiltering(_ key: Key) -> ViewerAction {
    if options.typesQueryAsFzf, let action = handleFzfTyping(key) { return action }
    switch key {
    case .enter where !options.picksOnEnter:
      mode = .browsing
    case .enter, .down, .up, .pageDown, .pageUp, .tab, .backTab:
      mode = .browsing
      return handleBrowsing(key)
    case .escape:
      mode = .browsing
      setFilter("")
    case .backspace, .delete, .control("h"):
      if let action = performBackwardEOF() { return action }
      if !filterText.isEmpty { setFilter(String(filterText.dropLast())) }
    case .control("u"):
      setFilter("")
    case .control("w"), .alt("\u{7F}"):
      var line = FzfQueryLine(filterText)
      line.apply(.unixWordRubout)
      setFilter(String(line.text))
    case .space:
      setFilter(filterText + " ")
    case .character(let c):
      setFilter(filterText + String(c))
    default:
      break
    }
    return .redraw
  }

  /// Changes the filter and re-flows the cards; focus follows its record, and every selected record
  /// that is shown is shown selected (including ones the previous filter hid).
  ///
  /// The collection view follows items through the batch updates, but a section the source replaced
  /// whole (many cards changed) loses its focus and selection there, so the library's
  /// `applyFilterChange` sets both again from the records.
  ///
  /// With a query that ranks the cards, the focus goes to the first card, the best match, as fzf's
  /// cursor does, and stays on the first card when the run ends and the cards take their rank
  /// order; in input order (`--no-sort`, or an emptied query) it stays on its record unless the
  /// query hides it.
  public func setFilter(_ text: String) {
    filterText = text
    // `--disabled`: the query is only text for `{q}` and `--print-query`.
    guard searchEnabled else { return }
    if let list = shownList {
      focusFollowsBestMatch = false
      list.setFilter(text)
      return
    }
    let focusedModel = collectionView.focusedIndexPath.map(source.modelIndexPath(of:))
    // Still on the first card a filter gave it (the user has not moved since): it follows the best.
    let wasFollowing = focusFollowsBestMatch && (collectionView.focusedIndexPath.map(source.flatIndex(of:)) ?? 0) == 0
    // In rank order a card's place says nothing about its neighbours, and following it would
    // scroll into the middle of the ranking: the focus goes to the best match, as fzf's cursor.
    let toBest = !text.isEmpty && (source.filterRanks || wasFollowing)
    collectionView.applyFilterChange(
      modelIndexPath: source.modelIndexPath(of:), shownIndexPath: source.shownIndexPath(ofModel:),
      selectedModelItems: selection,
      keepingFocus: !toBest
    ) { source.setFilter(text, testing: !typesAhead) }
    // Asked only when the focus may stay: looking up a card past the first screen of a ranking
    // would put the whole ranking in order now, which the first screen does not wait for.
    focusFollowsBestMatch = !text.isEmpty && (toBest || focusedModel.flatMap(source.shownIndexPath(ofModel:)) == nil)
    if focusFollowsBestMatch, let first = source.indexPath(forFlatIndex: 0) { collectionView.focusItem(at: first) }
  }

  /// fzf's keys while typing: a key with a default in `FzfKeymap` runs its actions through
  /// `perform`, as a bound key's run; a typed character is `put` at the query's cursor; Enter
  /// picks as it does when browsing, and the typing goes on. Nil for the keys fzf gives nothing.
  private func handleFzfTyping(_ key: Key) -> ViewerAction? {
    if let actions = FzfKeymap.defaults[key] { return perform(actions) }
    if let text = FzfKeymap.typedText(key) { return perform([.put(text)]) }
    guard key == .enter else { return nil }
    mode = .browsing
    let action = handleBrowsing(key)
    if mode == .browsing { mode = .filtering }
    return action
  }

  /// The lines Shift-Up/Down (one) and Shift-PgUp/PgDn (a page) scroll the preview pane by.
  private func previewScrollLines(for key: Key) -> Int? {
    switch key {
    case .shiftUp: return -1
    case .shiftDown: return 1
    case .shiftPageUp: return -previewPage
    case .shiftPageDown: return previewPage
    default: return nil
    }
  }

  /// Moves the focus `delta` cards in reading order (Tab); with `--cycle`, past either end to the
  /// other.
  func step(by delta: Int) {
    guard let focus = collectionView.focusedIndexPath else { return }
    var flat = source.flatIndex(of: focus) + delta
    if options.cycles, source.shownCount > 0 {
      flat = (flat % source.shownCount + source.shownCount) % source.shownCount
    }
    guard let next = source.indexPath(forFlatIndex: flat) else { return }
    collectionView.focusItem(at: next)
  }

  /// Up or Down; with `--cycle`, a move that finds no card beyond the first or last goes round
  /// to the last or first card.
  func moveFocus(_ direction: FocusDirection) {
    let before = collectionView.focusedIndexPath
    collectionView.moveFocus(direction)
    guard options.cycles, before != nil, collectionView.focusedIndexPath == before, source.shownCount > 1 else {
      return
    }
    let flat = direction == .down ? 0 : source.shownCount - 1
    guard let target = source.indexPath(forFlatIndex: flat) else { return }
    if direction == .up { collectionView.scrollToBottom() }
    collectionView.focusItem(at: target)
  }

  private func handle(_ mouse: MouseEvent) -> ViewerAction {
    switch mouse {
    case .wheelUp(let point) where previewPaneContains(point): scrollPreview(by: -3)
    case .wheelDown(let point) where previewPaneContains(point): scrollPreview(by: 3)
    case .wheelUp: collectionView.scroll(byLines: -3)
    case .wheelDown: collectionView.scroll(byLines: 3)
    case .click(let point):
      collectionView.finishPendingMotion()
      if mode == .help { mode = .browsing; return .redraw }
      // The collection view maps the click through the area it was last drawn in (the cards,
      // not the status line); no cards are drawn on a screen too small for them.
      guard mode == .browsing, Self.showsCards(on: screenSize),
        let indexPath = collectionView.indexPathForItem(atScreenPoint: point)
      else { return .redraw }
      collectionView.focusItem(at: indexPath)
      if isSecondClick(on: indexPath), let actions = options.bindings[.doubleClick] { return perform(actions) }
    }
    return .redraw
  }
}

extension Key {
  /// A key that types a character into the query.
  fileprivate var isTyped: Bool {
    switch self {
    case .character, .space: true
    default: false
    }
  }
}
