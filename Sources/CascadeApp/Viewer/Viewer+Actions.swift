import CascadeCanvas
import CascadeFzf
import CascadeLayout

// What each `BindAction` does, for a bound key, an event, a `--listen` request or a default key of
// fzf's (`FzfKeymap`) alike. Moves go as the keys that share their names do (Up, Down, PgUp, PgDn,
// Home, End), or as fzf's list moves while it has the screen; `pos`, `first` and `last` count cards
// in reading order, as fzf counts list lines. Commands have their placeholders filled from the
// focused card, the selection and the query (`CommandTemplate`) and run through the `commandHost`.

extension Viewer {
  /// True when `accept` ended the session with nothing to pick (status 1): fzf still prints the
  /// query then, with `--print-query`.
  public var acceptedWithoutMatch: Bool { fzf.acceptedWithoutMatch }

  /// True after fzf's `print-query`: the session ends printing only the query.
  public var printsOnlyQuery: Bool { fzf.printsOnlyQuery }

  /// The prompt shown before the query: `change-prompt`'s, else `--prompt`'s.
  var prompt: String { fzf.changedPrompt ?? options.prompt }

  /// True when typing filters the cards: not with `--disabled`, flipped by `toggle-search`.
  var searchEnabled: Bool { options.filtersAsTyped != fzf.searchToggled }

