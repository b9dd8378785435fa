@testable import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeFzf
import CascadeLayout
import Testing

/// fzf's events for `--bind`: read as key names are, and run once per happening, as the session's
/// loop turns notice them.
@Suite struct FzfEventTests {
  private static func lines(_ count: Int) throws -> LoadedCollection {
    try collection((1...count).map { #"{"title":"\#($0)"}"# }.joined(separator: "\n") + "\n")
  }

  /// One loop turn: the filter runs to its end, then the events it caused run.
  @discardableResult
  private func turn(_ viewer: Viewer) -> ViewerAction? {
    while viewer.source.isFiltering { viewer.advance() }
    return viewer.runBoundEvents()
  }

  private func focused(_ viewer: Viewer) -> String? {
    viewer.focusedShownIndexPath.map { viewer.source.record(at: $0).title }
  }

  @Test func eventsParseAsTriggers() throws {
    let bindings = try KeyBindings(
      spec:
        "start:pos(3),load:first,change:first,focus:ignore,one:accept,zero:abort,backward-eof:abort,click-header:ignore,click-footer:ignore,ctrl-a:unbind(load,ctrl-b)"
    )
    for event in FzfEvent.allCases { #expect(bindings[.event(event)] != nil, "\(event)") }
    #expect(bindings[.control("a")] == [.unbind(["load", "ctrl-b"])])
    #expect(throws: BindSpecError.self) { try KeyBindings(spec: "starts:accept") }
  }

  @Test func startAndLoadRunOnceAndChangeOnEveryQuery() throws {
    let shown = viewer(try Self.lines(20), size: Size(width: 40, height: 30)) {
      $0.layout = .list
      $0.typesQueryAsFzf = true
      $0.bindings = try! KeyBindings(spec: "start:pos(3),load:change-prompt(loaded> ),change:pos(2)")
    }
    turn(shown)
    #expect(focused(shown) == "3")
    #expect(shown.prompt == "loaded> ")
    press(shown, .down)
    turn(shown)
    #expect(focused(shown) == "4", "start runs once")
    type(shown, "1")
    turn(shown)
    #expect(focused(shown) == "10", "change: the second of 1, 10, 11… (ranked by length, then input order)")
    press(shown, .down)
    turn(shown)
    #expect(focused(shown) == "11", "no change, no event")
  }

  @Test func focusOneZeroAndBackwardEOF() throws {
    let shown = viewer(try Self.lines(30), size: Size(width: 40, height: 40)) {
      $0.layout = .list
      $0.typesQueryAsFzf = true
      $0.bindings = try! KeyBindings(
        spec: "focus:execute-silent(x),one:change-prompt(one> ),zero:change-prompt(zero> ),backward-eof:pos(-1)")
    }
    turn(shown)
    #expect(shown.fzf.events.focus == .some(shown.source.modelIndexPath(of: shown.focusedShownIndexPath!)))
    type(shown, "25")
    turn(shown)
    #expect(shown.prompt == "one> ")
    type(shown, "x")
    turn(shown)
    #expect(shown.prompt == "zero> ")
    #expect(shown.fzf.events.focus == .some(nil), "no line focused is a focus change too")
    press(shown, .backspace, .backspace, .backspace)
    turn(shown)
    #expect(shown.filterText.isEmpty && focused(shown) != "30")
    press(shown, .backspace)
    turn(shown)
    #expect(focused(shown) == "30", "backspace on an empty query is backward-eof")
  }

  @Test func unboundEventsRestUntilRebound() throws {
    let shown = viewer(try Self.lines(5), size: Size(width: 40, height: 20)) {
      $0.layout = .list
      $0.bindings = try! KeyBindings(spec: "change:pos(-1),ctrl-a:unbind(change),ctrl-b:rebind(change)")
    }
    turn(shown)
    press(shown, .control("a"))
    type(shown, "/")
    type(shown, "1")
    turn(shown)
    #expect(focused(shown) == "1")
    press(shown, .control("b"))
    press(shown, .backspace)
    turn(shown)
    #expect(focused(shown) == "5")
  }

  /// An unbound character key types itself again, as fzf's (`c:clear-query,d:unbind(c,d)`).
  @Test func anUnboundCharacterIsTyped() throws {
    let shown = viewer(try Self.lines(5), size: Size(width: 40, height: 20)) {
      $0.layout = .list
      $0.typesQueryAsFzf = true
      $0.bindings = try! KeyBindings(spec: "c:clear-query,d:unbind(c,d),e:rebind(c,d)")
    }
    type(shown, "abc")
    #expect(shown.filterText == "")
    type(shown, "dabcd")
    #expect(shown.filterText == "abcd")
    type(shown, "ecab")
    #expect(shown.filterText == "ab")
  }
}
