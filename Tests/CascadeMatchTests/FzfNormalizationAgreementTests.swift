import CascadeMatch
import CascadeTerminalTestSupport
import CascadeTestSupport
import Foundation
import Testing

/// Debian's fzf 0.38 decides how Latin letters with diacritics match: over seeded lines mixing
/// ASCII, accented Latin (French, German, Vietnamese), CJK and delimiters, for
/// terms with and without accents, in every case mode, fuzzy and exact, with and without
/// `--literal`, `fzf --filter --tiebreak=index` ranks the matching lines, and the matcher's scores
/// must rank them the same (best score first, then input order), one line at a time and through
/// `ParallelMatcher` (its prefilter and byte scans). Skipped with a message where fzf is not
/// installed.
@Suite(
  .enabled(
    if: FzfRankings.isInstalled,
    "fzf is not installed: apt-get install fzf to let it decide"))
struct FzfNormalizationAgreementTests {
  static let lineAlphabet = Array("aeouncsAEOUNCS áéèöüñçÅÉÓÜßệứỡĐđİ漢字 /-_.x".unicodeScalars)
  /// No space and no operator; both plain letters and letters with diacritics.
  static let termAlphabet = Array("aeoucsnAEOUCSdéöÉüđ漢".unicodeScalars)

  @Test func accentedLettersRankAsFzfRanksThem() throws {
    let rankings = try FzfRankings("fzf-normalize")
    defer { rankings.remove() }
    let scratch = FuzzyMatcher()
    var compared = 0
    let failure = try withEvery("seed", in: 0..<500) { seed, rng in
      func pick(_ from: [Unicode.Scalar]) -> Unicode.Scalar { from[Int(rng.next() % UInt64(from.count))] }
      let (lines, input) = try rankings.randomLines(40, longest: 16, from: Self.lineAlphabet, seed: seed, rng: &rng)
      for _ in 0..<4 {
        let term = String(String.UnicodeScalarView((0..<1 + Int(rng.next() % 3)).map { _ in pick(Self.termAlphabet) }))
        let caseMode = [CaseMode.smart, .insensitive, .sensitive][Int(rng.next() % 3)]
        let exact = rng.next() % 4 == 0
        let literal = rng.next() % 4 == 0
        var arguments = ["--filter=\(term)"]
        if caseMode == .insensitive { arguments.append("-i") }
        if caseMode == .sensitive { arguments.append("+i") }
        if exact { arguments.append("--exact") }
        if literal { arguments.append("--literal") }
        let theirs = try FzfRankings.fzfRanking(arguments, input: input)
        let query = MatchQuery(term, caseMode: caseMode, fuzzy: !exact, normalize: !literal)
        let ours = FzfRankings.ranking(lines) { scratch.match(query, text: $0)?.score }
        var candidates = PackedCandidates()
        for line in lines { candidates.append(contentsOf: Array(line.utf8)) }
        let ranked = ParallelMatcher.rank(query, in: candidates, order: .score(.index)).map { lines[$0.index] }
        compared += theirs.count
        if ours != theirs { return "\(arguments): the matcher ranks \(ours), fzf \(theirs)" }
        if ranked != theirs { return "\(arguments): ParallelMatcher ranks \(ranked), fzf \(theirs)" }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
    if failure == nil { #expect(compared > 6_000, "only \(compared) matching lines compared") }
  }
}
