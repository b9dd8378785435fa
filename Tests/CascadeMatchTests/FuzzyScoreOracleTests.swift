import CascadeMatch
import CascadeTestSupport
import Testing

/// Fuzzy scores and matched positions against `FuzzyScoreOracle`, which shares no code with the
/// matcher: seeded random texts in ASCII and not, terms in every case mode, and texts where the
/// term's last character occurs many times (scoring stops at its last occurrence).
@Suite struct FuzzyScoreOracleTests {
  typealias Oracle = FuzzyScoreOracle

  static let asciiAlphabet = Array("abcxyzABCXYZ012 /-_.:|\t".unicodeScalars)
  /// Lower, upper, title-case and other letters, a non-ASCII digit, white space and punctuation,
  /// and the two letters whose lowercase is ASCII (İ → i, the Kelvin sign K → k).
  static let wideAlphabet = Array("abcxikABé\u{C9}äÄσΣǅ中٣\u{A0}—·/ _1\u{130}\u{212A}".unicodeScalars)
  /// Terms hold delimiters too, so a matched delimiter's bonus is compared.
  static let asciiTerm = Array("abcxyzABXY0-_./:|".unicodeScalars)
  static let wideTerm = Array("abcxikAéÉäÄσΣǅ中٣1-/\u{130}\u{212A}".unicodeScalars)
  static let modes: [CaseMode] = [.smart, .insensitive, .sensitive]

  /// One random case: a text, a term and a case mode; a third of the texts repeat the term's last
  /// character several times near the end.
  static func randomCase(_ rng: inout SplitMix64, wide: Bool) -> (
    text: [Unicode.Scalar], term: [Unicode.Scalar], mode: CaseMode
  ) {
    func pick(_ from: [Unicode.Scalar]) -> Unicode.Scalar { from[Int(rng.next() % UInt64(from.count))] }
    let alphabet = wide ? wideAlphabet : asciiAlphabet
    var text = (0..<Int(rng.next() % 20)).map { _ in pick(alphabet) }
    let term = (0..<1 + Int(rng.next() % 4)).map { _ in pick(wide ? wideTerm : asciiTerm) }
    if rng.next() % 3 == 0 {
      for _ in 0..<2 + rng.next() % 4 {
        text.insert(term.last!, at: text.count - Int(rng.next() % UInt64(min(text.count, 6) + 1)))
      }
    }
    if rng.next() % 2 == 0 {
      // Plant the term's characters in order so that most cases match.
      var at = 0
      for scalar in term where !text.isEmpty {
        at = min(text.count, at + Int(rng.next() % 4))
        text.insert(scalar, at: at)
        at += 1
      }
    }
    return (text, term, modes[Int(rng.next() % 3)])
  }

  static func caseSensitive(_ term: [Unicode.Scalar], _ mode: CaseMode) -> Bool {
    switch mode {
    case .sensitive: return true
    case .insensitive: return false
    case .smart: return String(String.UnicodeScalarView(term)).lowercased() != String(String.UnicodeScalarView(term))
    }
  }

  /// The matcher against the oracle's matrix: the same matches, scores and positions, and the same
  /// score when positions are not asked for.
  static func check(
    _ text: [Unicode.Scalar], _ term: [Unicode.Scalar], _ mode: CaseMode, scheme: MatchScheme = .default,
    scratch: FuzzyMatcher
  ) -> String? {
    let sensitive = caseSensitive(term, mode)
    let pattern = Oracle.foldedTerm(term, caseSensitive: sensitive)
    let textString = String(String.UnicodeScalarView(text)), termString = String(String.UnicodeScalarView(term))
    let query = MatchQuery(termString, caseMode: mode).scored(by: scheme)
    let found = scratch.match(query, text: textString, withPositions: true)
    let expected = Oracle.matrix(pattern, in: text, caseSensitive: sensitive, scheme: scheme)
    let shown = "\(termString.debugDescription) (\(mode), \(scheme)) in \(textString.debugDescription)"
    guard let expected else {
      return found == nil ? nil : "\(shown): matched with \(found!.score), the oracle finds no match"
    }
    guard let found else { return "\(shown): no match, the oracle scores \(expected.score) at \(expected.positions)" }
    guard found.score == expected.score, found.positions == expected.positions else {
      return
        "\(shown): scored \(found.score) at \(found.positions), the oracle \(expected.score) at \(expected.positions)"
    }
    // Without positions (as the filter ranks), shorter terms take paths of their own.
    let scoreOnly = scratch.match(query, text: textString)?.score
    guard scoreOnly == expected.score else {
      return "\(shown): scored \(String(describing: scoreOnly)) without positions, the oracle \(expected.score)"
    }
    return nil
  }

