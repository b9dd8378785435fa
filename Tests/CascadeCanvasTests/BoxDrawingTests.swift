import CascadeCanvas
import CascadeLayout
import CascadeTestSupport
import Testing

@Suite struct BoxDrawingTests {
  @Test func eachStyle() {
    let lines = rendered(width: 15, height: 3) {
      let styles: [BoxStyle] = [.light, .rounded, .heavy, .double, .ascii]
      for (i, style) in styles.enumerated() { $0.drawBox(Rect(x: i * 3, y: 0, width: 3, height: 3), border: style) }
    }
    expectScreen(lines, ["┌─┐╭─╮┏━┓╔═╗+-+", "│ ││ │┃ ┃║ ║| |", "└─┘╰─╯┗━┛╚═╝+-+"])
  }

  @Test func boxScrolledHalfOutOfViewShowsItsLowerHalf() {
    let lines = rendered(width: 8, height: 4) {
      $0.drawBox(Rect(x: 0, y: -2, width: 8, height: 5), title: "hidden")
    }
    expectScreen(lines, ["│      │", "│      │", "└──────┘", "        "])
  }

  @Test func boxClippedOnEverySide() {
    let clip = Rect(x: 1, y: 1, width: 4, height: 2)
    let lines = rendered(width: 7, height: 5) {
      $0.drawBox(Rect(x: 0, y: 0, width: 7, height: 5), clip: clip)
      $0.drawBox(Rect(x: 3, y: 2, width: 4, height: 3), border: .ascii, clip: clip)
    }
    // The big box's top and sides are all outside the clip; the small box shows a corner.
    expectScreen(lines, ["       ", "       ", "   +-  ", "       ", "       "])
  }

  @Test func boxPartlyOutsideTheBuffer() {
    let lines = rendered(width: 5, height: 3) {
      $0.drawBox(Rect(x: 2, y: 1, width: 6, height: 6), border: .rounded)
    }
    expectScreen(lines, ["     ", "  ╭──", "  │  "])
  }

  @Test func titles() {
    let lines = rendered(width: 12, height: 6) {
      $0.drawBox(Rect(x: 0, y: 0, width: 12, height: 2), title: "Photos")
      $0.drawBox(Rect(x: 0, y: 2, width: 12, height: 2), title: "瀑布流布局")
      $0.drawBox(Rect(x: 0, y: 4, width: 12, height: 2), title: "\u{1b}[2J\u{9b}")
    }
    expectScreen(
      lines,
      [
        "┌ Photos ──┐",
        "└──────────┘",
        "┌ 瀑布流… ─┐",
        "└──────────┘",
        "┌ ␛[2J\u{FFFD} ───┐",
        "└──────────┘",
      ])
  }

  @Test func titleCutByTheClipNeverShowsHalfAWideGrapheme() {
    let lines = rendered(width: 12, height: 2) {
      $0.drawBox(Rect(x: 0, y: 0, width: 12, height: 2), title: "瀑布流", clip: Rect(x: 0, y: 0, width: 5, height: 2))
    }
    expectScreen(lines, ["┌ 瀑        ", "└────       "])
    let left = rendered(width: 12, height: 2) {
      $0.drawBox(Rect(x: 0, y: 0, width: 12, height: 2), title: "瀑布流", clip: Rect(x: 3, y: 0, width: 9, height: 2))
    }
    expectScreen(left, ["    布流 ──┐", "   ────────┘"])
  }

  @Test func borderOverAWideGraphemeBlanksItsOtherHalf() {
    let lines = rendered(width: 10, height: 3) {
      $0.draw("瀑布流布局", at: .zero)
      $0.draw("瀑布流布局", at: Point(x: 0, y: 1))
      $0.drawBox(Rect(x: 3, y: 0, width: 4, height: 3))
    }
    expectScreen(lines, ["瀑 ┌──┐ 局", "瀑 │流│ 局", "   └──┘   "])
  }

  @Test func textInsideACardStopsAtItsBorder() {
    let card = Rect(x: 0, y: 0, width: 7, height: 3)
    let lines = rendered(width: 7, height: 3) {
      $0.drawBox(card)
      let inside = card.inset(by: EdgeInsets(all: 1))
      $0.draw("瀑布流", at: inside.origin, clip: inside)
    }
    expectScreen(lines, ["┌─────┐", "│瀑布 │", "└─────┘"])
  }

  @Test func tooSmallBoxesDrawNothing() {
    let lines = rendered(width: 3, height: 3) {
      $0.drawBox(Rect(x: 0, y: 0, width: 1, height: 3))
      $0.drawBox(Rect(x: 0, y: 0, width: 3, height: 1))
    }
    expectScreen(lines, ["   ", "   ", "   "])
  }

  @Test func fillClipsAndKeepsWideGraphemesWhole() {
    let lines = rendered(width: 6, height: 3) {
      $0.draw("瀑布流", at: .zero)
      $0.fill(Rect(x: 1, y: 0, width: 2, height: 5), with: Cell(grapheme: "#"))
      $0.fill(Rect(x: -1, y: 1, width: 6, height: 1), with: Cell(grapheme: "局"))
      $0.fill(Rect(x: 0, y: 2, width: 3, height: 1), with: Cell(grapheme: "\u{1b}"))
    }
    expectScreen(lines, [" ## 流", "局局  ", "␛␛␛   "])
  }

  @Test func clearingToAWideGraphemeFillsInPairs() {
    var buffer = CellBuffer(size: Size(width: 5, height: 1), filling: Cell(grapheme: "局"))
    expectScreen(buffer.lines(), ["局局 "])
    buffer.clear(to: Cell(grapheme: "瀑", width: 1))
    expectScreen(buffer.lines(), ["瀑瀑 "], "the width comes from the grapheme")
    buffer.clear()
    expectScreen(buffer.lines(), ["     "])
  }

  /// A box drawn with any clip shows exactly the cells of the whole box that fall inside the clip
  /// (but a wide grapheme cut by the clip's edge, which shows as a space).
  @Test func clippedBoxIsTheWholeBoxCut() {
    let failure = withEvery("seed", in: 0..<2_000) { _, rng in
      let rect = Rect(
        x: Int.random(in: -4...8, using: &rng), y: Int.random(in: -4...8, using: &rng),
        width: Int.random(in: 0...9, using: &rng), height: Int.random(in: 0...9, using: &rng))
      let clip = Rect(
        x: Int.random(in: -2...9, using: &rng), y: Int.random(in: -2...9, using: &rng),
        width: Int.random(in: 0...9, using: &rng), height: Int.random(in: 0...9, using: &rng))
      let size = Size(width: 10, height: 10)
      var whole = CellBuffer(size: Size(width: 30, height: 30))
      whole.drawBox(rect.offsetBy(dx: 10, dy: 10), title: "t瀑")
      var cut = CellBuffer(size: size)
      cut.drawBox(rect, title: "t瀑", clip: clip)
      for y in 0..<10 {
        for x in 0..<10 {
          let inside = clip.contains(Point(x: x, y: y))
          let expected = inside ? whole[x + 10, y + 10] : Cell.blank
          let got = cut[x, y]
          // Only half of a wide title grapheme may differ: it shows as a space at the clip's edge.
          let same = got.grapheme == expected.grapheme && got.width == expected.width
          if !same && (expected.width == 1 || got.grapheme != " ") {
            return "box \(rect) clip \(clip): (\(x), \(y)) is \(got.grapheme), expected \(expected.grapheme)"
          }
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
