import CascadeData
import CascadeFzf
import CascadeLayout
import CascadeView

// Keys bound with `--bind` run a list of `BindAction`s, in order (each done in
// `Viewer+Actions.swift`); `accept`, `abort` and a `become` that fails end the list and the
// session.

extension Viewer {
  /// Runs `actions` in order and says what the session should do next.
  /// - Complexity: O(cards shown) for `select-all`, O(selection) for `deselect-all`, O(1) for
  ///   the others apart from the commands they run.
  public func perform(_ actions: [BindAction]) -> ViewerAction {
    var next = ViewerAction.redraw
    for action in actions {
      switch perform(action) {
      case .exit(let status): return .exit(status)
      case .repaint: next = .repaint
      case .redraw, .suspend: break
      }
    }
    return next
  }

  /// The longest time between the two clicks of a double-click, as fzf's.
  static let doubleClickInterval = Duration.milliseconds(500)

  /// Notes a click on `indexPath`; true when it is the second of a double-click (a click on the
  /// same card within `doubleClickInterval`), which a third click does not continue.
  func isSecondClick(on indexPath: IndexPath) -> Bool {
    let now = collectionView.clock.now
    if let last = lastClick, last.indexPath == indexPath, now - last.time <= Self.doubleClickInterval {
      lastClick = nil
      return true
    }
    lastClick = (indexPath, now)
    return false
  }

  /// The focused card when a card is shown.
  var focusedShownIndexPath: IndexPath? {
    source.shownCount > 0 ? collectionView.focusedIndexPath : nil
  }

  /// `command` with its placeholders filled, or nil when it reads a card and none is focused.
  func commandText(_ command: String) -> String? {
    let template = CommandTemplate(command)
    let fields = template.readsFields
    let focused = focusedShownIndexPath.map { templateItem(model: source.modelIndexPath(of: $0), fields: fields) }
    let selected = selection.map { templateItem(model: $0, fields: fields) }
    return template.expand(focused: focused, selected: selected, query: filterText, context: placeholderContext)
  }

  /// What placeholders read of the record at `model`: its text, place in the input and, when
  /// `fields`, its fields as a command wants them: strings unescaped, numbers as written, nested
  /// objects and arrays as compact JSON (a card shows those only as `{…}` and `[N]`).
  func templateItem(model: IndexPath, fields: Bool) -> CommandTemplate.Item {
    let record = source.collection.record(at: model)
    let before = source.collection.sections.prefix(model.section).reduce(0) { $0 + $1.count }
    var values: [RecordField] = []
    if fields, !record.fields.isEmpty, case .object(let members)? = try? JSONValue.parse(Array(record.original.utf8)) {
      values = members.map { member in
        if case .string(let text) = member.value { return RecordField(key: member.key, value: text) }
        return RecordField(key: member.key, value: member.value.compactText)
      }
    }
    return CommandTemplate.Item(original: record.original, fields: values, index: before + model.item)
  }

  /// `select-all`: every card the filter shows joins the selection, in reading order; nothing
  /// without `--multi`, as in fzf.
  func selectAllShown() {
    guard options.allowsMultipleSelection else { return }
    for flat in 0..<source.shownCount {
      if let limit = options.selectionLimit, selection.count >= limit { break }
      guard let shown = source.indexPath(forFlatIndex: flat) else { continue }
      selection.append(source.modelIndexPath(of: shown))
      if !collectionView.isSelected(shown) { collectionView.selectItem(at: shown) }
    }
  }

  /// `deselect-all`: the selection is emptied, cards the filter hides included.
  /// fzf's `deselect-all`: the cards the filter shows leave the selection.
  /// - Complexity: O(selection).
  func deselectAllShown() {
    for model in selection {
      guard let shown = source.shownIndexPath(ofModel: model) else { continue }
      if collectionView.isSelected(shown) { collectionView.deselectItem(at: shown) }
      selection.remove(model)
    }
  }

  func deselectAll() {
    for shown in collectionView.indexPathsForSelectedItems { collectionView.deselectItem(at: shown) }
    selection.removeAll()
  }

  /// Shows `collection` instead of the cards shown now (`reload`): the old input stops being
  /// read, the selection is emptied (it named the old records), the filter is applied to the new
  /// records and the first card takes the focus. The new records arrive as the input's do, with
  /// pictures when `picturesForCollection` gives them.
  public func replaceCollection(with collection: any StreamingRecordCollection) {
    streaming?.cancel()
    fzf.events.loaded = false
    source.pictures?.loader.stop()
    deselectAll()
    if case .detail = mode { mode = .browsing }
    streaming = collection
    let taken = collection.progress
    progress = taken
    let old = source
    let pictures = picturesForCollection?(collection)
    pictures?.cellAspect = options.cellAspect
    // The grouping and order chosen (`--group-by`, `--sort-by`, the `g` keys) carry over, the
    // one still being made too.
    let order = pendingOrder ?? old.order
    cancelArrangement()
    source = CardSource(
      collection: pictures?.collection ?? collection, theme: old.theme, cardFields: old.cardFields,
      counts: [taken.recordCount],
      order: order)
    source.pictures = pictures
    source.maxLines = old.maxLines
    source.filterSliceSize = old.filterSliceSize
    source.filterSliceDuration = old.filterSliceDuration
    // The waterfall asks its heights of the source directly: it must ask the new one before the
    // collection view re-reads its counts.
    (collectionView.collectionViewLayout as? WaterfallLayout)?.delegate = source
    source.attach(to: collectionView)
    collectionView.reloadData()
    if source.hasSectionTitles != old.hasSectionTitles { setLayout(layoutKind, animated: false) }
    if !filterText.isEmpty { setFilter(filterText) }
    collectionView.scrollToTop()
    if let first = source.indexPath(forFlatIndex: 0) { collectionView.focusItem(at: first) }
  }
}
