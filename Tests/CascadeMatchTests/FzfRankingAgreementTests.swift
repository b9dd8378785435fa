import CascadeMatch
import CascadeTerminalTestSupport
import CascadeTestSupport
import Foundation
import Testing

/// Debian's fzf 0.38 decides what `FuzzyScoreOracle` and the matcher must do with a matched
/// delimiter (`/`, `:`, `|`) and with the letters whose lowercase is ASCII (İ → i, the Kelvin sign
/// K → k): over seeded lines made of them, `fzf --filter` ranks the matching lines, and the
/// oracle's scores and the matcher's must rank them the same (best score first, then input order).
/// fzf runs with `--literal` and the matcher without normalising (İ is also one of the Latin letters
/// fzf otherwise matches as its ASCII letter: `FzfNormalizationAgreementTests`). Skipped with a
/// message where fzf is not installed.
@Suite(
  .enabled(
    if: FzfRankings.isInstalled,
    "fzf is not installed: apt-get install fzf to let it decide"))
struct FzfRankingAgreementTests {
  static let lineAlphabet = Array("abkiABKI/:|-._ x1\u{130}\u{212A}".unicodeScalars)
  /// No space (it separates terms) and nothing fzf reads as an operator (`'`, `^`, `!`, `$`, `|`).
  static let termAlphabet = Array("abkiBKI/:-.\u{130}\u{212A}".unicodeScalars)

  @Test func delimitersDottedIAndKelvinRankAsFzfRanksThem() throws {
    let rankings = try FzfRankings("fzf-ranking")
    defer { rankings.remove() }
    let scratch = FuzzyMatcher()
    var compared = 0
    let failure = try withEvery("seed", in: 0..<150) { seed, rng in
      func pick(_ from: [Unicode.Scalar]) -> Unicode.Scalar { from[Int(rng.next() % UInt64(from.count))] }
      let (lines, input) = try rankings.randomLines(40, longest: 14, from: Self.lineAlphabet, seed: seed, rng: &rng)
      for _ in 0..<4 {
        let term = Array((0..<1 + Int(rng.next() % 3)).map { _ in pick(Self.termAlphabet) })
        let termString = String(String.UnicodeScalarView(term))
        let sensitive = FuzzyScoreOracleTests.caseSensitive(term, .smart)
        let pattern = FuzzyScoreOracle.foldedTerm(term, caseSensitive: sensitive)
        let theirs = try FzfRankings.fzfRanking(["--literal", "--filter=\(termString)"], input: input)
        let oracle = FzfRankings.ranking(lines) {
          FuzzyScoreOracle.matrix(pattern, in: Array($0.unicodeScalars), caseSensitive: sensitive)?.score
        }
        let ours = FzfRankings.ranking(lines) {
          scratch.match(MatchQuery(termString, caseMode: .smart), text: $0)?.score
        }
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
