import CascadeTerminalTestSupport
import Foundation
import Testing

/// `--group-by` and `--sort-by` without a terminal: their mistakes are usage errors naming the
/// option, and `--dump` draws the arranged cards.
@Suite struct GalleryOptionsTests {
  @Test func emptyFieldsAndFilterAreUsageErrors() throws {
    let cases: [([String], String)] = [
      (["--demo", "--dump", "--group-by", ""], "--group-by"),
      (["--demo", "--dump", "--sort-by", "-"], "--sort-by"),
      (["--demo", "--dump", "--sort-by", ""], "--sort-by"),
      (["--filter", "x", "--group-by", "genre"], "--filter"),
    ]
    for (arguments, named) in cases {
      let result = try CascadeBinary.run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.standardOutput == "")
      #expect(
        result.standardError.contains(named) && result.standardError.contains("Usage: cascade"),
        "\(arguments): \(result.standardError)")
    }
  }

  /// A record without the grouping field goes to the section `(none)`, after the named ones.
  @Test func recordsWithoutTheFieldGoUnderNone() throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appendingPathComponent("records.ndjson")
    try Data("{\"title\": \"a\", \"genre\": \"jazz\"}\n{\"title\": \"b\"}\n".utf8).write(to: file)
    let rows = try CascadeBinary.dump([file.path, "--size", "40x12", "--group-by", "genre"])
    let headers = rows.filter { $0.hasPrefix("── ") }
    #expect(headers.count == 2, "\(rows.joined(separator: "\n"))")
    #expect(headers.first?.hasPrefix("── jazz") == true, "\(rows.joined(separator: "\n"))")
    #expect(headers.last?.hasPrefix("── (none)") == true, "\(rows.joined(separator: "\n"))")
    #expect(StatusLine.text(of: rows) == "card 1 of 2")
  }

  /// `--tac` shows the last record first; grouped, each section's records come last first too.
  @Test func tacShowsTheLastRecordFirst() throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appendingPathComponent("records.ndjson")
    let names = ["alpha", "bravo", "charlie", "delta"]
    let lines = names.enumerated().map {
      "{\"title\": \"\($0.element)\", \"kind\": \"\($0.offset % 2 == 0 ? "even" : "odd")\"}"
    }
    try Data(lines.joined(separator: "\n").utf8).write(to: file)
    func order(_ arguments: [String]) throws -> [String] {
      let rows = try CascadeBinary.dump([file.path, "--layout", "list", "--size", "40x30", "--fields", ""] + arguments)
      let text = rows.joined(separator: "\n")
      return names.compactMap { name in text.range(of: name).map { (name, $0.lowerBound) } }.sorted { $0.1 < $1.1 }.map(
        \.0)
    }
    #expect(try order([]) == names)
    #expect(try order(["--tac"]) == ["delta", "charlie", "bravo", "alpha"])
    #expect(try order(["--tac", "--group-by", "kind"]) == ["charlie", "alpha", "delta", "bravo"])
  }

  @Test func helpNamesTheOptions() throws {
    let help = try CascadeBinary.run(["--help"]).standardOutput
    for name in ["--group-by", "--sort-by", "(none)", "descending"] { #expect(help.contains(name), "\(name)") }
  }
}
