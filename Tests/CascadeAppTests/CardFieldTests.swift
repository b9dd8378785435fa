import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import Testing

/// Cards show a record's other fields as `key: value` lines; `--fields` chooses them; the filter
/// finds them, `key:word` within one field; Enter shows the whole record, scrollable.
@Suite struct CardFieldTests {
  /// Records as the reader makes them: title, text and size from their fields, every field kept.
  static func record(_ fields: KeyValuePairs<String, String>, original: String = "{}") -> Record {
    let list = fields.map { RecordField(key: $0.key, value: $0.value) }
    let title = list.first { $0.key == "name" }?.value ?? ""
    let body = list.first { $0.key == "description" }?.value ?? ""
    return Record(title: title, body: body, original: original, fields: list)
  }

  static let packages = LoadedCollection(
    name: "pip.json", format: .json,
    records: [
      record(["name": "requests", "version": "2.31.0", "license": "Apache-2.0"]),
      record(["name": "numpy", "description": "arrays", "version": "1.26.4", "deps": "[0]"]),
      record(["name": "rich", "version": "13.7.1", "homepage": "https://github.com/Textualize/rich"]),
    ])

  @Test func cardsShowTheirOtherFieldsBelowTheText() {
    let v = viewer(Self.packages, size: Size(width: 40, height: 12)) { $0.columns = 2 }
    #expect(
      screenDiff(
        screen(v),
        [
          "┏━━━━━━━━━━━━━━━━━━┓ ╭─────────────────╮",
          "┃ requests         ┃ │ numpy           │",
          "┃ version: 2.31.0  ┃ │ arrays          │",
          "┃ license:         ┃ │ version: 1.26.4 │",
          "┃ Apache-2.0       ┃ │ deps: [0]       │",
          "┗━━━━━━━━━━━━━━━━━━┛ ╰─────────────────╯",
          "╭──────────────────╮                    ",
          "│ rich             │                    ",
          "│ version: 13.7.1  │                    ",
          "╰──────────────────╯                    ",
          "                                        ",
          " card 1 of 3             ? keys  q quit ",
        ]) == nil, "\(screen(v))")
  }

  @Test func fieldsOptionChoosesAndOrdersTheLinesOrHidesThem() {
    let chosen = viewer(Self.packages, size: Size(width: 40, height: 8)) {
      $0.columns = 2
      $0.cardFields = CardFields(chosen: ["license", "version", "missing"])
    }
    #expect(
      screenDiff(
        Array(screen(chosen).prefix(5)),
        [
          "┏━━━━━━━━━━━━━━━━━━┓ ╭─────────────────╮",
          "┃ requests         ┃ │ numpy           │",
          "┃ license:         ┃ │ arrays          │",
          "┃ Apache-2.0       ┃ │ version: 1.26.4 │",
          "┃ version: 2.31.0  ┃ ╰─────────────────╯",
        ]) == nil, "\(screen(chosen))")
    let none = viewer(Self.packages, size: Size(width: 40, height: 8)) {
      $0.columns = 2
      $0.cardFields = CardFields(chosen: [])
    }
    #expect(
      screenDiff(
        Array(screen(none).prefix(4)),
        [
          "┏━━━━━━━━━━━━━━━━━━┓ ╭─────────────────╮",
          "┃ requests         ┃ │ numpy           │",
          "┗━━━━━━━━━━━━━━━━━━┛ │ arrays          │",
          "╭──────────────────╮ ╰─────────────────╯",
        ]) == nil, "\(screen(none))")
  }

  /// A picture card shows as many field lines as fit; a text card is as tall as its fields, up to
  /// `CardCell.maximumFieldLines`.
  @Test func picturesShowWhatFitsAndTextCardsGrowWithTheirFields() {
    let many = (0..<15).map { RecordField(key: "k\($0)", value: "v\($0)") }
    let records = [
      Record(title: "pic", aspectRatio: 0.25, original: "", fields: many),
      Record(title: "text", original: "", fields: many),
    ]
    let v = viewer(LoadedCollection(name: "x", format: .ndjson, records: records), size: Size(width: 20, height: 24)) {
      $0.columns = 1
    }
    let lines = screen(v)
    // 20 wide × 0.25 × 0.5 = 2.5 → 3 rows: the box and its title only.
    #expect(lines[0].hasPrefix("┏") && lines[1].contains("pic") && lines[2].hasPrefix("┗"), "\(lines)")
    #expect(
      lines[4].contains("text") && lines[5].contains("k0: v0") && lines[14].contains("k9: v9")
        && lines[15].hasPrefix("╰"), "\(lines)")
  }

  @Test func theFilterFindsFieldValuesAndKeyWordWithinOneField() {
    let v = viewer(Self.packages, size: Size(width: 40, height: 12))
    press(v, .character("/"))
    type(v, "apache")
    #expect(v.source.shownCount == 1)
    press(v, .control("u"))
    type(v, "version:13")
    #expect(titles(v) == ["rich"])
    press(v, .control("u"))
    // "1" is in every version, but only numpy's deps field is [0]… and no license holds a 1.
    type(v, "license:2")
    #expect(titles(v) == ["requests"])
    press(v, .control("u"))
    type(v, "version:apache")
    #expect(titles(v) == [], "the word must be in that field, not another")
    press(v, .control("u"))
    // A link is not on the card, but its field is there to ask.
    type(v, "https://github")
    #expect(titles(v) == [])
    press(v, .control("u"))
    type(v, "homepage:textualize")
    #expect(titles(v) == ["rich"])
    let shown = viewer(Self.packages, size: Size(width: 40, height: 12)) {
      $0.cardFields = CardFields(chosen: ["homepage"])
    }
    press(shown, .character("/"))
    type(shown, "https://github")
    #expect(titles(shown) == ["rich"], "a colon in a plain word still matches as typed")
  }

  /// Enter shows the record as indented JSON; arrows and pages scroll it; Home and End go to its
  /// ends; another key goes back.
  @Test func theFullViewScrollsTheIndentedRecord() {
    let json =
      #"{"name":"big","list":[1,2,3],"nested":{"a":"x","b":[]},"#
      + (0..<10).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}"
    let record = Record(title: "big", original: json, fields: [RecordField(key: "name", value: "big")])
    let v = viewer(LoadedCollection(name: "x", format: .ndjson, records: [record]), size: Size(width: 30, height: 10))
    press(v, .enter)
    #expect(
      screenDiff(
        screen(v),
        [
          "┏ big ━━━━━━━━━━━━━━━━━━━━━━━┓",
          "┃ {                          ┃",
          "┃   \"name\": \"big\",           ┃",
          "┃   \"list\": [                ┃",
          "┃     1,                     ┃",
          "┃     2,                     ┃",
          "┃     3                      ┃",
          "┃   ],                       ┃",
          "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛",
          " lines 1–7 of 22 · ↑↓ PgUp Pg…",
        ]) == nil, "\(screen(v))")
    press(v, .down, .down)
    #expect(screen(v)[1] == "┃   \"list\": [                ┃")
    press(v, .pageDown)
    #expect(screen(v).last?.hasPrefix(" lines 9–15 of 22") == true, "\(screen(v).last ?? "")")
    press(v, .end)
    #expect(screen(v)[7] == "┃ }                          ┃")
    press(v, .home)
    #expect(screen(v)[1] == "┃ {                          ┃")
    press(v, .character("x"))
    #expect(v.mode == .browsing)
  }

  /// The lines leave out what the card already shows: the title (or, without a title field, the
  /// string field it came from), the text and the size fields; a `null` title field is no title.
  @Test func linesLeaveOutTitleTextAndSize() {
    func keys(
      _ fields: KeyValuePairs<String, String>, title: String, body: String = "", _ cardFields: CardFields = CardFields()
    ) -> [String] {
      let record = Record(
        title: title, body: body, original: "", fields: fields.map { RecordField(key: $0.key, value: $0.value) })
      return cardFields.lines(of: record).map(\.key)
    }
    #expect(keys(["title": "T", "name": "N", "w": "4", "h": "3", "x": "1"], title: "T") == ["name", "x"])
    #expect(keys(["title": "null", "name": "N", "body": "B", "aspect": "2"], title: "N", body: "B") == ["title"])
    #expect(keys(["id": "7", "label": "L", "kind": "k"], title: "L") == ["kind"])
    let custom = CardFields(mapping: .standard(titleFields: ["label"]), chosen: nil)
    #expect(keys(["title": "T", "label": "L"], title: "L", custom) == ["title"])
    #expect(keys(["a": "1", "b": "2"], title: "", CardFields(chosen: ["b", "zz", "a"])) == ["b", "a"])
    #expect(keys(["a": "1"], title: "", CardFields(chosen: [])) == [])
  }

  /// By default a card leaves out ids, links and values that say nothing, and shows a nested
  /// object by the line that names it, unless nothing else is left; `--fields` shows them all.
  @Test func defaultLinesSkipIdsLinksAndEmptyValues() {
    func keys(_ fields: KeyValuePairs<String, String>, _ cardFields: CardFields = CardFields()) -> [String] {
      let record = Record(
        title: "T", original: "",
        fields: [RecordField(key: "title", value: "T")]
          + fields.map { RecordField(key: $0.key, value: $0.value) })
      return cardFields.lines(of: record).map(\.key)
    }
    let issue: KeyValuePairs<String, String> = [
      "url": "https://api.github.com/repos/a/b/issues/1", "repository_url": "https://api.github.com/repos/a/b",
      "id": "101", "node_id": "I_kwDO", "number": "1", "user.login": "octocat", "user.id": "1",
      "user.node_id": "MDQ6", "user.avatar_url": "https://avatars", "user.gravatar_id": "", "user.type": "User",
      "user.site_admin": "false", "labels": "bug, ui", "state": "open", "locked": "false", "assignee": "null",
      "assignees": "[]", "milestone.url": "https://m", "milestone.number": "3", "milestone.title": "v1",
      "comments": "0", "sub_issues_summary.total": "0", "sub_issues_summary.completed": "0",
      "reactions.url": "https://r", "reactions.total_count": "2", "reactions.+1": "2",
      "homepage": "http://example.com", "timeline_url": "https://t",
    ]
    #expect(
      keys(issue) == [
        "number", "user.login", "labels", "state", "milestone.title", "comments", "reactions.total_count",
      ])
    #expect(keys(["userId": "3", "uuid": "x", "sha": "abc", "link_href": "/a", "kind": "k"]) == ["kind"])
    // Nothing else: the ids and links are the lines.
    #expect(keys(["id": "7", "url": "https://x", "note": "null"]) == ["id", "url", "note"])
    #expect(keys(issue, CardFields(chosen: ["node_id", "url"])) == ["node_id", "url"])
  }

  func titles(_ v: Viewer) -> [String] {
    (0..<v.source.shownCount).map { v.source.record(at: IndexPath(item: $0, section: 0)).title }
  }
}
