import CascadeCanvas
import CascadeFilter
import CascadeLayout
import CascadeTestSupport
import CascadeView
import Testing

/// Expected screens for a small waterfall: 9 cells wide, two 4-cell columns, items a–h with heights
/// 3 2 2 3 1 2 4 2. Shortest-column placement puts a, d, g in the left column (rows 0, 3, 6) and
/// b, c, e, f, h in the right one (rows 0, 2, 4, 5, 7); the content is 10 rows tall.
@MainActor @Suite struct EngineScreenTests {
  static let letters = "abcdefgh"
  static let heights = [3, 2, 2, 3, 1, 2, 4, 2]

  func harness(size: Size = Size(width: 9, height: 5)) -> EngineHarness {
    EngineHarness(model: LetterModel(letters: Self.letters, heights: Self.heights), size: size)
  }

  @Test func firstFrameFocusesTheFirstCard() {
    let h = harness()
    expectScreen(
      h.screen(),
      [
        "AAAA bbbb",
        "AAAA bbbb",
        "AAAA cccc",
        "dddd cccc",
        "dddd eeee",
      ])
  }

  @Test func scrollingMovesTheFocusToTheCardNearestTheCentre() {
    let h = harness()
    _ = h.screen()
    h.collectionView.scroll(byLines: 2)
    expectScreen(
      h.screen(),
      [
        "aaaa cccc",
        "DDDD cccc",
        "DDDD eeee",
        "DDDD ffff",
        "gggg ffff",
      ])
    h.collectionView.scroll(byLines: 100)
    #expect(h.collectionView.contentOffset.y == 5, "clamped to content height 10 - viewport 5")
    expectScreen(
      h.screen(),
      [
        "dddd ffff",
        "GGGG ffff",
        "GGGG hhhh",
        "GGGG hhhh",
        "GGGG     ",
      ])
  }

  @Test func spatialFocusFollowsColumns() {
    let h = harness()
    let cv = h.collectionView
    #expect(cv.moveFocus(.right) && cv.focusedIndexPath?.item == 1)
    #expect(cv.moveFocus(.down) && cv.focusedIndexPath?.item == 2)
    #expect(cv.moveFocus(.left) && cv.focusedIndexPath?.item == 3, "d covers c's centre row 3")
    #expect(cv.moveFocus(.up) && cv.focusedIndexPath?.item == 0)
    #expect(!cv.moveFocus(.up), "nothing above the first row")
    #expect(!cv.moveFocus(.left), "nothing left of the first column")
    cv.moveFocus(.down)
    #expect(cv.focusedIndexPath?.item == 3)
    // d spans rows 3–5, so the viewport scrolled one row to show all of it.
    expectScreen(
      h.screen(),
      [
        "aaaa bbbb",
        "aaaa cccc",
        "DDDD cccc",
        "DDDD eeee",
        "DDDD ffff",
      ])
  }

  @Test func selectionSurvivesScrollingAndReuse() {
    let h = harness()
    let cv = h.collectionView
    cv.allowsMultipleSelection = true
    _ = h.screen()
    #expect(cv.toggleSelection(at: IndexPath(item: 1, section: 0)))
    cv.scrollToBottom()
    _ = h.screen()
    cv.scrollToTop()
    cv.focusItem(at: IndexPath(item: 0, section: 0))
    expectScreen(
      h.screen(),
      [
        "AAAA *bbb",
        "AAAA bbbb",
        "AAAA cccc",
        "dddd cccc",
        "dddd eeee",
      ])
    #expect(h.model.selectedLog == [IndexPath(item: 1, section: 0)])
  }

  @Test func pagingCentresTheNextCard() {
    let model = LetterModel(letters: "abcdefghij", heights: Array(repeating: 3, count: 10))
    let h = EngineHarness(model: model, columns: 1)
    h.collectionView.isPagingEnabled = true
    _ = h.screen()
    h.collectionView.scrollPage(1)
    expectScreen(
      h.screen(),
      [
        "bbbbbbbbb",
        "CCCCCCCCC",
        "CCCCCCCCC",
        "CCCCCCCCC",
        "ddddddddd",
      ])
    h.collectionView.scrollPage(1)
    #expect(h.collectionView.contentOffset.y == 11 && h.collectionView.focusedIndexPath?.item == 4)
    h.collectionView.scrollPage(-1)
    #expect(h.collectionView.contentOffset.y == 5 && h.collectionView.focusedIndexPath?.item == 2)
  }

  @Test func deleteReflowsAndKeepsTheFocus() {
    let h = harness()
    _ = h.screen()
    h.model.sections[0].remove(at: 1)
    h.collectionView.performBatchUpdates { $0.deleteItems(at: [IndexPath(item: 1, section: 0)]) }
    expectScreen(
      h.screen(),
      [
        "AAAA cccc",
        "AAAA cccc",
        "AAAA dddd",
        "eeee dddd",
        "ffff dddd",
      ])
    #expect(h.model.unbalanced.isEmpty, "\(h.model.unbalanced)")
  }

  @Test func insertShiftsLaterItems() {
    let h = harness()
    h.collectionView.allowsMultipleSelection = true
    h.collectionView.selectItem(at: IndexPath(item: 3, section: 0))
    _ = h.screen()
    h.model.sections[0].insert(.init(letter: "x", height: 1), at: 1)
    h.collectionView.performBatchUpdates { $0.insertItems(at: [IndexPath(item: 1, section: 0)]) }
    expectScreen(
      h.screen(),
      [
        "AAAA xxxx",
        "AAAA bbbb",
        "AAAA bbbb",
        "cccc *ddd",
        "cccc dddd",
      ])
    #expect(h.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)], "d moved from 3 to 4")
  }