  @Test func asciiScoresAndPositionsAgreeWithTheOracle() {
    let scratch = FuzzyMatcher()
    let failure = withEvery("seed", in: 0..<6_000) { _, rng in
      let (text, term, mode) = Self.randomCase(&rng, wide: false)
      return Self.check(text, term, mode, scratch: scratch)
    }
    #expect(failure == nil)
  }

  @Test func nonASCIIScoresAndPositionsAgreeWithTheOracle() {
    let scratch = FuzzyMatcher()
    let failure = withEvery("seed", in: 0..<6_000) { _, rng in
      let (text, term, mode) = Self.randomCase(&rng, wide: true)
      return Self.check(text, term, mode, scratch: scratch)
    }
    #expect(failure == nil)
  }

  /// Texts made of few characters, so the term's characters occur many times each and the
  /// matrix has many paths to choose between.
  @Test func repetitiveTextsAgreeWithTheOracle() {
    let scratch = FuzzyMatcher()
    let alphabet = Array("aA/b ".unicodeScalars)
    let failure = withEvery("seed", in: 0..<4_000) { _, rng in
      let text = (0..<Int(rng.next() % 22)).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }
      let term = (0..<1 + Int(rng.next() % 5)).map { _ in alphabet[Int(rng.next() % 4)] }
      return Self.check(text, term, Self.modes[Int(rng.next() % 3)], scratch: scratch)
    }
    #expect(failure == nil)
  }

  /// The oracle's two readings of fzf's rules agree: the matrix's score is the best alignment's
  /// (every alignment tried), but for the rare matrix cell where a match ties a gap and the gap
  /// penalty starts again (under 1 case in 50 of these, as
  /// planted terms and repeated characters make ties common); and the matrix's positions hold the term's characters in order.
  @Test func theMatrixScoresTheBestAlignment() {
    var belowBest = 0, compared = 0
    let failure = withEvery("seed", in: 0..<6_000) { _, rng in
      let (text, term, mode) = Self.randomCase(&rng, wide: rng.next() % 2 == 0)
      let sensitive = Self.caseSensitive(term, mode)
      let pattern = Oracle.foldedTerm(term, caseSensitive: sensitive)
      let matrix = Oracle.matrix(pattern, in: text, caseSensitive: sensitive)
      let brute = Oracle.bruteForce(pattern, in: text, caseSensitive: sensitive)
      let shown =
        "\(String(String.UnicodeScalarView(term)).debugDescription) in \(String(String.UnicodeScalarView(text)).debugDescription)"
      guard (matrix == nil) == (brute == nil) else {
        return "\(shown): matrix \(String(describing: matrix)), brute force \(String(describing: brute))"
      }
      guard let matrix, let brute else { return nil }
      compared += 1
      if matrix.score < brute.score { belowBest += 1; return nil }
      guard matrix.score == brute.score else {
        return "\(shown): matrix \(matrix.score) above the best alignment \(brute.score)"
      }
      let folded = Oracle.folded(text, caseSensitive: sensitive)
      guard matrix.positions.map({ folded[$0] }) == pattern,
        zip(matrix.positions, matrix.positions.dropFirst()).allSatisfy({ $0 < $1 })
      else {
        return "\(shown): matrix at \(matrix.positions)"
      }
      return nil
    }
    #expect(failure == nil)
    #expect(compared > 2_000)
    #expect(belowBest * 50 < compared, "\(belowBest) of \(compared) below the best alignment")
  }
}
