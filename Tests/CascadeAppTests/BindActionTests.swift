import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeFzf
import CascadeLayout
import CascadeTestSupport
import CascadeView
import Testing

/// What bound keys do in the viewer, with the commands caught by a host that only records them.
@Suite struct BindActionTests {
  /// Records each command it is asked to run; `reload` hands out `reloaded`.
  final class RecordingHost: ViewerCommandHost {
    var calls: [String] = []
    var reloaded: GrowingCollection?
    func execute(_ command: String) { calls.append("execute \(command)") }
    func executeSilently(_ command: String) { calls.append("execute-silent \(command)") }
    func become(_ command: String) -> CascadeApp.ExitStatus {
      calls.append("become \(command)")
      return .error
    }
    func reload(_ command: String) -> (any StreamingRecordCollection)? {
      calls.append("reload \(command)")
      return reloaded
    }
  }

  static func bound(_ spec: String, multi: Bool = true, lines: [String] = ["alpha", "beta", "gamma", "delta"]) throws
    -> (Viewer, RecordingHost)
  {
    let records = try RecordLoader.load(
      data: Array((lines.joined(separator: "\n") + "\n").utf8), name: "t", format: .lines, fields: .standard)
    let bindings = try KeyBindings(spec: spec)
    let shown = viewer(records, size: Size(width: 60, height: 20)) {
      $0.bindings = bindings
      $0.allowsMultipleSelection = multi
    }
    let host = RecordingHost()
    shown.commandHost = host
    return (shown, host)
  }

  @Test func selectAllThenAcceptPicksEveryShownCard() throws {
    let (viewer, _) = try Self.bound("ctrl-a:select-all+accept")
    viewer.setFilter("a")
    let status = viewer.handle(.key(.control("a")))
    #expect(status == .exit(.selected))
    #expect(viewer.selectedOriginals.sorted() == ["alpha", "beta", "delta", "gamma"])
  }

  @Test func selectAllNeedsMultiAsInFzf() throws {
    let (viewer, _) = try Self.bound("ctrl-a:select-all", multi: false)
    _ = viewer.handle(.key(.control("a")))
    #expect(viewer.selection.isEmpty)
  }

  @Test func toggleAndDeselectAllChangeTheSelection() throws {
    let (viewer, _) = try Self.bound("x:toggle,ctrl-d:deselect-all,ctrl-a:select-all")
    _ = viewer.handle(.key(.character("x")))
    #expect(viewer.selectedOriginals == ["alpha"])
    _ = viewer.handle(.key(.character("x")))
    #expect(viewer.selection.isEmpty)
    _ = viewer.handle(.key(.control("a")))
    viewer.setFilter("beta")
    _ = viewer.handle(.key(.control("d")))
    #expect(viewer.selection.isEmpty && viewer.collectionView.indexPathsForSelectedItems.isEmpty)
    viewer.setFilter("")
    #expect(viewer.collectionView.indexPathsForSelectedItems.isEmpty)
  }

  @Test func acceptPicksTheFocusedCardAndAbortPicksNothing() throws {
    let (viewer, _) = try Self.bound("ctrl-y:accept,ctrl-g:abort")
    #expect(viewer.handle(.key(.control("g"))) == .exit(.interrupted))
    #expect(viewer.handle(.key(.control("y"))) == .exit(.selected))
    #expect(viewer.selectedOriginals == ["alpha"])
    let (empty, _) = try Self.bound("ctrl-y:accept")
    empty.setFilter("nothing matches this")
    #expect(empty.handle(.key(.control("y"))) == .exit(.nothingSelected))
  }

  /// Commands reach the host with their placeholders filled; `execute` asks for a full repaint,
  /// a `become` that fails ends the session with its status, a command that reads a card runs
  /// nothing while none is shown.
  @Test func commandsReachTheHostFilledIn() throws {
    let (viewer, host) = try Self.bound("f1:execute(less {}),f2:execute-silent(echo {+} {q}),f3:become(vi {n})")
    viewer.setFilter("a")
    #expect(viewer.handle(.key(.function(1))) == .repaint)
    _ = viewer.handle(.key(.function(2)))
    #expect(viewer.handle(.key(.function(3))) == .exit(.error))
    viewer.setFilter("zzz")
    _ = viewer.handle(.key(.function(1)))
    #expect(host.calls == ["execute less 'alpha'", "execute-silent echo 'alpha' 'a'", "become vi 0"])
  }

