import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadeView

// Grouping and sorting at run time: `g` then a second key. `g g` goes to the first card (as `gg`
// in vim), `g f` opens a list of field names to group by (`Viewer+FieldList.swift`), `g s` sorts by the
// next field, `g r` reverses the sort, `g 0` goes back to the input's order (read backwards still under `--tac`). The focused record
// stays focused and in view, the selection stays on its records, the filter narrows the new
// sections, and the status line says the new order until the next key. Any other key after `g`
// acts as it would alone.

extension Viewer {
  /// The key after `g`.
  func handleGoKey(_ key: Key) -> ViewerAction {
    // A `g` key after another whose arrangement is still being made goes on from that one.
    let order = pendingOrder ?? source.order
    switch key {
    case .character("g"), .home:
      goToFirstCard()
    case .character("f"):
      openFieldList()
    case .character("s"):
      guard let field = nextField(after: order.sortField) ?? .some(nil) else { break }
      var next = order
      next.sortField = field
      if field == nil { next.descending = false }
      setOrder(next)
    case .character("r"):
      guard order.sortField != nil else {
        notice = "nothing sorted: g s sorts by a field"
        break
      }
      var next = order
      next.descending.toggle()
      setOrder(next)
    case .character("0"):
      setOrder(order.withoutArrangement)
    default:
      // Not a `g` command: the key acts as it would have without the `g`.
      return handleBrowsing(key)
    }
    return .redraw
  }

  /// Home and `g g`: the first card.
  func goToFirstCard() {
    collectionView.scrollToTop()
    if let first = source.indexPath(forFlatIndex: 0) { collectionView.focusItem(at: first) }
  }

  /// The focused record's field after `field` (the first when `field` is nil or not among them);
  /// `.some(nil)` after the last, so cycling comes back to none; nil when the record has no fields.
  private func nextField(after field: String?) -> String?? {
    guard let focus = collectionView.focusedIndexPath else {
      notice = "no card to take the fields from"
      return nil
    }
    var keys: [String] = []
    for key in source.record(at: focus).fields.map(\.key) where !keys.contains(key) { keys.append(key) }
    guard !keys.isEmpty else {
      notice = "this card has no fields to group or sort by"
      return nil
    }
    guard let field, let index = keys.firstIndex(of: field) else { return .some(keys[0]) }
    return index + 1 < keys.count ? .some(keys[index + 1]) : .some(nil)
  }

  /// Arranges the cards in `order`, keeping the focused record focused and in view and every
  /// selected record selected; animated as a layout change is. From `backgroundArrangementMinimum`
  /// records on, the arrangement is made on a worker and shown when it lands (see
  /// `Viewer+ArrangementJobs.swift`); any arrangement in flight is given up.
  /// - Complexity: one read of the grouping and sorting fields per record, O(n log n) to sort; on
  ///   the main thread only below `backgroundArrangementMinimum`.
  public func setOrder(_ order: ArrangementOptions) {
    cancelArrangement()
    guard order != source.order else {
      notice = order.summary ?? "input order"
      return
    }
    if source.modelRecordCount >= backgroundArrangementMinimum {
      startArranging(order)
      return
    }
    let hadTitles = source.hasSectionTitles
    // Header rows come and go with the layout: when they do, the layout change animates instead.
    rearrange(animated: true) { source.setOrder(order) }
    if source.hasSectionTitles != hadTitles { setLayout(layoutKind) }
    notice = order.summary ?? "input order"
  }

  /// The collection view reloaded after the source's arrangement changed by itself (records that
  /// arrived started a group or sorted between others).
  /// `known`: the records of the cards that were on screen (`modelsOnScreen()`), taken before.
  func reloadArrangement(animated: Bool, known: [IndexPath: IndexPath]) {
    let hadTitles = (collectionView.collectionViewLayout as? WaterfallLayout).map { $0.headerHeight > 0 }
    reload(animated: animated, known: known)
    if let hadTitles, hadTitles != source.hasSectionTitles { setLayout(layoutKind, animated: false) }
  }

  /// Runs `change` (which rearranges the source), then reloads the collection view with each card
  /// on screen, the focus and the collection view's selection following their records.
  func rearrange(animated: Bool, _ change: () -> Void) {
    let known = modelsOnScreen()
    change()
    reload(animated: animated, known: known)
  }

  /// Reloads the collection view after the source changed, the cards in `known` (old index path to
  /// record) moving to their records' new places.
  private func reload(animated: Bool, known: [IndexPath: IndexPath]) {
    let source = self.source
    collectionView.reloadData(animated: animated) { old in known[old].flatMap(source.shownIndexPath(ofModel:)) }
    for model in selection {
      if let shown = source.shownIndexPath(ofModel: model), !collectionView.isSelected(shown) {
        collectionView.selectItem(at: shown)
      }
    }
  }

  /// The records of the cards on screen, the focused card and the collection view's selection, by
  /// index path. O(k + selection).
  func modelsOnScreen() -> [IndexPath: IndexPath] {
    let cv = collectionView
    var models: [IndexPath: IndexPath] = [:]
    var before = cv.indexPathsForVisibleItems + cv.indexPathsForSelectedItems
    if let focus = cv.focusedIndexPath { before.append(focus) }
    for indexPath in before {
      guard indexPath.section < source.filter.sectionCount,
        indexPath.item < source.filter.shownCount(inSection: indexPath.section)
      else { continue }
      models[indexPath] = source.modelIndexPath(of: indexPath)
    }
    return models
  }
}
