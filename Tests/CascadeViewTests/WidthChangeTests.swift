import CascadeCanvas
import CascadeLayout
import CascadeView
import Testing

/// After a width change the collection view finds the focused card again. These tests count what
/// that costs: a waterfall must place the cards up to the focused one (their places depend on all
/// earlier cards) and no further; a grid finds it by arithmetic, drawing only the cards on screen.
@Suite struct WidthChangeTests {
  /// Generated cards whose heights depend on the width, as text cards' do; counts the questions.
  final class ManyCards: CollectionViewDataSource, CollectionViewDelegateWaterfallLayout {
    let counts: [Int]
    private(set) var cellsMade = 0
    private(set) var countQuestions = 0

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
      countQuestions += 1
      return counts[section]
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
      cellsMade += 1
      return collectionView.dequeueReusableCell(LetterCell.self, withReuseIdentifier: "letter", for: indexPath)
    }
    func collectionView(
      _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int
    ) -> Int {
      1 + (indexPath.item * 7_919 + width) % 7
    }
  }

  /// Draws one frame of `view` on a screen of `size`; a new size is a width change, as a resize.
  func drawFrame(of view: CollectionView, size: Size) {
    var buffer = CellBuffer(size: size)
    view.draw(in: &buffer, area: Rect(origin: .zero, size: size))
  }

  func collectionView(_ layout: CollectionViewLayout, cards: ManyCards, size: Size) -> CollectionView {
    let view = CollectionView(layout: layout)
    view.register(LetterCell.self, forCellWithReuseIdentifier: "letter")
    view.dataSource = cards
    view.delegate = cards
    view.setViewportSize(size)
    return view
  }

  /// Focused on card 100,000 of 200,000, a narrower screen re-places cards 0 through 100,000 and a
  /// screenful beyond at most, never the whole collection, and the focused card stays on screen.
  @Test func aWaterfallRePlacesOnlyUpToTheFocusedCard() throws {
    let cards = ManyCards(counts: [200_000])
    let waterfall = WaterfallLayout()
    waterfall.columnCount = .automatic(minimumWidth: 20)
    let view = collectionView(waterfall, cards: cards, size: Size(width: 80, height: 24))
    let focus = IndexPath(item: 100_000, section: 0)
    view.focusItem(at: focus)
    drawFrame(of: view, size: Size(width: 80, height: 24))
    let widthsBefore = waterfall.widthsLaidOutCount, placedBefore = waterfall.itemsPlacedCount

    drawFrame(of: view, size: Size(width: 61, height: 24))

    #expect(waterfall.widthsLaidOutCount - widthsBefore == 1)
    let placed = waterfall.itemsPlacedCount - placedBefore
    // Three columns of cards at least one row tall: a screen of 24 rows holds at most 72 more.
    #expect(placed >= focus.item + 1 && placed <= focus.item + 1 + 72, "placed \(placed)")
    let frame = try #require(waterfall.layoutAttributesForItem(at: focus)?.frame)
    #expect(view.bounds.intersects(frame), "focused \(frame), screen \(view.bounds)")
  }

  /// Three sections of a million cards, focused on the very last: after a width change the grid
  /// places it by arithmetic (row = index / cards per row), asks each section's count a bounded
  /// number of times, and makes cells only for what the screen shows.
  @Test func aGridFindsTheFocusedCardByArithmetic() throws {
    let cards = ManyCards(counts: [1_000_000, 1_000_000, 1_000_000])
    let grid = FlowLayout()
    grid.itemSize = Size(width: 20, height: 5)
    grid.minimumLineSpacing = 1
    grid.minimumInteritemSpacing = 1
    let view = collectionView(grid, cards: cards, size: Size(width: 83, height: 30))
    let last = IndexPath(item: 999_999, section: 2)
    view.focusItem(at: last)
    drawFrame(of: view, size: Size(width: 83, height: 30))
    let questionsBefore = cards.countQuestions, cellsBefore = cards.cellsMade

    drawFrame(of: view, size: Size(width: 62, height: 30))

    // Three cards of 20 and their two gaps fill 62 cells exactly: 3·20 + 2·1 = 62.
    let perRow = 3, pitch = 5 + 1
    let rowsPerSection = (1_000_000 + perRow - 1) / perRow
    let sectionHeight = rowsPerSection * pitch - 1
    let row = 999_999 / perRow
    let frame = try #require(grid.layoutAttributesForItem(at: last)?.frame)
    #expect(frame.minY == 2 * sectionHeight + row * pitch && frame.height == 5 && frame.width == 20)
    #expect(view.bounds.intersects(frame))
    #expect(
      cards.countQuestions - questionsBefore <= 3 * 8, "asked counts \(cards.countQuestions - questionsBefore) times")
    // A screen of 30 rows shows at most 6 rows of 3 cards; each may be made once.
    #expect(cards.cellsMade - cellsBefore <= 6 * 3, "made \(cards.cellsMade - cellsBefore) cells")
  }

  /// A width change whose re-layout is interrupted (a newer size is waiting) is given up after one
  /// interval of cards, and the next resize lays out only its own width and puts the focused card
  /// on the screen row it had before the first change: the same screen as a direct resize. Without
  /// the interruption the given-up width would place 100,001 cards; without the kept row the card
  /// would come back on another row.
  @Test func anInterruptedWidthChangeIsGivenUpAndTheNextKeepsTheFocusRow() throws {
    for (given, final) in [
      (Size(width: 61, height: 24), Size(width: 70, height: 24)),
      (Size(width: 61, height: 24), Size(width: 61, height: 24)),
    ] {
      let cards = ManyCards(counts: [200_000])
      func waterfall() -> WaterfallLayout {
        let layout = WaterfallLayout()
        layout.columnCount = .automatic(minimumWidth: 20)
        return layout
      }
      let layout = waterfall()
      let view = collectionView(layout, cards: cards, size: Size(width: 80, height: 24))
      let direct = collectionView(waterfall(), cards: cards, size: Size(width: 80, height: 24))
      let focus = IndexPath(item: 100_000, section: 0)
      for shown in [view, direct] {
        shown.focusItem(at: focus)
        drawFrame(of: shown, size: Size(width: 80, height: 24))
        // Away from the centre, so keeping the row is not what scrolling to the card does anyway.
        shown.contentOffset = Point(x: 0, y: shown.bounds.minY + 5)
      }
      var pending = true
      layout.placementInterruption = { pending }
      let placedBefore = layout.itemsPlacedCount

      drawFrame(of: view, size: given)

      let givenUp = layout.itemsPlacedCount - placedBefore
      #expect(givenUp <= 8 * WaterfallLayout.placementCheckInterval, "the width given up placed \(givenUp) cards")
      pending = false
      drawFrame(of: view, size: final)
      drawFrame(of: direct, size: final)

      let frame = try #require(layout.layoutAttributesForItem(at: focus)?.frame)
      #expect(view.bounds.intersects(frame))
      #expect(view.bounds == direct.bounds, "after \(given) then \(final): \(view.bounds), directly: \(direct.bounds)")
      let placed = layout.itemsPlacedCount - placedBefore - givenUp
      #expect(placed <= focus.item + 1 + 72, "the last width placed \(placed)")
    }
  }
}
