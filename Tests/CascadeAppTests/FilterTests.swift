import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadeTestSupport
import Testing

/// Records made from their index, counting how the viewer reads them: whole records, or only the
/// search text (which the filter no longer reads).
final class CountingCollection: RecordCollection, @unchecked Sendable {
  let titles: [String]
  private(set) var recordReads = 0
  private(set) var searchTextReads: [Int] = []

  init(titles: [String]) { self.titles = titles }

  var sections: [RecordSection] { [RecordSection(count: titles.count)] }

  func record(at indexPath: IndexPath) -> Record {
    recordReads += 1
    return Record(title: titles[indexPath.item], original: titles[indexPath.item])
  }

  /// Every card is as tall as an empty text card without fields, so placing cards reads no record
  /// either.
  func sizing(at indexPath: IndexPath) -> RecordSizing { .text("", fieldCount: 0, title: titles[indexPath.item]) }

  func searchText(at indexPath: IndexPath) -> String {
    searchTextReads.append(indexPath.item)
    return Record(title: titles[indexPath.item], original: "").searchText
  }

  func resetCounts() {
    recordReads = 0
    searchTextReads = []
  }
}

@Suite struct FilterTests {
  static let cards = ViewerTests.cards

  /// A collection that is not a store of text lines has each card's text made once, by the first
  /// filter; typing on, deleting and typing again make no record. (Which cards a narrowing query
  /// tests is `RankedFilterTests`' concern; the ranking against brute force is `FuzzyFilterTests`'.)
  @Test func cardTextsAreMadeOncePerLoad() {
    let titles = (0..<1_000).map { "card \($0)" }
    let counting = CountingCollection(titles: titles)
    let v = viewer(counting, size: Size(width: 80, height: 24))
    _ = screen(v)
    press(v, .character("/"))
    counting.resetCounts()
    type(v, "1")
    // The first record once more: whether records have fields decides what `key:` means.
    #expect(counting.recordReads == 1_001, "the first letter makes every card's text")
    #expect(v.source.shownCount == titles.filter { $0.contains("1") }.count)
    counting.resetCounts()
    type(v, "2")
    press(v, .backspace, .backspace)
    type(v, " 3")
    #expect(counting.recordReads == 0, "filtering again made \(counting.recordReads) records")
    #expect(v.source.shownCount == FuzzyFilterTests.ranked(titles, query: v.filterText).count)
  }

  /// A filter that hides or brings back more cards than `CardSource.maximumItemChanges` replaces
  /// the section whole; focus and selection still stay on their records.
  @Test func focusAndSelectionFollowTheirRecordsThroughLargeChanges() throws {
    let titles = (0..<10_000).map { "card \($0)" + ($0 % 3 == 0 ? " fizz" : "") }
    let hidden = titles.filter { !$0.contains("fizz") }.count
    #expect(hidden > CardSource.maximumItemChanges, "the change is large enough to replace the section")
    // In input order (--no-sort) the focus stays on its record; ranking sends it to the best match.
    let v = viewer(CountingCollection(titles: titles), size: Size(width: 80, height: 24)) {
      $0.allowsMultipleSelection = true
      $0.matchOptions.sorts = false
    }
    press(v, .space, .end)
    let last = v.collectionView.focusedIndexPath
    #expect(last == IndexPath(item: 9_999, section: 0))
    press(v, .character("/"))
    type(v, "fizz")
    #expect(v.source.shownCount == 3_334)
    let focus = try #require(v.collectionView.focusedIndexPath)
    #expect(v.source.record(at: focus).title == "card 9999 fizz")
    #expect(v.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    press(v, .escape)
    #expect(v.source.shownCount == 10_000)
    #expect(v.collectionView.focusedIndexPath == last)
    #expect(v.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    #expect(screen(v).last?.hasPrefix(" card 10000 of 10000 · 1 selected") == true)
  }

  /// While typing, the status line counts the matches, as fzf does.
  @Test func statusLineCountsMatchesWhileTyping() throws {
    let v = viewer(try collection(Self.cards), size: Size(width: 30, height: 10)) { $0.columns = 2 }
    press(v, .character("/"))
    #expect(screen(v).last == " /  4/4" + String(repeating: " ", count: 23))
    type(v, "r")
    #expect(screen(v).last == " /r  2/4" + String(repeating: " ", count: 22))
    var buffer = CellBuffer(size: v.screenSize)
    #expect(v.render(into: &buffer) == Point(x: 3, y: 9), "the cursor stays after the typed text")
  }

  @Test func ctrlWDeletesTheLastWord() throws {
    let v = viewer(try collection(Self.cards), size: Size(width: 30, height: 10))
    press(v, .character("/"))
    type(v, "two wor")
    #expect(v.source.shownCount == 1)
    press(v, .control("w"))
    #expect(v.filterText == "two ")
    press(v, .control("w"))
    #expect(v.filterText == "" && v.source.shownCount == 4)
    type(v, "a  b ")
    press(v, .control("w"))
    #expect(v.filterText == "a  ")
    press(v, .control("w"), .control("w"))
    #expect(v.filterText == "" && v.mode == .filtering)
  }

  /// Up, Down and Tab end the typing and do what they do when browsing.
  @Test func movingKeysLeaveTheFilterAndMove() throws {
    let v = viewer(try collection(Self.cards), size: Size(width: 30, height: 10)) {
      $0.columns = 2; $0.allowsMultipleSelection = true
    }
    press(v, .character("/"))
    type(v, "a")
    press(v, .down)
    #expect(v.mode == .browsing)
    #expect(v.collectionView.focusedIndexPath == IndexPath(item: 3, section: 0), "Down moved from alpha to delta")
    press(v, .character("/"), .up)
    #expect(v.mode == .browsing && v.collectionView.focusedIndexPath == IndexPath(item: 0, section: 0))
    press(v, .character("/"), .tab)
    #expect(v.mode == .browsing && v.selection.count == 1)
    #expect(v.collectionView.focusedIndexPath == IndexPath(item: 1, section: 0), "Tab selected alpha and moved on")
    #expect(v.filterText == "a", "the filter stays")
  }

  /// With --pick, Enter in the filter picks the focused card and exits, as fzf accepts on Enter.
  @Test func enterWhileFilteringPicksWithPick() throws {
    let v = viewer(try collection(Self.cards), size: Size(width: 30, height: 10)) {
      $0.columns = 2; $0.picksOnEnter = true
    }
    press(v, .character("/"))
    type(v, "brav")
    #expect(press(v, .enter) == .exit(.selected))
    #expect(v.selectedOriginals == [#"{"title":"bravo","body":"two words"}"#])
    // Without --pick, Enter keeps the filter and goes back to the cards.
    let browsing = viewer(try collection(Self.cards), size: Size(width: 30, height: 10))
    press(browsing, .character("/"))
    type(browsing, "brav")
    #expect(press(browsing, .enter) == .redraw)
    #expect(browsing.mode == .browsing && browsing.filterText == "brav")
  }
}
