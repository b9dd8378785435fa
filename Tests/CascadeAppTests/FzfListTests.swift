@testable import CascadeApp
import CascadeCanvas
import CascadeData
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

  /// A click puts the cursor on the line clicked; the wheel moves it a line up or down the screen.
  @Test func clicksAndTheWheelMoveTheCursor() throws {
    let viewer = try fzfViewer(100, size: Size(width: 30, height: 8))
    _ = screen(viewer)
    _ = viewer.handle(.mouse(.click(Point(x: 4, y: 2))))
    #expect(trimmed(viewer)[2] == "> 4")
    _ = viewer.handle(.mouse(.wheelUp(Point(x: 4, y: 2))))
    #expect(trimmed(viewer)[1] == "> 5")
    _ = viewer.handle(.mouse(.wheelDown(Point(x: 4, y: 2))))
    _ = viewer.handle(.mouse(.wheelDown(Point(x: 4, y: 2))))
    #expect(trimmed(viewer)[3] == "> 3")
  }
}
