import CascadeCanvas
import CascadeTestSupport
import Testing

/// `WordWrap.lineCount`, which counts text of one-scalar graphemes by its own loop over bytes, against the lines
/// `WrappedLines` gives the drawer (`WordWrap.lines(of:width:)`), over random texts built to reach
/// every rule: runs of spaces (indentation, spaces at wraps), words longer than the line, widths
/// from 0 to past the text; and the same with CJK, emoji, closing punctuation and text the loop
/// leaves to the grapheme reader (combining marks, sequences, controls, breaks) mixed in.
@Suite struct WordWrapCountTests {
  static func text(_ rng: inout SplitMix64, ascii: Bool) -> String {
    let others = [
      "瀑布", "🌊", "é", "\t", "\n", "e\u{301}", " \u{301}", "。", "，", "」", "👩‍💻", "\u{7}", "Ωμέγα", "한국어", "カタカナ", "🚀🤖",
      "\u{200B}", "\u{AD}", "—", "🇫🇷", "👍🏽", "\u{85}", "\u{2028}", "…", "！", "ｗｉｄｅ",
    ]
    var text = ""
    for _ in 0..<Int.random(in: 0...16, using: &rng) {
      switch Int.random(in: 0..<8, using: &rng) {
      case 0, 1: text += String(repeating: " ", count: Int.random(in: 1...4, using: &rng))
      case 2: text += String(repeating: "w", count: Int.random(in: 5...30, using: &rng))
      case 3 where !ascii, 4 where !ascii: text += others.randomElement(using: &rng)!
      case 5: text += ["/usr/share/doc/", "https://x.org/a/b", "//", "a/b/c", "/", "x/。"].randomElement(using: &rng)!
      default:
        let letters = (0..<Int.random(in: 1...6, using: &rng)).map { _ in
          Character(Unicode.Scalar(UInt8.random(in: 0x21...0x7E, using: &rng)))
        }
        text += String(letters)
      }
    }
    return text
  }

  @Test func theCountIsTheNumberOfLinesDrawn() {
    let failure = withEvery("seed", in: 0..<6_000) { seed, _ in
      var rng = SplitMix64(seed: seed)
      let text = Self.text(&rng, ascii: seed % 3 == 0)
      for width in [0, 1, 2, 3, Int.random(in: 4...40, using: &rng), 200] {
        let counted = WordWrap.lineCount(of: text, width: width)
        let drawn = WordWrap.lines(of: text, width: width).count
        if counted != drawn { return "\(text.debugDescription) at width \(width): counted \(counted), drawn \(drawn)" }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Cases the rules name, counted against lines written out by hand.
  @Test func countsTheRulesCases() {
    #expect(WordWrap.lineCount(of: "aaa bbb ccc", width: 7) == 2)  // "aaa bbb" / "ccc"
    #expect(WordWrap.lineCount(of: "   abcdef", width: 6) == 1)  // indentation dropped
    #expect(WordWrap.lineCount(of: "  ab", width: 6) == 1)  // indentation kept
    #expect(WordWrap.lineCount(of: "abcdefghij", width: 4) == 3)  // "abcd" / "efgh" / "ij"
    #expect(WordWrap.lineCount(of: "ab     ", width: 3) == 1)  // trailing spaces make no line
    #expect(WordWrap.lineCount(of: "     ", width: 3) == 0)
    #expect(WordWrap.lineCount(of: "", width: 3) == 0)
    #expect(WordWrap.lineCount(of: "a b", width: 0) == 0)
    #expect(WordWrap.lineCount(of: "/usr/share/doc", width: 8) == 3)  // "/usr/" / "share/" / "doc"
    #expect(WordWrap.lineCount(of: "ab//cdefgh", width: 4) == 3)  // no break between slashes: "ab//" / "cdef" / "gh"
  }
}
