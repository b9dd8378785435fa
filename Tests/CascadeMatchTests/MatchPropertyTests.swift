import CascadeMatch
import CascadeTestSupport
import Testing

/// Seeded random candidates and terms checked against plain string functions: the set of
/// candidates each form matches, and that every reported position really matches, in order.
@Suite struct MatchPropertyTests {
  typealias O = MatchOracles

  /// A fuzzy match exists exactly when the term is a subsequence; its positions are increasing and
  /// each holds the term's character at that place.
  @Test func fuzzyMatchesSubsequencesAtTheRightPositions() {
    let scratch = FuzzyMatcher()
    let failure = withEvery("seed", in: 0..<4_000) { seed, rng in
      let text = O.text(&rng, length: Int(rng.next() % 24))
      let pattern = O.text(&rng, length: 1 + Int(rng.next() % 4), from: O.termAlphabet)
      return Self.checkFuzzy(text: text, pattern: pattern, scratch: scratch)
    }
    #expect(failure == nil)
  }

  /// The same over candidates long enough for the greedy algorithm (text × term > 100 K cells).
  @Test func longCandidatesMatchGreedilyAtTheRightPositions() {
    let scratch = FuzzyMatcher()
    let failure = withEvery("seed", in: 0..<40) { seed, rng in
      let text = O.text(&rng, length: 40_000 + Int(rng.next() % 30_000))
      let pattern = O.text(&rng, length: 3 + Int(rng.next() % 3), from: O.termAlphabet)
      return Self.checkFuzzy(text: text, pattern: pattern, scratch: scratch)
    }
    #expect(failure == nil)
  }

  private static func checkFuzzy(text: String, pattern: String, scratch: FuzzyMatcher) -> String? {
    let caseSensitive = pattern.lowercased() != pattern
    let shown = text.count > 40 ? "a \(text.count)-character text" : text.debugDescription
    let found = scratch.match(MatchQuery(pattern), text: text, withPositions: true)
    let expected = O.isSubsequence(
      O.folded(pattern, caseSensitive: caseSensitive), of: O.folded(text, caseSensitive: caseSensitive))
    guard (found != nil) == expected else { return "\(pattern.debugDescription) in \(shown): matched \(found != nil)" }
    guard let found else { return nil }
    let scalars = O.folded(text, caseSensitive: caseSensitive)
    let wanted = O.folded(pattern, caseSensitive: caseSensitive)
    guard found.positions.count == wanted.count,
      zip(found.positions, found.positions.dropFirst()).allSatisfy({ $0 < $1 })
    else {
      return "\(pattern.debugDescription) in \(shown): positions \(found.positions)"
    }
    for (position, scalar) in zip(found.positions, wanted) where scalars[position] != scalar {
      return "\(pattern.debugDescription) in \(shown): position \(position) holds \(scalars[position])"
    }
    // The greedy algorithm's score may fall to 0 over long gaps (fzf clamps it there too).
    let greedy = text.unicodeScalars.count * wanted.count > 100 * 1024
    guard found.score > 0 || greedy else { return "\(pattern.debugDescription) in \(shown): score \(found.score)" }
    return nil
  }

  /// Exact, whole-word, prefix, suffix and whole-candidate terms, each possibly negated, through the query
  /// syntax: matched exactly when the string function says so; a positive match's positions are
  /// one run holding the term.
  @Test func anchoredAndExactFormsAgreeWithStringFunctions() {
    let scratch = FuzzyMatcher()
    let kinds: [TermKind] = [.exact, .exactBoundary, .prefix, .suffix, .equal, .fuzzy]
    let failure = withEvery("seed", in: 0..<6_000) { seed, rng in
      let kind = kinds[Int(rng.next() % UInt64(kinds.count))]
      let inverted = rng.next() % 3 == 0
      var text = O.text(&rng, length: Int(rng.next() % 14))
      let pattern = O.text(&rng, length: 1 + Int(rng.next() % 3), from: O.termAlphabet)
      if rng.next() % 3 == 0 {
        // Plant the term so that positive cases are common, with spaces around it sometimes.
        let pad = rng.next() % 2 == 0 ? " " : ""
        text = rng.next() % 2 == 0 ? pad + pattern + text : text + pattern + pad
      }
      let caseSensitive = pattern.lowercased() != pattern
      let query = O.syntax(kind, inverted: inverted, pattern)
      let found = scratch.match(MatchQuery(query), text: text, withPositions: true)
      let expected = O.matches(kind, pattern, caseSensitive: caseSensitive, text) != inverted
      guard (found != nil) == expected else {
        return "\(query.debugDescription) on \(text.debugDescription): matched \(found != nil)"
      }
      guard let found, !inverted, kind != .fuzzy else { return nil }
      let scalars = O.folded(text, caseSensitive: caseSensitive)
      let wanted = O.folded(pattern, caseSensitive: caseSensitive)
      guard let first = found.positions.first, found.positions == Array(first..<first + wanted.count),
        Array(scalars[first..<first + wanted.count]) == wanted
      else { return "\(query.debugDescription) on \(text.debugDescription): positions \(found.positions)" }
      return nil
    }
    #expect(failure == nil)
  }

