import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadeTestSupport
import Testing

/// `--header`, `--prompt` and `--expect` in the viewer, without a terminal.
@Suite struct ScriptOptionsTests {
  private static func cards(_ count: Int, rng: inout SplitMix64) throws -> LoadedCollection {
    var lines: [String] = []
    for i in 0..<count {
      let words = (0..<Int(rng.next() % 12)).map { _ in "word" }.joined(separator: " ")
      lines.append(#"{"title":"card \#(i)","body":"\#(words)"}"#)
    }
    return try collection(lines.joined(separator: "\n") + "\n")
  }

  /// A header row shifts everything below it down by one and changes nothing else: the screen
  /// under the header is the screen of a viewer one row shorter without one, and a click lands on
  /// the card it would land on there, one row up.
  @Test func aHeaderPushesTheCardsDownOneRowAndClicksFollow() throws {
    var rng = SplitMix64(seed: 11)
    for _ in 0..<20 {
      let records = try Self.cards(1 + Int(rng.next() % 40), rng: &rng)
      let width = 30 + Int(rng.next() % 70), height = 8 + Int(rng.next() % 30)
      let plain = viewer(records, size: Size(width: width, height: height))
      let headed = viewer(records, size: Size(width: width, height: height + 1)) { $0.header = "Pick \u{1B}[2J one" }
      let below = screen(headed)
      #expect(below[0].hasPrefix(" Pick ") && below[0].contains("one") && !below[0].contains("\u{1B}"), "\(below[0])")
      #expect(Array(below.dropFirst()) == screen(plain))
      for _ in 0..<10 {
        let point = Point(x: Int(rng.next() % UInt64(width)), y: Int(rng.next() % UInt64(height - 1)))
        _ = plain.handle(.mouse(.click(point)))
        _ = headed.handle(.mouse(.click(Point(x: point.x, y: point.y + 1))))
        #expect(headed.collectionView.focusedIndexPath == plain.collectionView.focusedIndexPath, "click at \(point)")
      }
      // A click on the header focuses nothing new.
      let before = headed.collectionView.focusedIndexPath
      _ = headed.handle(.mouse(.click(Point(x: 2, y: 0))))
      #expect(headed.collectionView.focusedIndexPath == before)
    }
  }

  @Test func thePromptReplacesTheSlash() throws {
    let records = try collection(#"{"title":"Alpha"}"# + "\n" + #"{"title":"Bravo"}"# + "\n")
    let shown = viewer(records, size: Size(width: 40, height: 10)) { $0.prompt = "find> " }
    press(shown, .character("/"))
    type(shown, "bra")
    #expect(screen(shown).last?.hasPrefix(" find> bra  1/2") == true, "\(screen(shown).last ?? "")")
  }

  @Test func expectedKeyNamesParseAsFzfSpellsThem() throws {
    let keys = try Viewer.expectedKeys(from: "ctrl-x,Alt-a,f2,esc,enter,btab,bspace,del,page-up,?,,")
    #expect(
      keys == [
        .control("x"): "ctrl-x", .alt("a"): "alt-a", .function(2): "f2", .escape: "esc", .enter: "enter",
        .backTab: "btab",
        .backspace: "bspace", .delete: "del", .pageUp: "page-up", .character("?"): "?", .character(","): ",",
      ])
    for bad in ["sideways", "ctrl-", "alt-", "f25", "ctrl-x,nope"] {
      #expect(throws: UnknownKeyName.self, "\(bad)") { try Viewer.expectedKeys(from: bad) }
    }
  }

  @Test func anExpectedKeyPicksTheFocusedCardOrTheSelectionAndSaysItsName() throws {
    let records = try collection((0..<6).map { #"{"title":"card \#($0)"}"# }.joined(separator: "\n") + "\n")
    let single = viewer(records, size: Size(width: 80, height: 24)) { $0.expectedKeys = [.control("x"): "ctrl-x"] }
    press(single, .right)
    #expect(press(single, .control("x")) == .exit(.selected))
    #expect(single.endingKeyName == "ctrl-x")
    #expect(single.selectedOriginals == [#"{"title":"card 1"}"#])

    let multi = viewer(records, size: Size(width: 80, height: 24)) {
      $0.expectedKeys = [.alt("a"): "alt-a"]
      $0.allowsMultipleSelection = true
    }
    press(multi, .space, .right)
    #expect(press(multi, .alt("a")) == .exit(.selected))
    #expect(multi.selectedOriginals == [#"{"title":"card 0"}"#], "the selection, not the focused card")

    // While a filter is typed the expected key still ends the session; with no card shown nothing is picked.
    let empty = viewer(records, size: Size(width: 80, height: 24)) { $0.expectedKeys = [.control("x"): "ctrl-x"] }
    press(empty, .character("/"))
    type(empty, "zzz")
    #expect(press(empty, .control("x")) == .exit(.nothingSelected))
    #expect(empty.endingKeyName == "ctrl-x" && empty.selectedOriginals.isEmpty)
    let prompted = viewer(records, size: Size(width: 80, height: 24)) { $0.prompt = "> " }
    press(prompted, .character("/"))
    type(prompted, "zzz")
    #expect(screen(prompted).contains { $0.contains("no card matches > zzz") }, "the empty result names the prompt")
  }
}
