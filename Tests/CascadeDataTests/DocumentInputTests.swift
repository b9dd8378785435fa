import CascadeData
import CascadeLayout
import Testing

/// JSON documents whose collection is inside: found by shape, or named with `--items`.
@Suite struct DocumentInputTests {
  func store(_ text: String, items: String? = nil, format: InputFormat? = nil) throws -> RecordStore {
    try RecordLoader.storeHolding(
      Array(text.utf8), name: "api.json", format: format, itemsPath: items, pieces: [text.utf8.count])
  }

  func titles(_ store: RecordStore) -> [String] {
    (0..<store.progress.recordCount).map { store.record(at: IndexPath(item: $0, section: 0)).title }
  }

  @Test func largestArrayOfObjectsIsTheCollection() throws {
    let reddit =
      #"{"kind": "Listing", "data": {"after": null, "children": [{"title": "a"}, {"title": "b"}, {"title": "c"}], "mods": [{"name": "m"}]}}"#
    let found = try store(reddit)
    #expect(titles(found) == ["a", "b", "c"])
    #expect(found.progress.itemsPath == ".data.children")
    #expect(found.progress.failure == nil)
    let odd = try store(#"{"the items": [{"t": 1}, {"t": 2}], "pages": [[{"title": "x"}]]}"#)
    #expect(odd.progress.itemsPath == #"."the items""#)
    let nested = try store(#"{"pages": [{"items": [{"title": "p"}, {"title": "q"}]}]}"#)
    #expect(titles(nested) == ["p", "q"] && nested.progress.itemsPath == ".pages[0].items")
  }

  @Test func objectOfObjectsIsOneCardPerKey() throws {
    let packages =
      #"{"numpy": {"version": "2.1", "deps": [{"n": 1}]}, "scipy": {"version": "1.14", "w": 2, "h": 1}, "pip": {"version": "24"}}"#
    let map = try store(packages)
    #expect(titles(map) == ["numpy", "scipy", "pip"])
    #expect(map.progress.itemsPath == nil)
    let scipy = map.record(at: IndexPath(item: 1, section: 0))
    #expect(
      scipy.fields == [
        RecordField(key: "version", value: "1.14"), RecordField(key: "w", value: "2"),
        RecordField(key: "h", value: "1"),
      ])
    #expect(scipy.aspectRatio == 0.5)
    #expect(scipy.original == #"{"scipy":{"version":"1.14","w":2,"h":1}}"#)
    // With one member holding a longer array, the array is the collection.
    #expect(titles(try store(#"{"data": {"children": [{"title": "a"}, {"title": "b"}]}}"#)) == ["a", "b"])
  }

  @Test func scalarsAndSingleObjects() throws {
    #expect(titles(try store(#"["a", 1, true, null, 2.50]"#)) == ["a", "1", "true", "null", "2.50"])
    let single = try store("{\n  \"title\": \"only\", \"tags\": [\"x\"]\n}")
    #expect(titles(single) == ["only"])
    #expect(
      single.record(at: IndexPath(item: 0, section: 0)).fields == [
        RecordField(key: "title", value: "only"), RecordField(key: "tags", value: "x"),
      ])
  }

  @Test func fieldsAreSummarisedInInputOrder() throws {
    let line =
      #"{"title": "t", "n": -1.5e3, "ok": true, "none": null, "s": "a\"b\u00e9", "o": {"x": [1]}, "a": [1, [2, 3], {}], "e": []}"#
    let record = try store(line + "\n" + line, format: .ndjson).record(at: IndexPath(item: 1, section: 0))
    #expect(record.fields.map(\.key) == ["title", "n", "ok", "none", "s", "o.x", "a", "e"])
    #expect(record.fields.map(\.value) == ["t", "-1.5e3", "true", "null", "a\"bé", "1", "1, [2], {…}", "[]"])
  }

  @Test func itemsPathNamesTheCollection() throws {
    let text =
      #"{"results": [{"title": "r"}], "data": {"children": [{"title": "c1"}, {"title": "c2"}], "map": {"k": {"v": 1}}}, "n": 3}"#
    let results = try store(text, items: ".results")
    #expect(titles(results) == ["r"] && results.progress.itemsPath == ".results")
    #expect(titles(try store(text, items: ".data.children")) == ["c1", "c2"])
    #expect(titles(try store(text, items: #".["data"].children"#)) == ["c1", "c2"])
    #expect(titles(try store(text, items: ".data.map")) == ["k"])
    #expect(titles(try store(#"[[{"title": "deep"}]]"#, items: ".[0]")) == ["deep"])
    #expect(titles(try store(#"[{"title": "top"}]"#, items: ".")) == ["top"])
    func failure(_ items: String, _ input: String = text) throws -> String? {
      try store(input, items: items).progress.failure?.description
    }
    #expect(try failure(".missing") == #"api.json: --items .missing: . has no field "missing""#)
    #expect(
      try failure(".data.children.x") == "api.json: --items .data.children.x: .data.children is an array, not an object"
    )
    #expect(try failure(".n") == "api.json: --items .n is a number, not an array of items or an object of them")
    #expect(try failure(".results[3]") == "api.json: --items .results[3]: .results has 1 element, no [3]")
    #expect(
      try failure("results")
        == "api.json: --items: 'results' is not a path like .data.items, .results or .pages[0].items")
    #expect(try failure(".x", "a\nb\n") == "api.json:1:1: a JSON array or object expected, found 'a'")
    #expect(
      try store("{}\n", items: ".x", format: .ndjson).progress.failure?.description
        == "api.json: --items finds the collection inside a JSON document, not in NDJSON")
  }

  @Test func itemsPathsParseAndPrint() {
    #expect(ItemsPath(".data.children")?.components == [.key("data"), .key("children")])
    #expect(ItemsPath(".a[2][\"b c\"]")?.components == [.key("a"), .index(2), .key("b c")])
    #expect(ItemsPath(".")?.components == [])
    #expect(ItemsPath("data") == nil && ItemsPath(".a[") == nil && ItemsPath(".a[x]") == nil && ItemsPath("..") == nil)
    #expect(ItemsPath(".a[2][\"b c\"]")?.description == #".a[2]."b c""#)
  }

  @Test func documentErrorsHavePositions() throws {
    #expect(
      try store("{\"a\": [1,\n 2}", format: .json).progress.failure?.description
        == "api.json:2:3: expected ',' or ']' after array element")
    #expect(
      try store("{\"a\": 1} x").progress.failure?.description
        == "api.json:1:10: trailing characters after the JSON value")
    #expect(
      try store("{\"a\" 1}", format: .json).progress.failure?.description
        == "api.json:1:6: expected ':' after object key")
    let deep = String(repeating: "{\"a\":", count: 100_000)
    #expect(try store(deep).progress.failure?.description == "api.json:1:2561: nesting deeper than 512 levels")
  }
}
