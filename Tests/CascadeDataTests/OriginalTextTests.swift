import CascadeData
import Testing

/// `original` is what the command prints for a pick, so it is checked byte for byte.
@Suite struct OriginalTextTests {
  @Test func prettyPrintedElementsBecomeOneLine() throws {
    let text = """
      [
        {
          "title" :  "Two  spaces\\tand a tab escape",
          "tags": [ 1 , 2.50 , -0.0e+1 ],
          "nested": { "k": [ ] , "z" : null },
          "ok": true
        },
        "just a string" ,
        { }
      ]
      """
    let records = try load(text).records
    #expect(records.map(\.original) == [
      #"{"title":"Two  spaces\tand a tab escape","tags":[1,2.50,-0.0e+1],"nested":{"k":[],"z":null},"ok":true}"#,
      #""just a string""#,
      "{}",
    ])
    #expect(records[0].title == "Two  spaces\tand a tab escape")
    #expect(records[1].title == "just a string")
  }

  @Test func escapesKeyOrderAndNumberSpellingAreKept() throws {
    let element = #"{"z":1E3,"a":"\u00e9\/\"q\"\\","m":"\ud83c\udf0a","title":"caf\u00E9"}"#
    let records = try load("[\n  " + element.replacingOccurrences(",", with: " ,\n  ") + "\n]").records
    #expect(records.map(\.original) == [element])
    #expect(records[0].title == "café")
  }

  @Test func ndjsonAndLinesKeepTheLineItself() throws {
    let line = #"  { "title" : "a" }  "#
    #expect(try load(line + "\n").records.map(\.original) == [line])
    #expect(try load("  \"x\"  \n", format: .ndjson).records.map(\.original) == ["  \"x\"  "])
    #expect(try load("\tindented line  \n", format: .lines).records.map(\.original) == ["\tindented line  "])
  }

  @Test func hostileTextIsPreservedExactly() throws {
    // The terminal layer sanitises what it draws; stdout must still print exactly what came in.
    let escape = "\u{1B}[2J\u{1B}]0;owned\u{07}text\u{9B}31m"
    let lines = try load(escape + "\r\n" + "\u{1B}[31mred\u{1B}[0m\n").records
    #expect(lines.map(\.original) == [escape, "\u{1B}[31mred\u{1B}[0m"])
    #expect(lines.map(\.title) == lines.map(\.original))

    let json = #"[{"title":"\u001b[31mred\u001b[0m","body":"\u009b2J"}]"#
    let record = try #require(try load(json).records.first)
    #expect(record.original == json.dropFirst().dropLast())
    #expect(record.title == "\u{1B}[31mred\u{1B}[0m")
    #expect(record.body == "\u{9B}2J")
  }

  @Test func invalidUTF8BecomesReplacementCharacters() throws {
    let bytes: [UInt8] = Array("ok ".utf8) + [0xFF, 0xC3] + Array("\n".utf8) + Array("{\"title\":\"a".utf8) + [0x80] + Array("\"}".utf8)
    let lines = try RecordLoader.load(data: bytes, name: "x", format: .lines).records
    #expect(lines.first?.title == "ok \u{FFFD}\u{FFFD}")
    let json = try RecordLoader.load(data: Array(bytes.drop { $0 != UInt8(ascii: "{") }), name: "x").records
    #expect(json.first?.title == "a\u{FFFD}")
    #expect(json.first?.original == "{\"title\":\"a\u{FFFD}\"}")
  }

  @Test func surrogatePairsAndLoneSurrogates() throws {
    let value = try JSONValue.parse(Array(#"["\ud83c\udf0a","\ud83c","\udf0a x","\u0041\u00e9\u4e2d","\b\f\n\r\t\/"]"#.utf8))
    #expect(value == .array([
      .string("🌊"), .string("\u{FFFD}"), .string("\u{FFFD} x"), .string("Aé中"), .string("\u{8}\u{C}\n\r\t/"),
    ]))
  }
}

extension String {
  fileprivate func replacingOccurrences(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
