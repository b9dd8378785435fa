import CascadeData
import CascadeTestSupport
import Testing

@Suite struct JSONIndentationTests {
  @Test func indentsOneMemberPerLineKeepingStringsAsWritten() {
    let text = #"{"a":1,"s":"x, {y}: \"q\" \\","e":{},"l":[],"n":{"b":[true,null,-1.5e3]}}"#
    #expect(
      JSONIndentation.lines(of: text) == [
        "{",
        #"  "a": 1,"#,
        #"  "s": "x, {y}: \"q\" \\","#,
        #"  "e": {},"#,
        #"  "l": [],"#,
        #"  "n": {"#,
        #"    "b": ["#,
        "      true,",
        "      null,",
        "      -1.5e3",
        "    ]",
        "  }",
        "}",
      ])
  }

  @Test func textThatIsNotOneObjectOrArrayIsLeftToTheCaller() {
    for text in ["plain text", "42", #""string""#, "{oops}", #"{"a":1} trailing"#, "[1,2", "", "{\"a\":\u{1b}}"] {
      #expect(JSONIndentation.lines(of: text) == nil, "\(text)")
    }
  }

  /// Joining the indented lines and dropping the whitespace outside strings gives back the compact
  /// text, for random JSON values.
  @Test func indentingOnlyMovesWhitespace() throws {
    let failure = withEvery("seed", in: 0..<500) { _, rng -> String? in
      let compact =
        "{"
        + (0..<Int.random(in: 0...4, using: &rng)).map { "\"k\($0)\":" + Self.value(depth: 0, rng: &rng) }.joined(
          separator: ",") + "}"
      guard let lines = JSONIndentation.lines(of: compact) else { return "refused \(compact)" }
      let back = Self.compacted(lines.joined(separator: "\n"))
      return back == compact ? nil : "\(compact) came back as \(back)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  static func value(depth: Int, rng: inout SplitMix64) -> String {
    switch depth > 3 ? Int.random(in: 0..<3, using: &rng) : Int.random(in: 0..<5, using: &rng) {
    case 0: return ["1", "-2.5", "true", "null", "0e1"].randomElement(using: &rng)!
    case 1: return ["\"a b\"", "\"{[,:]}\"", "\"\\\"\"", "\"瀑布\"", "\"\""].randomElement(using: &rng)!
    case 2: return ["{}", "[]"].randomElement(using: &rng)!
    case 3:
      return "["
        + (0..<Int.random(in: 1...3, using: &rng)).map { _ in value(depth: depth + 1, rng: &rng) }.joined(
          separator: ",") + "]"
    default:
      return "{"
        + (0..<Int.random(in: 1...3, using: &rng)).map { "\"m\($0)\":" + value(depth: depth + 1, rng: &rng) }.joined(
          separator: ",") + "}"
    }
  }

  /// `text` without whitespace outside strings.
  static func compacted(_ text: String) -> String {
    var out = "", inString = false, escaped = false
    for c in text {
      if inString {
        out.append(c)
        if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
      } else if c == "\"" {
        inString = true
        out.append(c)
      } else if !c.isWhitespace {
        out.append(c)
      }
    }
    return out
  }
}
