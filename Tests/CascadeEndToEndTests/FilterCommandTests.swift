import Foundation
import Testing

/// `cascade --filter`: no terminal, the matching records' original text on stdout in rank order,
/// and fzf's exit statuses.
struct FilterCommandTests {
  private func filter(_ arguments: [String], input: String) throws -> (status: Int32, lines: [String]) {
    let directory = try TemporaryDirectory()
    let path = try directory.write("input.txt", input)
    let result = try CascadeBinary.run(arguments, standardInput: path, newSession: true)
    var lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return (result.status, lines)
  }

  @Test func printsMatchesBestFirstAndStatusZero() throws {
    let result = try filter(["--filter", "fb"], input: "xfxb\nfoo-bar\nfooBar\nhello\n")
    #expect(result.status == 0)
    #expect(result.lines == ["fooBar", "foo-bar", "xfxb"])
  }

  @Test func statusOneWhenNothingMatchesAndTwoForUnreadableInput() throws {
    let none = try filter(["-f", "zzz"], input: "abc\n")
    #expect(none.status == 1 && none.lines.isEmpty)
    let missing = try CascadeBinary.run(["-f", "a", "/no/such/file"], newSession: true)
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("/no/such/file"), "\(missing.standardError)")
  }

  /// An NDJSON record is matched on its line as written and printed byte for byte.
  @Test func jsonRecordsMatchAndPrintTheirOriginalLine() throws {
    let result = try filter(["-f", "'Bravo"], input: Fixtures.cards)
    #expect(result.lines == [Fixtures.cardLines[1]])
    let byKey = try filter(["-f", "'\"n\":"], input: Fixtures.cards)
    #expect(byKey.lines == [Fixtures.cardLines[1]], "keys are part of the line, as fzf sees it")
  }

  @Test func invalidUTF8IsPrintedUnchanged() throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appendingPathComponent("latin1.txt")
    try Data([0x63, 0x61, 0x66, 0xE9, 0x0A, 0x74, 0x65, 0x61, 0x0A]).write(to: file)
    let result = try CascadeBinary.run(["-f", "caf"], standardInput: file.path, newSession: true)
    #expect(result.status == 0)
    #expect(result.standardOutputBytes == [0x63, 0x61, 0x66, 0xE9, 0x0A])
  }

  @Test func noSortAndTacChangeTheOrder() throws {
    let input = "ab\nxaxb\naxb\n"
    #expect(try filter(["-f", "ab"], input: input).lines == ["ab", "axb", "xaxb"])
    #expect(try filter(["-f", "ab", "--no-sort"], input: input).lines == ["ab", "xaxb", "axb"])
    #expect(try filter(["-f", "ab", "+s"], input: input).lines == ["ab", "xaxb", "axb"])
    #expect(try filter(["-f", "ab", "--no-sort", "--tac"], input: input).lines == ["axb", "xaxb", "ab"])
    #expect(try filter(["-f", "a", "--tac"], input: "a1\na2\n").lines == ["a2", "a1"], "ties go to later records")
  }

  @Test func caseAndExactOptions() throws {
    let input = "Apple\napple pie\nmaple\n"
    #expect(try filter(["-f", "apple"], input: input).lines.count == 2, "smart case: lowercase ignores case")
    #expect(try filter(["-f", "Apple"], input: input).lines == ["Apple"])
    #expect(try filter(["-f", "apple", "+i"], input: input).lines == ["apple pie"])
    #expect(try filter(["-f", "APPLE", "-i"], input: input).lines.count == 2)
    #expect(try filter(["-f", "+i"], input: input).status == 1, "+i as the query is a query")
    #expect(try filter(["-f", "ale"], input: input).lines.count == 3, "fuzzy: a…l…e in every line")
    #expect(try filter(["-f", "ale", "--exact"], input: input).status == 1)
    #expect(try filter(["-f", "-x"], input: "a-x\nb\n").lines == ["a-x"], "a query may start with a dash")
  }

  @Test func nulSeparatedInputAndOutput() throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appendingPathComponent("items")
    try Data("one\ntwo\u{0}three\u{0}\u{0}".utf8).write(to: file)
    let result = try CascadeBinary.run(["--read0", "--print0", "-f", "t"], standardInput: file.path, newSession: true)
    #expect(result.status == 0)
    #expect(
      result.standardOutput == "three\u{0}one\ntwo\u{0}",
      "t at a word start ranks first; the newline stays inside its record")
  }

  @Test func conflictingReadingOptionsAreUsageErrors() throws {
    // -i and +i are not a conflict: the later wins, as in fzf (FzfOptionAgreementTests).
    for arguments in [
      ["--read0", "--format", "json"], ["--read0", "--items", ".a"], ["-f", "a", "--dump"],
      ["-f", "a", "-i", "--case-sensitive"],
    ] {
      let result = try CascadeBinary.run(arguments, newSession: true)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.standardError.contains("Usage: cascade"), "\(arguments): \(result.standardError)")
    }
  }

  /// The matching options shape the viewer's / filter too: without --filter they are accepted, and
  /// the viewer then needs a terminal.
  @Test func matchingOptionsGoWithTheViewer() throws {
    for arguments in [["--no-sort"], ["-i"], ["+i"], ["--exact"], ["--tiebreak", "index"]] {
      let result = try CascadeBinary.run(arguments + ["--demo"], newSession: true)
      #expect(result.status == 2, "\(arguments)")
      #expect(!result.standardError.contains("Usage: cascade"), "\(arguments): \(result.standardError)")
      #expect(result.standardError.contains("needs a terminal"), "\(arguments): \(result.standardError)")
    }
  }
}
