import CascadeMatch
import CascadeTestSupport
import Testing

/// `--scheme` against `FuzzyScoreOracle` (which shares no code with the matcher): every scheme's
/// scores and positions on seeded texts, one candidate at a time and through the batch matcher's
/// byte scans.
@Suite struct MatchSchemeTests {
  typealias Oracle = FuzzyScoreOracle

  /// Texts rich in what the schemes weigh differently: spaces, `/` and the other delimiters.
  static let alphabet = Array("abcxAB1 /:,;|-_.\t中é".unicodeScalars)

  @Test func everySchemeScoresAsTheOracle() throws {
    let scratch = FuzzyMatcher()
    let failure = withEvery("seed", in: 0..<6_000) { seed, rng in
      var (text, term, mode) = FuzzyScoreOracleTests.randomCase(&rng, wide: seed % 3 == 0)
      if seed % 2 == 0 {
        // Half the texts from the delimiter-rich alphabet, the term planted as a word start.
        text = (0..<Int(rng.next() % 20)).map { _ in Self.alphabet[Int(rng.next() % UInt64(Self.alphabet.count))] }
        text.insert(contentsOf: term, at: Int(rng.next() % UInt64(text.count + 1)))
      }
      let scheme = MatchScheme.allCases[Int(seed % 3)]
      return FuzzyScoreOracleTests.check(text, term, mode, scheme: scheme, scratch: scratch)
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// The batch matcher (its one- and two-character scans, the long term's scan and the general
  /// path) scores every line as the matcher does one at a time, under every scheme.
  @Test func theBatchScansScoreAsOneLineAtATime() throws {
    let scratch = FuzzyMatcher()
    let failure = withEvery("seed", in: 0..<600) { seed, rng in
      func pick() -> Unicode.Scalar { Self.alphabet[Int(rng.next() % UInt64(Self.alphabet.count))] }
      let lines = (0..<60).map { _ in String(String.UnicodeScalarView((0..<Int(rng.next() % 24)).map { _ in pick() })) }
      let termAlphabet = Array("abcxAB1/:-_.".unicodeScalars)
      let term = String(
        String.UnicodeScalarView(
          (0..<1 + Int(rng.next() % 5)).map { _ in termAlphabet[Int(rng.next() % UInt64(termAlphabet.count))] }))
      let query = MatchQuery(term).scored(by: MatchScheme.allCases[Int(seed % 3)])
      let expected = lines.enumerated().compactMap { index, line in
        scratch.match(query, text: line).map { "\(index):\($0.score)" }
      }
      let found = ParallelMatcher.matches(
        query, prefilter: QueryPrefilter(query), in: PackedCandidates(lines), indices: 0..<lines.count
      ).map { "\($0.index):\($0.score)" }
      return found == expected
        ? nil : "\(query.scheme) \(term.debugDescription): batch \(found), one by one \(expected)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// The rules read off fzf 0.38's source, for a match of `b` at a word start: after white space
  /// (or at the start) 10 by default, 8 under `path` and `history`, doubled as the first character;
  /// after `/` 9 except under `history`; after `:` 9 by default, 8 under `path`, where only `/`
  /// delimits; and `path` counts the start as after a delimiter.
  @Test func wordStartsEarnWhatEachSchemeGives() {
    let scratch = FuzzyMatcher()
    let cases: [(text: String, scores: [MatchScheme: Int])] = [
      ("a b", [.default: 36, .path: 32, .history: 32]),
      ("b", [.default: 36, .path: 34, .history: 32]),
      ("a/b", [.default: 34, .path: 34, .history: 32]),
      ("a:b", [.default: 34, .path: 32, .history: 32]),
      ("a.b", [.default: 32, .path: 32, .history: 32]),
    ]
    for (text, scores) in cases {
      for (scheme, score) in scores {
        #expect(
          scratch.match(MatchQuery("b").scored(by: scheme), text: text)?.score == score, "\(text) under \(scheme)")
      }
    }
  }
}
