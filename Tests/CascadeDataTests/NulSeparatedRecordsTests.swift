import CascadeData
import CascadeLayout
import CascadeTestSupport
import Testing

/// `--read0`: records end at NUL bytes. Read in pieces of any size, on one core or two, the store
/// holds exactly the non-empty pieces of a plain split at NUL, byte for byte: newlines, carriage
/// returns, blanks and text that looks like JSON stay inside their record.
@Suite struct NulSeparatedRecordsTests {
  /// The brute-force answer: split at every NUL, drop the empty pieces.
  static func split(_ bytes: [UInt8]) -> [[UInt8]] {
    bytes.split(separator: 0, omittingEmptySubsequences: true).map(Array.init)
  }

  static func randomInput(_ rng: inout SplitMix64, large: Bool) -> [UInt8] {
    let parts: [[UInt8]] = [
      [0], [0, 0], Array("\n".utf8), Array("\r\n".utf8), Array("  ".utf8), Array("{\"a\": 1}".utf8),
      Array("[1,".utf8), Array("山🙂".utf8), Array("word".utf8), Array("\t".utf8),
    ]
    var bytes: [UInt8] = []
    let count = large ? 150_000 : Int.random(in: 0..<40, using: &rng)
    for _ in 0..<count { bytes += parts.randomElement(using: &rng)! }
    return bytes
  }

  /// Read sizes that add up to at least `count`, each at most one of a few bounds (a byte at a
  /// time up to a megabyte), so records are split at every kind of boundary.
  static func randomPieces(covering count: Int, _ rng: inout SplitMix64) -> [Int] {
    let largest = [1, 3, 16, 4096, 1 << 20].randomElement(using: &rng)!
    var pieces: [Int] = []
    var total = 0
    while total < count {
      pieces.append(Int.random(in: 1...largest, using: &rng))
      total += pieces.last!
    }
    return pieces
  }

  static func records(_ store: RecordStore) -> [[UInt8]] {
    (0..<store.progress.recordCount).map { store.record(at: IndexPath(item: $0, section: 0)).printedBytes }
  }

  @Test func recordsAreTheNonEmptyPiecesBetweenNuls() throws {
    let failure = try withEvery("seed", in: 0..<2_000) { seed, rng in
      let bytes = Self.randomInput(&rng, large: seed % 200 == 0)
      let pieces = Self.randomPieces(covering: bytes.count, &rng)
      let store = try RecordLoader.storeHolding(bytes, name: "in", separator: 0, pieces: pieces)
      if let failure = store.progress.failure { return "failed: \(failure)" }
      let expected = Self.split(bytes)
      let got = Self.records(store)
      guard got == expected else {
        let first =
          zip(got, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
          ?? min(got.count, expected.count)
        return "\(got.count) records, \(expected.count) expected; first difference at \(first)"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Without `--read0` the same bytes are lines: the separator is what makes the difference.
  @Test func newlinesSplitOnlyWithoutNulSeparation() throws {
    let bytes = Array("one\ntwo\u{0}three\u{0}\u{0}".utf8)
    let nul = try RecordLoader.storeHolding(bytes, name: "in", separator: 0, pieces: [bytes.count])
    #expect(Self.records(nul) == [Array("one\ntwo".utf8), Array("three".utf8)])
    let lines = try RecordLoader.storeHolding(bytes, name: "in", format: .lines, pieces: [bytes.count])
    #expect(lines.progress.recordCount == 2)
    #expect(Self.records(lines).first == Array("one".utf8))
  }
}