  /// `reload` shows the command's records instead, keeps the filter, empties the selection and
  /// focuses the first card; records that come later are added as the input's are.
  @Test func reloadReplacesTheCards() throws {
    let (viewer, host) = try Self.bound("ctrl-r:reload(printf {q}),x:toggle")
    let reloaded = GrowingCollection()
    reloaded.append(titles: ["one", "two"])
    host.reloaded = reloaded
    _ = viewer.handle(.key(.character("x")))
    viewer.setFilter("o")
    _ = viewer.handle(.key(.control("r")))
    #expect(host.calls == ["reload printf 'o'"])
    #expect(viewer.selection.isEmpty)
    #expect(viewer.source.shownCount == 2)
    reloaded.append(titles: ["three", "four", "five"])
    reloaded.finish()
    viewer.advance()
    while viewer.source.isFiltering { viewer.advance() }
    #expect(
      (0..<viewer.source.shownCount).compactMap { viewer.source.indexPath(forFlatIndex: $0) }.map {
        viewer.source.record(at: $0).title
      } == ["one", "two", "four"])
    #expect(viewer.collectionView.focusedIndexPath == IndexPath(item: 0, section: 0))
    #expect(screen(viewer).joined().contains("one") && !screen(viewer).joined().contains("alpha"))
  }
}

extension BindActionTests {
  /// `reload-sync` keeps the cards and what the query matches in them until the command's output
  /// has all been read, then shows it whole.
  @Test func reloadSyncKeepsTheCardsUntilTheOutputIsRead() throws {
    let (viewer, host) = try Self.bound("ctrl-r:reload-sync(seq 3)")
    let reloaded = GrowingCollection()
    host.reloaded = reloaded
    let before = viewer.source.shownCount
    _ = viewer.handle(.key(.control("r")))
    #expect(host.calls == ["reload seq 3"])
    reloaded.append(titles: ["one", "two"])
    for _ in 0..<5 { viewer.advance() }
    #expect(viewer.source.shownCount == before && viewer.isLoading)
    #expect(!screen(viewer).joined().contains("one"))
    reloaded.append(titles: ["three"])
    reloaded.finish()
    viewer.advance()
    while viewer.source.isFiltering || viewer.isLoading { viewer.advance() }
    #expect(viewer.source.shownCount == 3)
    #expect(screen(viewer).joined().contains("three"))
  }

  /// `{name}` gives a field as a command wants it: a string unescaped, a number as written, a
  /// nested value as compact JSON, `''` when missing.
  @Test func fieldPlaceholdersReadTheRecordsJSON() throws {
    let line = #"{"title":"It's \"x\"","num":1.50,"tags":["a", "b"],"meta":{"k": 1}}"#
    let records = try collection(line + "\n")
    let shown = viewer(records, size: Size(width: 60, height: 20)) {
      $0.bindings = try! KeyBindings(spec: "f1:execute-silent(x {title} {num} {tags} {meta} {none})")
    }
    let host = RecordingHost()
    shown.commandHost = host
    _ = shown.handle(.key(.function(1)))
    #expect(host.calls == [#"execute-silent x 'It'\''s "x"' '1.50' '["a","b"]' '{"k":1}' ''"#])
  }
}

extension BindActionTests {
  /// `double-click` runs its actions on a second click on the same card within 500 ms; a slow
  /// second click, or one on another card, is a click.
  @Test func aDoubleClickOnACardRunsItsActions() throws {
    let (viewer, _) = try Self.bound("double-click:accept")
    let clock = ManualAnimationClock()
    viewer.collectionView.clock = clock
    _ = screen(viewer)
    let first = Point(x: 2, y: 1), second = Point(x: 35, y: 1)
    #expect(
      viewer.collectionView.indexPathForItem(atScreenPoint: first)
        != viewer.collectionView.indexPathForItem(atScreenPoint: second))
    #expect(viewer.handle(.mouse(.click(first))) == .redraw)
    clock.advance(by: .milliseconds(600))
    #expect(viewer.handle(.mouse(.click(first))) == .redraw, "too slow for a double-click")
    clock.advance(by: .milliseconds(100))
    #expect(viewer.handle(.mouse(.click(second))) == .redraw, "another card")
    clock.advance(by: .milliseconds(100))
    #expect(viewer.handle(.mouse(.click(second))) == .exit(.selected))
    #expect(viewer.selectedOriginals == ["beta"])
  }
}

