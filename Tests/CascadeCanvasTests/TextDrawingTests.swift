import CascadeCanvas
import CascadeLayout
import CascadeTestSupport
import Testing

@Suite struct TextDrawingTests {
  /// Found by the `text` fuzz target: a kitty image placeholder with no diacritics after it took
  /// the one-scalar path and was stored in a cell as itself, where the terminal could show an image.
  @Test func aLoneKittyPlaceholderIsDrawnAsAReplacementCharacter() {
    let lines = rendered(width: 6, height: 1) { $0.draw("a\u{10EEEE}b \u{10EEEE}", at: .zero) }
    expectScreen(lines, ["a\u{FFFD}b \u{FFFD} "])
    #expect(WordWrap.lines(of: "\u{10EEEE}", width: 4) == ["\u{FFFD}"])
  }

  @Test func drawsOneLineAndReturnsItsWidth() {
    var width = 0
    let lines = rendered(width: 12, height: 1) { width = $0.draw("瀑布 ok", at: Point(x: 1, y: 0)) }
    expectScreen(lines, [" 瀑布 ok    "])
    #expect(width == 7)
  }

  @Test func wideGraphemeAtTheRightClipEdgeBecomesASpace() {
    var width = 0
    let lines = rendered(width: 10, height: 1) {
      $0.fill($0.bounds, with: Cell(grapheme: "."))
      width = $0.draw("瀑布流布局", at: .zero, clip: Rect(x: 0, y: 0, width: 5, height: 1))
    }
    expectScreen(lines, ["瀑布 ....."])
    #expect(width == 5, "stops at the clip's edge")
  }

  @Test func textStartingLeftOfTheClip() {
    let lines = rendered(width: 8, height: 2) {
      $0.draw("瀑布流", at: Point(x: -1, y: 0))
      $0.draw("abcdef", at: Point(x: -2, y: 1), clip: Rect(x: 1, y: 0, width: 3, height: 2))
    }
    expectScreen(lines, [" 布流   ", " def    "])
  }

  @Test func rowsOutsideTheClipAreNotDrawn() {
    let lines = rendered(width: 4, height: 2) {
      #expect($0.draw("abc", at: Point(x: 0, y: 1), clip: Rect(x: 0, y: 0, width: 4, height: 1)) == 0)
      $0.draw("abc", at: Point(x: 0, y: -1))
    }
    expectScreen(lines, ["    ", "    "])
  }

  /// A Devanagari cluster with a conjunct and a spacing vowel sign is three cells wide: clipped, it
  /// leaves spaces; partly overwritten, the rest of it becomes spaces, as a terminal shows it.
  @Test func clustersWiderThanTwoCells() {
    let cluster = "\u{915}\u{94D}\u{937}\u{93F}"  // क्षि
    var drawn = 0
    let lines = rendered(width: 8, height: 4) {
      drawn = $0.draw(cluster + "|", at: Point(x: 1, y: 0))
      $0.draw("น้ำ" + cluster + "|", at: Point(x: 0, y: 1), clip: Rect(x: 0, y: 1, width: 4, height: 1))
      $0.draw(cluster + cluster, at: Point(x: 0, y: 2))
      $0.draw("x", at: Point(x: 1, y: 2))
      $0.draw("y", at: Point(x: 3, y: 2))
      $0.draw(cluster, at: Point(x: -1, y: 3))
    }
    #expect(drawn == 4)
    let expected = [" " + cluster + "|   ", "น้ำ      ", " x y    ", "        "]
    expectScreen(lines, expected)
  }

  @Test func emojiFlagsAndCombiningMarks() {
    let lines = rendered(width: 10, height: 3) {
      $0.draw("👍🏽👨‍👩‍👧🇯🇵", at: .zero)
      $0.draw("e\u{301}a\u{200B}b", at: Point(x: 0, y: 1))
      $0.draw("\u{301}x", at: Point(x: 0, y: 2))
    }
    expectScreen(lines, ["👍🏽👨‍👩‍👧🇯🇵    ", "e\u{301}ab       ", "x         "])
  }

