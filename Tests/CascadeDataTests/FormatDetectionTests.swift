import CascadeData
import Testing

@Suite struct FormatDetectionTests {
  @Test func firstNonWhitespaceByteDecides() {
    #expect(InputFormat.detect(Array("[{\"title\":\"a\"}]".utf8)) == .json)
    #expect(InputFormat.detect(Array(" \r\n\t [ ]".utf8)) == .json)
    #expect(InputFormat.detect(Array("{\"title\":\"a\"}\n{\"title\":\"b\"}".utf8)) == .ndjson)
    #expect(InputFormat.detect(Array("\n\n  {}".utf8)) == .ndjson)
    #expect(InputFormat.detect(Array("hello\n[not json]".utf8)) == .lines)
    #expect(InputFormat.detect(Array("\"a string\"".utf8)) == .lines)
    #expect(InputFormat.detect([]) == .lines)
    #expect(InputFormat.detect(Array(" \n ".utf8)) == .lines)
  }

  @Test func byteOrderMarkIsSkipped() {
    #expect(InputFormat.detect([0xEF, 0xBB, 0xBF] + Array("[]".utf8)) == .json)
    #expect(InputFormat.detect([0xEF, 0xBB, 0xBF] + Array("{}".utf8)) == .ndjson)
    let records = (try? RecordLoader.load(data: [0xEF, 0xBB, 0xBF] + Array("one\ntwo".utf8), name: "x"))?.records
    #expect(records?.map(\.title) == ["one", "two"])
  }

  @Test func detectedFormatIsReported() throws {
    #expect(try load("[]").format == .json)
    #expect(try load("{\"title\":\"a\"}").format == .ndjson)
    #expect(try load("a").format == .lines)
  }

  @Test func forcedFormatWins() throws {
    // A log whose lines start with '[' would be detected as JSON; forcing lines reads it as text.
    let log = "[INFO] started\n[WARN] disk 91% full\n"
    #expect(loadError(log) == "data.json:1:2: expected a value, found 'I'")
    #expect(try load(log, format: .lines).records.map(\.title) == ["[INFO] started", "[WARN] disk 91% full"])
    #expect(try load("{\"title\":\"a\"}", format: .lines).records.map(\.title) == ["{\"title\":\"a\"}"])
    #expect(try load("{\"title\":\"a\"}", format: .json).records.map(\.title) == ["a"])
    #expect(loadError("42", format: .json) == "data.json:1:1: a JSON array or object expected, found number")
  }

  @Test func formatArguments() {
    #expect(InputFormat(argument: "json") == .json)
    #expect(InputFormat(argument: "NDJSON") == .ndjson)
    #expect(InputFormat(argument: "jsonl") == .ndjson)
    #expect(InputFormat(argument: "lines") == .lines)
    #expect(InputFormat(argument: "text") == .lines)
    #expect(InputFormat(argument: "yaml") == nil)
  }

  @Test func emptyInputs() throws {
    #expect(try load("").records.isEmpty)
    #expect(try load("\n\n").records.isEmpty)
    #expect(try load("[]").records.isEmpty)
    #expect(try load(" [ ] \n").records.isEmpty)
    #expect(loadError("", format: .json) == "data.json:1:1: unexpected end of input")
    #expect(try load("", format: .ndjson).records.isEmpty)
  }

  @Test func utf16IsRefused() {
    #expect(loadError([0xFF, 0xFE, 0x5B, 0x00]) == "data.json:1:1: UTF-16 input is not supported; convert it to UTF-8")
  }
}
