import CascadeCanvas
import CascadeFzf
import CascadeView

// Moving in fzf's list as fzf's `vmove` does: Up goes up the screen, which is to the next
// line when the list grows upwards (`--layout=default`) and to the previous one otherwise; pages
// are a window less one line; Tab toggles (with --multi only) and then goes down the screen.

extension FzfListController {
  /// Moves the focus `lines` lines up the screen (down when negative), clamped to the list; with
  /// `cycles`, a move past an end from that end goes to the other end. While a query's matches are
  /// still being ranked the cursor keeps the line moved to, whatever match the final order puts
  /// there, as fzf's cursor is a line of its list.
  func fzfMove(up lines: Int, cycles: Bool) {
    cursorLine = nil
    guard source.shownCount > 0 else { return }
    defer {
      if source.isFiltering { cursorLine = collectionView.focusedIndexPath.map(source.flatIndex(of:)) }
    }
    let last = source.shownCount - 1
    let current = collectionView.focusedIndexPath.map(source.flatIndex(of:)) ?? 0
    var target = current + (style.direction == .default ? lines : -lines)
    if cycles {
      if target > last && current == last { target = 0 } else if target < 0 && current == 0 { target = last }
    }
    target = min(max(0, target), last)
    if let indexPath = source.indexPath(forFlatIndex: target) { collectionView.focusItem(at: indexPath) }
  }

  /// fzf's moving actions in its list, for its default keys and `--bind` alike; nil for the other
  /// actions.
  func performFzfListMove(_ action: BindAction) -> ViewerAction? {
    let rows = fzfListRowCount(for: screenSize)
    switch action {
    case .up: fzfMove(up: 1, cycles: options.cycles)
    case .down: fzfMove(up: -1, cycles: options.cycles)
    case .pageUp: fzfMove(up: max(1, rows - 1), cycles: false)
    case .pageDown: fzfMove(up: -max(1, rows - 1), cycles: false)
    case .halfPageUp: fzfMove(up: rows / 2, cycles: false)
    case .halfPageDown: fzfMove(up: -(rows / 2), cycles: false)
    case .toggleDown, .toggleUp:
      guard options.allowsMultipleSelection, let focus = viewer.focusedShownIndexPath else { return .redraw }
      viewer.toggleSelection(at: focus)
      fzfMove(up: action == .toggleDown ? -1 : 1, cycles: options.cycles)
    default: return nil
    }
    return .redraw
  }

  /// A query change in the list: the cursor stays on its line, as fzf 0.38's does.
  func setFilter(_ text: String) {
    let line = collectionView.focusedIndexPath.map(source.flatIndex(of:)) ?? 0
    let source = source
    collectionView.applyFilterChange(
      modelIndexPath: source.modelIndexPath(of:), shownIndexPath: source.shownIndexPath(ofModel:),
      selectedModelItems: viewer.selection,
      keepingFocus: false
    ) { source.setFilter(text, testing: !viewer.typesAhead) }
    cursorLine = line
    keepFzfCursorLine()
  }

  /// Puts the focus back on `cursorLine` (the last line when fewer match) while the ranking
  /// runs; the line is let go once the ranking is done.
  func keepFzfCursorLine() {
    guard let line = cursorLine else { return }
    if source.shownCount > 0, let indexPath = source.indexPath(forFlatIndex: min(line, source.shownCount - 1)),
      collectionView.focusedIndexPath != indexPath
    {
      collectionView.focusItem(at: indexPath)
    }
    if !source.isFiltering { cursorLine = nil }
  }
}

extension FzfListController {
  /// The key after fzf's `jump`: a label moves the cursor to its line (and accepts it after
  /// `jump-accept`); any other key ends the jump, doing nothing unless `--bind` gives it actions.
  /// Nil when no jump waits or the key's actions are to run.
  func handleFzfJump(_ key: Key) -> ViewerAction? {
    guard let accepts = jumpAccepts else { return nil }
    jumpAccepts = nil
    if options.bindings[key] != nil, !viewer.fzf.unboundKeys.contains(key) { return nil }
    guard case .character(let c) = key, let i = style.jumpLabels.firstIndex(of: c),
      i < fzfListRowCount(for: screenSize), offset + i < source.shownCount,
      let target = source.indexPath(forFlatIndex: offset + i)
    else { return .redraw }
    cursorLine = nil
    collectionView.focusItem(at: target)
    return accepts ? viewer.pick(target) : .redraw
  }
}
