import CascadeTerminalTestSupport
import CascadeTestSupport
import Foundation
import Testing

/// Run as fzf, every input line is an item, as fzf 0.38 reads it: blank and empty lines, lines that
/// look like NDJSON (whole, broken or arrays), and CRLF lines, whose carriage return fzf keeps and
/// prints back. Seeded random inputs through both with `-f`: the output bytes and status must be
/// the same.
@Suite(.enabled(if: InstalledFzf.path != nil, "fzf is not installed: apt-get install fzf to compare cascade with it"))
struct FzfEveryLineAgreementTests {
  /// Lines shaped like what reaches fzf: text, blanks, JSON records and fragments, a Windows export.
  static let shapes = [
    "", " ", "\t", "  \t ", "alpha", "beta gamma", "src/main.swift", "東京/旅行記.md", "📷 IMG_0042.JPG",
    #"{"title":"alpha","tags":["a","b"]}"#, #"{"a":1}"#, #"{"a":"#, "[1,2,3]", #""just a string""#, "null",
    "  {\"nested\":{\"deep\":[{\"x\":\"gamma\"}]}}", "id,name\r", "1,alpha\r", "\r", "a\rb",
  ]

  @Test func seededLinesPrintAsFzfPrintsThem() throws {
    var random = SplitMix64(seed: 38)
    let directory = try TemporaryDirectory()
    let queries = ["", "a", "alpha", "'a", "^{", "1$", "gamma | beta", "!a", "x"]
    for round in 0..<40 {
      let count = Int.random(in: 1...30, using: &random)
      var text = ""
      for _ in 0..<count {
        text += Self.shapes.randomElement(using: &random)!
        text += Bool.random(using: &random) ? "\r\n" : "\n"
      }
      // Some inputs end without a newline, as `printf` output may.
      if round % 4 == 3 { text.removeLast() }
      let input = try directory.write("input\(round).txt", text)
      var arguments = ["-f", queries.randomElement(using: &random)!]
      if round % 3 == 0 { arguments.append("--tac") }
      // `+s` alone: fzf 0.38 ranks `--tac +s` anyway, which Cascade does not (a known difference).
      if round % 5 == 0 && round % 3 != 0 { arguments.append("+s") }
      if round % 7 == 0 { arguments.append("--print0") }
      let ours = try CascadeBinary.run(["--fzf"] + arguments, standardInput: input, newSession: true)
      let theirs = try InstalledFzf.run(arguments, input: input)
      #expect(ours.status == theirs.status, "round \(round) \(arguments): \(ours.standardError)")
      #expect(
        ours.standardOutputBytes == theirs.standardOutputBytes,
        """
        round \(round) \(arguments), input \(text.debugDescription):
        \(ours.standardOutput.debugDescription)
        fzf:
        \(theirs.standardOutput.debugDescription)
        """)
    }
  }
}
