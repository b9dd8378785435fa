@testable import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeFzf
import CascadeLayout
import CascadeTestSupport
import Testing

/// fzf 0.38's moving, selecting and query actions for `--bind`, read as fzf spells them and run
/// against a model of fzf's list: a focus index and an ordered selection.
@Suite struct FzfActionTests {
  private static func cards(_ count: Int) throws -> LoadedCollection {
    try collection((0..<count).map { #"{"title":"card \#($0)"}"# }.joined(separator: "\n") + "\n")
  }

  @Test func fzfSpellingsParse() throws {
    for name in BindAction.plainActions.keys {
      let bindings = try KeyBindings(spec: "ctrl-a:\(name)")
      #expect(bindings[.control("a")] == [BindAction.plainActions[name]!], "\(name)")
    }
    let bindings = try KeyBindings(
      spec:
        "ctrl-a:change-query(foo bar)+pos(-2),ctrl-b:unbind(ctrl-a,x)+rebind[ctrl-a],ctrl-z:ignore,ctrl-p:change-prompt:> "
    )
    #expect(bindings[.control("a")] == [.changeQuery("foo bar"), .position(-2)])
    #expect(bindings[.control("b")] == [.unbind(["ctrl-a", "x"]), .rebind(["ctrl-a"])])
    #expect(bindings[.control("z")] == [.ignore])
    #expect(bindings[.control("p")] == [.changePrompt("> ")])
    #expect(
      try KeyBindings(spec: "ctrl-q:clear-query+clear-selection")[.control("q")] == [
        .clearQuery, .clearSelection,
      ])
    for bad in [
      "ctrl-a:pos(x)", "ctrl-a:pos", "ctrl-a:unbind(nope)", "ctrl-a:change-query", "ctrl-a:up(1)",
      "ctrl-a:jump-sideways",
    ] {
      #expect(throws: BindSpecError.self, "\(bad)") { try KeyBindings(spec: bad) }
    }
  }

  /// Random action sequences over a list of cards, with --multi: the focus and the selection agree
  /// with fzf's model after every action.
  @Test func movesAndSelectionsAgreeWithFzfsModel() throws {
    var rng = SplitMix64(seed: 38)
    let actions: [BindAction] = [
      .up, .down, .first, .last, .select, .deselect, .toggleDown, .toggleUp, .toggleAll, .ignore,
    ]
    for round in 0..<400 {
      let count = 1 + Int(rng.next() % 15)
      let shown = viewer(try Self.cards(count), size: Size(width: 40, height: 80)) {
        $0.layout = .list
        $0.allowsMultipleSelection = true
      }
      var focus = 0
      var selected: [Int] = []
      func toggle(_ item: Int) {
        if let at = selected.firstIndex(of: item) { selected.remove(at: at) } else { selected.append(item) }
      }
      for _ in 0..<25 {
        var action = actions[Int(rng.next() % UInt64(actions.count))]
        if rng.next() % 6 == 0 { action = .position(Int(rng.next() % UInt64(2 * count + 3)) - count - 1) }
        switch action {
        case .up: focus = max(0, focus - 1)
        case .down: focus = min(count - 1, focus + 1)
        case .first: focus = 0
        case .last: focus = count - 1
        case .select: if !selected.contains(focus) { selected.append(focus) }
        case .deselect: selected.removeAll { $0 == focus }
        case .toggleDown: toggle(focus); focus = min(count - 1, focus + 1)
        case .toggleUp: toggle(focus); focus = max(0, focus - 1)
        case .toggleAll: for item in 0..<count { toggle(item) }
        // fzf's `pos(0)` is the first line (its `vset(0)`).
        case .position(let place):
          focus = min(max(0, place > 0 ? place - 1 : place < 0 ? count + place : 0), count - 1)
        default: break
        }
        #expect(shown.perform([action]) == .redraw)
        let focused = shown.collectionView.focusedIndexPath.map { shown.source.modelIndexPath(of: $0).item }
        #expect(focused == focus, "round \(round), \(count) cards, after \(action)")
        #expect(shown.selection.map(\.item) == selected, "round \(round), after \(action)")
      }
    }
  }

  @Test func queryPromptSearchAndCancel() throws {
    let shown = viewer(try Self.cards(30), size: Size(width: 60, height: 20))
    _ = shown.perform([.changeQuery("card 2")])
    #expect(shown.filterText == "card 2")
    while shown.source.isFiltering { shown.advance() }
    // "card 2" as fzf's extended syntax: "card" and "2", both fuzzy: cards 2, 12, 20–29.
    #expect(shown.source.shownCount == 12)
    // Disabled, the cards stay as the last search left them while the query changes (fzf's).
    _ = shown.perform([.disableSearch, .changeQuery("card 21")])
    while shown.source.isFiltering { shown.advance() }
    #expect(shown.source.shownCount == 12 && shown.filterText == "card 21")
    _ = shown.perform([.toggleSearch])
    while shown.source.isFiltering { shown.advance() }
    #expect(shown.source.shownCount == 1)
    _ = shown.perform([.changePrompt("pick> ")])
    #expect(screen(shown).last?.contains("pick> card 2") == true, "\(screen(shown).last ?? "")")
    #expect(shown.perform([.cancel]) == .redraw)
    #expect(shown.filterText == "")
    #expect(shown.perform([.cancel]) == .exit(.interrupted))
  }

  /// `unbind` takes a key's binding and its default away; `rebind` gives them back.
  @Test func unbindAndRebind() throws {
    let shown = viewer(try Self.cards(5), size: Size(width: 60, height: 40)) {
      $0.layout = .list
      $0.bindings = try! KeyBindings(spec: "ctrl-u:unbind(down,ctrl-a),ctrl-r:rebind(down,ctrl-a),ctrl-a:last")
    }
    func focus() -> Int? { shown.collectionView.focusedIndexPath.map { shown.source.modelIndexPath(of: $0).item } }
    press(shown, .down)
    #expect(focus() == 1)
    press(shown, .control("u"), .down, .control("a"))
    #expect(focus() == 1)
    press(shown, .control("r"), .down)
    #expect(focus() == 2)
    press(shown, .control("a"))
    #expect(focus() == 4)
  }
}
