import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadeTestSupport
import Testing

/// Records made from their index, counting how the viewer reads them: whole records, or only the
/// search text.
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
  func sizing(at indexPath: IndexPath) -> RecordSizing { .text("", fieldCount: 0) }

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

  /// Typing on only tests the cards still shown, through `searchText(at:)`; no record is made.
  @Test func typingOnNarrowsTheShownCards() {
    let titles = (0..<1_000).map { "card \($0)" }
    let counting = CountingCollection(titles: titles)
    let v = viewer(counting, size: Size(width: 80, height: 24))
    _ = screen(v)
    press(v, .character("/"))
    counting.resetCounts()
    type(v, "1")
    #expect(counting.searchTextReads.count == 1_000, "the first letter tests every card")
    let shown = titles.indices.filter { titles[$0].contains("1") }
    #expect(v.source.shownCount == shown.count)
    counting.resetCounts()
    type(v, "2")
    #expect(counting.searchTextReads == shown, "\"12\" tests only the cards \"1\" showed")
    type(v, " card")
    #expect(counting.recordReads == 0, "filtering made \(counting.recordReads) records")
    #expect(v.source.shownCount == titles.filter { $0.contains("12") }.count)
    // Deleting a letter widens the filter: every card is tested again.
    counting.resetCounts()
    press(v, .backspace)
    #expect(counting.searchTextReads.count == 1_000)
  }

  /// Random typing, deleting and clearing over random cards: the cards shown are always exactly
  /// those whose text holds every typed word, in collection order, and the collection view shows
  /// that many with a valid focus.
  @Test func shownCardsMatchBruteForce() throws {
    let syllables = ["ka", "ki", "ru", "me", "no", "a", "ta", "瀑", "布", "É"]
    let failure = try withEvery("seed", in: 0..<300) { seed, rng -> String? in
      let count = Int.random(in: 0...60, using: &rng)
      let titles = (0..<count).map { _ in
        (0..<Int.random(in: 1...6, using: &rng)).map { _ in syllables.randomElement(using: &rng)! }.joined()
          + (Bool.random(using: &rng) ? " " + syllables.randomElement(using: &rng)! : "")
      }
      let ndjson = titles.map { #"{"title":"\#($0)"}"# }.joined(separator: "\n")
      let v = viewer(try collection(ndjson), size: Size(width: 40, height: 12)) { $0.columns = 2 }
      press(v, .character("/"))
      for step in 0..<25 {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0...5: type(v, syllables.randomElement(using: &rng)!.lowercased())
        case 6: type(v, " ")
        case 7: press(v, .backspace)
        case 8: press(v, .control("w"))
        default: press(v, Bool.random(using: &rng) ? .control("u") : .backspace)
        }
        let words = v.filterText.lowercased().split(separator: " ").map(String.init)
        let expected = titles.filter { title in words.allSatisfy { title.lowercased().contains($0) } }
        let shown = (0..<v.source.shownCount).map { v.source.record(at: try! #require(v.source.indexPath(forFlatIndex: $0))).title }
        if shown != expected { return "step \(step), filter \(v.filterText.debugDescription): shows \(shown), expected \(expected)" }
        if v.collectionView.totalItemCount != expected.count { return "step \(step): the collection view has \(v.collectionView.totalItemCount) items" }
        if !expected.isEmpty && v.collectionView.focusedIndexPath == nil { return "step \(step): no focus" }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// A filter that hides or brings back more cards than `CardSource.maximumItemChanges` replaces
  /// the section whole; focus and selection still stay on their records.
  @Test func focusAndSelectionFollowTheirRecordsThroughLargeChanges() throws {
    let titles = (0..<10_000).map { "card \($0)" + ($0 % 3 == 0 ? " fizz" : "") }
    let hidden = titles.filter { !$0.contains("fizz") }.count
    #expect(hidden > CardSource.maximumItemChanges, "the change is large enough to replace the section")
    let v = viewer(CountingCollection(titles: titles), size: Size(width: 80, height: 24)) { $0.allowsMultipleSelection = true }
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
    let v = viewer(try collection(Self.cards), size: Size(width: 30, height: 10)) { $0.columns = 2; $0.allowsMultipleSelection = true }
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
    let v = viewer(try collection(Self.cards), size: Size(width: 30, height: 10)) { $0.columns = 2; $0.picksOnEnter = true }
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
