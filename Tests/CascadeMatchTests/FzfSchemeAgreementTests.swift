import CascadeMatch
import CascadeTerminalTestSupport
import CascadeTestSupport
import Foundation
import Testing

/// Debian's fzf 0.38 decides what `--scheme=path` and `--scheme=history` do: over seeded lines of
/// path- and history-like text (spaces, every delimiter, CJK, capitals), for queries of one or two
/// terms in the extended syntax's forms, `fzf --filter --scheme=S --tiebreak=index` ranks the
/// matching lines, and the matcher's scores must rank them the same (best first, then input order),
/// one line at a time and through `ParallelMatcher`. Skipped with a message where fzf is not
/// installed.
@Suite(
  .enabled(
    if: FzfRankings.isInstalled,
    "fzf is not installed: apt-get install fzf to let it decide"))
struct FzfSchemeAgreementTests {
  static let lineAlphabet = Array("abcsABCS01 /:,;|-_.漢".unicodeScalars)
  /// No space (it separates terms) and no operator.
  static let termAlphabet = Array("abcsABS0/:,;-_.漢".unicodeScalars)
  static let operators = ["", "", "", "'", "^", "!"]

  @Test func pathAndHistoryRankAsFzfRanksThem() throws {
    let rankings = try FzfRankings("fzf-scheme")
    defer { rankings.remove() }
    let scratch = FuzzyMatcher()
    var compared = 0
    let failure = try withEvery("seed", in: 0..<300) { seed, rng in
      func pick(_ from: [Unicode.Scalar]) -> Unicode.Scalar { from[Int(rng.next() % UInt64(from.count))] }
      let (lines, input) = try rankings.randomLines(40, longest: 18, from: Self.lineAlphabet, seed: seed, rng: &rng)
      for round in 0..<4 {
        let text = (0..<1 + Int(rng.next() % 2)).map { _ in
          var term = Self.operators[Int(rng.next() % UInt64(Self.operators.count))]
          term += String(String.UnicodeScalarView((0..<1 + Int(rng.next() % 3)).map { _ in pick(Self.termAlphabet) }))
          if rng.next() % 6 == 0 { term += "$" }
          return term
        }.joined(separator: " ")
        let scheme: MatchScheme = round % 2 == 0 ? .path : .history
        let greedy = rng.next() % 4 == 0
        var arguments = ["--scheme=\(scheme.rawValue)", "--filter=\(text)"]
        if greedy { arguments.append("--algo=v1") }
        let theirs = try FzfRankings.fzfRanking(arguments, input: input)
        let query = MatchQuery(text).aligned(by: greedy ? .v1 : .v2).scored(by: scheme)
        let ours = FzfRankings.ranking(lines) { scratch.match(query, text: $0)?.score }
        let ranked = ParallelMatcher.rank(query, in: PackedCandidates(lines), order: .score(.index)).map {
          lines[$0.index]
        }
        compared += theirs.count
        if ours != theirs { return "\(arguments): the matcher ranks \(ours), fzf \(theirs)" }
        if ranked != theirs { return "\(arguments): ParallelMatcher ranks \(ranked), fzf \(theirs)" }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
    if failure == nil { #expect(compared > 5_000, "only \(compared) matching lines compared") }
  }
}
