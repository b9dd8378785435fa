import CascadeMatch
import CascadeTestSupport
import Testing

/// The one-pass scan of a one- or two-character query (the first keys typed) against the general
/// path it stands in for. Mostly differential: the batch matcher's score and trimmed length for
/// each candidate equal `FuzzyMatcher.match`'s with positions (the full alignment), and both read
/// the same bonus tables (`ASCIITables`, `MatchScore`), so a bonus wrong in those is wrong in both
/// and passes; `scoresAsTheOracle` checks the scan's scores against `FuzzyScoreOracle`, which
/// shares no code with the matcher. Over seeded texts mixing cases, white space at the ends, non-ASCII
/// letters (KELVIN SIGN and İ among them, which fold to `k` and `i`) and, now and then, a line past
/// the optimal alignment's limit.
///
/// A two-character term is scored at its characters' occurrences alone, from the first row's value
/// at the last occurrence of the first character: so the texts also hold the term's characters
/// side by side in either case (the consecutive-run rule), the same letter twice, occurrences
/// many columns apart (the first row decays to 0 after 34 at most) and lines of many eight-byte
/// words with a tail.
@Suite struct OneOrTwoCharacterScanDifferentialTests {
  static let alphabet: [Character] = [
    "a", "s", "S", "k", "K", "i", "I", "/", "-", "_", ".", "1", " ", "\t", "\r", "é", "\u{212A}", "\u{130}", "x",
  ]
  static let characters: [String] = ["a", "s", "S", "k", "K", "i", "I", "/", "-", "_", ".", "1", "é", "x"]
  static let modes: [CaseMode] = [.smart, .insensitive, .sensitive]

  /// One or two characters; a fifth of the two-character terms are one character twice.
  static func term(_ rng: inout SplitMix64) -> String {
    let first = characters[Int(rng.next() % UInt64(characters.count))]
    switch rng.next() % 10 {
    case 0..<5: return first
    case 5..<7: return first + first
    default: return first + characters[Int(rng.next() % UInt64(characters.count))]
    }
  }

  /// A candidate text for `term`: a short random one; or (a third of the time) 24 to 160
  /// characters of filler without the term's letters, each character of the term now and then in
  /// either case, so occurrences lie far apart and the gaps outlast the first row's value; in
  /// both, half the time, the term itself planted with its characters side by side.
  static func text(_ rng: inout SplitMix64, term: String) -> String {
    let asciiOnly = rng.next() % 2 == 0
    let alphabet = asciiOnly ? Self.alphabet.filter(\.isASCII) : Self.alphabet
    var characters: [Character]
    switch rng.next() % 400 {
    case 0:
      // Past the optimal alignment's limit (two characters) or at it.
      let length = (rng.next() % 2 == 0 ? 50 : 100) * 1024 + Int(rng.next() % 64)
      return MatchOracles.text(&rng, length: length, from: alphabet)
    case 1..<134:
      let termLetters = Set(term.lowercased())
      let filler = alphabet.filter { !termLetters.contains(Character($0.lowercased())) }
      let pick = filler.isEmpty ? alphabet : filler
      characters = (0..<(24 + Int(rng.next() % 137))).map { _ in
        guard rng.next() % 14 == 0, let character = term.randomElement(using: &rng) else {
          return pick[Int(rng.next() % UInt64(pick.count))]
        }
        return rng.next() % 2 == 0 ? Character(character.uppercased()) : character
      }
    default:
      characters = Array(MatchOracles.text(&rng, length: Int(rng.next() % 24), from: alphabet))
    }
    if rng.next() % 2 == 0 {
      let planted = term.map { rng.next() % 3 == 0 ? Character($0.uppercased()) : $0 }
      characters.insert(contentsOf: planted, at: Int(rng.next() % UInt64(characters.count + 1)))
    }
    return String(characters)
  }

  /// The batch matcher (the filter's path, which takes the scan) against the full alignment.
  @Test func scoresAsTheGeneralPath() {
    let scratch = FuzzyMatcher()
    let failure = withEvery("seed", in: 0..<6_000) { _, rng in
      let mode = Self.modes[Int(rng.next() % 3)]
      let term = Self.term(&rng)
      let query = MatchQuery(term, caseMode: mode)
      var texts: [String] = []
      for _ in 0..<(1 + Int(rng.next() % 12)) { texts.append(Self.text(&rng, term: term)) }
      return MatchOracles.batchDisagreement(
        query, label: "\(term.debugDescription) (\(mode))", texts: texts, scratch: scratch, shownUpTo: 40)
    }
    #expect(failure == nil)
  }

  /// The batch matcher's scores against the independent oracle's, for texts the optimal alignment
  /// takes (the longest ones are scored by fzf's greedy fallback, which the oracle does not model).
  @Test func scoresAsTheOracle() {
    var compared = 0
    let failure = withEvery("seed", in: 0..<4_000) { _, rng in
      let mode = Self.modes[Int(rng.next() % 3)]
      let term = Self.term(&rng)
      let query = MatchQuery(term, caseMode: mode)
      var texts: [String] = []
      for _ in 0..<(1 + Int(rng.next() % 8)) {
        let text = Self.text(&rng, term: term)
        if text.unicodeScalars.count < 1_000 { texts.append(text) }
      }
      let termScalars = Array(term.unicodeScalars)
      let sensitive = FuzzyScoreOracleTests.caseSensitive(termScalars, mode)
      let pattern = FuzzyScoreOracle.foldedTerm(termScalars, caseSensitive: sensitive)
      let found = ParallelMatcher.matches(
        query, prefilter: QueryPrefilter(query), in: PackedCandidates(texts), indices: 0..<texts.count)
      let expected = texts.enumerated().compactMap { index, text in
        FuzzyScoreOracle.matrix(pattern, in: Array(text.unicodeScalars), caseSensitive: sensitive).map {
          (index, $0.score)
        }
      }
      compared += expected.count
      guard found.map({ ($0.index, $0.score) }).elementsEqual(expected, by: { $0 == $1 }) else {
        return
          "\(term.debugDescription) (\(mode)) over \(texts.map(\.debugDescription)): \(found.map { ($0.index, $0.score) }) instead of \(expected)"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
    if failure == nil { #expect(compared > 5_000) }
  }

  /// The general path's score alone (`FuzzyMatcher.match` without positions, which scores a
  /// two-character term the same way from the first character's first occurrence to the second's
  /// last) against the full alignment, candidate by candidate.
  @Test func scoreAloneEqualsTheFullAlignment() {
    let scratch = FuzzyMatcher()
    let failure = withEvery("seed", in: 0..<6_000) { _, rng in
      let mode = Self.modes[Int(rng.next() % 3)]
      let term = Self.term(&rng)
      let query = MatchQuery(term, caseMode: mode)
      for _ in 0..<(1 + Int(rng.next() % 6)) {
        let text = Self.text(&rng, term: term)
        let alone = scratch.match(query, text: text)
        let full = scratch.match(query, text: text, withPositions: true)
        guard alone?.score != full?.score || alone?.trimmedLength != full?.trimmedLength else { continue }
        let shown = text.count > 60 ? "\(text.count) characters" : text.debugDescription
        return
          "\(term.debugDescription) (\(mode)) in \(shown): \(String(describing: alone)) alone, \(String(describing: full)) with positions"
      }
      return nil
    }
    #expect(failure == nil)
  }
}
