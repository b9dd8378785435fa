import CascadeData
import CascadeLayout
import CascadeTestSupport
import Testing

/// fzf's `--read0` (records kept as fzf keeps lines): every piece between NULs is a record, empty
/// ones too, and only an empty piece after the last NUL is none. Read in pieces of any size.
@Suite struct NulSeparatedEmptyRecordsTests {
  /// The brute-force answer: split at every NUL, keep the empty pieces but an empty last one.
  static func split(_ bytes: [UInt8]) -> [[UInt8]] {
    var pieces = bytes.split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
    if pieces.last?.isEmpty == true { pieces.removeLast() }
    return pieces
  }

  @Test func emptyRecordsAreKept() throws {
    let bytes = Array("a\u{0}\u{0}b\u{0}".utf8)
    let store = try RecordLoader.storeHolding(
      bytes, name: "in", separator: 0, keepsEveryLineVerbatim: true, pieces: [bytes.count])
    #expect(NulSeparatedRecordsTests.records(store) == [Array("a".utf8), [], Array("b".utf8)])
  }

  @Test func everyPieceBetweenNulsIsARecord() throws {
    let failure = try withEvery("seed", in: 0..<1_000) { seed, rng in
      let bytes = NulSeparatedRecordsTests.randomInput(&rng, large: seed % 200 == 0)
      let pieces = NulSeparatedRecordsTests.randomPieces(covering: bytes.count, &rng)
      let store = try RecordLoader.storeHolding(
        bytes, name: "in", separator: 0, keepsEveryLineVerbatim: true, pieces: pieces)
      if let failure = store.progress.failure { return "failed: \(failure)" }
      let expected = Self.split(bytes)
      let got = NulSeparatedRecordsTests.records(store)
      return got == expected ? nil : "\(got.count) records, \(expected.count) expected"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
