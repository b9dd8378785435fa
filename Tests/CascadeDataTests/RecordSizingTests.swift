import CascadeData
import CascadeLayout
import CascadeTestSupport
import Testing

@Suite struct RecordSizingTests {
  /// The generated collection's fast sizing says what its records say, its title shaped as the
  /// record's with the digits as zeros (which wraps the same).
  @Test func syntheticSizingMatchesItsRecords() {
    let collection = SyntheticCollection(count: 10_000_000)
    let failure = withEvery("seed", in: 0..<5_000) { _, rng in
      let path = IndexPath(item: Int.random(in: 0..<collection.count, using: &rng), section: 0)
      let fast = collection.sizing(at: path)
      var slow = RecordSizing(collection.record(at: path))
      if case .text(let body, let fieldCount, let title?) = slow {
        slow = .text(body, fieldCount: fieldCount, title: String(title.map { ("0"..."9").contains($0) ? "0" : $0 }))
      }
      return fast == slow ? nil : "\(path): sizing \(fast), record says \(slow)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func defaultSizingReadsTheRecord() throws {
    let text = #"{"title":"a","w":2,"h":1}"# + "\n" + #"{"title":"b","body":"text"}"#
    let loaded = try RecordLoader.load(data: Array(text.utf8), name: "t", format: .ndjson, fields: .standard)
    #expect(loaded.sizing(at: IndexPath(item: 0, section: 0)) == .aspectRatio(0.5))
    #expect(loaded.sizing(at: IndexPath(item: 1, section: 0)) == .text("text", title: "b"))
  }
}
