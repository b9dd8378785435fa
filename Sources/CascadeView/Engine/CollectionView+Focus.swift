import CascadeLayout

// Layouts may name the next item themselves (`focusTarget`): a circle goes round, a carousel along
// its row. Otherwise, spatial focus across masonry columns: Up/Down go to the neighbour in the same column;
// Left/Right go to the adjacent column's card that covers the current card's centre row, else the
// nearest one. Every search is a visible-rect query on a thin strip, widened four-fold until it finds
// a card or covers the content, so a move costs O(C·log(N/C) + k) however far the neighbour is.

extension CollectionView {
  /// Moves the focus to the item at `indexPath` and scrolls it into view.
  /// - Complexity: the layout's `layoutAttributesForItem(at:)` and a scroll.
  public func focusItem(at indexPath: IndexPath) {
    guard isValid(indexPath) else { return }
    setFocus(indexPath, scroll: true)
    focusColumnX = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame.center.x
  }

  /// Moves the focus one card in `direction`. Returns false when there is no card that way.
  /// - Complexity: O(C·log(N/C) + k) per widening query; see the note at the top of this file.
  @discardableResult
  public func moveFocus(_ direction: FocusDirection) -> Bool {
    finishPendingMotion()
    guard let focus = focusedIndexPath, let frame = collectionViewLayout.layoutAttributesForItem(at: focus)?.frame
    else {
      if let first = firstIndexPath { focusItem(at: first); return true }
      return false
    }
    // Layouts whose order the geometry does not show (a circle, a carousel) name the next item.
    switch collectionViewLayout.focusTarget(from: focus, direction: direction) {
    case .none:
      return false
    case .item(let target):
      guard isValid(target) else { return false }
      setFocus(target, scroll: true)
      focusColumnX = nil
      return focusedIndexPath == target
    case .geometric:
      break
    }
    let columnX = focusColumnX.flatMap { frame.minX <= $0 && $0 < frame.maxX ? $0 : nil } ?? frame.center.x
    let target: LayoutAttributes?
    switch direction {
    case .down, .up: target = verticalNeighbour(of: frame, columnX: columnX, down: direction == .down)
    case .left, .right: target = horizontalNeighbour(of: frame, right: direction == .right)
    }
    guard let target else { return false }
    setFocus(target.indexPath, scroll: true)
    switch direction {
    case .up, .down:
      // Keep the column while passing over a card that spans it; take the new card's centre when
      // the remembered column is not inside the new card.
      focusColumnX = (target.frame.minX <= columnX && columnX < target.frame.maxX) ? columnX : target.frame.center.x
    case .left, .right:
      focusColumnX = target.frame.center.x
    }
    return true
  }

  /// Sets the focus, telling the delegate (highlight and focus callbacks).
  func setFocus(_ indexPath: IndexPath, scroll: Bool) {
    if indexPath != focusedIndexPath {
      if let delegate, !delegate.collectionView(self, shouldHighlightItemAt: indexPath) { return }
      if let old = focusedIndexPath { delegate?.collectionView(self, didUnhighlightItemAt: old) }
      focusedIndexPath = indexPath
      delegate?.collectionView(self, didHighlightItemAt: indexPath)
      delegate?.collectionView(self, didFocusItemAt: indexPath)
    }
    if scroll { scrollFocusIntoView(indexPath) }
  }

  /// The next card above or below `frame`: first in the strip one cell wide at `columnX`, else the
  /// nearest card on any column that way.
  private func verticalNeighbour(of frame: Rect, columnX: Int, down: Bool) -> LayoutAttributes? {
    let strip = { (reach: Int) -> Rect in
      down
        ? Rect(x: columnX, y: frame.minY, width: 1, height: reach)
        : Rect(x: columnX, y: frame.minY - reach, width: 1, height: reach)
    }
    let inColumn = searchWidening(strip, towards: down ? .down : .up) { cells in
      down
        ? cells.filter { $0.frame.minY > frame.minY }.min { $0.frame.minY < $1.frame.minY }
        : cells.filter { $0.frame.minY < frame.minY }.max { $0.frame.minY < $1.frame.minY }
    }
    if let inColumn { return inColumn }
    let band = { (reach: Int) -> Rect in
      down
        ? Rect(x: Int.min / 4, y: frame.maxY, width: Int.max / 2, height: reach)
        : Rect(x: Int.min / 4, y: frame.minY - reach, width: Int.max / 2, height: reach)
    }
    return searchWidening(band, towards: down ? .down : .up) { cells in
      let ahead = cells.filter { down ? $0.frame.minY >= frame.maxY : $0.frame.maxY <= frame.minY }
      return ahead.min { a, b in
        let da = down ? a.frame.minY - frame.maxY : frame.minY - a.frame.maxY
        let db = down ? b.frame.minY - frame.maxY : frame.minY - b.frame.maxY
        return da != db ? da < db : abs(a.frame.center.x - columnX) < abs(b.frame.center.x - columnX)
      }
    }
  }

  /// The card in the adjacent column left or right of `frame` that covers its centre row, else the
  /// one in that column nearest to that row.
  private func horizontalNeighbour(of frame: Rect, right: Bool) -> LayoutAttributes? {
    let row = frame.center.y
    let band = { (reach: Int) -> Rect in
      let x = right ? frame.maxX : Int.min / 4
      let width = right ? Int.max / 2 : frame.minX - Int.min / 4
      return Rect(x: x, y: row - reach / 2, width: width, height: reach + 1)
    }
    return searchWidening(band, towards: right ? .right : .left) { cells in
      let side = cells.filter { right ? $0.frame.minX >= frame.maxX : $0.frame.maxX <= frame.minX }
      // The adjacent column is the nearest edge on that side.
      guard let edge = right ? side.map(\.frame.minX).min() : side.map(\.frame.maxX).max() else { return nil }
      let column = side.filter { right ? $0.frame.minX == edge : $0.frame.maxX == edge }
      return column.min { a, b in
        let da =
          a.frame.minY <= row && row < a.frame.maxY ? 0 : min(abs(a.frame.minY - row), abs(a.frame.maxY - 1 - row))
        let db =
          b.frame.minY <= row && row < b.frame.maxY ? 0 : min(abs(b.frame.minY - row), abs(b.frame.maxY - 1 - row))
        return da != db ? da < db : a.frame.minY < b.frame.minY
      }
    }
  }

  /// Queries `rect(reach)` for reach = viewport height (at least 8), then four times wider, until
  /// `pick` finds a cell or the search runs out of content that way: up stops at the top, down at
  /// the end of the content (placing only as far as the rect reaches). Sideways searches look at
  /// most four viewports up and down: a card further away is not "beside" this one, and a card in
  /// the first or last column must not make the layout place the whole collection.
  private func searchWidening(
    _ rect: (Int) -> Rect, towards direction: FocusDirection, pick: ([LayoutAttributes]) -> LayoutAttributes?
  ) -> LayoutAttributes? {
    let start = max(8, bounds.height)
    var reach = start
    while true {
      let area = rect(reach)
      let cells = collectionViewLayout.layoutAttributesForElements(in: area).filter {
        $0.category == .cell && isValid($0.indexPath)
      }
      if let found = pick(cells) { return found }
      switch direction {
      case .up:
        if area.minY <= 0 { return nil }
      case .down:
        if area.maxY >= collectionViewLayout.contentSize(placingThrough: area.maxY).height { return nil }
      case .left, .right:
        if reach >= start * 8 { return nil }
      }
      if reach > Int.max / 16 { return nil }
      reach *= 4
    }
  }
}
