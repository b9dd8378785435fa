@testable import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeFzf
import CascadeLayout
import CascadeTestSupport
import Testing

/// fzf's list presentation: lines cut as fzf cuts them (a seeded property test and fzf's own
/// screens), and whole screens as fzf 0.38 draws them for the same keys (written from fzf in tmux).
@Suite struct FzfListTests {
  // MARK: - One line

  /// Over 20,000 seeded lines (ASCII and wide characters) and widths: a line that fits is kept
  /// whole; one that does not is `..`, a run of its characters in order, then `..` at most, never
  /// wider than the room; a match stays in view, and with no match the line's start shows.
  @Test func linesAreCutAsFzfCutsThem() {
    var random = SplitMix64(seed: 21)
    let alphabet: [Character] = ["a", "b", "x", "/", " ", "東", "京", "é"]
    for seed in 0..<20_000 {
      let count = Int.random(in: 0...90, using: &random)
      let characters = (0..<count).map { _ in alphabet[Int.random(in: seed % 2 == 0 ? 0...4 : 0...7, using: &random)] }
      let matched = (0..<count).map { _ in Int.random(in: 0..<12, using: &random) == 0 }
      let maxWidth = Int.random(in: 6...70, using: &random)
      let line = FzfListLine.fitting(characters, matched: matched, maxWidth: maxWidth)
      let width = characters.reduce(0) { $0 + displayWidth(of: $1) }
      if width <= maxWidth {
        #expect(line == FzfListLine(characters: characters, matched: matched), "seed \(seed)")
        continue
      }
      let shownWidth = line.characters.reduce(0) { $0 + displayWidth(of: $1) }
      #expect(shownWidth <= maxWidth, "seed \(seed): \(shownWidth) > \(maxWidth)")
      // The middle is a run of the line: find where it starts.
      let leading = line.characters.starts(with: [".", "."]) && !characters.starts(with: [".", "."]) ? 2 : 0
      let middle = Array(line.characters.dropFirst(leading))
      let middleMatched = Array(line.matched.dropFirst(leading))
      let endsInDots = middle.count >= 2 && middle.suffix(2) == [".", "."]
      let candidate = endsInDots ? middle.dropLast(2) : middle[...]
      let candidateMatched = endsInDots ? middleMatched.dropLast(2) : middleMatched[...]
      // Repeated characters can make several runs read the same: one of them must fit.
      let fitting = (0...characters.count - candidate.count).filter { start in
        guard characters.dropFirst(start).starts(with: candidate),
          matched[start..<start + candidate.count].elementsEqual(candidateMatched)
        else { return false }
        if leading == 0 && start != 0 { return false }
        if seed % 2 == 0, let last = matched.lastIndex(of: true), !(start..<start + candidate.count).contains(last) {
          return false
        }
        return true
      }
      #expect(
        !fitting.isEmpty,
        "seed \(seed): \(String(line.characters)) is not a run of \(String(characters)) keeping its last match")
      if !matched.contains(true) { #expect(leading == 0, "seed \(seed): the start is cut without a match") }
    }
  }

  /// fzf 0.38's screen for 80 a's and "xyz" in a 60-column pane: cut on the right, then, once "xyz"
  /// is typed, on the left so the match shows.
  @Test func aLongLineAsFzfShowsIt() {
    let characters = Array(String(repeating: "a", count: 80) + "xyz")
    let plain = FzfListLine.fitting(characters, matched: characters.map { _ in false }, maxWidth: 57)
    #expect(String(plain.characters) == String(repeating: "a", count: 55) + "..")
    let matched = FzfListLine.fitting(characters, matched: characters.indices.map { $0 >= 80 }, maxWidth: 57)
    #expect(String(matched.characters) == ".." + String(repeating: "a", count: 52) + "xyz")
    #expect(matched.matched.suffix(3) == [true, true, true])
  }

