import CascadeData
import CascadeLayout
import CascadeMatch
import CascadeTestSupport
import Testing

@testable import CascadeApp

/// A CSV store's card texts are written from the rows' bytes on every core, and `key:pattern`
/// terms read a row's field in place: both must give what the records themselves give.
@Suite struct CSVCardTextTests {
  /// Over seeded CSV files with every shape the card's rules look at (columns named as titles,
  /// texts and sizes, duplicate and number names, ids, links and dotted objects, `null`, `0`,
  /// `false` and empty values, numbers with spaces,
  /// quoted fields with separators, quotes and line breaks, short and long rows, invalid UTF-8,
  /// with and without a header) and cards showing every field or chosen ones, under the standard
  /// mapping or another: each record's packed text is its `CardMatchText`, made from the record.
  @Test func packedTextsAreTheRecordsCardTexts() throws {
    let failure = try withEvery("seed", in: 0..<600) { _, rng -> String? in
      let file = Self.file(using: &rng)
      let mapping =
        Bool.random(using: &rng) ? FieldMapping.standard : FieldMapping.standard(titleFields: ["note", "3"])
      let store = try RecordLoader.storeHolding(
        file.bytes, name: "in.csv", format: .csv, fields: mapping, csv: CSVDialect(hasHeader: file.hasHeader),
        pieces: [file.bytes.count])
      let chosen: [String]? = Bool.random(using: &rng) ? nil : Self.someNames(using: &rng)
      let fields = CardFields(
        mapping: Bool.random(using: &rng) ? mapping : FieldMapping.standard(textFields: ["name"]), chosen: chosen)
      let candidates = RecordCandidates(collection: store, text: .card(fields))
      let count = store.recordCount
      let texts = candidates.candidates(section: 0, records: 0..<count)
      for item in 0..<count {
        let record = store.record(at: IndexPath(item: item, section: 0))
        let expected = Array(CardMatchText(record, fields: fields).text.utf8)
        let packed = texts.withBytes(at: item) { Array($0) }
        if packed != expected {
          return "record \(item) of \(String(decoding: file.bytes, as: UTF8.self).debugDescription), "
            + "fields \(String(describing: chosen)): packed \(String(decoding: packed, as: UTF8.self).debugDescription), "
            + "expected \(String(decoding: expected, as: UTF8.self).debugDescription)"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// A field read in place is the record's field of that name, names compared without case, the
  /// first winning; a row without it says so, and one that is not valid UTF-8 asks for the record.
  @Test func fieldValuesAreTheRecordsFields() throws {
    let failure = try withEvery("seed", in: 0..<600) { _, rng -> String? in
      let file = Self.file(using: &rng)
      let store = try RecordLoader.storeHolding(
        file.bytes, name: "in.csv", format: .csv, csv: CSVDialect(hasHeader: file.hasHeader),
        pieces: [file.bytes.count])
      let key = ["name", "title", "w", "3", "8", "note", "missing"].randomElement(using: &rng)!
      guard let reader = store.fieldValues(lowercasedKey: key) else { return "no reader for a CSV store" }
      var values = CSVRowValues()
      for item in 0..<store.recordCount {
        let record = store.record(at: IndexPath(item: item, section: 0))
        let expected = record.fields.first { $0.key.lowercased() == key }.map { Array($0.value.utf8) }
        let read: [UInt8]?? = reader.withValue(at: item, values: &values) { value in
          switch value {
          case .present(let bytes): return .some(Array(bytes))
          case .absent: return .some(nil)
          case .unknown: return nil
          }
        }
        guard let read else {
          if record.originalBytes == nil { return "record \(item) is valid UTF-8 yet was not read" }
          continue
        }
        if read != expected {
          return "record \(item), key \(key): read \(read.map { String(decoding: $0, as: UTF8.self) } ?? "none"), "
            + "expected \(expected.map { String(decoding: $0, as: UTF8.self) } ?? "none")"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// With enough matches to be scored on every core, a query with field terms keeps and ranks
  /// the cards that scoring each record's fields one by one keeps and ranks.
  @Test func fieldTermsOnEveryCoreAgreeWithTheRecords() throws {
    var rng = SplitMix64(seed: 34)
    let statuses = ["paid", "refunded", "pending", "null", "", "Refunded now"]
    var lines = ["id,name,Status,note"]
    for row in 0..<6_000 {
      let status = statuses.randomElement(using: &rng)!
      let short = row % 97 == 0
      lines.append(short ? "\(row),only" : "\(row),Customer \(row % 313),\(status),note \(row % 7) refunded")
    }
    let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
    let store = try RecordLoader.storeHolding(bytes, name: "in.csv", format: .csv, pieces: [bytes.count])
    let candidates = RecordCandidates(collection: store, text: .card(CardFields()))
    let matcher = CardMatcher(candidates: candidates, options: CardMatchOptions())
    let items = Array(0..<store.recordCount)
    for text in ["status:refunded", "status:'ref", "status:!paid note", "STATUS:^ref 1", "name:cust status:d"] {
      let query = CardQuery(text, recordsHaveFields: true)
      let ranked = matcher.matches(query, section: 0, among: items[...])
      // One by one: the text terms over the card text, each field term over the record's field
      // (or, where the record has none, the term as typed over the card text).
      let scratch = FuzzyMatcher()
      var expected: [Int: Int] = [:]
      for item in items {
        let record = store.record(at: IndexPath(item: item, section: 0))
        let cardText = CardMatchText(record, fields: CardFields()).text
        guard var score = query.textQuery.isEmpty ? 0 : scratch.match(query.textQuery, text: cardText)?.score else {
          continue
        }
        var kept = true
        for term in query.fieldTerms {
          let found =
            record.fields.first(where: { $0.key.lowercased() == term.key }).map {
              scratch.match(term.pattern, text: $0.value)
            } ?? scratch.match(term.asText, text: cardText)
          guard let found else {
            kept = false
            break
          }
          score += found.score
        }
        if kept { expected[item] = min(score, 0xFFFF) }
      }
      #expect(Set(ranked.map(\.item)) == Set(expected.keys), "\(text)")
      for match in ranked where query.isSortable {
        let score = Int(match.rank >> 16)
        #expect(score == expected[match.item], "\(text): record \(match.item)")
      }
    }
  }

  /// Field names from the columns' names, numbers and names no column has.
  static func someNames(using rng: inout SplitMix64) -> [String] {
    let names = ["name", "title", "Title", "w", "h", "aspect", "note", "3", "8", "missing", "subtitle"]
    return (0..<Int.random(in: 0...4, using: &rng)).map { _ in names.randomElement(using: &rng)! }
  }

  /// A CSV file of a few rows, and whether its first row is a header.
  static func file(using rng: inout SplitMix64) -> (bytes: [UInt8], hasHeader: Bool) {
    let names = [
      "name", "title", "Title", "subtitle", "w", "h", "aspect", "note", "id", "3", "8", "name", "node_id", "html_url",
      "user.login", "user.id", "user.site", "counts.total", "counts.open",
    ]
    let values: [[UInt8]] = [
      Array("alpha".utf8), Array("null".utf8), [], Array("42".utf8), Array(" 7.5 ".utf8), Array("-3".utf8),
      Array("1e3".utf8), Array("\"quoted, with comma\"".utf8), Array("\"say \"\"hi\"\"\"".utf8),
      Array("\"two\nlines\"".utf8), Array("東京".utf8), Array("caf\u{E9}".utf8), [0x66, 0xFF, 0x6F],
      Array(".5".utf8), Array("\"\"".utf8), Array("x\"y".utf8), Array("\"a\"b".utf8), Array("0".utf8),
      Array("false".utf8), Array("[]".utf8), Array("https://example.com/a".utf8),
    ]
    let hasHeader = Bool.random(using: &rng)
    let columns = Int.random(in: 1...6, using: &rng)
    var lines: [[UInt8]] = []
    if hasHeader {
      lines.append(Array((0..<columns).map { _ in names.randomElement(using: &rng)! }.joined(separator: ",").utf8))
    }
    for _ in 0..<Int.random(in: 1...8, using: &rng) {
      let count = max(1, columns + Int.random(in: -2...3, using: &rng))
      var line: [UInt8] = []
      for column in 0..<count {
        if column > 0 { line.append(UInt8(ascii: ",")) }
        line += values.randomElement(using: &rng)!
      }
      lines.append(line)
    }
    return (Array(lines.joined(separator: [0x0A])) + [0x0A], hasHeader)
  }
}

/// `-q` sets the query before the first record is read: a `key:pattern` in it becomes a field
/// term once records with fields arrive.
@Suite struct QueryBeforeRecordsTests {
  @Test func aFieldTermSetBeforeTheFirstRecordReadsTheField() throws {
    var lines = ["id,name,status,created"]
    for row in 0..<300 {
      lines.append("\(row),Customer \(row),\(row % 3 == 0 ? "refunded" : "paid"),2024-01-0\(row % 9 + 1)T10:00:00Z")
    }
    let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
    let store = try RecordLoader.storeHolding(bytes, name: "in.csv", format: .csv, pieces: [bytes.count])
    let source = CardSource(collection: store, theme: .plain, counts: [0])
    _ = source.setFilter("status:refunded")
    #expect(source.growModel(to: store.recordCount) == .rearranged)
    while source.isFiltering { _ = source.continueFiltering() }
    // Read as text, "status:refunded" matches no card: no card text holds "status".
    #expect(source.shownCount == 100)
  }
}
