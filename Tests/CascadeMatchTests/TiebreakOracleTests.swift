import CascadeMatch
import CascadeTestSupport
import Testing

/// `--filter`'s ranking (`TiebreakOrder.ranked`) against `TiebreakOracle`, which shares no code
/// with it: seeded sets of short items over few characters (so that scores tie often), queries
/// of one to three groups with alternatives and negated terms, and every list of up to three
/// criteria in every order.
@Suite struct TiebreakOracleTests {
  typealias Oracle = TiebreakOracle

  static let itemAlphabet = Array("abcxAB/._-  \t".unicodeScalars)
  static let termAlphabet = Array("abcx/.".unicodeScalars)

  /// A random list of up to three criteria, none twice, in a random order.
  static func randomCriteria(_ rng: inout SplitMix64) -> [Oracle.Criterion] {
    var left = Oracle.Criterion.allCases
    return (0..<Int(rng.next() % 4)).map { _ in left.remove(at: Int(rng.next() % UInt64(left.count))) }
  }

  static func randomQuery(_ rng: inout SplitMix64) -> [[Oracle.Term]] {
    (0..<1 + Int(rng.next() % 3)).map { _ in
      (0..<(rng.next() % 4 == 0 ? 2 : 1)).map { _ in
        Oracle.Term(
          text: (0..<1 + Int(rng.next() % 3)).map { _ in termAlphabet[Int(rng.next() % UInt64(termAlphabet.count))] },
          negated: rng.next() % 5 == 0)
      }
    }
  }

  static func randomItems(_ rng: inout SplitMix64) -> [[Unicode.Scalar]] {
    var items: [[Unicode.Scalar]] = (0..<1 + Int(rng.next() % 40)).map { _ in
      (0..<Int(rng.next() % 14)).map { _ in itemAlphabet[Int(rng.next() % UInt64(itemAlphabet.count))] }
    }
    // Copies padded with white space, or with a path before them: equal scores, other points.
    for _ in 0..<rng.next() % 6 where !items.isEmpty {
      let item = items[Int(rng.next() % UInt64(items.count))]
      let padding: [Unicode.Scalar] = [[" "], ["/", "a", "/"], ["x", " "], ["\t", " "]][Int(rng.next() % 4)]
      items.append(rng.next() % 2 == 0 ? padding + item : item + padding)
    }
    return items
  }

  @Test func filterOrdersTiesAsFzfsRulesSay() {
    var ranked = 0
    let failure = withEvery("seed", in: 0..<5_000) { seed, rng -> String? in
      let items = Self.randomItems(&rng)
      let groups = Self.randomQuery(&rng)
      let criteria = Self.randomCriteria(&rng)
      let sorts = rng.next() % 8 != 0
      let theirs = criteria.compactMap { TiebreakCriterion(rawValue: $0.rawValue) }
      guard theirs.count == criteria.count else { return nil }
      let query = groups.map { $0.map(\.syntax).joined(separator: " | ") }.joined(separator: " ")
      let parsed = MatchQuery(query, caseMode: .smart).aligned(by: .v2).scored(by: .default)
      let texts = items.map { String(String.UnicodeScalarView($0)) }
      let ours = TiebreakOrder.ranked(parsed, in: PackedCandidates(texts), criteria: theirs, sorts: sorts)
        .map(\.index)
      let expected = Oracle.ranking(items, groups: groups, criteria: criteria, sorts: sorts)
      ranked += expected.count
      guard ours != expected else { return nil }
      let show = { (order: [Int]) in order.map { texts[$0].debugDescription }.joined(separator: ", ") }
      return
        "\(query.debugDescription), \(criteria.map(\.rawValue)): ranked \(show(ours)), the rules give \(show(expected))"
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(ranked > 20_000, "only \(ranked) matches ranked")
  }
}
