import CascadeCanvas
import CascadeTestSupport
import Testing

/// `--ansi`'s input: lines built from text and escape sequences lose exactly the sequences.
@Suite struct EscapeSequencesTests {
  private static let texts = ["hello", " ", "\t", "wörld", "日本語", "🙂", "a;b[m", "]", "\\", "0123"]
  private static let sequences = [
    "\u{1B}[m", "\u{1B}[33m", "\u{1B}[34;1m", "\u{1B}[38;5;208m", "\u{1B}[2K", "\u{1B}[10;20H", "\u{1B}[?25l",
    "\u{1B}]0;title\u{07}", "\u{1B}]8;;https://example.com/a?b=c\u{1B}\\", "\u{1B}P1$r\u{1B}\\", "\u{1B}_apc\u{07}",
    "\u{1B}c", "\u{1B}7", "\u{1B}(B", "\u{1B}^pm\u{1B}\\", "\u{1B}Xsos\u{07}",
  ]

  /// Seeded: thousands of lines, each the text pieces with sequences between them; the answer is
  /// the text pieces alone.
  @Test func dropsEverySequenceAndKeepsTheText() {
    var random = SplitMix64(seed: 21)
    for _ in 0..<5000 {
      var line = "", expected = ""
      for _ in 0..<Int.random(in: 0...8, using: &random) {
        if Bool.random(using: &random) {
          line += Self.sequences.randomElement(using: &random)!
        } else {
          let text = Self.texts.randomElement(using: &random)!
          line += text
          expected += text
        }
      }
      let stripped = EscapeSequences.stripped(Array(line.utf8))
      #expect(stripped == Array(expected.utf8), "\(line.debugDescription)")
      if stripped != Array(expected.utf8) { return }
    }
  }

  /// A sequence the line ends in the middle of is dropped, and nothing after it is lost.
  @Test func aCutSequenceIsDropped() {
    #expect(EscapeSequences.stripped(Array("ab\u{1B}[3".utf8)) == Array("ab".utf8))
    #expect(EscapeSequences.stripped(Array("ab\u{1B}]0;x".utf8)) == Array("ab".utf8))
    #expect(EscapeSequences.stripped(Array("ab\u{1B}".utf8)) == Array("ab".utf8))
    #expect(EscapeSequences.stripped(Array("plain\ttext".utf8)) == Array("plain\ttext".utf8))
  }
}
