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
    guard let focus = cv.focusedIndexPath, let frame = cv.collectionViewLayout.layoutAttributesForItem(at: focus)?.frame else { return false }
    return cv.bounds.contains(frame) || (frame.height > cv.bounds.height && frame.intersects(cv.bounds))
  }

  /// `--offset` scrolls as the viewer does, so the status line names a card on screen.
  @Test func offsetMovesTheFocusOnScreen() {
    for offset in [10, 40, 200, 5_000] {
      let v = demoViewer()
      let lines = FrameDump.render(v, size: Size(width: 80, height: 24), offset: offset, focus: nil)
      #expect(focusIsOnScreen(v), "offset \(offset): the status line names a card off screen: \(lines.last ?? "")")
      let focus = v.collectionView.focusedIndexPath.map { v.source.flatIndex(of: $0) + 1 } ?? 0
      #expect(lines.last?.hasPrefix(" card \(focus) of 268") == true, "\(lines.last ?? "")")
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
