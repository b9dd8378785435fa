import CascadeData
import CascadeLayout
import CascadeTestSupport
import Testing

/// Every line as a record, as it is, as fzf reads its input (`LoadRequest.keepsEveryLineVerbatim`): read in pieces
/// of any size, in blocks cut anywhere and scanned on one core or two, the store holds exactly the
/// lines of a plain split at line feeds, empty and blank ones included, each with its carriage
/// return as fzf keeps it; without the flag the blank ones are skipped and carriage returns before
/// a line feed dropped, as cards read lines.
@Suite struct BlankLineRecordsTests {
  /// The brute-force answer: split at every line feed (the one ending the input ends its last
  /// line); unless kept, blank lines are dropped and so is one carriage return from each line's end.
  static func lines(_ bytes: [UInt8], keepingBlank: Bool) -> [[UInt8]] {
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    if bytes.last == 0x0A || bytes.isEmpty { lines.removeLast() }
    if keepingBlank { return lines }
    lines = lines.map { $0.last == 0x0D ? Array($0.dropLast()) : $0 }
    return lines.filter { !$0.allSatisfy { $0 == 0x20 || $0 == 0x09 } }
  }

  @Test func recordsAreTheLinesOfAPlainSplit() throws {
    let parts: [[UInt8]] = [
      Array("\n".utf8), Array("\n\n".utf8), Array("\r\n".utf8), Array("  ".utf8), Array("\t".utf8),
      Array("word".utf8), Array("山🙂".utf8), Array("{\"a\": 1}".utf8),
    ]
    let failure = try withEvery("seed", in: 0..<3_000) { seed, rng in
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0..<40, using: &rng) { bytes += parts.randomElement(using: &rng)! }
      let keeping = seed % 3 != 0
      let chunking = StoreChunking(
        blockSize: Int.random(in: 1...64, using: &rng), firstBlockSize: Int.random(in: 1...16, using: &rng),
        firstPublishElements: Int.random(in: 1...4, using: &rng), parallelThreshold: Int.random(in: 1...32, using: &rng)
      )
      var pieces: [Int] = []
      while pieces.reduce(0, +) < bytes.count { pieces.append(Int.random(in: 1...16, using: &rng)) }
      let store = try RecordLoader.storeHolding(
        bytes, name: "in", format: .lines, chunking: chunking, keepsEveryLineVerbatim: keeping, pieces: pieces)
      if let failure = store.progress.failure { return "failed: \(failure)" }
      let got = (0..<store.progress.recordCount).map {
        store.record(at: IndexPath(item: $0, section: 0)).printedBytes
      }
      let expected = Self.lines(bytes, keepingBlank: keeping)
      return got == expected
        ? nil : "seed \(seed), keeping \(keeping): \(got.count) records, \(expected.count) expected for \(bytes)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
