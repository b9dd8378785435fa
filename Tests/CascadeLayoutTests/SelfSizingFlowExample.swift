import CascadeLayout

/// Notes in a grid whose rows are as tall as their tallest note: a self-sizing `FlowLayout` on its
/// own. The layout asks nothing of the notes it places at the estimate; a jump measures only the
/// notes it shows.
final class NoteGrid: LayoutSource, FlowLayoutDelegate {
  var layoutBounds = Rect(x: 0, y: 0, width: 80, height: 24)
  let lineCounts: [Int]
  let layout = FlowLayout()

  init(lineCounts: [Int]) {
    self.lineCounts = lineCounts
    // Cards 24 cells wide, as many to a row as fit; 6 rows tall until measured.
    layout.itemSize = Size(width: 24, height: 6)
    layout.estimatedItemHeight = 6
    layout.source = self
    layout.delegate = self
  }

  func numberOfSections() -> Int { 1 }
  func numberOfItems(inSection section: Int) -> Int { lineCounts.count }

  /// Exact: a border above and below the note's lines. Asked only for notes being measured.
  func flowLayout(_ layout: FlowLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int {
    2 + lineCounts[indexPath.item]
  }

  /// Every unmeasured note is at the layout's estimate: rows of them are placed by arithmetic.
  func flowLayout(_ layout: FlowLayout, hasUniformEstimatesInSection section: Int) -> Bool { true }

  /// Scrolls to the last note and measures what the screen shows there; returns the last note's
  /// frame, as tall as the tallest note of its row.
  func showLastNote() -> Rect? {
    let last = IndexPath(item: lineCounts.count - 1, section: 0)
    guard let frame = layout.layoutAttributesForItem(at: last)?.frame else { return nil }
    layoutBounds.origin.y = max(0, frame.maxY - layoutBounds.height)
    layout.measureItems(in: layoutBounds)
    return layout.layoutAttributesForItem(at: last)?.frame
  }
}
