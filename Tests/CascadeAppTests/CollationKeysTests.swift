@testable import CascadeApp
import CascadeData
import CascadeTestSupport
import Glibc
import Testing

/// Sorting by collation keys made once per text agrees with sorting by `strcoll` pair by pair
/// (`LocaleOrder.precedes`), both ways of making the keys, over seeded random texts.
@Suite struct CollationKeysTests {
  /// Short texts from a small alphabet, so that equal texts, shared prefixes longer than the
  /// eight-byte summary, empty texts, NUL bytes and multi-byte characters all come up.
  static func randomText(_ rng: inout SplitMix64) -> String {
    let alphabet: [String] = ["a", "b", "B", "é", "ß", "中", "🙂", " ", "\u{0}", "0", "9"]
    let sharedPrefix = Int.random(in: 0..<4, using: &rng) == 0 ? "commonprefix-" : ""
    return sharedPrefix
      + (0..<Int.random(in: 0..<12, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }.joined()
  }

  @Test func keysSortAsStrcollDoes() throws {
    let failure = try withEvery("seed", in: 0..<1_500) { seed, rng in
      let texts = (0..<Int.random(in: 0..<60, using: &rng)).map { _ in Self.randomText(&rng) }
      let expected = texts.indices.sorted { a, b in
        LocaleOrder.precedes(texts[a], texts[b]) || (!LocaleOrder.precedes(texts[b], texts[a]) && a < b)
      }.map { texts[$0] }
      for bytewise in [true, false] {
        let got = CollationKeys(texts, bytewise: bytewise).sortedIndices().map { texts[$0] }
        guard got == expected else {
          return "bytewise \(bytewise):\n got \(got.map(\.debugDescription))\nwant \(expected.map(\.debugDescription))"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Mixed values: numbers first by value, then texts, as `LocaleOrder.precedes` orders them.
  @Test func valuesSortAsPrecedesSays() throws {
    let failure = try withEvery("seed", in: 0..<500) { seed, rng in
      let values = (0..<Int.random(in: 0..<40, using: &rng)).map { _ -> FieldValue in
        if Bool.random(using: &rng) {
          let number = Double(Int.random(in: -3...3, using: &rng))
          return FieldValue(text: Bool.random(using: &rng) ? "\(Int(number))" : "\(number)", number: number)
        }
        return FieldValue(text: Self.randomText(&rng), number: nil)
      }
      let got = LocaleOrder.sortedIndices(values).map { values[$0] }
      for (a, b) in zip(got, got.dropFirst()) where LocaleOrder.precedes(b, a) {
        return "\(b) sorted after \(a)"
      }
      return got.count == values.count ? nil : "lost values"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