extension BindActionTests {
  /// The key help lists the bound keys after the standard ones, each with its actions.
  @Test func theKeyHelpListsTheBoundKeys() throws {
    let (viewer, _) = try Self.bound("ctrl-a:select-all+accept,f5:reload[ls]")
    // Tall enough for every standard key and the two bound ones.
    viewer.resize(to: Size(width: 80, height: 50))
    _ = viewer.handle(.key(.character("?")))
    let shown = screen(viewer)
    #expect(
      shown.contains { $0.contains("ctrl-a") && $0.contains("select-all+accept") }, "\(shown.joined(separator: "\n"))")
    #expect(shown.contains { $0.contains("f5") && $0.contains("reload(ls)") }, "\(shown.joined(separator: "\n"))")
  }
}

extension BindActionTests {
  /// Under `--group-by`, a reload's records are grouped too, and `{n}` is the record's place in
  /// the input whatever group shows it.
  @Test func aReloadKeepsTheGroupingAndIndicesCountInputRecords() throws {
    let lines = [#"{"title":"a","kind":"x"}"#, #"{"title":"b","kind":"y"}"#, #"{"title":"c","kind":"x"}"#]
    let shown = viewer(try collection(lines.joined(separator: "\n") + "\n"), size: Size(width: 60, height: 20)) {
      $0.bindings = try! KeyBindings(spec: "ctrl-r:reload(cmd),f1:execute-silent(echo {n} {title})")
      $0.order = ArrangementOptions(groupField: "kind")
    }
    let host = RecordingHost()
    shown.commandHost = host
    let reloaded = GrowingCollection()
    reloaded.append([
      Record(title: "d", original: #"{"title":"d","kind":"y"}"#, fields: [RecordField(key: "kind", value: "y")]),
      Record(title: "e", original: #"{"title":"e","kind":"z"}"#, fields: [RecordField(key: "kind", value: "z")]),
      Record(title: "f", original: #"{"title":"f","kind":"y"}"#, fields: [RecordField(key: "kind", value: "y")]),
    ])
    reloaded.finish()
    host.reloaded = reloaded
    _ = shown.handle(.key(.control("r")))
    #expect(shown.source.order == ArrangementOptions(groupField: "kind"))
    #expect(shown.collectionView.numberOfSections() == 2)
    // The first group is "y": d and f; the second card shown is f, the input's third record.
    let second = try #require(shown.source.indexPath(forFlatIndex: 1))
    shown.collectionView.focusItem(at: second)
    _ = shown.handle(.key(.function(1)))
    #expect(host.calls.last == "execute-silent echo 2 'f'")
  }
}

extension BindActionTests {
  /// `toggle-preview` shows and hides the pane as `p` does, and the cards' area shrinks and grows
  /// with it; `change-preview(CMD)` sets the pane's command and shows a hidden pane;
  /// `change-preview()` goes back to the record itself.
  @Test func previewActionsShowHideAndChangeThePane() throws {
    let (viewer, host) = try Self.bound("ctrl-p:toggle-preview,ctrl-o:change-preview(echo {q}),ctrl-k:change-preview()")
    let fullWidth = viewer.collectionView.bounds.width
    #expect(!viewer.preview.isShown)
    _ = viewer.handle(.key(.control("p")))
    #expect(viewer.preview.isShown)
    #expect(viewer.collectionView.bounds.width < fullWidth, "the cards give the pane room")
    _ = viewer.handle(.key(.control("p")))
    #expect(!viewer.preview.isShown)
    #expect(viewer.collectionView.bounds.width == fullWidth)
    _ = viewer.handle(.key(.control("o")))
    #expect(viewer.preview.isShown)
    #expect(viewer.preview.command == "echo {q}")
    _ = viewer.handle(.key(.control("k")))
    #expect(viewer.preview.isShown && viewer.preview.command == nil)
    #expect(host.calls.isEmpty, "the pane runs its own command; the host is not asked")
  }
}
