import CascadeData
import CascadeLayout
import CascadeTestSupport
import Testing

@Suite struct SearchTextTests {
  /// The generated collection's fast search text is exactly its records' search text, for random
  /// cards across ten million and for every card of the first thousand (which covers every emoji
  /// and every body the generator picks).
  @Test func syntheticSearchTextMatchesItsRecords() {
    let collection = SyntheticCollection(count: 10_000_000)
    let check = { (path: IndexPath) -> String? in
      let fast = collection.searchText(at: path), slow = collection.record(at: path).searchText
      return fast == slow ? nil : "\(path): \(fast.debugDescription), the record says \(slow.debugDescription)"
    }
    let random = withEvery("seed", in: 0..<5_000) { _, rng in
      check(IndexPath(item: Int.random(in: 0..<collection.count, using: &rng), section: 0))
    }
    #expect(random == nil, "\(random ?? "")")
    let first = (0..<1_000).lazy.compactMap { check(IndexPath(item: $0, section: 0)) }.first
    #expect(first == nil, "\(first ?? "")")
  }

  @Test func defaultSearchTextReadsTheRecord() throws {
    let loaded = try load(#"{"title":"Alpha Ä","body":"Two Words"}"#, format: .ndjson)
    #expect(loaded.searchText(at: IndexPath(item: 0, section: 0)) == "alpha ä\ntwo words")
  }
}