  @Test func hostileTitlesAreShownNotObeyed() {
    let lines = rendered(width: 16, height: 3) {
      $0.draw("\u{1b}[2J\u{1b}[H pwned", at: .zero)
      $0.draw("\u{1b}]0;title\u{7}", at: Point(x: 0, y: 1))
      $0.draw("\u{9b}31mred\u{202E}gpj", at: Point(x: 0, y: 2))
    }
    expectScreen(lines, ["␛[2J␛[H pwned   ", "␛]0;title␇      ", "\u{FFFD}31mredgpj      "])
  }

  @Test func tabsAndLineBreaksOnOneLine() {
    let lines = rendered(width: 10, height: 1) { $0.draw("a\tb\nc", at: Point(x: 1, y: 0)) }
    expectScreen(lines, [" a   b c  "])
  }

  @Test func cutsWithAnEllipsis() {
    let lines = rendered(width: 8, height: 3) {
      $0.draw("abcdefgh", at: .zero, maxWidth: 5)
      $0.draw("abcde", at: Point(x: 0, y: 1), maxWidth: 5)
      $0.draw("瀑布流", at: Point(x: 0, y: 2), maxWidth: 5)
    }
    expectScreen(lines, ["abcd…   ", "abcde   ", "瀑布…   "])
  }

  @Test func wrapsIntoARect() {
    let lines = rendered(width: 12, height: 6) {
      $0.draw("The quick brown fox jumps over the lazy dog", wrappingIn: Rect(x: 1, y: 1, width: 10, height: 4))
    }
    expectScreen(
      lines,
      [
        "            ",
        " The quick  ",
        " brown fox  ",
        " jumps over ",
        " the lazy…  ",
        "            ",
      ])
  }

  @Test func wrapsCJKWithAnEllipsisOnTheLastLine() {
    var rows = 0
    let lines = rendered(width: 6, height: 3) {
      rows = $0.draw("瀑布流布局瀑布流布局", wrappingIn: Rect(x: 0, y: 0, width: 5, height: 2))
    }
    expectScreen(lines, ["瀑布  ", "流布… ", "      "])
    #expect(rows == 2)
  }

  @Test func wrappedTextScrolledHalfOutOfViewKeepsItsRows() {
    let text = "one two three four five"
    let whole = rendered(width: 6, height: 4) { $0.draw(text, wrappingIn: Rect(x: 0, y: 0, width: 6, height: 4)) }
    let scrolled = rendered(width: 6, height: 2) {
      $0.draw(text, wrappingIn: Rect(x: 0, y: -2, width: 6, height: 4), clip: Rect(x: 0, y: 0, width: 6, height: 2))
    }
    expectScreen(whole, ["one   ", "two   ", "three ", "four… "])
    expectScreen(scrolled, Array(whole[2...]))
  }

  @Test func wideGraphemeAtAWrappedRectEdge() {
    let lines = rendered(width: 4, height: 3) {
      $0.fill($0.bounds, with: Cell(grapheme: "."))
      $0.draw("瀑a", wrappingIn: Rect(x: 1, y: 0, width: 1, height: 3))
    }
    expectScreen(lines, [". ..", ".a..", "...."])
  }

  /// Drawing wrapped text into a tall enough rect shows exactly `WordWrap.lines`, so measuring and
  /// drawing agree.
  @Test func drawingAgreesWithMeasuring() {
    let pieces = ["a", "word", "longerword", " ", "  ", "瀑", "布流", "。", "👍🏽", "🇯🇵", "e\u{301}", "\n", "\u{1b}", "\t"]
    let failure = withEvery("seed", in: 0..<1_500) { _, rng in
      let text = (0..<Int.random(in: 0...12, using: &rng)).map { _ in pieces.randomElement(using: &rng) ?? "" }.joined()
      let width = Int.random(in: 2...9, using: &rng)
      let expected = WordWrap.lines(of: text, width: width).map {
        $0 + String(repeating: " ", count: width - displayWidth(of: $0))
      }
      var rows = 0
      let drawn = rendered(width: width, height: expected.count) {
        rows = $0.draw(text, wrappingIn: $0.bounds)
      }
      if rows != expected.count { return "\(text.debugDescription): \(rows) rows for \(expected.count) lines" }
      return screenDiff(drawn, expected).map { "\(text.debugDescription) at \(width):\n\($0)" }
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
