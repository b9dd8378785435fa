@testable import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeFzf
import CascadeLayout
import Testing

/// fzf 0.38's query, preview and selection-walking actions: read as fzf spells them, and what each
/// does to the query, the prompt, the pane and the focus.
@Suite struct FzfQueryAndPreviewActionTests {
  /// Answers `transform-…` with a fixed output and records the commands.
  final class TransformingHost: ViewerCommandHost {
    var commands: [String] = []
    var answer = "first line\nsecond line\n"
    func execute(_ command: String) { commands.append(command) }
    func executeSilently(_ command: String) {}
    func become(_ command: String) -> CascadeApp.ExitStatus { .error }
    func reload(_ command: String) -> (any StreamingRecordCollection)? { nil }
    func output(of command: String) -> String? {
      commands.append(command)
      return answer
    }
  }

  private static func bound(_ spec: String, lines: Int = 10, configure: (inout ViewerOptions) -> Void = { _ in }) throws
    -> (Viewer, TransformingHost)
  {
    let records = try RecordLoader.load(
      data: Array((1...lines).map(String.init).joined(separator: "\n").utf8), name: "t", format: .lines,
      fields: .standard)
    let bindings = try KeyBindings(spec: spec)
    let shown = viewer(records, size: Size(width: 60, height: 20)) {
      $0.layout = .list
      $0.bindings = bindings
      $0.allowsMultipleSelection = true
      $0.typesQueryAsFzf = true
      configure(&$0)
    }
    let host = TransformingHost()
    shown.commandHost = host
    return (shown, host)
  }

  private func focused(_ viewer: Viewer) -> String? {
    viewer.focusedShownIndexPath.map { viewer.source.record(at: $0).title }
  }

  @Test func fzfSpellingsParse() throws {
    let names = [
      "refresh-preview", "preview-up", "preview-down", "preview-page-up", "preview-page-down", "preview-half-page-up",
      "preview-half-page-down", "preview-top", "preview-bottom", "toggle-preview-wrap", "show-preview", "hide-preview",
      "close", "next-selected", "prev-selected", "replace-query", "print-query", "backward-delete-char",
      "backward-delete-char/eof", "delete-char", "delete-char/eof",
    ]
    for name in names {
      let action = try #require(try KeyBindings(spec: "ctrl-a:\(name)+accept")[.control("a")], "\(name)")
      #expect(action.count == 2 && action[0].name == name, "\(name)")
    }
    let bindings = try KeyBindings(
      spec:
        "a:put,b:put(xy)+put,c:preview(echo {}),d:execute-multi(echo {} {+}),e:reload-sync(seq 3),f:transform-query:rev <<< {q}"
    )
    #expect(bindings[.character("a")] == [.put("a")])
    #expect(bindings[.character("b")] == [.put("xy"), .put("b")])
    #expect(bindings[.character("c")] == [.preview("echo {}")])
    #expect(bindings[.character("d")] == [.execute("echo {+} {+}")])
    #expect(bindings[.character("e")] == [.reloadSync("seq 3")])
    #expect(bindings[.character("f")] == [.transformQuery("rev <<< {q}")])
    #expect(throws: BindSpecError.self) { try KeyBindings(spec: "ctrl-a:put") }
    #expect(throws: BindSpecError.self) { try KeyBindings(spec: "ctrl-a:delete-char/eofx") }
  }

  @Test func theQueryActions() throws {
    let (shown, host) = try Self.bound(
      "ctrl-r:replace-query,ctrl-t:transform-query(rev <<< {q}),ctrl-p:transform-prompt(echo {}),bs:backward-delete-char/eof,ctrl-d:delete-char/eof,x:put(12),ctrl-q:print-query"
    )
    press(shown, .character("x"))
    #expect(shown.filterText == "12")
    press(shown, .control("t"))
    #expect(shown.filterText == "first line" && host.commands.last == "rev <<< '12'")
    press(shown, .control("u"))
    press(shown, .control("p"))
    #expect(shown.prompt == "first line")
    type(shown, "7")
    while shown.source.isFiltering { shown.advance() }
    press(shown, .control("r"))
    #expect(shown.filterText == "7")
    #expect(press(shown, .control("d")) == .redraw, "delete-char/eof with a query does nothing")
    #expect(press(shown, .backspace) == .redraw)
    #expect(shown.filterText.isEmpty)
    #expect(press(shown, .control("q")) == .exit(.selected))
    #expect(shown.printsOnlyQuery)
    #expect(press(shown, .backspace) == .exit(.interrupted), "backward-delete-char/eof on an empty query aborts")
  }

