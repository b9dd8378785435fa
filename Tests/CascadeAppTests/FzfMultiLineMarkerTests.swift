@testable import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeFzf
import CascadeLayout
import CascadeTestSupport
import Testing

/// A selected item's marker on each of its rows (fzf 0.53's `--marker-multi-line`), the pointer on
/// each row of the current item, `--highlight-line`, `--no-multi-line` and `--wrap-sign` (fzf
/// 0.54): screens written from fzf 0.54's own tests (`test_fzf_multi_line*`) and its drawing code.
@Suite struct FzfMultiLineMarkerTests {
  /// fzf's test input: `0`, `1\n2`, and `seq 12` read as one item (its last line empty).
  private static let items = try! collection(
    [
      #"{"title":"0"}"#, #"{"title":"1\n2"}"#,
      "{\"title\":\"" + (1...12).map(String.init).joined(separator: "\\n") + "\\n\"}",
    ].joined(separator: "\n") + "\n")

  private func listViewer(
    _ items: LoadedCollection = Self.items, size: Size, selectAll: Bool = true,
    style: (inout FzfListStyle) -> Void = { _ in }
  ) -> Viewer {
    let shown = viewer(items, size: size) { options in
      options.layout = .list
      options.typesQueryAsFzf = true
      options.prompt = "> "
      options.allowsMultipleSelection = true
      options.bindings = try! KeyBindings(spec: "ctrl-a:select-all")
      var list = FzfListStyle()
      list.border = .rounded
      style(&list)
      options.fzfList = list
    }
    if selectAll { press(shown, .control("a")) }
    return shown
  }

  private func trimmed(_ viewer: Viewer) -> [String] {
    screen(viewer).map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  /// The default layout: an item's lines read downwards; the item cut at the top shows its last
  /// rows with the middle marker on the first of them; a one-row item gets `--marker`.
  @Test func markersInTheDefaultLayout() {
    let viewer = listViewer(size: Size(width: 14, height: 12))
    expectScreen(
      trimmed(viewer),
      [
        "╭────────────╮",
        "│  ┃9        │",
        "│  ┃10       │",
        "│  ┃11       │",
        "│  ┃12       │",
        "│  ╹         │",
        "│  ╻1        │",
        "│  ╹2        │",
        "│ >>0        │",
        "│   3/3 (3)  │",
        "│ >          │",
        "╰────────────╯",
      ])
    // The current item shows its first rows, the pointer on each; cut, its last row is a middle one.
    press(viewer, .up, .up)
    expectScreen(
      Array(trimmed(viewer)[1...8]),
      [
        "│ >╻1        │",
        "│ >┃2        │",
        "│ >┃3        │",
        "│ >┃4        │",
        "│ >┃5        │",
        "│ >┃6        │",
        "│ >┃7        │",
        "│ >┃8        │",
      ])
  }

  /// `--reverse`: the item cut at the bottom shows its first rows, the last a middle one.
  @Test func markersInTheReverseLayout() {
    let viewer = listViewer(size: Size(width: 14, height: 12)) { $0.direction = .reverse }
    expectScreen(
      trimmed(viewer),
      [
        "╭────────────╮",
        "│ >          │",
        "│   3/3 (3)  │",
        "│ >>0        │",
        "│  ╻1        │",
        "│  ╹2        │",
        "│  ╻1        │",
        "│  ┃2        │",
        "│  ┃3        │",
        "│  ┃4        │",
        "│  ┃5        │",
        "╰────────────╯",
      ])
  }

  /// `--marker-multi-line` two columns wide: the one-row marker is padded to it, and so is the
  /// text; unselected items keep the blank columns.
  @Test func wideMultiLineMarkers() throws {
    let items = try collection(#"{"title":"0"}"# + "\n" + #"{"title":"1\n2"}"# + "\n" + #"{"title":"3\n4\n5"}"# + "\n")
    let viewer = listViewer(items, size: Size(width: 14, height: 11), selectAll: false) {
      $0.direction = .reverse
      $0.markerMultiLine = ["┌╴", "│ ", "└╴"]
    }
    press(viewer, .tab, .tab)
    expectScreen(
      trimmed(viewer),
      [
        "╭────────────╮",
        "│ >          │",
        "│   3/3 (2)  │",
        "│  > 0       │",
        "│  ┌╴1       │",
        "│  └╴2       │",
        "│ >  3       │",
        "│ >  4       │",
        "│ >  5       │",
        "│            │",
        "╰────────────╯",
      ])
  }

  /// `--highlight-line` paints the current item's rows to the list's edge; without it only the
  /// pointer, marker and text are in the current line's colours, as in fzf.
  @Test func highlightLinePaintsTheWholeRows() {
    for highlights in [false, true] {
      let viewer = listViewer(size: Size(width: 20, height: 12), selectAll: false) {
        $0.direction = .reverse
        $0.border = .none
        $0.highlightLine = highlights
      }
      press(viewer, .down)
      var buffer = CellBuffer(size: viewer.screenSize)
      viewer.controller.render(into: &buffer)
      // Rows 3 and 4 are `1` and `2`, the current item; the scroll bar's column is the last.
      for y in [3, 4] {
        #expect(buffer[2, y].style.attributes.contains(.bold), "row \(y): the text is the current line's")
        #expect(
          buffer[10, y].style.attributes.contains(.bold) == highlights,
          "row \(y), highlight-line \(highlights)")
      }
      #expect(!buffer[10, 2].style.attributes.contains(.bold))
    }
  }

  /// `--no-multi-line`: an item is one row, each newline a dim `␊`, as fzf 0.53 draws it.
  @Test func noMultiLine() {
    let viewer = listViewer(size: Size(width: 20, height: 7), selectAll: false) {
      $0.direction = .reverse
      $0.border = .none
      $0.multiLine = false
    }
    press(viewer, .down)
    expectScreen(
      trimmed(viewer),
      [
        ">",
        "  3/3 (0) ─────────",
        "  0",
        "> 1␊2",
        "  1␊2␊3␊4␊5␊6␊7␊8..",
        "",
        "",
      ])
    var buffer = CellBuffer(size: viewer.screenSize)
    viewer.controller.render(into: &buffer)
    #expect(buffer[3, 3].style.attributes.contains(.dim))
    #expect(!buffer[2, 3].style.attributes.contains(.dim))
  }

  /// `--wrap-sign` of wide characters: its width in cells is taken from each continued row; the
  /// sign is dim, the text is not.
  @Test func aWideWrapSign() throws {
    let items = try collection(#"{"title":"東京都の天気は晴れ、ときどき雨"}"# + "\n")
    let viewer = listViewer(items, size: Size(width: 14, height: 6), selectAll: false) {
      $0.direction = .reverse
      $0.border = .none
      $0.wraps = true
      $0.wrapSign = "🚀 "
    }
    expectScreen(
      trimmed(viewer),
      [
        ">",
        "  1/1 (0) ───",
        "> 東京都の天",
        "> 🚀 気は晴れ",
        "> 🚀 、ときど",
        "> 🚀 き雨",
      ])
    var buffer = CellBuffer(size: viewer.screenSize)
    viewer.controller.render(into: &buffer)
    #expect(buffer[2, 3].style.attributes.contains(.dim))
    #expect(!buffer[5, 3].style.attributes.contains(.dim))
  }
}