  /// Runs one action.
  /// - Complexity: O(cards shown) for `select-all` and `toggle-all`, O(selection) for
  ///   `deselect-all`; O(1) for the moves and the rest, apart from the filtering a query change
  ///   starts and the commands they run.
  func perform(_ action: BindAction) -> ViewerAction {
    if let done = shownList?.performFzfListMove(action) { return done }
    let cv = collectionView
    switch action {
    case .accept:
      if let focus = focusedShownIndexPath { return pick(focus) }
      fzf.acceptedWithoutMatch = true
      return .exit(exitStatusForQuit)
    case .abort:
      return .exit(.interrupted)
    case .toggle:
      if let focus = focusedShownIndexPath { toggleSelection(at: focus) }
    case .selectAll:
      selectAllShown()
    case .deselectAll:
      // fzf's deselect-all leaves the lines its query hides selected; Cascade's empties it all.
      if options.typesQueryAsFzf { deselectAllShown() } else { deselectAll() }
    case .execute(let command):
      guard let host = commandHost, let text = commandText(command) else { break }
      host.execute(text)
      return .repaint
    case .executeSilent(let command):
      guard let host = commandHost, let text = commandText(command) else { break }
      host.executeSilently(text)
    case .become(let command):
      guard let host = commandHost, let text = commandText(command) else { break }
      return .exit(host.become(text))
    case .reload(let command), .reloadSync(let command):
      let template = CommandTemplate(command)
      // As fzf: with no card shown a reload still runs when it reads no card or reads the query,
      // its card placeholders empty.
      let text =
        commandText(command)
        ?? (!template.readsRecords || template.readsQuery ? template.expandWithoutRecords(query: filterText) : nil)
      guard let host = commandHost, let text, let collection = host.reload(text) else { break }
      if case .reloadSync = action {
        // Shown once read to the end (`advance`); a newer reload takes its place.
        pendingReload?.cancel()
        pendingReload = collection
      } else {
        pendingReload?.cancel()
        pendingReload = nil
        replaceCollection(with: collection)
      }
    case .togglePreview:
      togglePreview()
    case .changePreview(let command):
      // The pane fills the placeholders itself, each time the focus rests on a card.
      changePreview(to: command.isEmpty ? nil : command)
    case .transformQuery(let command), .transformPrompt(let command), .transformBorderLabel(let command),
      .transformPreviewLabel(let command):
      guard let host = commandHost,
        let text = commandText(command) ?? Optional(CommandTemplate(command).expandWithoutRecords(query: filterText)),
        let output = host.output(of: text)
      else { break }
      // The first line, as fzf takes it.
      let line = String(output.prefix { $0 != "\n" })
      switch action {
      case .transformQuery: setFilter(line)
      case .transformBorderLabel: list?.changedBorderLabel = line
      case .transformPreviewLabel: list?.changedPreviewLabel = line
      default: fzf.changedPrompt = line
      }
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
      // fzf's two passes: the shown selected cards leave first, then the others join in order
      // while `--multi=MAX` has room, so a full selection still turns over.
      let shown = (0..<source.shownCount).compactMap { source.indexPath(forFlatIndex: $0) }
      let wasSelected = shown.filter { collectionView.isSelected($0) }
      for indexPath in wasSelected { toggleSelection(at: indexPath) }
      let left = Set(wasSelected)
      for indexPath in shown where !left.contains(indexPath) {
        if let limit = options.selectionLimit, selection.count >= limit { break }
        toggleSelection(at: indexPath)
      }
    case .clearQuery:
      setFilter("")
    case .clearSelection:
      deselectAll()
    case .cancel:
      if filterText.isEmpty { return .exit(.interrupted) }
      // fzf keeps the query it clears for `yank`.
      fzf.yankedQuery = Array(filterText)
      setFilter("")
    case .acceptNonEmpty:
      // An input with no record at all ends the session anyway, as in fzf.
      let emptyInput = source.totalCount == 0 && !isLoading
      guard source.shownCount > 0 || !selection.isEmpty || emptyInput else { break }
      if let focus = focusedShownIndexPath { return pick(focus) }
      fzf.acceptedWithoutMatch = true
      return .exit(exitStatusForQuit)
    case .changeQuery(let text):
      setFilter(text)
      fzf.queryCursorFromEnd = 0
    case .changePrompt(let text):
      fzf.changedPrompt = text
    case .changeBorderLabel(let text):
      list?.changedBorderLabel = text
    case .changePreviewLabel(let text):
      list?.changedPreviewLabel = text
    case .changeText(let target, let text):
      list?.change(target, to: text)
    case .transformText(let target, let command):
      guard let host = commandHost,
        let text = commandText(command) ?? Optional(CommandTemplate(command).expandWithoutRecords(query: filterText)),
        let output = host.output(of: text)
      else { break }
      list?.change(target, to: target.isLabel ? String(output.prefix { $0 != "\n" }) : output)
    case .showHeader(let shown):
      list?.headerShown = shown ?? !(list?.headerShown ?? true)
    case .showInput(let shown):
      if let list { list.style.inputless = !(shown ?? list.style.inputless) }
    case .position(let place):
      // fzf's `pos(0)` is the first line, as `pos(1)`.
      focusCard(atFlatIndex: place > 0 ? place - 1 : place < 0 ? source.shownCount + place : 0)
    case .unbind(let names):
      for name in names {
        if let event = FzfEvent(rawValue: name.lowercased()) {
          fzf.unboundEvents.insert(event)
        } else if let key = FzfKeyNames.key(named: name) {
          fzf.unboundKeys.insert(key)
        }
      }
    case .rebind(let names):
      for name in names {
        if let event = FzfEvent(rawValue: name.lowercased()) {
          fzf.unboundEvents.remove(event)
        } else if let key = FzfKeyNames.key(named: name) {
          fzf.unboundKeys.remove(key)
        }
      }
    case .toggleSort:
      let line = collectionView.focusedIndexPath.map(source.flatIndex(of:)) ?? 0
      source.matchOptions.sorts.toggle()
      // The same query is not run again, so the matches go through the empty query to the new order.
      for text in filterText.isEmpty ? [] : ["", filterText] {
        collectionView.applyFilterChange(
          modelIndexPath: source.modelIndexPath(of:), shownIndexPath: source.shownIndexPath(ofModel:),
          selectedModelItems: selection,
          keepingFocus: true
        ) { source.setFilter(text) }
      }
      // fzf's cursor keeps its line, whichever match the new order puts there.
      if let list = shownList, !filterText.isEmpty {
        list.cursorLine = line
        list.keepFzfCursorLine()
      }
    case .refreshPreview:
      // fzf runs the default command again; without one, a `preview(…)` shown stays.
      guard preview.command != nil else { break }
      preview.once = nil
      preview.reset()
      preview.startsAtOnce = true
    case .previewUp: scrollPreview(by: -1)
    case .previewDown: scrollPreview(by: 1)
    case .previewPageUp: scrollPreview(by: -previewPage)
    case .previewPageDown: scrollPreview(by: previewPage)
    case .previewHalfPageUp: scrollPreview(by: -max(1, previewPage / 2))
    case .previewHalfPageDown: scrollPreview(by: max(1, previewPage / 2))
    case .previewTop: scrollPreview(by: -preview.offset)
    case .previewBottom: scrollPreview(by: Int.max / 2)
    case .togglePreviewWrap:
      preview.changeWindowInEffect { $0.wraps.toggle() }
      preview.rowsCache = nil
    case .showPreview:
      // fzf has no pane without a preview command.
      if !preview.isShown, preview.command != nil || shownList == nil { togglePreview() }
    case .hidePreview:
      if preview.isShown { togglePreview() }
    case .close:
      guard preview.isShown else { return .exit(.interrupted) }
      togglePreview()
    case .nextSelected, .previousSelected:
      focusSelected(after: action == .nextSelected)
    case .replaceQuery:
      if let focus = focusedShownIndexPath { setFilter(source.record(at: focus).title) }
    case .printQuery:
      fzf.printsOnlyQuery = true
      return .exit(.selected)
    case .backwardDeleteCharEOF:
      if filterText.isEmpty { return .exit(.interrupted) }
      editQuery { $0.apply(.backwardDeleteChar) }
    case .deleteCharEOF:
      if filterText.isEmpty { return .exit(.interrupted) }
      editQuery { $0.apply(.deleteChar) }
    case .put(let text):
      editQuery { $0.insert(text) }
    case .editQuery(let edit):
      // fzf's `backward-eof` event: backward-delete-char on an empty query.
      if edit == .backwardDeleteChar, let done = performBackwardEOF() { return done }
      editQuery { $0.apply(edit) }
    case .previousHistory, .nextHistory:
      guard var history = fzf.movedHistory ?? options.history else { break }
      let text =
        action == .previousHistory ? history.previous(leaving: filterText) : history.next(leaving: filterText)
      fzf.movedHistory = history
      setFilter(text)
      fzf.queryCursorFromEnd = 0
    case .jump, .jumpAccept:
      shownList?.jumpAccepts = action == .jumpAccept
    case .changePreviewWindow(let spec):
      changePreviewWindow(spec)
    case .preview(let command):
      guard let focus = focusedShownIndexPath else { break }
      preview.once = (command, source.modelIndexPath(of: focus))
      if !preview.isShown { togglePreview() }
      preview.reset()
    case .toggleSearch, .enableSearch, .disableSearch:
      let wanted = action == .toggleSearch ? !searchEnabled : action == .enableSearch
      fzf.searchToggled = wanted != options.filtersAsTyped
      // As fzf: enabling runs the query as it now reads; disabling keeps the cards the last search
      // left, and typing changes only the query until search is on again.
      if wanted { setFilter(filterText) }
    }
    return .redraw
  }

  /// fzf's `next-selected` (`forward`, in the list's order: down the screen in its default layout)
  /// and `prev-selected`: the nearest selected line shown past the focus, round to the first.
  /// - Complexity: O(selection).
  private func focusSelected(after forward: Bool) {
    let current = focusedShownIndexPath.map(source.flatIndex(of:)) ?? 0
    let shown = selection.compactMap(source.shownIndexPath(ofModel:)).map(source.flatIndex(of:)).sorted()
    guard !shown.isEmpty else { return }
    // fzf's list grows upwards by default, so its "next" is the line above, the previous index.
    let down = forward != (shownList?.style.direction ?? .reverse == .default)
    let target = down ? shown.first { $0 > current } ?? shown[0] : shown.last { $0 < current } ?? shown[shown.count - 1]
    focusCard(atFlatIndex: target)
  }

  /// Focuses the card at `flat` in reading order, clamped to the cards shown.
  private func focusCard(atFlatIndex flat: Int) {
    guard source.shownCount > 0 else { return }
    let clamped = min(max(0, flat), source.shownCount - 1)
    if clamped == source.shownCount - 1 { collectionView.scrollToBottom() }
    if let target = source.indexPath(forFlatIndex: clamped) { collectionView.focusItem(at: target) }
  }
}