  /// next-selected walks the selection in the list's order, round from its end; prev-selected back.
  @Test func walkingTheSelection() throws {
    let (shown, _) = try Self.bound("ctrl-n:next-selected,ctrl-p:prev-selected,ctrl-s:toggle")
    for place in [2, 5, 9] {
      _ = shown.perform([.position(place), .toggle])
    }
    _ = shown.perform([.position(1)])
    var seen: [String?] = []
    for _ in 0..<4 {
      press(shown, .control("n"))
      seen.append(focused(shown))
    }
    #expect(seen == ["2", "5", "9", "2"])
    press(shown, .control("p"))
    #expect(focused(shown) == "9")
  }

  @Test func thePreviewActions() throws {
    let (shown, _) = try Self.bound("a:show-preview,b:hide-preview,c:close,w:toggle-preview-wrap,p:preview(echo once)")
    {
      $0.previewCommand = "echo {}"
      $0.previewWindow = try! PreviewWindow(parsing: "hidden")
    }
    #expect(!shown.preview.isShown)
    press(shown, .character("a"))
    #expect(shown.preview.isShown)
    #expect(screen(shown).contains { $0.contains("╭") }, "a pane hidden at the start shows")
    press(shown, .character("w"))
    #expect(shown.preview.window.wraps)
    press(shown, .character("b"))
    #expect(!shown.preview.isShown)
    press(shown, .character("p"))
    #expect(shown.preview.isShown && shown.preview.once?.command == "echo once")
    press(shown, .down)
    shown.updatePreview()
    #expect(shown.preview.once == nil, "preview(…) lasts while the focus stays")
    #expect(press(shown, .character("c")) == .redraw)
    #expect(!shown.preview.isShown)
    #expect(press(shown, .character("c")) == .exit(.interrupted), "close with no pane aborts")
  }

  /// Ctrl-J arrives as itself: bound (`ctrl-j:print-query`, fzf's suite binds it), it does what it
  /// is bound to; in fzf's keys it goes down; elsewhere it is Enter, as it always was.
  @Test func ctrlJIsEnterUnlessGivenAMeaning() throws {
    let (bound, _) = try Self.bound("ctrl-j:print-query")
    #expect(press(bound, .control("j")) == .exit(.selected) && bound.printsOnlyQuery)
    let (typing, _) = try Self.bound("ctrl-a:ignore")
    press(typing, .control("j"))
    #expect(focused(typing) == "2", "fzf's ctrl-j: down")
    let (cards, _) = try Self.bound("ctrl-a:ignore") {
      $0.typesQueryAsFzf = false
      $0.picksOnEnter = true
    }
    #expect(press(cards, .control("j")) == .exit(.selected), "Enter's twin picks")
  }

  /// accept-non-empty waits for a match, but an input with no record at all ends the session, and
  /// the query is then still printed with --print-query (`acceptedWithoutMatch`), as fzf does.
  @Test func acceptNonEmptyOnAnEmptyInput() throws {
    let (some, _) = try Self.bound("enter:accept-non-empty")
    type(some, "x")
    while some.source.isFiltering { some.advance() }
    #expect(press(some, .enter) == .redraw)
    let empty = try RecordLoader.load(data: [], name: "t", format: .lines, fields: .standard)
    let none = viewer(empty, size: Size(width: 60, height: 20)) {
      $0.layout = .list
      $0.bindings = try! KeyBindings(spec: "enter:accept-non-empty")
      $0.typesQueryAsFzf = true
    }
    #expect(press(none, .enter) == .exit(.nothingSelected))
    #expect(none.acceptedWithoutMatch)
  }

  /// fzf's deselect-all takes only the lines the query shows out of the selection; clear-selection
  /// empties it all.
  @Test func deselectAllLeavesHiddenLinesSelected() throws {
    let (shown, _) = try Self.bound("ctrl-a:select-all,ctrl-d:deselect-all,ctrl-x:clear-selection")
    press(shown, .control("a"))
    #expect(shown.selection.count == 10)
    type(shown, "1")
    while shown.source.isFiltering { shown.advance() }
    press(shown, .control("d"))
    #expect(shown.selectedOriginals.sorted() == ["2", "3", "4", "5", "6", "7", "8", "9"], "1 and 10 were shown")
    press(shown, .control("x"))
    #expect(shown.selection.isEmpty)
  }
}
