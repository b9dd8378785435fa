import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadeTestSupport
import Testing

@Suite struct ViewerTests {
  /// Four cards, two columns of (30 - 1) / 2 = 15 and 14 cells; a and c have a square picture
  /// (15 × 1 × 0.5 = 8 rows), b and d have no size and fit their text.
  static let cards = """
    {"title":"alpha","w":1,"h":1}
    {"title":"bravo","body":"two words"}
    {"title":"charlie","w":1,"h":1}
    {"title":"delta 瀑布"}
    """

  @Test func firstFrameShowsCardsAndTheStatusLine() throws {
    let v = viewer(try collection(Self.cards), size: Size(width: 30, height: 10)) { $0.columns = 2 }
    expectScreen(
      screen(v),
      [
        "┏━━━━━━━━━━━━━┓ ╭────────────╮",
        "┃ alpha       ┃ │ bravo      │",
        "┃             ┃ │ two words  │",
        "┃             ┃ ╰────────────╯",
        "┃             ┃ ╭────────────╮",
        "┃             ┃ │ charlie    │",
        "┃             ┃ │            │",
        "┗━━━━━━━━━━━━━┛ │            │",
        "╭─────────────╮ │            │",
        " card 1 of 4   ? keys  q quit ",
      ])
  }

  @Test func arrowsMoveFocusAcrossColumnsAndTheStatusLineFollows() throws {
    let v = viewer(try collection(Self.cards), size: Size(width: 30, height: 10)) { $0.columns = 2 }
    // alpha spans rows 0–7: its centre row 4 is charlie's first row.
    press(v, .right)
    #expect(v.collectionView.focusedIndexPath?.item == 2)
    press(v, .up)
    #expect(v.collectionView.focusedIndexPath?.item == 1)
    press(v, .left)
    #expect(v.collectionView.focusedIndexPath?.item == 0, "alpha covers bravo's centre row")
    press(v, .down)
    #expect(v.collectionView.focusedIndexPath?.item == 3)
    #expect(screen(v).last?.hasPrefix(" card 4 of 4") == true)
  }

  @Test func spaceSelectsAndQuitPrintsOriginalsInSelectionOrder() throws {
    let v = viewer(try collection(Self.cards), size: Size(width: 30, height: 10)) {
      $0.columns = 2; $0.allowsMultipleSelection = true
    }
    press(v, .right, .up, .space, .left, .space)
    #expect(screen(v).last?.hasPrefix(" card 1 of 4 · 2 selected") == true)
    #expect(press(v, .character("q")) == .exit(.selected))
    #expect(v.selectedOriginals == [#"{"title":"bravo","body":"two words"}"#, #"{"title":"alpha","w":1,"h":1}"#])
  }

  @Test func quittingWithNothingSelectedIsStatusOneAndCtrlCIs130() throws {
    let v = viewer(try collection(Self.cards), size: Size(width: 30, height: 10))
    #expect(press(v, .escape) == .exit(.nothingSelected))
    #expect(press(v, .control("c")) == .exit(.interrupted))
  }

  @Test func pickSelectsTheFocusedCardOnEnter() throws {
    let v = viewer(try collection(Self.cards), size: Size(width: 30, height: 10)) {
      $0.columns = 2; $0.picksOnEnter = true
    }
    #expect(press(v, .right, .up, .enter) == .exit(.selected))
    #expect(v.selectedOriginals == [#"{"title":"bravo","body":"two words"}"#])
  }