  /// fzf 0.38's own cases (its `test_hscroll_off`, `test_ellipsis`, `test_keep_right`): the context
  /// after the match, the ellipsis text, the end of an unmatched line, and `--no-hscroll`.
  @Test func cuttingOptionsAsFzfAppliesThem() {
    let long = Array(String(repeating: "=", count: 10_000) + "0123456789")
    func shown(_ query: String, _ cutting: FzfListLine.Cutting, width: Int = 77) -> FzfListLine {
      // fzf matches a query's characters at their last place here: the end of the line.
      var matched = long.map { _ in false }
      for (i, c) in zip(long.indices.suffix(query.count), query) where long[i] == c { matched[i] = true }
      if query == "0" { matched[10_000] = true }
      return FzfListLine.fitting(long, matched: matched, maxWidth: width, cutting: cutting)
    }
    for off in [0, 3, 6] {
      let line = String(shown("0", FzfListLine.Cutting(scrollOff: off)).characters)
      #expect(line.hasSuffix((0...off).map(String.init).joined() + ".."), "--hscroll-off=\(off): \(line)")
      #expect(line.hasPrefix("..="))
    }
    #expect(String(shown("0", FzfListLine.Cutting(scrollOff: 0)).characters).count == 77)
    let middle = long.indices.map { $0 == 5_000 }
    let snip = String(
      FzfListLine.fitting(long, matched: middle, maxWidth: 77, cutting: FzfListLine.Cutting(ellipsis: "SNIPSNIP"))
        .characters)
    #expect(snip == "SNIPSNIP" + String(repeating: "=", count: 61) + "SNIPSNIP")
    // The ellipsis is cut to half the width.
    #expect(String(shown("", FzfListLine.Cutting(ellipsis: "SNIPSNIP"), width: 9).characters) == "=====SNIP")
    let right = shown("", FzfListLine.Cutting(keepRight: true))
    #expect(String(right.characters) == ".." + String(repeating: "=", count: 65) + "0123456789")
    // With a match, `--keep-right` leaves the match's own cutting.
    #expect(shown("0", FzfListLine.Cutting(keepRight: true)) == shown("0", FzfListLine.Cutting()))
    // `--no-hscroll`: the start, the ellipsis lit for the match past the cut.
    let fixed = shown("0", FzfListLine.Cutting(hscroll: false))
    #expect(String(fixed.characters) == String(repeating: "=", count: 75) + "..")
    #expect(fixed.matched.suffix(3) == [false, true, true])
  }

  /// fzf's `constrain` with `--scroll-off`, over 20,000 seeded lists, against the plain rule: the
  /// offset stays in range and keeps the current line in view, with `min(rows / 2, scrollOff)` lines
  /// beyond it wherever the list has them; a current line already in that band moves nothing.
  @Test func scrollOffKeepsLinesAroundTheCurrentOne() {
    var random = SplitMix64(seed: 2121)
    for seed in 0..<20_000 {
      let total = Int.random(in: 1...60, using: &random)
      let rows = Int.random(in: 1...20, using: &random)
      let current = Int.random(in: 0..<total, using: &random)
      let offset = Int.random(in: 0..<total, using: &random)
      let scrollOff = Int.random(in: 0...12, using: &random)
      let result = FzfListController.fzfOffset(offset, current: current, total: total, rows: rows, scrollOff: scrollOff)
      let upper = max(0, min(total - rows, current))
      let lower = max(0, current - rows + 1)
      #expect(result >= lower && result <= upper, "seed \(seed)")
      let margin = min(rows / 2, scrollOff)
      // Brute force: the offsets in range that leave `margin` lines before and after the current
      // one (or as many as the list's ends allow); the answer is the one nearest the start offset.
      let candidates = (lower...upper).filter { o in
        (current - o >= margin || o == 0) && (o + rows - 1 - current >= margin || o == max(0, total - rows))
      }
      let start = min(max(offset, lower), upper)
      if let nearest = candidates.min(by: { abs($0 - start) < abs($1 - start) }), rows > 2 * margin {
        #expect(result == nearest, "seed \(seed): \(result) != \(nearest)")
      }
    }
  }

  // MARK: - Screens

