import CascadeMatch
import CascadeTerminalTestSupport
import CascadeTestSupport
import Foundation
import Testing

/// Debian's fzf, the version the tests compare with.
private let debianFzf = "/usr/bin/fzf"

/// Debian's fzf 0.38 decides what `FuzzyScoreOracle` and the matcher must do with a matched
/// delimiter (`/`, `:`, `|`) and with the letters whose lowercase is ASCII (İ → i, the Kelvin sign
/// K → k): over seeded lines made of them, `fzf --filter` ranks the matching lines, and the
/// oracle's scores and the matcher's must rank them the same (best score first, then input order).
/// fzf runs with `--literal` and the matcher without normalising (İ is also one of the Latin letters
/// fzf otherwise matches as its ASCII letter: `FzfNormalizationAgreementTests`). Skipped with a
/// message where fzf is not installed.
@Suite(
  .enabled(
    if: FileManager.default.isExecutableFile(atPath: debianFzf),
    "fzf is not installed: apt-get install fzf to let it decide"))
struct FzfRankingAgreementTests {
  static let fzf = debianFzf
  static let lineAlphabet = Array("abkiABKI/:|-._ x1\u{130}\u{212A}".unicodeScalars)
  /// No space (it separates terms) and nothing fzf reads as an operator (`'`, `^`, `!`, `$`, `|`).
  static let termAlphabet = Array("abkiBKI/:-.\u{130}\u{212A}".unicodeScalars)

  /// fzf's ranking of `lines` for `term`: the matching lines, best first, ties in input order.
  static func fzfRanking(_ term: String, _ lines: [String], input: URL) throws -> [String] {
    var settings = Subprocess.Options()
    settings.standardInput = input.path
    settings.environment["FZF_DEFAULT_OPTS"] = ""
    settings.environment["LANG"] = "C.UTF-8"
    let result = try Subprocess.capture([fzf, "--literal", "--tiebreak=index", "--filter=\(term)"], options: settings)
    #expect(result.status == 0 || result.status == 1, "\(result.standardError)")
    return result.standardOutput.split(separator: "\n").map(String.init)
  }

  /// `lines` ranked by `score` (nil: no match), best first, ties in input order.
  static func ranking(_ lines: [String], score: (String) -> Int?) -> [String] {
    lines.enumerated().compactMap { index, line in score(line).map { (index, $0) } }
      .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
      .map { lines[$0.0] }
  }

  @Test func delimitersDottedIAndKelvinRankAsFzfRanksThem() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-fzf-ranking-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let scratch = FuzzyMatcher()
    var compared = 0
    let failure = try withEvery("seed", in: 0..<150) { seed, rng in
      func pick(_ from: [Unicode.Scalar]) -> Unicode.Scalar { from[Int(rng.next() % UInt64(from.count))] }
      let lines = (0..<40).map { _ in
        String(String.UnicodeScalarView((0..<1 + Int(rng.next() % 14)).map { _ in pick(Self.lineAlphabet) }))
      }
      let input = directory.appendingPathComponent("lines-\(seed)")
      try (lines.joined(separator: "\n") + "\n").write(to: input, atomically: true, encoding: .utf8)
      for _ in 0..<4 {
        let term = Array((0..<1 + Int(rng.next() % 3)).map { _ in pick(Self.termAlphabet) })
        let termString = String(String.UnicodeScalarView(term))
        let sensitive = FuzzyScoreOracleTests.caseSensitive(term, .smart)
        let pattern = FuzzyScoreOracle.foldedTerm(term, caseSensitive: sensitive)
        let theirs = try Self.fzfRanking(termString, lines, input: input)
        let oracle = Self.ranking(lines) {
          FuzzyScoreOracle.matrix(pattern, in: Array($0.unicodeScalars), caseSensitive: sensitive)?.score
        }
        let ours = Self.ranking(lines) { scratch.match(MatchQuery(termString, caseMode: .smart), text: $0)?.score }
        compared += theirs.count
        if oracle != theirs { return "\(termString.debugDescription): the oracle ranks \(oracle), fzf \(theirs)" }
        if ours != theirs { return "\(termString.debugDescription): the matcher ranks \(ours), fzf \(theirs)" }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
    if failure == nil { #expect(compared > 2_000, "only \(compared) matching lines compared") }
  }
}
