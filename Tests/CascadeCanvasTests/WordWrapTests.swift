import CascadeCanvas
import CascadeLayout
import CascadeTestSupport
import Testing

@Suite struct WordWrapTests {
  @Test func wrapsAtSpaces() {
    let text = "The quick brown fox jumps over the lazy dog"
    #expect(WordWrap.lines(of: text, width: 10) == ["The quick", "brown fox", "jumps over", "the lazy", "dog"])
    #expect(WordWrap.lineCount(of: text, width: 10) == 5)
    #expect(WordWrap.lines(of: text, width: 43) == [text])
  }

  @Test func cutsWordsLongerThanTheLine() {
    #expect(WordWrap.lines(of: "abcdefghijkl", width: 5) == ["abcde", "fghij", "kl"])
    #expect(WordWrap.lines(of: "ab abcdefghij", width: 5) == ["ab", "abcde", "fghij"])
    #expect(WordWrap.lines(of: "abcdefg hi", width: 5) == ["abcde", "fg hi"])
  }

  @Test func breaksBetweenWideGraphemes() {
    #expect(WordWrap.lines(of: "瀑布流布局", width: 4) == ["瀑布", "流布", "局"])
    #expect(WordWrap.lines(of: "瀑布流布局", width: 5) == ["瀑布", "流布", "局"])
    #expect(WordWrap.lines(of: "Hello 瀑布流布局 world", width: 8) == ["Hello 瀑", "布流布局", "world"])
    #expect(WordWrap.lines(of: "瀑布流。布局", width: 6) == ["瀑布", "流。布", "局"], "。 does not start a line")
    #expect(WordWrap.lines(of: "👍🏽👨‍👩‍👧🇯🇵", width: 4) == ["👍🏽👨‍👩‍👧", "🇯🇵"])
    #expect(WordWrap.lines(of: "瀑a", width: 1) == ["瀑", "a"], "a grapheme wider than the line gets a line")
  }

  @Test func combiningMarksStayWithTheirBase() {
    #expect(WordWrap.lines(of: "e\u{301}e\u{301}e\u{301}", width: 2) == ["e\u{301}e\u{301}", "e\u{301}"])
  }

  @Test func lineBreaksEndLines() {
    #expect(WordWrap.lines(of: "", width: 5) == [])
    #expect(WordWrap.lines(of: "a\n", width: 5) == ["a"])
    #expect(WordWrap.lines(of: "\n", width: 5) == [""])
    #expect(WordWrap.lines(of: "a\n\nb", width: 5) == ["a", "", "b"])
    #expect(WordWrap.lines(of: "a\r\nb\rc", width: 5) == ["a", "b", "c"])
    #expect(WordWrap.lines(of: "   ", width: 5) == [], "spaces alone draw nothing")
    #expect(WordWrap.lineCount(of: "abc", width: 0) == 0)
  }

  @Test func indentationAndTabs() {
    #expect(WordWrap.lines(of: "  indented text", width: 10) == ["  indented", "text"])
    #expect(WordWrap.lines(of: "        x", width: 5) == ["x"], "indentation the word cannot follow is dropped")
    #expect(WordWrap.lines(of: "a\tb", width: 10) == ["a   b"])
    #expect(WordWrap.lines(of: "ab\tcd\tef", width: 6) == ["ab  cd", "ef"])
  }

  @Test func hostileTextIsVisible() {
    #expect(WordWrap.lines(of: "\u{1b}[2J title", width: 20) == ["␛[2J title"])
    #expect(WordWrap.lines(of: "\u{9b}31m red \u{202E}gpj", width: 20) == ["\u{FFFD}31m red gpj"])
  }

  /// ASCII words and single spaces against a textbook greedy wrap.
  @Test func matchesGreedyReferenceOnASCII() {
    let failure = withEvery("seed", in: 0..<3_000) { _, rng in
      let words = (0..<Int.random(in: 1...12, using: &rng)).map { _ in
        String(repeating: "abcdefgh".randomElement(using: &rng) ?? "a", count: Int.random(in: 1...9, using: &rng))
      }
      let width = Int.random(in: 1...12, using: &rng)
      let text = words.joined(separator: " ")
      let expected = Self.greedy(words, width: width)
      let actual = WordWrap.lines(of: text, width: width)
      if actual != expected { return "\(text.debugDescription) at \(width): \(actual) vs \(expected)" }
      if WordWrap.lineCount(of: text, width: width) != expected.count { return "count of \(text.debugDescription)" }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Mixed text: no line is wider than the width (but a lone wide grapheme in a 1-column line), no
  /// grapheme but spaces is lost, and the count is the number of lines.
  @Test func keepsEveryGraphemeWithinTheWidth() {
    let pieces = [
      "a", "word", "longerword", " ", " ", "  ", "瀑", "布流", "。", "👍🏽", "🇯🇵", "e\u{301}", "\n", "\u{1b}", "\t", ",",
    ]
    let failure = withEvery("seed", in: 0..<3_000) { _, rng in
      let text = (0..<Int.random(in: 0...15, using: &rng)).map { _ in pieces.randomElement(using: &rng) ?? "" }.joined()
      let width = Int.random(in: 1...10, using: &rng)
      let lines = WordWrap.lines(of: text, width: width)
      if WordWrap.lineCount(of: text, width: width) != lines.count { return "count of \(text.debugDescription)" }
      for line in lines where displayWidth(of: line) > width && !(line.count == 1 && width == 1) {
        return "\(text.debugDescription) at \(width): \(line.debugDescription) is too wide"
      }
      let kept = lines.joined().filter { $0 != " " }
      let source = TextSanitizer.sanitize(text).filter { $0 != " " && $0 != "\n" }
      if kept != source { return "\(text.debugDescription) at \(width): kept \(kept.debugDescription)" }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  static func greedy(_ words: [String], width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for var word in words {
      while word.count > width {
        if !current.isEmpty { lines.append(current); current = "" }
        lines.append(String(word.prefix(width)))
        word = String(word.dropFirst(width))
      }
      if current.isEmpty {
        current = word
      } else if current.count + 1 + word.count <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = word
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
