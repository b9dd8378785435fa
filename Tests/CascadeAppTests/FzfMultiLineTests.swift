@testable import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeFzf
import CascadeLayout
import CascadeTestSupport
import Testing

/// Items of several lines in fzf's list (fzf 0.53's `--read0` items, `--gap`; `--wrap` of 0.54):
/// screens written as fzf lays them out, and a seeded property test of the rows against the text.
@Suite struct FzfMultiLineTests {
  private static let items = try! collection(
    [
      #"{"title":"one\ntwo\nthree"}"#, #"{"title":"single"}"#,
      #"{"title":"a long line that wraps around the list"}"#, #"{"title":"four\nfive"}"#,
    ].joined(separator: "\n") + "\n")

  private func listViewer(size: Size, reverse: Bool = false, style: (inout FzfListStyle) -> Void = { _ in }) -> Viewer {
    viewer(Self.items, size: size) { options in
      options.layout = .list
      options.typesQueryAsFzf = true
      options.prompt = "> "
      var list = FzfListStyle()
      list.direction = reverse ? .reverse : .default
      style(&list)
      options.fzfList = list
    }
  }

  private func trimmed(_ viewer: Viewer) -> [String] {
    screen(viewer).map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  /// Each line of an item is a row, in the item's order going away from the prompt; the pointer
  /// is on each of the current item's rows, as in fzf 0.53; the item's rows move together.
  @Test func anItemsLinesAreRows() {
    let viewer = listViewer(size: Size(width: 30, height: 10), reverse: true)
    expectScreen(
      trimmed(viewer),
      [
        ">",
        "  4/4 ───────────────────────",
        "> one",
        "> two",
        "> three",
        "  single",
        "  a long line that wraps ar..",
        "  four",
        "  five",
        "",
      ])
    press(viewer, .down, .down, .down)
    #expect(trimmed(viewer)[7] == "> four")
    #expect(trimmed(viewer)[8] == "> five")
    #expect(trimmed(viewer)[2] == "  one")
  }

  /// A click on any row of an item makes it current; a click on a gap row does nothing.
  @Test func aClickOnAnyRowOfAnItem() {
    let viewer = listViewer(size: Size(width: 30, height: 12), reverse: true) { $0.gap = 1 }
    _ = screen(viewer)
    // Rows: 2-4 "one two three", 5 gap, 6 "single", 7 gap, 8 the long line, 9 gap, 10-11 "four five".
    _ = viewer.controller.handle(.mouse(.click(Point(x: 4, y: 11))))
    #expect(trimmed(viewer)[10] == "> four")
    _ = viewer.controller.handle(.mouse(.click(Point(x: 4, y: 5))))
    #expect(trimmed(viewer)[10] == "> four")
    _ = viewer.controller.handle(.mouse(.click(Point(x: 4, y: 4))))
    #expect(trimmed(viewer)[2] == "> one")
  }

  /// `--gap`: rows between items, each drawn with fzf 0.74's default gap line `┈`; in the default
  /// layout the list grows upwards from the prompt and an item's lines still read downwards, its
  /// first line the farthest from the prompt (fzf 0.53's `test_fzf_multi_line`).
  @Test func aGapBetweenItems() {
    let viewer = listViewer(size: Size(width: 30, height: 10)) { $0.gap = 1 }
    expectScreen(
      trimmed(viewer),
      [
        "  ┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈",
        "  a long line that wraps ar..",
        "  ┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈",
        "  single",
        "  ┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈",
        "> one",
        "> two",
        "> three",
        "  4/4 ───────────────────────",
        ">",
      ])
  }

  /// `--wrap`: a long line continues on the next rows after `↳ `; moving down keeps the whole
  /// current item in view, scrolling by whole items.
  @Test func wrappedLines() {
    let viewer = listViewer(size: Size(width: 20, height: 9), reverse: true) { $0.wraps = true }
    press(viewer, .down, .down)
    expectScreen(
      trimmed(viewer),
      [
        ">",
        "  4/4 ─────────────",
        "  one",
        "  two",
        "  three",
        "  single",
        "> a long line that",
        "> ↳ wraps around th",
        "> ↳ e list",
      ])
    press(viewer, .down)
    expectScreen(
      trimmed(viewer),
      [
        ">",
        "  4/4 ─────────────",
        "  single",
        "  a long line that",
        "  ↳ wraps around th",
        "  ↳ e list",
        "> four",
        "> five",
        "",
      ])
  }

  /// Over 5,000 seeded items and widths: no row is wider than the room or holds a control
  /// character; cut, each line is one row; wrapped, the rows less their wrap signs are the line's
  /// cells in order, matches included.
  @Test func rowsAreTheItemsLines() {
    var random = SplitMix64(seed: 53)
    let alphabet: [Character] = ["a", "b", " ", "\t", "\n", "\u{1B}", "\r", "東", "🚀", "é", "\u{7F}"]
    for seed in 0..<5_000 {
      let text = String(
        (0..<Int.random(in: 0...60, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
      let highlighted = (0..<text.unicodeScalars.count).filter { _ in Int.random(in: 0..<6, using: &random) == 0 }
      let width = Int.random(in: 5...30, using: &random)
      var style = FzfListStyle()
      style.wraps = seed % 2 == 0
      style.multiLine = seed % 3 != 0
      let rows = FzfListController.fzfRows(of: text, highlighted: highlighted, width: width, style: style).map(\.line)
      let lines =
        style.multiLine
        ? text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { Substring($0) }
        : [Substring(text)]
      for row in rows {
        let cells = row.characters.reduce(0) { $0 + displayWidth(of: $1) }
        #expect(cells <= width, "seed \(seed): \(cells) cells > \(width)")
        #expect(
          !row.characters.contains { $0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } },
          "seed \(seed): a control character reaches the screen")
      }
      guard style.wraps else {
        #expect(rows.count == lines.count, "seed \(seed)")
        continue
      }
      // The alphabet has no wrap sign, so a row that starts with one continues the line above.
      let sign = Array(style.wrapSign)
      var start = 0
      var expected: [(Character, Bool)] = []
      for line in lines {
        let marks = highlighted.compactMap { $0 >= start ? $0 - start : nil }
        start += line.unicodeScalars.count + 1
        let cells = FzfListController.fzfCells(
          line, highlighted: marks, tabstop: 8, newline: style.multiLine ? " " : "␊")
        expected += zip(cells.characters, cells.matched)
      }
      let continued = rows.map { $0.characters.starts(with: sign) }
      let shown = zip(rows, continued).flatMap { row, isContinued in
        Array(zip(row.characters, row.matched).dropFirst(isContinued ? sign.count : 0))
      }
      #expect(continued.filter { !$0 }.count == lines.count, "seed \(seed)")
      #expect(
        expected.map(\.0) == shown.map(\.0) && expected.map(\.1) == shown.map(\.1),
        "seed \(seed): \(String(shown.map(\.0))) != \(String(expected.map(\.0)))")
    }
  }
}
