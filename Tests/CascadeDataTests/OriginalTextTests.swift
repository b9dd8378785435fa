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
    #expect(
      records.map(\.original) == [
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
    let bytes: [UInt8] =
      Array("ok ".utf8) + [0xFF, 0xC3] + Array("\n".utf8) + Array("{\"title\":\"a".utf8) + [0x80] + Array("\"}".utf8)
    let lines = try RecordLoader.load(data: bytes, name: "x", format: .lines).records
    #expect(lines.first?.title == "ok \u{FFFD}\u{FFFD}")
    let json = try RecordLoader.load(data: Array(bytes.drop { $0 != UInt8(ascii: "{") }), name: "x").records
    #expect(json.first?.title == "a\u{FFFD}")
    #expect(json.first?.original == "{\"title\":\"a\u{FFFD}\"}")
  }

  /// The command prints `printedBytes`: the input's own bytes, kept only when they are not UTF-8.
  @Test func invalidUTF8KeepsTheInputBytesForPrinting() throws {
    let latin1: [UInt8] = Array("caf".utf8) + [0xE9]
    let lines = try RecordLoader.load(data: latin1 + [0x0A] + Array("café\n".utf8), name: "x", format: .lines).records
    #expect(lines.map(\.printedBytes) == [latin1, Array("café".utf8)])
    #expect(lines.map(\.originalBytes) == [latin1, nil])
    #expect(lines[0].original == "caf\u{FFFD}")

    let object: [UInt8] = Array(#"{"title":"caf"#.utf8) + [0xE9] + Array(#""}"#.utf8)
    let ndjson = try RecordLoader.load(data: object + Array("\n{\"title\":\"ok\"}\n".utf8), name: "x").records
    #expect(ndjson.map(\.printedBytes) == [object, Array(#"{"title":"ok"}"#.utf8)])
    #expect(ndjson[1].originalBytes == nil)

    let pretty =
      Array("[\n  ".utf8) + object.map { $0 == UInt8(ascii: ":") ? [0x20, $0, 0x20] : [$0] }.joined()
      + Array("\n]".utf8)
    let array = try RecordLoader.load(data: pretty, name: "x").records
    #expect(array.map(\.printedBytes) == [object])
    #expect(array[0].original == "{\"title\":\"caf\u{FFFD}\"}")
  }

  @Test func validUTF8StoresNoSecondCopy() throws {
    let records = try load("[{\"title\":\"é\"}, \"中\"]").records + load("🌊\n", format: .lines).records
    #expect(records.allSatisfy { $0.originalBytes == nil })
    #expect(Record(title: "a", original: "a", originalBytes: Array("a".utf8)).originalBytes == nil)
  }

  @Test func surrogatePairsAndLoneSurrogates() throws {
    let value = try JSONValue.parse(
      Array(#"["\ud83c\udf0a","\ud83c","\udf0a x","\u0041\u00e9\u4e2d","\b\f\n\r\t\/"]"#.utf8))
    #expect(
      value
        == .array([
          .string("🌊"), .string("\u{FFFD}"), .string("\u{FFFD} x"), .string("Aé中"), .string("\u{8}\u{C}\n\r\t/"),
        ]))
  }
}

extension String {
  fileprivate func replacingOccurrences(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
