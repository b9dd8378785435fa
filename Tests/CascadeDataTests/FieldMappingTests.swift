import CascadeData
import CascadeTestSupport
import Testing

@Suite struct FieldMappingTests {
  private func record(_ json: String, fields: FieldMapping = .standard) throws -> Record {
    try #require(try load(json, format: .ndjson, fields: fields).records.first)
  }

  @Test func standardFields() throws {
    let full = try record(#"{"title":"Fuji","subtitle":"3,776 m","w":400,"h":600}"#)
    #expect(full.title == "Fuji" && full.body == "3,776 m" && full.aspectRatio == 1.5)
    let named = try record(#"{"name":"Kyoto","description":"Temples","width":"640","height":320}"#)
    #expect(named.title == "Kyoto" && named.body == "Temples" && named.aspectRatio == 0.5)
    let body = try record(#"{"body":"text","title":"t","aspect":2}"#)
    #expect(body.body == "text" && body.aspectRatio == 2)
  }

  @Test func earlierNamesInAListWin() throws {
    #expect(try record(#"{"name":"second","title":"first"}"#).title == "first")
    #expect(try record(#"{"body":"c","description":"b","subtitle":"a"}"#).body == "a")
    #expect(try record(#"{"body":"c","description":"b"}"#).body == "b")
    // w/h are preferred to width/height; an incomplete pair falls back per side.
    #expect(try record(#"{"t":"x","width":100,"height":100,"w":100,"h":200}"#).aspectRatio == 2)
    // A later duplicate key replaces an earlier one, as in JavaScript.
    #expect(try record(#"{"title":"old","title":"new"}"#).title == "new")
    // null counts as absent.
    #expect(try record(#"{"title":null,"name":"n"}"#).title == "n")
  }

  /// A name given for one role is taken from the standard lists of the others, or the option would
  /// do nothing: every standard name, given as the title or the text, fills that role.
  @Test func aNameGivenForOneRoleLeavesTheOthers() throws {
    let standard = FieldMapping.standard
    let names =
      standard.titleFields + standard.textFields + standard.widthFields + standard.heightFields + standard.aspectFields
    let object = "{" + names.map { "\"\($0)\":\"\($0)\"" }.joined(separator: ",") + "}"
    for name in names {
      let asTitle = try record(object, fields: .standard(titleFields: [name]))
      #expect(asTitle.title == name, "--title-field \(name): \(asTitle)")
      let asText = try record(object, fields: .standard(textFields: [name]))
      #expect(asText.body == name, "--text-field \(name): \(asText)")
      if !standard.titleFields.contains(name) { #expect(asText.title == "title", "--text-field \(name): \(asText)") }
    }
    let swapped = try record(#"{"title":"T","name":"N"}"#, fields: .standard(textFields: ["name"]))
    #expect(swapped.title == "T" && swapped.body == "N")
    let sized = try record(#"{"t":"x","width":2,"h":4}"#, fields: .standard(aspectFields: ["width"]))
    #expect(sized.aspectRatio == 2)
    // Roles left alone keep their whole standard list.
    #expect(FieldMapping.standard(titleFields: ["caption"]).textFields == standard.textFields)
  }

  @Test func renamedFields() throws {
    var fields = FieldMapping.standard
    fields.titleFields = ["caption"]
    fields.textFields = ["alt", "summary"]
    fields.widthFields = ["px_w"]
    fields.heightFields = ["px_h"]
    fields.aspectFields = ["ratio"]
    let mapped = try record(
      #"{"title":"ignored","caption":"Sunset","summary":"s","alt":"a","px_w":300,"px_h":100}"#, fields: fields)
    #expect(mapped.title == "Sunset" && mapped.body == "a")
    // The index keeps ratios as Float32: 1/3 to about seven digits.
    #expect(mapped.aspectRatio.map { abs($0 - 1.0 / 3) < 1e-7 } == true)
    // "title" is no longer a title field, so it is just the first other string field.
    #expect(try record(#"{"title":"plain","ratio":0.75}"#, fields: fields).title == "plain")
    #expect(try record(#"{"title":"plain","ratio":0.75}"#, fields: fields).aspectRatio == 0.75)
    // Keys written with escapes match too.
    #expect(try record(#"{"c\u0061ption":"escaped key"}"#, fields: fields).title == "escaped key")
  }

  @Test func namesFromAnArgument() {
    #expect(FieldMapping.names(from: "caption") == ["caption"])
    #expect(FieldMapping.names(from: " caption , label,,") == ["caption", "label"])
    #expect(FieldMapping.names(from: "").isEmpty)
  }

  @Test func nonStringValuesShowTheirJSON() throws {
    #expect(try record(#"{"title":42}"#).title == "42")
    #expect(try record(#"{"title":1.50e2}"#).title == "1.50e2")
    #expect(try record(#"{"title":false}"#).title == "false")
    #expect(try record(#"{"title":{ "en" : "Fuji", "ja":"富士" }}"#).title == #"{"en":"Fuji","ja":"富士"}"#)
    #expect(try record(#"{"title":"t","body":[1, 2]}"#).body == "[1,2]")
  }

  @Test func missingTitle() throws {
    // The first string field no role uses...
    #expect(try record(#"{"id":7,"caption":"Sunset","alt":"x"}"#).title == "Sunset")
    // ...else empty when there is text to show...
    #expect(try record(#"{"id":7,"description":"only text"}"#).title == "")
    // ...else the object's compact JSON, so no card is blank.
    #expect(try record(#"{ "id" : 7, "w": 1 }"#).title == #"{"id":7,"w":1}"#)
    #expect(try record("{}").title == "{}")
  }

  @Test func unusableSizesMeanNoSizeOrAreClamped() throws {
    #expect(try record(#"{"t":"x"}"#).aspectRatio == nil)
    #expect(try record(#"{"t":"x","w":0,"h":100}"#).aspectRatio == nil)
    #expect(try record(#"{"t":"x","w":100,"h":-5}"#).aspectRatio == nil)
    #expect(try record(#"{"t":"x","w":"NaN","h":1}"#).aspectRatio == nil)
    #expect(try record(#"{"t":"x","w":1e400,"h":1}"#).aspectRatio == nil)
    #expect(try record(#"{"t":"x","w":true,"h":1}"#).aspectRatio == nil)
    #expect(try record(#"{"t":"x","w":"wide","h":1,"aspect":1.25}"#).aspectRatio == 1.25)
    #expect(try record(#"{"t":"x","aspect":-1}"#).aspectRatio == nil)
    #expect(try record(#"{"t":"x","w":1,"h":1e300}"#).aspectRatio == Record.aspectRatioRange.upperBound)
    #expect(try record(#"{"t":"x","w":1e-300,"h":1e-300}"#).aspectRatio == 1)
    #expect(try record(#"{"t":"x","aspect":1e-9}"#).aspectRatio == Record.aspectRatioRange.lowerBound)
    #expect(Record(title: "t", aspectRatio: .nan, original: "t").aspectRatio == nil)
    #expect(Record(title: "t", aspectRatio: .infinity, original: "t").aspectRatio == nil)
  }

  @Test func searchTextMatchesLowercased() {
    let pool: [Unicode.Scalar] = [
      "a", "Q", "z", "Z", "@", "[", " ", "\n", "É", "é", "Ω", "İ", "ß", "山", "カ", "🌊", "\u{1F1EF}", "\u{200D}", "Ａ",
    ]
    let failure = withEvery("seed", in: 0..<3_000) { _, rng in
      var title = "", body = ""
      for _ in 0..<Int.random(in: 0...8, using: &rng) {
        title.unicodeScalars.append(pool.randomElement(using: &rng) ?? "a")
      }
      for _ in 0..<Int.random(in: 0...3, using: &rng) {
        body.unicodeScalars.append(pool.randomElement(using: &rng) ?? "a")
      }
      let expected = (body.isEmpty ? title : title + "\n" + body).lowercased()
      let record = Record(title: title, body: body, original: "")
      return record.searchText == expected
        ? nil : "\(record.searchText.debugDescription) != \(expected.debugDescription)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func searchTextIsLowercasedTitleAndBody() {
    #expect(Record(title: "Fuji 富士山", body: "Snow ÉTÉ", original: "").searchText == "fuji 富士山\nsnow été")
    #expect(Record(title: "already lower", original: "").searchText == "already lower")
    #expect(Record(title: "MiXeD", original: "").searchText == "mixed")
  }
}

@Suite struct TextLinesTests {
  @Test func crlfBlankLinesAndAFinalLineWithoutNewline() throws {
    let collection = try load("first\r\n\r\n  \t \nsecond line\n\nlast without newline", format: .lines)
    #expect(collection.records.map(\.title) == ["first", "second line", "last without newline"])
    #expect(collection.records.allSatisfy { $0.aspectRatio == nil && $0.body.isEmpty && $0.original == $0.title })
  }

  @Test func crlfInNDJSON() throws {
    let collection = try load("{\"title\":\"a\"}\r\n\r\n{\"title\":\"b\"}\r\n")
    #expect(collection.records.map(\.title) == ["a", "b"])
    #expect(collection.records.map(\.original) == ["{\"title\":\"a\"}", "{\"title\":\"b\"}"])
  }

  @Test func lineBreakVariants() throws {
    #expect(try load("a\n", format: .lines).records.map(\.title) == ["a"])
    #expect(try load("\n\na", format: .lines).records.map(\.title) == ["a"])
    #expect(try load("a\r", format: .lines).records.map(\.title) == ["a"])
    #expect(try load("a\rb", format: .lines).records.map(\.title) == ["a\rb"])
    #expect(try load("a\0b", format: .lines).records.map(\.title) == ["a\0b"])
  }

  @Test func collectionInterface() throws {
    let collection = try load("x\ny\nz")
    #expect(collection.sections == [RecordSection(title: nil, count: 3)])
    #expect(collection.recordCount == 3 && !collection.isEmpty)
    #expect(collection.record(at: .init(item: 2, section: 0)).title == "z")
    #expect(try load("").isEmpty)
  }
}