  /// Several groups: a candidate matches when every group does, a group when any of its terms does.
  @Test func groupsAreAndedAndBarsAreOred() {
    let scratch = FuzzyMatcher()
    let kinds: [TermKind] = [.exact, .exactBoundary, .prefix, .suffix, .fuzzy]
    let failure = withEvery("seed", in: 0..<3_000) { seed, rng in
      let text = O.text(&rng, length: Int(rng.next() % 16))
      var groups: [[(TermKind, Bool, String)]] = []
      for _ in 0..<(1 + rng.next() % 3) {
        groups.append(
          (0..<(1 + rng.next() % 3)).map { _ in
            (
              kinds[Int(rng.next() % UInt64(kinds.count))], rng.next() % 4 == 0,
              O.text(&rng, length: 1 + Int(rng.next() % 2), from: O.termAlphabet)
            )
          })
      }
      let query = groups.map { $0.map { O.syntax($0.0, inverted: $0.1, $0.2) }.joined(separator: " | ") }.joined(
        separator: " ")
      let expected = groups.allSatisfy { group in
        group.contains { kind, inverted, pattern in
          O.matches(kind, pattern, caseSensitive: pattern.lowercased() != pattern, text) != inverted
        }
      }
      let found = scratch.match(MatchQuery(query), text: text) != nil
      return found == expected ? nil : "\(query.debugDescription) on \(text.debugDescription): matched \(found)"
    }
    #expect(failure == nil)
  }

  /// The byte prefilter never rules out a candidate the query matches, and rules out an ASCII
  /// candidate when a one-term ASCII query's characters are not all in it in order; texts up to
  /// 40 bytes, so the eight-bytes-at-a-time scan and its byte-by-byte tail both run.
  @Test func prefilterKeepsEveryMatchAndRulesOutTheRest() {
    let scratch = FuzzyMatcher()
    let kinds: [TermKind] = [.fuzzy, .exact, .prefix, .suffix]
    let modes: [CaseMode] = [.smart, .insensitive, .sensitive]
    let failure = withEvery("seed", in: 0..<6_000) { seed, rng in
      let ascii = rng.next() % 2 == 0
      let letters: [Character] =
        ascii ? ["a", "b", "k", "i", "A", "B", "K", "I", " ", "-", "1"] : O.alphabet + ["K", "İ", "\u{212A}"]
      let text = O.text(&rng, length: Int(rng.next() % 41), from: letters)
      let terms = (0..<1 + rng.next() % 2).map { _ in
        O.syntax(
          kinds[Int(rng.next() % UInt64(kinds.count))], inverted: rng.next() % 5 == 0,
          O.text(&rng, length: 1 + Int(rng.next() % 3), from: ["a", "b", "k", "i", "A", "K", "1", "é"]))
      }
      let query = MatchQuery(
        terms.joined(separator: rng.next() % 3 == 0 ? " | " : " "), caseMode: modes[Int(rng.next() % 3)])
      var bytes = Array(text.utf8)
      let passes = bytes.withUnsafeMutableBufferPointer { QueryPrefilter(query).mayMatch(UnsafeBufferPointer($0)) }
      let matches = scratch.match(query, text: text) != nil
      if matches && !passes { return "\(terms) on \(text.debugDescription): ruled out a match" }
      if query.groups.count == 1, query.groups[0].count == 1, let term = query.groups[0].first, !term.isInverted,
        text.utf8.allSatisfy({ $0 < 0x80 }), term.scalars.allSatisfy({ $0 < 0x80 })
      {
        let fold: (UInt8) -> UInt8 = { term.isCaseSensitive || $0 &- 0x41 >= 26 ? $0 : $0 | 0x20 }
        var index = 0
        for byte in text.utf8 where index < term.scalars.count && UInt32(fold(byte)) == term.scalars[index] {
          index += 1
        }
        if passes != (index == term.scalars.count) { return "\(terms) on \(text.debugDescription): passed \(passes)" }
      }
      return nil
    }
    #expect(failure == nil)
  }

  /// `-i` ignores case even with capitals in the term; `+i` respects it even without.
  @Test func caseModesOverrideSmartCase() {
    let scratch = FuzzyMatcher()
    #expect(scratch.match(MatchQuery("Foo"), text: "foo") == nil)
    #expect(scratch.match(MatchQuery("Foo", caseMode: .insensitive), text: "FOO") != nil)
    #expect(scratch.match(MatchQuery("foo", caseMode: .sensitive), text: "FOO") == nil)
    #expect(scratch.match(MatchQuery("foo"), text: "FOO") != nil)
    #expect(scratch.match(MatchQuery("ä"), text: "BÄR") != nil, "non-ASCII capitals fold too")
  }

  /// Invalid UTF-8 reads as U+FFFD per bad byte and never traps.
  @Test func invalidBytesAreReplacementCharacters() {
    let scratch = FuzzyMatcher()
    let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0xE2, 0x82, 0x63]
    let found = bytes.withUnsafeBufferPointer { scratch.match(MatchQuery("abc"), bytes: $0, withPositions: true) }
    #expect(found?.positions == [0, 2, 5], "a truncated sequence is one U+FFFD per byte, as in Go")
  }
}