  @Test func filterReflowsAndKeepsSelection() throws {
    let v = viewer(try collection(Self.cards), size: Size(width: 30, height: 10)) { $0.columns = 2 }
    press(v, .down)
    press(v, .space)
    let selected = v.selectedOriginals
    #expect(selected == [#"{"title":"delta 瀑布"}"#])
    press(v, .character("/"))
    type(v, "r")
    // "r" is in bravo and charlie; alpha and the selected delta are hidden.
    #expect(v.source.shownCount == 2)
    #expect(screen(v).last == " /r  2/4                      ")
    press(v, .enter)
    #expect(v.mode == .browsing)
    let lines = screen(v)
    #expect(lines[1].contains("bravo") && lines[1].contains("charlie"), "\(lines)")
    #expect(lines.last?.contains("of 2 · 1 selected · /r") == true, "\(lines.last ?? "")")
    #expect(v.selectedOriginals == selected, "a hidden card stays selected")
    press(v, .character("/"), .escape)
    #expect(v.source.shownCount == 4 && v.filterText.isEmpty)
    #expect(v.selectedOriginals == selected)
    #expect(
      v.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)], "delta shows selected again")
  }

  @Test func filterWithNoMatchSaysSo() throws {
    let v = viewer(try collection(Self.cards), size: Size(width: 30, height: 10))
    press(v, .character("/"))
    type(v, "zzz")
    press(v, .enter)
    #expect(screen(v).contains { $0.contains("no card matches /zzz") })
  }

  @Test func helpAndDetailOverlaysCloseOnAnyKey() throws {
    let v = viewer(try collection(Self.cards), size: Size(width: 50, height: 16)) { $0.columns = 2 }
    press(v, .character("?"))
    #expect(screen(v).contains { $0.contains("PgUp PgDn") })
    press(v, .character("x"))
    #expect(v.mode == .browsing)
    press(v, .right, .up, .enter)
    let detail = screen(v)
    // The whole record, indented, one member per line.
    #expect(
      detail[0].contains("bravo") && detail[1].hasPrefix("┃ {") && detail[2].contains(#""title": "bravo","#),
      "\(detail)")
    #expect(detail[3].contains(#""body": "two words""#) && detail[4].contains("}"), "\(detail)")
    press(v, .escape)
    #expect(v.mode == .browsing)
  }

  /// Below 12x4 the viewer says so, wrapped into whatever fits and ending in … where it is cut, and
  /// draws nothing at 0x0; back at a usable size it shows the cards it showed before.
  @Test func tinyTerminalShowsAPlaceholder() throws {
    let v = viewer(try collection(Self.cards), size: Size(width: 8, height: 2))
    #expect(screenDiff(screen(v), ["terminal", "too…    "]) == nil)
    func drawn(_ size: Size) -> [String] {
      var buffer = CellBuffer(size: size)
      let cursor = v.render(into: &buffer)
      #expect(cursor == nil)
      return buffer.lines()
    }
    #expect(drawn(Size(width: 0, height: 0)) == [])
    #expect(drawn(Size(width: 1, height: 1)) == ["…"])
    let message = "terminal too small: 200x1, need 12x4"
    #expect(drawn(Size(width: 200, height: 1)) == [message + String(repeating: " ", count: 200 - message.count)])
    #expect(drawn(Size(width: 11, height: 3)) == ["terminal   ", "too small: ", "11x3, need…"])

    let big = Size(width: 40, height: 12)
    let before = viewer(try collection(Self.cards), size: big)
    let expected = screen(before)
    let shrunk = viewer(try collection(Self.cards), size: big)
    for size in [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 200, height: 1)] {
      var buffer = CellBuffer(size: size)
      _ = shrunk.render(into: &buffer)
    }
    var buffer = CellBuffer(size: big)
    _ = shrunk.render(into: &buffer)
    #expect(screenDiff(buffer.lines(), expected) == nil)
  }

  @Test func hostileTitlesNeverReachTheScreenAsEscapes() throws {
    let hostile = #"{"title":"\u001b[2J\u001b]0;pwned\u0007 evil\u009b31m","body":"tab\there \u202eright-to-left"}"#
    let v = viewer(try collection(hostile), size: Size(width: 40, height: 8))
    // What the terminal was asked to write, not the sanitised copy a buffer keeps.
    let backend = drawnThroughScreen(v)
    let unsafe = backend.receivedScalars.filter(isTerminalControlOrBidi)
    #expect(unsafe.isEmpty, "sent to the terminal: \(unsafe.sorted().map { "U+" + String($0, radix: 16) })")
    let lines = backend.lines()
    #expect(lines[1].contains("␛[2J"), "\(lines[1])")
    // The original is still byte-exact for stdout.
    press(v, .space)
    #expect(v.selectedOriginals == [hostile])
  }

  @Test func wideCharactersNeverStraddleACardBorder() throws {
    // Column widths 10 and 9 leave 6 and 5 cells for text: 瀑布流布局 needs 10. One line per
    // title (`--max-lines 1`), so the titles are cut.
    let v = viewer(try collection(#"{"title":"瀑布流布局"}"# + "\n" + #"{"title":"👍🏽👍🏽👍🏽"}"#), size: Size(width: 20, height: 6))
    {
      $0.columns = 2
      $0.maxLines = 1
    }
    let lines = screen(v)
    #expect(lines[1] == "┃ 瀑布…  ┃ │ 👍🏽👍🏽… │", "\(lines[1])")
    for line in lines { #expect(displayWidth(of: line) == 20, "\(line)") }
  }

  @Test func demoCollectionShowsSectionHeaders() {
    let v = viewer(DemoCollection(), size: Size(width: 80, height: 24))
    let lines = screen(v)
    #expect(lines[0].hasPrefix("── "), "\(lines[0])")
    #expect(lines.last?.contains("card 1 of \(DemoCollection().recordCount)") == true)
  }

  @Test func aCardTallerThanTheScreenStillShowsItsSectionHeaderFirst() {
    let v = viewer(DemoCollection(), size: Size(width: 50, height: 6)) { $0.layout = .list }
    let lines = screen(v)
    #expect(lines[0].hasPrefix("── Mountains"), "\(lines[0])")
    #expect(lines[1].hasPrefix("┏"), "the focused card starts right below the header")
  }

  @Test func gridCardsShareTheWidth() {
    let v = viewer(DemoCollection(), size: Size(width: 80, height: 12)) { $0.layout = .grid }
    let lines = screen(v)
    // (80 + 1) / (28 + 1) = 2 columns of (80 - 1) / 2 = 39 cells, the spare cell in the gap.
    #expect(lines[1].hasPrefix("┏" + String(repeating: "━", count: 37) + "┓  ╭"), "\(lines[1])")
    #expect(displayWidth(of: lines[1]) == 80)
  }
}
