import CascadeMatch
import CascadeTestSupport
import Testing

/// The one-pass scan of a one- or two-character query (the first keys typed) against the general
/// path it stands in for: the batch matcher's score and trimmed length for each candidate equal
/// `MatchScratch.match`'s with positions (the full alignment, which shares no scoring code with the
/// score-only passes), over seeded texts mixing cases, white space at the ends, non-ASCII
/// letters (KELVIN SIGN and İ among them, which fold to `k` and `i`) and, now and then, a line past
/// the optimal alignment's limit.
@Suite struct ShortTermScanTests {
  static let alphabet: [Character] = ["a", "s", "S", "k", "K", "i", "I", "/", "-", "_", ".", "1", " ", "\t", "\r", "é", "\u{212A}", "\u{130}", "x"]
  static let characters: [String] = ["a", "s", "S", "k", "K", "i", "I", "/", "-", "_", ".", "1", "é", "x"]

  @Test func scoresAsTheGeneralPath() {
    let scratch = MatchScratch()
    let modes: [CaseMode] = [.smart, .insensitive, .sensitive]
    let failure = withEvery("seed", in: 0..<6_000) { seed, rng in
      let mode = modes[Int(rng.next() % 3)]
      var term = Self.characters[Int(rng.next() % UInt64(Self.characters.count))]
      if rng.next() % 2 == 0 { term += Self.characters[Int(rng.next() % UInt64(Self.characters.count))] }
      let query = MatchQuery(term, caseMode: mode)
      var texts: [String] = []
      for _ in 0..<(1 + Int(rng.next() % 12)) {
        let asciiOnly = rng.next() % 2 == 0
        let alphabet = asciiOnly ? Self.alphabet.filter(\.isASCII) : Self.alphabet
        let long = rng.next() % 400 == 0
        texts.append(MatchOracles.text(&rng, length: long ? (rng.next() % 2 == 0 ? 50 : 100) * 1024 + Int(rng.next() % 64) : Int(rng.next() % 24), from: alphabet))
      }
      return MatchOracles.batchDisagreement(query, label: "\(term.debugDescription) (\(mode))", texts: texts, scratch: scratch, shownUpTo: 40)
    }
    #expect(failure == nil)
  }
}