  @Test func moveCarriesFocusWithTheItem() {
    let h = harness()
    _ = h.screen()
    let a = h.model.sections[0].remove(at: 0)
    h.model.sections[0].insert(a, at: 3)
    h.collectionView.performBatchUpdates {
      $0.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
    }
    #expect(h.collectionView.focusedIndexPath == IndexPath(item: 3, section: 0))
    expectScreen(
      h.screen(),
      [
        "bbbb cccc",
        "bbbb cccc",
        "dddd AAAA",
        "dddd AAAA",
        "dddd AAAA",
      ])
  }

  @Test func reloadRedrawsTheItem() {
    let h = harness()
    _ = h.screen()
    h.model.sections[0][2].letter = "z"
    h.collectionView.performBatchUpdates { $0.reloadItems(at: [IndexPath(item: 2, section: 0)]) }
    expectScreen(
      h.screen(),
      [
        "AAAA bbbb",
        "AAAA bbbb",
        "AAAA zzzz",
        "dddd zzzz",
        "dddd eeee",
      ])
  }

  @Test func sectionInsertAndDeleteMoveFocusAndSelection() {
    let model = LetterModel([
      [.init(letter: "a", height: 1), .init(letter: "b", height: 1)], [.init(letter: "c", height: 2)],
    ])
    let h = EngineHarness(model: model, columns: 2, size: Size(width: 9, height: 6), header: 1)
    h.collectionView.selectItem(at: IndexPath(item: 0, section: 1))
    h.collectionView.focusItem(at: IndexPath(item: 0, section: 1))
    _ = h.screen()
    model.sections.insert([.init(letter: "n", height: 1)], at: 0)
    h.collectionView.performBatchUpdates { $0.insertSections([0]) }
    #expect(h.collectionView.focusedIndexPath == IndexPath(item: 0, section: 2))
    #expect(h.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 2)])
    // c (2 rows) now sits at rows 5–6 of 7: the view scrolls one row to show it whole.
    expectScreen(
      h.screen(),
      [
        "nnnn     ",
        "1========",
        "aaaa bbbb",
        "2========",
        "*CCC     ",
        "CCCC     ",
      ])
    model.sections.remove(at: 1)
    h.collectionView.performBatchUpdates { $0.deleteSections([1]) }
    #expect(h.collectionView.focusedIndexPath == IndexPath(item: 0, section: 1))
    expectScreen(
      h.screen(),
      [
        "0========",
        "nnnn     ",
        "1========",
        "*CCC     ",
        "CCCC     ",
        "         ",
      ])
  }

  @Test func filterShowsMatchingItemsAndKeepsTheirSelection() {
    let h = harness()
    h.collectionView.allowsMultipleSelection = true
    h.collectionView.selectItem(at: IndexPath(item: 2, section: 0))
    _ = h.screen()
    var filter = ItemFilter(count: 8)
    let updates = filter.update(count: 8) {
      "aceg".contains(Self.letters[Self.letters.index(Self.letters.startIndex, offsetBy: $0)])
    }
    h.model.filter = filter
    h.collectionView.apply(updates)
    expectScreen(
      h.screen(),
      [
        "AAAA *ccc",
        "AAAA cccc",
        "AAAA eeee",
        "gggg     ",
        "gggg     ",
      ])
    // Clearing the filter brings every item back; c is still selected.
    let back = filter.update(count: 8) { _ in true }
    h.model.filter = filter
    h.collectionView.apply(back)
    #expect(h.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    expectScreen(
      h.screen(),
      [
        "AAAA bbbb",
        "AAAA bbbb",
        "AAAA *ccc",
        "dddd cccc",
        "dddd eeee",
      ])
  }

  @Test func widerTerminalReflowsColumns() {
    let h = harness()
    _ = h.screen()
    h.size = Size(width: 14, height: 5)
    expectScreen(
      h.screen(),
      [
        "AAAAAAA bbbbbb",
        "AAAAAAA bbbbbb",
        "AAAAAAA cccccc",
        "ddddddd cccccc",
        "ddddddd eeeeee",
      ])
  }

  @Test func shorterTerminalKeepsTheFocusedCardOnScreen() {
    let h = harness()
    h.collectionView.focusItem(at: IndexPath(item: 6, section: 0))
    _ = h.screen()
    h.size = Size(width: 9, height: 4)
    expectScreen(
      h.screen(),
      [
        "GGGG ffff",
        "GGGG hhhh",
        "GGGG hhhh",
        "GGGG     ",
      ])
  }

  @Test func switchingLayoutsKeepsTheFocusedCardCentred() {
    let h = harness()
    h.collectionView.focusItem(at: IndexPath(item: 6, section: 0))
    _ = h.screen()
    let list = FlowLayout()
    list.itemSize = Size(width: 9, height: 2)
    list.minimumLineSpacing = 0
    h.collectionView.setCollectionViewLayout(list)
    expectScreen(
      h.screen(),
      [
        "fffffffff",
        "GGGGGGGGG",
        "GGGGGGGGG",
        "hhhhhhhhh",
        "hhhhhhhhh",
      ])
  }
}
