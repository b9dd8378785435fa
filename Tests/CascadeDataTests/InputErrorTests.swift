import CascadeData
import Foundation
import Testing

/// Every message the loader gives, with the line and column worked out by hand from the input.
@Suite struct InputErrorTests {
  @Test func malformedJSONAtLine3() {
    let text = """
      [
        {"title": "a"},
        {"title": "b" "body": "x"},
      ]

      """
    #expect(loadError(text) == "data.json:3:17: expected ',' or '}' in object")
  }

  @Test func truncatedNDJSONLine7() {
    let lines = (1...6).map { "{\"title\": \"card \($0)\"}" } + ["{\"title\": \"g\", \"w\": 4", "{\"title\": \"h\"}"]
    #expect(
      loadError(lines.joined(separator: "\n"), name: "data.ndjson")
        == "data.ndjson:7:22: unexpected end of line (NDJSON holds one whole JSON value per line)")
  }

  /// A pretty-printed object looks like NDJSON from its first byte. Alone it is a JSON document
  /// (one card when it holds no collection); followed by more, the error says what it is rather
  /// than pointing at an end of line inside it.
  @Test func prettyPrintedObjects() throws {
    #expect(try load("{\n  \"title\": \"a\"\n}\n", name: "pretty.json").records.map(\.original) == [#"{"title":"a"}"#])
    #expect(try load("\n  {\"title\":\n\"a\"}", name: "pretty.json").records.map(\.title) == ["a"])
    let spread =
      "a JSON object spread over several lines and followed by more; the input must be one JSON document, NDJSON (one value per line) or text lines"
    #expect(loadError("{\n\"a\": [1,\n2]}\n{\n}\n", format: .ndjson) == "data.json:1:1: \(spread)")
    #expect(loadError("{\n\"a\": [1,\n2]}\n{\n}\n") == "data.json:1:1: \(spread)")
    // Not a whole object across lines either: the line's own error stands.
    #expect(
      loadError("{\n  \"title\": \"a\"\n")
        == "data.json:1:2: unexpected end of line (NDJSON holds one whole JSON value per line)")
    // After a good line, a broken one is an NDJSON line, not a pretty-printed object.
    #expect(
      loadError("{\"title\":\"a\"}\n{\n\"title\":\"b\"}\n")
        == "data.json:2:2: unexpected end of line (NDJSON holds one whole JSON value per line)")
  }

  @Test func strings() {
    #expect(loadError("{\"title\": \"x\"}\n{\"title\": \"abc}\n") == "data.json:2:11: unterminated string")
    #expect(loadError("[{\"title\": \"abc}]") == "data.json:1:12: unterminated string")
    #expect(loadError("[{\"title\": \"abc\n}]") == "data.json:1:12: unterminated string")
    #expect(loadError("[\r\n{\"title\": \"abc\r\n}]") == "data.json:2:11: unterminated string")
    #expect(loadError("[{\"title\": \"a\\q\"}]") == "data.json:1:14: invalid escape \\q")
    #expect(loadError("[{\"title\": \"a\\\u{1B}\"}]") == "data.json:1:14: invalid escape \\ followed by U+001B")
    #expect(
      loadError("[{\"t\": \"\\u12G4\"}]") == "data.json:1:13: invalid escape \\u: expected 4 hex digits, found 'G'")
    #expect(loadError("[{\"t\": \"\\u12") == "data.json:1:8: unterminated string")
    #expect(
      loadError("[{\"title\": \"a\tb\"}]") == "data.json:1:14: control character U+0009 must be escaped in a string")
    #expect(
      loadError("[{\"title\": \"\u{1B}[31m\"}]")
        == "data.json:1:13: control character U+001B must be escaped in a string")
  }

  /// An array element of any kind is a card (titled with its JSON when it is not an object or a
  /// string); an NDJSON line must hold an object or a string.
  @Test func arrayElementsOfEveryKindAreCards() throws {
    #expect(
      try load("[{\"title\":\"a\"}, 42, true, null, [1, 2], \"s\"]").records.map(\.title) == [
        "a", "42", "true", "null", "[1,2]", "s",
      ])
    #expect(loadError("{}\n42\n") == "data.json:2:1: object expected, found number")
    #expect(loadError("  [1]", format: .ndjson) == "data.json:1:3: object expected, found array")
  }

  @Test func structure() {
    #expect(loadError("[{\"title\": \"a\"},") == "data.json:1:17: unexpected end of input")
    #expect(loadError("[{\"title\": \"a\"},\n") == "data.json:2:1: unexpected end of input")
    #expect(loadError("[{\"title\":\"a\"}] x") == "data.json:1:17: trailing characters after the JSON array")
    #expect(loadError("[] []") == "data.json:1:4: trailing characters after the JSON array")
    #expect(
      loadError("{\"title\":\"a\"} {\"title\":\"b\"}") == "data.json:1:15: trailing characters after the JSON value")
    #expect(loadError("[{\"a\":1} {\"b\":2}]") == "data.json:1:10: expected ',' or ']' after array element")
    #expect(loadError("[{\"title\" \"a\"}]") == "data.json:1:11: expected ':' after object key")
    #expect(loadError("[{title: 1}]") == "data.json:1:3: expected string key in object")
    #expect(loadError("[{\"a\":1,}]") == "data.json:1:9: expected string key in object")
    #expect(loadError("[{},]") == "data.json:1:5: expected a value, found ']'")
    #expect(loadError("[{\"a\": x}]") == "data.json:1:8: expected a value, found 'x'")
    #expect(loadError("[{\"a\": ü}]") == "data.json:1:8: expected a value, found U+00FC")
    #expect(loadError("[{\"ok\": tru}]") == "data.json:1:9: invalid literal, expected 'true'")
    #expect(loadError("[{\"ok\": nul") == "data.json:1:12: unexpected end of input")
  }

  @Test func numbers() {
    #expect(loadError("[{\"w\": 012}]") == "data.json:1:8: invalid number: leading zeros are not allowed")
    #expect(loadError("[{\"w\": 1.}]") == "data.json:1:10: invalid number: expected a digit after '.', found '}'")
    #expect(loadError("[{\"w\": -x}]") == "data.json:1:9: invalid number: expected a digit after '-', found 'x'")
    #expect(
      loadError("[{\"w\": 1e}]")
        == "data.json:1:10: invalid number: expected a digit after the exponent's 'e', found '}'")
    #expect(
      loadError("{\"w\": 1e+") == "data.json:1:10: unexpected end of line (NDJSON holds one whole JSON value per line)")
  }

  @Test func columnsCountCharactersNotBytes() {
    #expect(loadError("[{\"title\": \"山山山\" x}]") == "data.json:1:18: expected ',' or '}' in object")
    #expect(loadError("[{\"title\": \"🌊\" x}]") == "data.json:1:16: expected ',' or '}' in object")
    #expect(loadError([0xEF, 0xBB, 0xBF] + Array("[x]".utf8)) == "data.json:1:2: expected a value, found 'x'")
  }

  @Test func nestingIsLimited() {
    let deepest = 1 + 511 * 5 + 1  // the column of the object at depth 513: '[' then 511 `{"a":`
    #expect(
      loadError("[" + String(repeating: "{\"a\":", count: 600))
        == "data.json:1:\(deepest): nesting deeper than 512 levels")
    let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect((try? JSONValue.parse(Array(allowed.utf8))) != nil)
    let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
    #expect(throws: InputError(source: "<input>", line: 1, column: 513, reason: "nesting deeper than 512 levels")) {
      try JSONValue.parse(Array(tooDeep.utf8))
    }
    // A hostile depth far beyond the limit is an error, not a stack overflow.
    #expect(loadError(String(repeating: "[", count: 1_000_000)) != nil)
  }

  @Test func unreadableFiles() throws {
    let missing = "/nonexistent-cascade-dir/data.json"
    #expect(throws: InputError(source: missing, reason: "cannot read '\(missing)': No such file or directory")) {
      try RecordLoader.load(path: missing)
    }
    let directory = FileManager.default.temporaryDirectory.path
    #expect(throws: InputError(source: directory, reason: "cannot read '\(directory)': Is a directory")) {
      try RecordLoader.load(path: directory)
    }
    do {
      _ = try RecordLoader.load(path: missing)
    } catch {
      #expect(error.description == "cannot read '\(missing)': No such file or directory")
    }
  }

  @Test func filesAreReadWithoutChange() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-data-\(getpid()).ndjson")
    let content = "{\"title\": \"a\"}\r\n\r\n{\"title\": \"b\", \"w\": 2, \"h\": 1}"
    try Data(content.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let collection = try RecordLoader.load(path: url.path)
    #expect(collection.name == url.path)
    #expect(collection.format == .ndjson)
    #expect(collection.records.map(\.original) == ["{\"title\": \"a\"}", "{\"title\": \"b\", \"w\": 2, \"h\": 1}"])
    #expect(try Data(contentsOf: url) == Data(content.utf8))
  }

  @Test func pipesAreReadToTheEnd() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let text = "{\"title\":\"from a pipe\"}\n\"second\"\n"
    #expect(write(ends[1], text, text.utf8.count) == text.utf8.count)
    close(ends[1])
    defer { close(ends[0]) }
    let collection = try RecordLoader.load(descriptor: ends[0], name: "<stdin>")
    #expect(collection.name == "<stdin>")
    #expect(collection.records.map(\.title) == ["from a pipe", "second"])
  }

  @Test func largeFilesAreReadWhole() throws {
    // Bigger than one read() chunk, so the loop and its offsets are exercised.
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-data-large-\(getpid()).txt")
    let lines = (0..<20_000).map { "line \($0) \(String(repeating: "x", count: $0 % 17))" }
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let collection = try RecordLoader.load(path: url.path)
    #expect(collection.records.map(\.title) == lines)
  }
}
