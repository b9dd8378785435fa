import CascadeData
import CascadeLayout
import CascadeTestSupport
import Testing

/// `--items` with jq's `[]`: the values the rest of the path reaches from each element are the cards.
@Suite struct ItemsIterationTests {
  func store(_ text: String, items: String) throws -> RecordStore {
    try RecordLoader.storeHolding(Array(text.utf8), name: "api.json", itemsPath: items, pieces: [text.utf8.count])
  }

  func titles(_ store: RecordStore) -> [String] {
    (0..<store.progress.recordCount).map { store.record(at: IndexPath(item: $0, section: 0)).title }
  }

  /// Reddit's listing: each child wraps its post in `data`.
  @Test func wrappedRecordsBecomeTheCards() throws {
    let listing =
      #"{"kind": "Listing", "data": {"after": "t3_x", "children": [{"kind": "t3", "data": {"title": "Real estate", "score": 12, "author": "a"}}, {"kind": "t3", "data": {"title": "Rust 2.0", "score": 7, "author": "b"}}]}}"#
    let posts = try store(listing, items: ".data.children[].data")
    #expect(posts.progress.failure == nil)
    #expect(titles(posts) == ["Real estate", "Rust 2.0"])
    #expect(posts.progress.itemsPath == ".data.children[].data")
    let first = posts.record(at: IndexPath(item: 0, section: 0))
    #expect(first.original == #"{"title":"Real estate","score":12,"author":"a"}"#)
    #expect(first.fields.map(\.key) == ["title", "score", "author"])
    #expect(posts.fieldValue(named: "score", at: IndexPath(item: 1, section: 0))?.number == 7)
  }

  /// Generated wrappers, some without the wrapped value or with `null`, some nested twice: the cards
  /// are exactly the values jq's `.results[].item` (and `.pages[].items[]`) would give.
  @Test func iterationAgreesWithAWalkOfTheValue() throws {
    let failure = try withEvery("seed", in: 0..<1_000) { seed, rng in
      var expected: [String] = []
      var results: [String] = []
      for index in 0..<Int.random(in: 0...12, using: &rng) {
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: results.append(#"{"other": 1}"#)
        case 1: results.append(#"{"item": null}"#)
        case 2: results.append("\"scalar\"")
        default:
          results.append(#"{"id": \#(index), "item": {"title": "t\#(index)"}}"#)
          expected.append("t\(index)")
        }
      }
      let flat = try store(#"{"results": [\#(results.joined(separator: ", "))]}"#, items: ".results[].item")
      if let failure = flat.progress.failure { return "failed: \(failure)" }
      if titles(flat) != expected { return "\(titles(flat)) expected \(expected)" }
      let pages = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
        "{\"items\": [" + results.joined(separator: ", ") + "]}"
      }
      let twice = try store(#"{"pages": [\#(pages.joined(separator: ", "))]}"#, items: ".pages[].items[].item")
      if titles(twice) != Array(Array(repeating: expected, count: pages.count).joined()) {
        return "twice: \(titles(twice))"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func theStepsBeforeTheFirstIterationMustLeadSomewhere() throws {
    #expect(
      try store(#"{"data": []}"#, items: ".missing[].x").progress.failure?.description
        == #"api.json: --items .missing[].x: . has no field "missing""#)
    #expect(ItemsPath(".data.children[].data")?.components == [.key("data"), .key("children"), .each, .key("data")])
    #expect(ItemsPath(".[]")?.description == "[]")
  }
}
