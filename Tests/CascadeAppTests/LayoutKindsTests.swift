import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadeTestSupport
import CascadeView
import Testing

/// The carousel and the circle in the viewer: keys, paging, the wheel, and `l` cycling layouts.
@Suite struct LayoutKindsTests {
  static let three = "{\"title\":\"alpha\"}\n{\"title\":\"bravo\"}\n{\"title\":\"charlie\"}\n"
  static func numbered(_ count: Int) -> String { (0..<count).map { "{\"title\":\"card \($0)\"}\n" }.joined() }

  /// How far the focused card's centre is from the viewport's centre, along the row.
  static func focusOffCentre(_ v: Viewer) -> Int? {
    let cv = v.collectionView
    guard let focus = cv.focusedIndexPath, let frame = cv.collectionViewLayout.layoutAttributesForItem(at: focus)?.frame
    else { return nil }
    return frame.center.x - (cv.contentOffset.x + cv.bounds.width / 2)
  }

  @Test func carouselCentresTheFocusedCardWithDimmedNeighboursPeeking() throws {
    let v = viewer(try collection(Self.three), size: Size(width: 40, height: 8)) { $0.layout = .carousel }
    press(v, .right)
    var buffer = CellBuffer(size: v.screenSize)
    v.render(into: &buffer)
    #expect(
      screenDiff(
        buffer.lines(),
        [
          "                                        ",
          "───╮  ┏━━━━━━━━━━━━━━━━━━━━━━━━━━┓  ╭───",
          "   │  ┃ bravo                    ┃  │ ch",
          "   │  ┃                          ┃  │   ",
          "   │  ┃                          ┃  │   ",
          "───╯  ┗━━━━━━━━━━━━━━━━━━━━━━━━━━┛  ╰───",
          "                                        ",
          " card 2 of 3             ? keys  q quit ",
        ]) == nil, "\(screenDiff(buffer.lines(), []) ?? "")")
    // The neighbours are dim, the centred card is not.
    #expect(buffer[3, 2].style.attributes.contains(.dim) && buffer[36, 2].style.attributes.contains(.dim))
    #expect(!buffer[6, 2].style.attributes.contains(.dim) && !buffer[8, 2].style.attributes.contains(.dim))
  }

  @Test func carouselKeysMoveExactlyOneCardAndABurstNeverPassesTheEnds() throws {
    let v = viewer(try collection(Self.numbered(12)), size: Size(width: 60, height: 12)) { $0.layout = .carousel }
    let cv = v.collectionView
    var expected = 0
    for key: Key in [.right, .pageDown, .down, .left, .pageUp, .up, .pageUp, .right] {
      press(v, key)
      expected = min(11, max(0, expected + ([.right, .pageDown, .down].contains(key) ? 1 : -1)))
      #expect(cv.focusedIndexPath?.item == expected, "\(key)")
      #expect(Self.focusOffCentre(v) == 0, "\(key): the focused card is centred")
    }
    // A burst of presses moves that many cards, and stops at the last.
    for _ in 0..<5 { press(v, .right) }
    #expect(cv.focusedIndexPath?.item == 6 && Self.focusOffCentre(v) == 0)
    for _ in 0..<40 { press(v, .pageDown) }
    #expect(cv.focusedIndexPath?.item == 11 && Self.focusOffCentre(v) == 0)
    for _ in 0..<40 { press(v, .left) }
    #expect(cv.focusedIndexPath?.item == 0 && cv.contentOffset.x == 0)
  }

  @Test func carouselWheelScrollsFreelyThenRestsOnTheNearestCentre() throws {
    let clock = ManualAnimationClock()
    let collection = try collection(Self.numbered(12))
    var options = ViewerOptions()
    options.theme = .plain
    options.layout = .carousel
    let v = Viewer(collection: collection, options: options, clock: clock)
    v.resize(to: Size(width: 60, height: 12))
    _ = screen(v)
    for _ in 0..<5 { _ = v.handle(.mouse(.wheelDown(Point(x: 30, y: 5)))) }
    // Cards 48 wide every 50 columns. 5 × 3 lines, 2 columns a line: 30 columns, past the middle
    // of the first pitch.
    #expect(v.collectionView.contentOffset.x == 30)
    #expect(v.frameTimeoutMilliseconds == 150)
    clock.advance(by: .milliseconds(100))
    _ = screen(v)
    #expect(v.collectionView.contentOffset.x == 30, "still moving freely")
    clock.advance(by: .milliseconds(50))
    _ = screen(v)
    #expect(v.collectionView.contentOffset.x == 50 && v.collectionView.focusedIndexPath?.item == 1)
    #expect(Self.focusOffCentre(v) == 0 && v.frameTimeoutMilliseconds == nil)
  }

  @Test func circleArrowsGoRoundAndPagesKeepThePlace() throws {
    // 80 × 24: cards 16 × 5 on a circle of radius 9 rows; six fit on a page.
    let v = viewer(try collection(Self.numbered(14)), size: Size(width: 80, height: 24)) { $0.layout = .circle }
    let cv = v.collectionView
    for step in 1...7 {
      press(v, .right)
      #expect(cv.focusedIndexPath?.item == step)
    }
    // The seventh card is the second page's first: the view snapped one page down.
    #expect(cv.contentOffset.y == 23)
    press(v, .pageDown)
    #expect(cv.focusedIndexPath?.item == 13 && cv.contentOffset.y == 46, "the last page holds two: its last card")
    press(v, .pageUp)
    #expect(cv.focusedIndexPath?.item == 7 && cv.contentOffset.y == 23)
    press(v, .left, .left)
    #expect(cv.focusedIndexPath?.item == 5 && cv.contentOffset.y == 0)
    // The focused card is on top.
    #expect(cv.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.zIndex == 1)
  }

  @Test func lCyclesEveryLayoutKeepingTheFocusedCardOnScreen() throws {
    let v = viewer(try collection(Self.numbered(60)), size: Size(width: 70, height: 20))
    press(v, .down, .down, .down, .right)
    let focus = try #require(v.collectionView.focusedIndexPath)
    var seen: [LayoutKind] = []
    for _ in LayoutKind.allCases {
      press(v, .character("l"))
      seen.append(v.layoutKind)
      let lines = screen(v)
      #expect(v.collectionView.focusedIndexPath == focus, "\(v.layoutKind)")
      // The table counts rows.
      let noun = v.layoutKind == .table ? "row" : "card"
      #expect(
        lines.last?.hasPrefix(" \(noun) \(focus.item + 1) of 60") == true, "\(v.layoutKind): \(lines.last ?? "")")
      #expect(
        lines.contains { $0.contains("card \(focus.item) ") || $0.hasSuffix("card \(focus.item)") },
        "\(v.layoutKind):\n\(lines.joined(separator: "\n"))")
    }
    #expect(seen == [.grid, .list, .carousel, .circle, .table, .waterfall])
  }
}
