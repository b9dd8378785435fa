import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import Testing

@Suite struct NavigationTests {
  /// Two columns of 15 and 14 cells: "tall" fills 30 rows of the first, five flat cards (3 rows
  /// each) end at row 15 of the second, far above the content's bottom.
  static let tallAmongFlat = ([#"{"title":"tall","w":1,"h":4}"#] + (1...5).map { #"{"title":"flat \#($0)"}"# })
    .joined(separator: "\n")

  @Test func endFocusesTheLastCardEvenWhenItsColumnEndsHigher() throws {
    let v = viewer(try collection(Self.tallAmongFlat), size: Size(width: 30, height: 10)) { $0.columns = 2 }
    press(v, .end)
    let lines = screen(v)
    #expect(lines.last?.hasPrefix(" card 6 of 6") == true, "\(lines.last ?? "")")
    #expect(lines.contains { $0.contains("flat 5") }, "the last card is on screen:\n\(lines.joined(separator: "\n"))")
    press(v, .home)
    #expect(screen(v).last?.hasPrefix(" card 1 of 6") == true)
  }

  /// The first frame fits the grid to the screen even when the screen is the size the viewer
  /// assumed before any frame (80×24), with no `resize` call first.
  @Test func gridIsFittedOnTheFirstFrame() {
    var options = ViewerOptions()
    options.theme = .plain
    options.layout = .grid
    let v = Viewer(collection: DemoCollection(), options: options)
    var buffer = CellBuffer(size: Size(width: 80, height: 24))
    v.render(into: &buffer)
    let lines = buffer.lines()
    // (80 + 1) / (28 + 1) = 2 columns of (80 - 1) / 2 = 39 cells, as `--dump` shows.
    #expect(lines[1].hasPrefix("┏" + String(repeating: "━", count: 37) + "┓  ╭"), "\(lines[1])")
  }

  /// PgDn in a grid ends with a card centred, as in a waterfall (docs/viewer.md: the page ends with a card
  /// centred). 80×22: cards 6 rows tall, a viewport of 21, so a plain page of 20 rows would not.
  @Test func gridPagesEndOnACentredCard() throws {
    let cards = (0..<40).map { "card \($0)" }.joined(separator: "\n")
    let lines = try RecordLoader.load(data: Array(cards.utf8), name: "t", format: .lines)
    let v = viewer(lines, size: Size(width: 80, height: 22)) { $0.layout = .grid }
    for page in 1...3 {
      press(v, .pageDown)
      let cv = v.collectionView
      let focus = try #require(cv.focusedIndexPath)
      let frame = try #require(cv.collectionViewLayout.layoutAttributesForItem(at: focus)?.frame)
      let centreRow = frame.minY + frame.height / 2 - cv.contentOffset.y
      #expect(centreRow == cv.bounds.height / 2, "page \(page): the focused card's centre is on row \(centreRow)")
    }
  }
}
