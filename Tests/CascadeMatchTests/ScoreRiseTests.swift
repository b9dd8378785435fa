import CascadeMatch
import CascadeTestSupport
import Testing

/// The bound a narrowing key relies on to leave candidates unscored: when a fuzzy term gains
/// characters at its end, no candidate's score rises by more than `MatchQuery.scoreRise(from:)`;
/// and the batch matcher given a floor (`ParallelMatcher.matches(_:prefilter:in:indices:floor:making:)`)
/// keeps exactly the candidates it keeps without one, with the same scores for those it scores,
/// leaving unscored only candidates whose bound is below the floor.
@Suite struct ScoreRiseTests {
  typealias Texts = FuzzyScorePassTests

  /// A term of 1…5 characters and 1…3 more typed after it, from the characters the texts hold.
  static func terms(_ rng: inout SplitMix64) -> (old: String, new: String) {
    let pool = Array(Texts.termCharacters.shuffled(using: &rng).prefix(2 + Int(rng.next() % 5)))
    func draw(_ count: Int) -> String { String((0..<count).map { _ in pool[Int(rng.next() % UInt64(pool.count))] }) }
    let old = draw(1 + Int(rng.next() % 5))
    return (old, old + draw(1 + Int(rng.next() % 3)))
  }

  /// Over 2,000 seeded pairs of queries and 40 texts each (ASCII or not, KELVIN SIGN and İ among
  /// them, now and then past the optimal alignment's limit), every case mode: each text the longer
  /// query keeps scores at most the shorter query's score plus the rise. The texts the optimal
  /// alignment scores reach the bound now and then (a one-character term's rise above 26 shows why
  /// its first occurrence at a word start needs the extra 4); the greedy match past the limit is
  /// exempt, as the matcher scores those texts whatever their bound.
  @Test func noScoreRisesMoreThanTheBound() {
    var compared = 0
    var highestRiseFromOneCharacter = 0
    var highestRiseFromLonger = 0
    let failure = withEvery("seed", in: 0..<2_000) { _, rng -> String? in
      let (oldText, newText) = Self.terms(&rng)
      let mode = Texts.modes[Int(rng.next() % 3)]
      let old = MatchQuery(oldText, caseMode: mode), new = MatchQuery(newText, caseMode: mode)
      guard let rise = new.scoreRise(from: old) else {
        // Only a change of case sensitivity (an uppercase letter typed under smart case) has none.
        let sensitivity = { (query: MatchQuery) in query.groups.first?.first?.isCaseSensitive }
        return sensitivity(old) != sensitivity(new) ? nil : "\(oldText.debugDescription) → \(newText.debugDescription): no rise"
      }
      let texts = (0..<40).map { _ in Texts.text(&rng, term: newText, length: Texts.length(&rng, term: newText.count)) }
      let scratch = MatchScratch()
      for text in texts {
        guard let after = scratch.match(new, text: text)?.score else { continue }
        guard let before = scratch.match(old, text: text)?.score else { return "\(text.debugDescription): kept by \(newText) but not \(oldText)" }
        if text.unicodeScalars.count * newText.unicodeScalars.count > 100 * 1024 { continue }
        compared += 1
        if oldText.count == 1 { highestRiseFromOneCharacter = max(highestRiseFromOneCharacter, after - before) }
        if oldText.count > 1 && newText.count == oldText.count + 1 { highestRiseFromLonger = max(highestRiseFromLonger, after - before) }
        if after > before + rise {
          return "\(text.debugDescription): \(oldText.debugDescription) scores \(before), \(newText.debugDescription) \(after), rise \(rise)"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(compared > 15_000, "only \(compared) texts compared")
    #expect(highestRiseFromOneCharacter > 26, "a one-character term never rose past 26 (\(highestRiseFromOneCharacter))")
    #expect(highestRiseFromLonger == 26, "a longer term's highest rise by one character: \(highestRiseFromLonger)")
  }

  /// Over 1,000 seeded sets of 120 candidates: with a floor, the batch matcher keeps the same candidates as
  /// without, scores those it scores the same, and leaves unscored only candidates whose previous
  /// score plus the rise (their tiebreak below it) stays under the floor; random floors leave
  /// many unscored.
  @Test func aFloorLeavesOnlyCandidatesBelowItUnscored() {
    var unscored = 0
    let failure = withEvery("seed", in: 0..<1_000) { _, rng -> String? in
      let (oldText, newText) = Self.terms(&rng)
      let mode = Texts.modes[Int(rng.next() % 3)]
      let old = MatchQuery(oldText, caseMode: mode), new = MatchQuery(newText, caseMode: mode)
      guard let rise = new.scoreRise(from: old) else { return nil }
      let texts = (0..<120).map { _ in Texts.text(&rng, term: newText, length: Texts.length(&rng, term: newText.count)) }
      let candidates = PackedCandidates(texts)
      let before = ParallelMatcher.matches(old, prefilter: QueryPrefilter(old), in: candidates, indices: 0..<texts.count)
      let indices = before.map(\.index)
      // A key per candidate: the old score above, a tiebreak below (here the text's index); now
      // and then unknown.
      let keys = before.map { rng.next() % 10 == 0 ? UInt32.max : UInt32($0.score) << 16 | UInt32($0.index) }
      let floor = UInt32(Int(rng.next() % 160)) << 16 | UInt32(rng.next() % 200)
      let plain = ParallelMatcher.matches(new, prefilter: QueryPrefilter(new), in: candidates, indices: indices)
      let floored = ParallelMatcher.matches(
        new, prefilter: QueryPrefilter(new), in: candidates, indices: indices, floor: ScoreFloor(previousKeys: keys, rise: rise, floor: floor)
      ) { $0 }
      let left = floored.belowFloor.map { indices[$0] }
      if Set(floored.scored.map(\.index)).union(left) != Set(plain.map(\.index)) || floored.scored.count + left.count != plain.count {
        return "\(oldText) → \(newText): \(floored.scored.count) scored and \(left.count) left, \(plain.count) kept"
      }
      let plainScores = Dictionary(uniqueKeysWithValues: plain.map { ($0.index, $0.score) })
      for match in floored.scored where plainScores[match.index] != match.score {
        return "\(texts[match.index].debugDescription): scored \(match.score) with a floor, \(String(describing: plainScores[match.index])) without"
      }
      for offset in floored.belowFloor {
        let key = keys[offset]
        let ceiling = key == .max ? nil : (Int(key >> 16) + rise <= 0xFFFF ? UInt32(Int(key >> 16) + rise) << 16 | key & 0xFFFF : nil)
        guard let ceiling, ceiling < floor else { return "\(texts[indices[offset]].debugDescription): left unscored with key \(key), floor \(floor)" }
        if let score = plainScores[indices[offset]], UInt32(score) << 16 | key & 0xFFFF > ceiling {
          return "\(texts[indices[offset]].debugDescription): scores \(score), above its ceiling \(ceiling >> 16)"
        }
      }
      unscored += left.count
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(unscored > 5_000, "only \(unscored) candidates were left unscored")
  }
}
