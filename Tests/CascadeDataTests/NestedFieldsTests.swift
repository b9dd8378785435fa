import CascadeData
import CascadeLayout
import CascadeTestSupport
import Testing

/// Nested JSON on cards and in field options: generated nested records against the rules written
/// out the obvious way on the parsed value.
@Suite struct NestedFieldsTests {
  /// The card lines of member `key`: an object's members as dotted keys down to three levels.
  static func lines(_ key: String, _ value: JSONValue, level: Int) -> [RecordField] {
    if case .object(let members) = value, level < 3 {
      if members.isEmpty { return [RecordField(key: key, value: "{}")] }
      return members.flatMap { lines(key + "." + $0.key, $0.value, level: level + 1) }
    }
    return [RecordField(key: key, value: display(value))]
  }

  static func display(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let spelling): return spelling
    case .string(let text): return text
    case .object: return "{…}"
    case .array(let elements):
      if elements.isEmpty { return "[]" }
      let shown = elements.filter { $0 != .null }.prefix(20).map { element -> String in
        switch element {
        case .object(let members):
          // Named by its first of these keys, else its first string that is no id or link.
          for key in ["name", "title", "label", "login", "key", "value"] {
            for member in members where member.key.lowercased() == key {
              if case .string(let text) = member.value { return text }
              if case .number(let spelling) = member.value { return spelling }
            }
          }
          func quiet(_ key: String, _ text: String) -> Bool {
            let lower = key.lowercased()
            return ["id", "uuid", "guid", "sha", "oid"].contains(lower) || lower.hasSuffix("_id")
              || lower.hasSuffix("-id") || lower.hasSuffix(".id") || key.hasSuffix("Id")
              || (key.hasSuffix("ID") && key.count > 2) || lower.hasSuffix("url") || lower.hasSuffix("uri")
              || lower.hasSuffix("href") || text.hasPrefix("http://") || text.hasPrefix("https://")
          }
          for member in members { if case .string(let text) = member.value, !quiet(member.key, text) { return text } }
          for member in members { if case .string(let text) = member.value { return text } }
          return "{…}"
        case .array(let inner): return "[\(inner.count)]"
        default: return display(element)
        }
      }
      return shown.joined(separator: ", ")
        + (elements.count > shown.count && shown.count == 20 ? ", … (\(elements.count))" : "")
    }
  }

  /// A random path into `value` that names something, as text, and what it names; nil when the
  /// walk meets an empty key (which a path cannot spell) or stops at once.
  static func randomPath(in value: JSONValue, _ rng: inout SplitMix64) -> (String, JSONValue)? {
    var text = ""
    var current = value
    while true {
      switch current {
      case .object(let members) where !members.isEmpty && (text.isEmpty || Bool.random(using: &rng)):
        let member = members.randomElement(using: &rng)!
        guard !member.key.isEmpty, !member.key.contains(where: { $0 == "." || $0 == "[" || $0 == "]" }) else {
          return nil
        }
        // A later duplicate key wins, as the reader takes it.
        current = members.last { $0.key == member.key }!.value
        text += (text.isEmpty ? "" : ".") + member.key
      case .array(let elements) where !elements.isEmpty && !text.isEmpty && Bool.random(using: &rng):
        let index = Int.random(in: 0..<elements.count, using: &rng)
        current = elements[index]
        text += "[\(index)]"
      default:
        return text.contains(where: { $0 == "." || $0 == "[" }) ? (text, current) : nil
      }
    }
  }

  @Test func cardsShowNestedValuesAsDottedLinesAndPathsFindThem() throws {
    var checkedPaths = 0
    let failure = try withEvery("seed", in: 0..<4_000) { seed, rng in
      var objects: [JSONValue] = []
      var text = ""
      for _ in 0..<Int.random(in: 1...8, using: &rng) {
        var generator = JSONGenerator()
        objects.append(generator.object(depth: 0, using: &rng))
        text += JSONGenerator.spaced(generator.tokens, lineBreaks: false, using: &rng) + "\n"
      }
      let store = try RecordLoader.storeHolding(
        Array(text.utf8), name: "in.ndjson", format: .ndjson, pieces: [text.utf8.count])
      if let failure = store.progress.failure { return "failed: \(failure)" }
      for (item, object) in objects.enumerated() {
        guard case .object(let members) = object else { continue }
        let expected = members.flatMap { Self.lines($0.key, $0.value, level: 1) }
        let got = store.record(at: IndexPath(item: item, section: 0)).fields
        if got != expected { return "record \(item): \(got) expected \(expected)" }
        guard let (path, value) = Self.randomPath(in: object, &rng) else { continue }
        // A top-level key that spells the path wins over the path.
        if members.contains(where: { $0.key == path }) { continue }
        checkedPaths += 1
        let found = store.fieldValue(named: path, at: IndexPath(item: item, section: 0))?.text
        let wanted: String? = value == .null ? nil : Self.display(value)
        if found != wanted {
          return "record \(item) path \(path): \(String(describing: found)) expected \(String(describing: wanted))"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(checkedPaths > 1_000)
  }

  /// A GitHub-API-shaped issue: the values people look for are on the card and in the options.
  @Test func anAPIResponseShowsItsNestedValues() throws {
    let issue =
      #"{"title": "Crash on start", "user": {"login": "octocat", "site_admin": false}, "labels": [{"name": "bug"}, {"name": "ui"}], "tags": ["ember", "cloud"], "milestone": {"creator": {"login": "hubot", "id": {"n": 1}}}}"#
    let store = try RecordLoader.storeHolding(
      Array(("[" + issue + "]").utf8), name: "issues.json", pieces: [issue.utf8.count + 2])
    let record = store.record(at: IndexPath(item: 0, section: 0))
    #expect(
      record.fields.map { "\($0.key): \($0.value)" } == [
        "title: Crash on start", "user.login: octocat", "user.site_admin: false", "labels: bug, ui",
        "tags: ember, cloud",
        "milestone.creator.login: hubot", "milestone.creator.id: {…}",
      ])
    let first = IndexPath(item: 0, section: 0)
    #expect(store.fieldValue(named: "user.login", at: first)?.text == "octocat")
    #expect(store.fieldValue(named: ".labels[1].name", at: first)?.text == "ui")
    #expect(store.fieldValue(named: "labels[2].name", at: first) == nil)
    #expect(store.fieldValue(named: "milestone.creator.id.n", at: first)?.number == 1)

    let mapped = FieldMapping.standard(titleFields: ["user.login"], textFields: ["labels[0].name"])
    let byPath = try RecordLoader.storeHolding(
      Array(("[" + issue + "]").utf8), name: "issues.json", fields: mapped, pieces: [issue.utf8.count + 2])
    let card = byPath.record(at: first)
    #expect(card.title == "octocat" && card.body == "bug")
  }

  /// An object whose own fields hold no string (a Kubernetes pod) is titled by its first nested
  /// string; a string its text uses, or one deeper than a card spells out, is not taken.
  @Test func anObjectWithoutAStringIsTitledByItsFirstNestedString() throws {
    let pods =
      #"[{"metadata": {"uid": 7, "name": "web-0"}, "spec": {"nodeName": "node-0"}}, {"description": "only text", "n": 1}, {"a": {"b": {"c": {"d": "deep"}}}, "n": 2}]"#
    let store = try RecordLoader.storeHolding(Array(pods.utf8), name: "pods.json", pieces: [pods.utf8.count])
    let titles = (0..<3).map { store.record(at: IndexPath(item: $0, section: 0)).title }
    #expect(titles == ["web-0", "", #"{"a":{"b":{"c":{"d":"deep"}}},"n":2}"#])
  }
}