  private static func numbers(_ count: Int) throws -> LoadedCollection {
    try collection((1...count).map { #"{"title":"\#($0)"}"# }.joined(separator: "\n") + "\n")
  }

  private func fzfViewer(_ count: Int, size: Size, multi: Bool = false, style: (inout FzfListStyle) -> Void = { _ in })
    throws -> Viewer
  {
    try viewer(Self.numbers(count), size: size) { options in
      options.layout = .list
      options.typesQueryAsFzf = true
      options.prompt = "> "
      options.allowsMultipleSelection = multi
      var list = FzfListStyle()
      style(&list)
      options.fzfList = list
    }
  }

  private func trimmed(_ viewer: Viewer) -> [String] {
    screen(viewer).map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  /// `seq 100 | fzf` in a 30×8 pane: the prompt at the bottom, the count above it, the list
  /// growing upwards with the scroll bar beside the first line.
  @Test func theDefaultLayoutGrowsUpwards() throws {
    let viewer = try fzfViewer(100, size: Size(width: 30, height: 8))
    expectScreen(
      trimmed(viewer),
      [
        "  6",
        "  5",
        "  4",
        "  3",
        "  2",
        "> 1                          │",
        "  100/100 ───────────────────",
        ">",
      ])
  }

  /// Up goes up the screen (to the next line), Tab selects and goes down (staying on the first
  /// line), the count says (2), and
  /// a query keeps the cursor on its line, as fzf 0.38 does.
  @Test func multiSelectionAndAQuery() throws {
    let viewer = try fzfViewer(100, size: Size(width: 30, height: 8), multi: true)
    press(viewer, .up, .tab, .up, .up, .tab)
    expectScreen(
      trimmed(viewer),
      [
        "  6",
        "  5",
        "  4",
        " >3",
        ">>2",
        "  1                          │",
        "  100/100 (2) ───────────────",
        ">",
      ])
    type(viewer, "1")
    while viewer.source.isFiltering { viewer.advance() }
    #expect(
      trimmed(viewer).suffix(4) == ["> 10", "  1                          │", "  20/100 (2) ────────────────", "> 1"])
  }

  /// `--reverse --header-lines`-shaped: prompt, count and header at the top, the list below.
  @Test func reverseWithAHeader() throws {
    let viewer = try viewer(Self.numbers(5), size: Size(width: 24, height: 7)) { options in
      options.layout = .list
      options.typesQueryAsFzf = true
      options.prompt = "> "
      options.header = "head"
      var list = FzfListStyle()
      list.direction = .reverse
      options.fzfList = list
    }
    press(viewer, .down)
    expectScreen(
      trimmed(viewer),
      [
        ">",
        "  5/5 ─────────────────",
        "  head",
        "  1                    │",
        "> 2                    │",
        "  3                    │",
        "  4",
      ])
  }

  /// `--header-first`, fzf 0.38's screens (its `test_header_first` and `..._reverse`): the header
  /// on the first lines, then the prompt and the count, then the list.
  @Test func headerFirst() throws {
    func shown(_ direction: FzfListStyle.Direction, info: FzfListStyle.Info) throws -> [String] {
      let viewer = try viewer(Self.numbers(5), size: Size(width: 24, height: 6)) { options in
        options.layout = .list
        options.typesQueryAsFzf = true
        options.prompt = "> "
        options.header = "foobar"
        var list = FzfListStyle()
        list.direction = direction
        list.info = info
        list.headerFirst = true
        options.fzfList = list
      }
      return trimmed(viewer)
    }
    expectScreen(
      try shown(.default, info: .default),
      ["  3", "  2", "> 1                    │", "  5/5 ─────────────────", ">", "  foobar"])
    expectScreen(
      try shown(.reverse, info: .inline),
      [
        "  foobar", ">   < 5/5 ─────────────", "> 1                    │", "  2                    │",
        "  3                    │", "  4",
      ])
  }

  /// A header taller than the window: its first lines only, the prompt kept (fzf's
  /// `test_header_lines_overflow` shape).
  @Test func aHeaderTallerThanTheWindow() throws {
    for first in [false, true] {
      let viewer = try viewer(Self.numbers(3), size: Size(width: 12, height: 4)) { options in
        options.layout = .list
        options.typesQueryAsFzf = true
        options.prompt = "> "
        options.header = "a\nb\nc\nd\ne\nf"
        var list = FzfListStyle()
        list.direction = .reverse
        list.headerFirst = first
        options.fzfList = list
      }
      expectScreen(trimmed(viewer), first ? ["  a", "  b", ">", "  3/3 ─────"] : [">", "  3/3 ─────", "  a", "  b"])
    }
  }

  /// Enter with nothing matched ends a picker as fzf's accept does (`test_header_lines_overflow`):
  /// status 1, nothing picked; a viewer that does not pick stays.
  @Test func enterWithNothingMatched() throws {
    for picks in [true, false] {
      let viewer = try viewer(Self.numbers(3), size: Size(width: 20, height: 6)) { options in
        options.layout = .list
        options.typesQueryAsFzf = true
        options.picksOnEnter = picks
        options.fzfList = FzfListStyle()
      }
      viewer.setFilter("zzz")
      #expect(press(viewer, .enter) == (picks ? .exit(.nothingSelected) : .redraw))
      #expect(viewer.acceptedWithoutMatch == picks && viewer.selection.isEmpty)
    }
  }

  /// fzf 0.38's `test_jump` and `test_jump_accept` screens: labels where the pointer goes (the
  /// marker kept), a label moves the cursor to its line, another key only ends the jump, and
  /// `jump-accept` picks the line.
  @Test func jumpLabelsTheLines() throws {
    func jumpViewer() throws -> Viewer {
      try viewer(Self.numbers(100), size: Size(width: 20, height: 8)) { options in
        options.layout = .list
        options.typesQueryAsFzf = true
        options.prompt = "> "
        options.allowsMultipleSelection = true
        options.bindings = try! KeyBindings(spec: "ctrl-j:jump,ctrl-a:jump-accept")
        var list = FzfListStyle()
        list.jumpLabels = Array("12345")
        options.fzfList = list
      }
    }
    let shown = try jumpViewer()
    shown.mode = .filtering
    press(shown, .control("j"))
    expectScreen(Array(trimmed(shown).prefix(6)), ["  6", "5 5", "4 4", "3 3", "2 2", "1 1                │"])
    press(shown, .character("5"), .tab)
    #expect(trimmed(shown)[1] == " >5")
    press(shown, .control("j"))
    #expect(trimmed(shown)[1] == "5>5")
    // A key that is no label ends the jump and is not typed.
    press(shown, .character("6"))
    #expect(trimmed(shown)[1] == " >5" && shown.filterText.isEmpty)
    #expect(trimmed(shown)[2] == "> 4")
    let accepting = try jumpViewer()
    press(accepting, .control("a"))
    #expect(press(accepting, .character("3")) == .exit(.selected))
    #expect(accepting.selectedOriginalBytes == [Array(#"{"title":"3"}"#.utf8)])
  }

  /// `--border`: rounded, a blank column inside on the left, the scroll bar against the right side.
  @Test func aRoundedBorder() throws {
    let viewer = try fzfViewer(100, size: Size(width: 20, height: 6)) { $0.border = .rounded }
    expectScreen(
      trimmed(viewer),
      [
        "╭──────────────────╮",
        "│   2              │",
        "│ > 1             ││",
        "│   100/100 ────── │",
        "│ >                │",
        "╰──────────────────╯",
      ])
  }

  /// `toggle-sort` (fzf's CTRL-R binding): the matches go to input order and back, and the info
  /// line says which order is in effect.
  @Test func toggleSortShowsInputOrder() throws {
    let viewer = try viewer(Self.numbers(30), size: Size(width: 30, height: 8)) { options in
      options.layout = .list
      options.typesQueryAsFzf = true
      options.prompt = "> "
      options.fzfList = FzfListStyle()
      options.bindings = try! KeyBindings(spec: "ctrl-r:toggle-sort")
    }
    type(viewer, "2")
    while viewer.source.isFiltering { viewer.advance() }
    #expect(
      trimmed(viewer).suffix(4) == [
        "  20                         │", "> 2                          │", "  12/30 +S ──────────────────", "> 2",
      ])
    press(viewer, .control("r"))
    while viewer.source.isFiltering { viewer.advance() }
    #expect(
      trimmed(viewer).suffix(4) == [
        "  12                         │", "> 2                          │", "  12/30 -S ──────────────────", "> 2",
      ])
  }

