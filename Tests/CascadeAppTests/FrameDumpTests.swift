import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import Testing

@Suite struct FrameDumpTests {
  func demoViewer() -> Viewer {
    var options = ViewerOptions()
    options.theme = .plain
    return Viewer(collection: DemoCollection(), options: options)
  }

  /// The focused card of a viewer lies wholly inside its viewport (or starts inside it, when taller).
  func focusIsOnScreen(_ v: Viewer) -> Bool {
    let cv = v.collectionView
    guard let focus = cv.focusedIndexPath, let frame = cv.collectionViewLayout.layoutAttributesForItem(at: focus)?.frame
    else { return false }
    return cv.bounds.contains(frame) || (frame.height > cv.bounds.height && frame.intersects(cv.bounds))
  }

  /// The demo's section sizes, read from the collection itself.
  let demoCounts = DemoCollection().sections.map(\.count)
  var demoCount: Int { demoCounts.reduce(0, +) }

  /// The 1-based number of the card at `path`, counted in the test: every card of the sections
  /// before it, then its place in its own.
  func cardNumber(of path: IndexPath) -> Int {
    var number = 0
    for s in 0..<path.section { number += demoCounts[s] }
    return number + path.item + 1
  }

  /// The card `--focus k` names: walk the sections until k cards are behind.
  func indexPath(ofCard k: Int) -> IndexPath {
    var rest = k
    for (s, count) in demoCounts.enumerated() {
      if rest < count { return IndexPath(item: rest, section: s) }
      rest -= count
    }
    return IndexPath(item: demoCounts[demoCounts.count - 1] - 1, section: demoCounts.count - 1)
  }

  /// `--focus k` focuses the k-th card counted across sections, and the status line counts it and
  /// every card as the test does, at the first and last card, section boundaries and in between.
  @Test func statusLineCountsTheFocusedCard() {
    #expect(demoCount == 268)
    var boundaries: [Int] = [0, demoCount - 1]
    var start = 0
    for count in demoCounts { boundaries += [start, start + count - 1]; start += count }
    for k in Set(boundaries + [1, 37, 100, 150, 222]).sorted() where k >= 0 && k < demoCount {
      let v = demoViewer()
      let lines = FrameDump.render(v, size: Size(width: 80, height: 24), offset: nil, focus: k)
      #expect(v.collectionView.focusedIndexPath == indexPath(ofCard: k), "focus \(k)")
      #expect(lines.last?.hasPrefix(" card \(k + 1) of 268") == true, "focus \(k): \(lines.last ?? "")")
    }
  }

  /// `--offset` scrolls as the viewer does, so the status line names a card on screen.
  @Test func offsetMovesTheFocusOnScreen() {
    for offset in [10, 40, 200, 5_000] {
      let v = demoViewer()
      let lines = FrameDump.render(v, size: Size(width: 80, height: 24), offset: offset, focus: nil)
      #expect(focusIsOnScreen(v), "offset \(offset): the status line names a card off screen: \(lines.last ?? "")")
      let focus = v.collectionView.focusedIndexPath.map { cardNumber(of: $0) } ?? 0
      #expect(lines.last?.hasPrefix(" card \(focus) of \(demoCount)") == true, "\(lines.last ?? "")")
    }
  }

  /// With both, the offset wins: the frame starts at the offset and the focus moves onto it.
  @Test func offsetWinsOverFocus() {
    let v = demoViewer()
    _ = FrameDump.render(v, size: Size(width: 80, height: 24), offset: 40, focus: 0)
    #expect(v.collectionView.contentOffset.y == 40)
    #expect(focusIsOnScreen(v))
    #expect(v.collectionView.focusedIndexPath != IndexPath(item: 0, section: 0))
  }

  @Test func focusAloneScrollsToTheCard() {
    let v = demoViewer()
    let lines = FrameDump.render(v, size: Size(width: 80, height: 24), offset: nil, focus: 100)
    #expect(lines.last?.hasPrefix(" card 101 of 268") == true, "\(lines.last ?? "")")
    #expect(focusIsOnScreen(v))
  }
}
