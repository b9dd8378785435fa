import CascadeMatch
import CascadeTestSupport
import Testing

/// The bound a narrowing key relies on to leave candidates unscored: when a fuzzy term gains
/// characters at its end, no candidate's score passes `MatchQuery.scoreCeiling(from:)` of its
/// score before;
/// and the batch matcher given a floor (`ParallelMatcher.matches(_:prefilter:in:indices:floor:making:)`)
/// keeps exactly the candidates it keeps without one, with the same scores for those it scores,
/// leaving unscored only candidates whose bound is below the floor.
@Suite struct ScoreCeilingTests {
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
  /// query keeps scores at most the ceiling of the shorter query's score. The bound is reached:
  /// a character typed after two or more raises a score by 26 at most and at times by exactly
  /// that; after one, by more than 26 now and then (its score is its first word start's, not its
  /// best), and the ceiling of a first word start that is not after white space is reached. The
  /// greedy match past the limit is exempt, as the matcher scores those texts whatever their bound.
  @Test func noScorePassesItsCeiling() {
    var compared = 0
    var highestRiseFromOneCharacter = 0
    var highestRiseFromLonger = 0
    var reachedFromAWordStart = 0
    let failure = withEvery("seed", in: 0..<2_000) { _, rng -> String? in
      let (oldText, newText) = Self.terms(&rng)
      let mode = Texts.modes[Int(rng.next() % 3)]
      let old = MatchQuery(oldText, caseMode: mode), new = MatchQuery(newText, caseMode: mode)
      guard let ceiling = new.scoreCeiling(from: old) else {
        // Only a change of case sensitivity (an uppercase letter typed under smart case) has none.
        let sensitivity = { (query: MatchQuery) in query.groups.first?.first?.isCaseSensitive }
        return sensitivity(old) != sensitivity(new)
          ? nil : "\(oldText.debugDescription) → \(newText.debugDescription): no ceiling"
      }
      let texts = (0..<40).map { _ in Texts.text(&rng, term: newText, length: Texts.length(&rng, term: newText.count)) }
      let scratch = FuzzyMatcher()
      for text in texts {
        guard let after = scratch.match(new, text: text)?.score else { continue }
        guard let before = scratch.match(old, text: text)?.score else {
          return "\(text.debugDescription): kept by \(newText) but not \(oldText)"
        }
        if text.unicodeScalars.count * newText.unicodeScalars.count > 100 * 1024 { continue }
        compared += 1
        if oldText.count == 1 { highestRiseFromOneCharacter = max(highestRiseFromOneCharacter, after - before) }
        if oldText.count > 1 && newText.count == oldText.count + 1 {
          highestRiseFromLonger = max(highestRiseFromLonger, after - before)
        }
        let most = ceiling.ceiling(ofPrevious: before)
        if after > most {
          return
            "\(text.debugDescription): \(oldText.debugDescription) scores \(before), \(newText.debugDescription) \(after), ceiling \(most)"
        }
        if oldText.count == 1 && (32..<36).contains(before) && after == most { reachedFromAWordStart += 1 }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(compared > 15_000, "only \(compared) texts compared")
    #expect(
      highestRiseFromOneCharacter > 26, "a one-character term never rose past 26 (\(highestRiseFromOneCharacter))")
    #expect(highestRiseFromLonger == 26, "a longer term's highest rise by one character: \(highestRiseFromLonger)")
    #expect(reachedFromAWordStart > 0, "no first word start not after white space reached its ceiling")
  }

  /// Over 1,000 seeded sets of 120 candidates: with a floor, the batch matcher keeps the same candidates as
  /// without, scores those it scores the same, and leaves unscored only candidates whose previous
  /// score's ceiling (their tiebreak below it) stays under the floor; random floors leave many
  /// unscored.
  @Test func aFloorLeavesOnlyCandidatesBelowItUnscored() {
    var unscored = 0
    let failure = withEvery("seed", in: 0..<1_000) { _, rng -> String? in
      let (oldText, newText) = Self.terms(&rng)
      let mode = Texts.modes[Int(rng.next() % 3)]
      let old = MatchQuery(oldText, caseMode: mode), new = MatchQuery(newText, caseMode: mode)
      guard let ceiling = new.scoreCeiling(from: old) else { return nil }
      let texts = (0..<120).map { _ in Texts.text(&rng, term: newText, length: Texts.length(&rng, term: newText.count))
      }
      let candidates = PackedCandidates(texts)
      let before = ParallelMatcher.matches(
        old, prefilter: QueryPrefilter(old), in: candidates, indices: 0..<texts.count)
      let indices = before.map(\.index)
      // A key per candidate: the old score above, a tiebreak below (here the text's index); now
      // and then unknown.
      let keys = before.map { rng.next() % 10 == 0 ? UInt32.max : UInt32($0.score) << 16 | UInt32($0.index) }
      let floor = UInt32(Int(rng.next() % 160)) << 16 | UInt32(rng.next() % 200)
      let plain = ParallelMatcher.matches(new, prefilter: QueryPrefilter(new), in: candidates, indices: indices)
      let floored = ParallelMatcher.matches(
        new, prefilter: QueryPrefilter(new), in: candidates, indices: indices,
        floor: ScoreFloor(previousKeys: keys, ceiling: ceiling, floor: floor)
      ) { $0 }
      let left = floored.belowFloor.map { indices[$0] }
      if Set(floored.scored.map(\.index)).union(left) != Set(plain.map(\.index))
        || floored.scored.count + left.count != plain.count
      {
        return "\(oldText) → \(newText): \(floored.scored.count) scored and \(left.count) left, \(plain.count) kept"
      }
      let plainScores = Dictionary(uniqueKeysWithValues: plain.map { ($0.index, $0.score) })
      for match in floored.scored where plainScores[match.index] != match.score {
        return
          "\(texts[match.index].debugDescription): scored \(match.score) with a floor, \(String(describing: plainScores[match.index])) without"
      }
      for offset in floored.belowFloor {
        let key = keys[offset]
        let most = key == .max ? nil : ceiling.ceiling(ofPrevious: Int(key >> 16))
        guard let most, most <= 0xFFFF, UInt32(most) << 16 | key & 0xFFFF < floor else {
          return "\(texts[indices[offset]].debugDescription): left unscored with key \(key), floor \(floor)"
        }
        if let score = plainScores[indices[offset]], score > most {
          return "\(texts[indices[offset]].debugDescription): scores \(score), above its ceiling \(most)"
        }
      }
      unscored += left.count
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(unscored > 5_000, "only \(unscored) candidates were left unscored")
  }
}