  /// fzf's `test_toggle_sort` shape: the cursor keeps its line when the order flips, whichever
  /// match comes to stand there.
  @Test func toggleSortKeepsTheCursorLine() throws {
    let viewer = try viewer(Self.numbers(30), size: Size(width: 30, height: 8)) { options in
      options.layout = .list
      options.typesQueryAsFzf = true
      options.prompt = "> "
      options.fzfList = FzfListStyle()
      options.bindings = try! KeyBindings(spec: "ctrl-r:toggle-sort")
    }
    viewer.mode = .filtering
    type(viewer, "2")
    while viewer.source.isFiltering { viewer.advance() }
    press(viewer, .up)
    #expect(trimmed(viewer).suffix(4).first == "> 20                         │")
    press(viewer, .control("r"))
    while viewer.source.isFiltering { viewer.advance() }
    #expect(trimmed(viewer).suffix(4).first == "> 12                         │")
  }

  /// A click puts the cursor on the line clicked; the wheel moves it a line up or down the screen.
  @Test func clicksAndTheWheelMoveTheCursor() throws {
    let viewer = try fzfViewer(100, size: Size(width: 30, height: 8))
    _ = screen(viewer)
    _ = viewer.controller.handle(.mouse(.click(Point(x: 4, y: 2))))
    #expect(trimmed(viewer)[2] == "> 4")
    _ = viewer.controller.handle(.mouse(.wheelUp(Point(x: 4, y: 2))))
    #expect(trimmed(viewer)[1] == "> 5")
    _ = viewer.controller.handle(.mouse(.wheelDown(Point(x: 4, y: 2))))
    _ = viewer.controller.handle(.mouse(.wheelDown(Point(x: 4, y: 2))))
    #expect(trimmed(viewer)[3] == "> 3")
  }
}
