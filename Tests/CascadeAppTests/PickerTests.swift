@testable import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeFzf
import CascadeLayout
import CascadeTestSupport
import Testing

/// The viewer as a picker: Enter picks as fzf's accept does, `--multi=MAX` caps the selection,
/// `--cycle` goes round, `--disabled` leaves the cards alone. Each is checked over random key
/// sequences against a model of what fzf does.
@Suite struct PickerTests {
  private static func cards(_ count: Int) throws -> LoadedCollection {
    try collection((0..<count).map { #"{"title":"card \#($0)"}"# }.joined(separator: "\n") + "\n")
  }

  private static let moves: [Key] = [.up, .down, .left, .right, .space, .tab, .backTab, .home, .end]

  /// The focused card's model item.
  private static func focus(_ viewer: Viewer) -> Int? {
    viewer.collectionView.focusedIndexPath.map { viewer.source.modelIndexPath(of: $0).item }
  }

  /// Enter with `picksOnEnter`: with `--multi` and a selection, exactly the selection in its order;
  /// otherwise exactly the focused card, whatever was selected before.
  @Test func enterPicksTheSelectionOrTheFocusedCardAsFzfAccepts() throws {
    var rng = SplitMix64(seed: 21)
    for round in 0..<2_000 {
      let count = 1 + Int(rng.next() % 30)
      let multi = rng.next() % 2 == 0
      let shown = viewer(
        try Self.cards(count), size: Size(width: 40 + Int(rng.next() % 80), height: 10 + Int(rng.next() % 20))
      ) {
        $0.picksOnEnter = true
        $0.allowsMultipleSelection = multi
        $0.layout = [.waterfall, .list, .grid][Int(rng.next() % 3)]
      }
      for _ in 0..<Int(rng.next() % 12) { press(shown, Self.moves[Int(rng.next() % UInt64(Self.moves.count))]) }
      let selectedBefore = shown.selection.map(\.item)
      let focused = try #require(Self.focus(shown))
      let action = press(shown, .enter)
      #expect(action == .exit(.selected), "round \(round)")
      let expected = multi && !selectedBefore.isEmpty ? selectedBefore : [focused]
      #expect(
        shown.selection.map(\.item) == expected,
        "round \(round): multi \(multi), selected \(selectedBefore), focus \(focused)")
    }
  }

  @Test func acceptBindingPicksAsEnterDoes() throws {
    let records = try Self.cards(5)
    for multi in [false, true] {
      let shown = viewer(records, size: Size(width: 60, height: 20)) {
        $0.allowsMultipleSelection = multi
        $0.layout = .list
        $0.bindings = try! KeyBindings(spec: "ctrl-a:accept")
      }
      press(shown, .space, .down, .down)
      #expect(press(shown, .control("a")) == .exit(.selected))
      #expect(shown.selection.map(\.item) == (multi ? [0] : [2]), "multi \(multi)")
    }
  }

  /// `--multi=MAX`: Space and Tab add a card only while fewer than MAX are selected; removing one
  /// always works. Modelled as a set.
  @Test func aSelectionLimitIsNeverPassed() throws {
    var rng = SplitMix64(seed: 2121)
    for round in 0..<1_000 {
      let count = 1 + Int(rng.next() % 25)
      let limit = 1 + Int(rng.next() % 5)
      let shown = viewer(try Self.cards(count), size: Size(width: 50, height: 30)) {
        $0.allowsMultipleSelection = true
        $0.selectionLimit = limit
        $0.layout = .list
      }
      var model: [Int] = []
      for _ in 0..<30 {
        let key = Self.moves[Int(rng.next() % UInt64(Self.moves.count))]
        let focused = try #require(Self.focus(shown))
        if key == .space || key == .tab || key == .backTab {
          if let at = model.firstIndex(of: focused) {
            model.remove(at: at)
          } else if model.count < limit {
            model.append(focused)
          }
        }
        press(shown, key)
        #expect(shown.selection.map(\.item) == model, "round \(round), limit \(limit), after \(key)")
      }
    }
  }

  /// `--cycle` in a list: Down, Up, Tab and Shift-Tab land where modular arithmetic says.
  @Test func cycleGoesRoundBothEnds() throws {
    var rng = SplitMix64(seed: 212)
    for round in 0..<300 {
      let count = 2 + Int(rng.next() % 12)
      let shown = viewer(try Self.cards(count), size: Size(width: 50, height: 8 + Int(rng.next() % 40))) {
        $0.cycles = true
        $0.layout = .list
      }
      var expected = 0
      for _ in 0..<40 {
        let key: Key = [.up, .down][Int(rng.next() % 2)]
        expected = (expected + (key == .down ? 1 : -1) + count) % count
        press(shown, key)
        #expect(Self.focus(shown) == expected, "round \(round): \(count) cards, after \(key)")
      }
    }
    // Without --cycle the ends hold.
    let plain = viewer(try Self.cards(3), size: Size(width: 50, height: 20)) { $0.layout = .list }
    press(plain, .up)
    #expect(Self.focus(plain) == 0)
    press(plain, .end, .down)
    #expect(Self.focus(plain) == 2)
  }

  /// `--disabled`: typing keeps every card, in input order; the text is kept for `{q}`.
  @Test func disabledSearchFiltersNothing() throws {
    let shown = viewer(try Self.cards(12), size: Size(width: 60, height: 20)) { $0.filtersAsTyped = false }
    press(shown, .character("/"))
    type(shown, "card 7")
    #expect(shown.filterText == "card 7")
    #expect(shown.source.shownCount == 12)
    #expect(Self.focus(shown) == 0)
  }
}
