import CascadeData
import CascadeLayout
import CascadeMatch
import CascadePictures
import CascadeTestSupport
import Testing

@testable import CascadeApp

/// The one adapter from records to match candidates reads, for each `MatchedText`, the bytes the
/// filters read: `-f` the record as printed, `/` its card's text.
@Suite struct RecordCandidatesTests {
  /// Over seeded inputs of every format (text lines, NDJSON with nested objects and escapes, a
  /// JSON array, CSV, TSV; CJK, emoji and long lines) held in a store or made into records, and
  /// random windows of records in both directions: `.printed` gives each record's `printedBytes`
  /// (what `-f` prints) and `.card` its `CardMatchText`, against the records made one by one.
  /// Windows grow across calls, as a filter reaches records that arrived.
  @Test func eachChoiceReadsTheTextItsFilterMatches() throws {
    let failure = try withEvery("seed", in: 0..<1_000) { seed, rng -> String? in
      let format = [InputFormat.lines, .ndjson, .json, .csv, .tsv].randomElement(using: &rng)!
      let input = Self.input(format, records: Int.random(in: 0...40, using: &rng), using: &rng)
      let store = try RecordLoader.storeHolding(input, name: "in", format: format, pieces: [input.count])
      var collection: any RecordCollection =
        Bool.random(using: &rng) ? store : try RecordLoader.load(data: input, name: "in", format: format)
      // The viewer's cards look for pictures: the records pass through unchanged.
      if Bool.random(using: &rng) { collection = PictureRecordCollection(collection) { _, _ in nil } }
      let count = collection.recordCount
      let fields = Bool.random(using: &rng) ? CardFields() : CardFields(chosen: ["name", "tags"])
      let text: MatchedText = Bool.random(using: &rng) ? .printed : .card(fields)
      let candidates = RecordCandidates(collection: collection, text: text)
      for call in 0..<3 {
        let upper = Int.random(in: 0...count, using: &rng)
        let lower = Int.random(in: 0...upper, using: &rng)
        let reversed = Bool.random(using: &rng)
        let window = candidates.candidates(section: 0, records: lower..<upper, reversed: reversed)
        if window.count != upper - lower { return "call \(call): \(window.count) candidates for \(lower)..<\(upper)" }
        for index in 0..<window.count {
          let item = reversed ? upper - 1 - index : lower + index
          let record = collection.record(at: IndexPath(item: item, section: 0))
          let expected: [UInt8]
          switch text {
          case .printed: expected = record.printedBytes
          case .card(let fields): expected = Array(CardMatchText(record, fields: fields).text.utf8)
          }
          let read = window.withBytes(at: index) { Array($0) }
          if read != expected {
            return "\(format) \(text), call \(call), record \(item): read \(String(decoding: read, as: UTF8.self)), "
              + "expected \(String(decoding: expected, as: UTF8.self))"
          }
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// A store of text lines is matched in place, also when the viewer looks for pictures in its
  /// records (what the viewer and `fzf` do): making and packing every card's text would be the
  /// first query's cost over a million lines.
  @Test func textLinesAreReadInPlaceUnderPictures() throws {
    let input = Array("a/b\nsrc/main.swift\n".utf8)
    let store = try RecordLoader.storeHolding(input, name: "in", format: .lines, pieces: [input.count])
    let pictured = PictureRecordCollection(store) { _, _ in nil }
    for collection in [store, pictured] as [any RecordCollection] {
      let candidates = RecordCandidates(collection: collection, text: .card(CardFields()))
      #expect(candidates.readsInPlace)
      let window = candidates.candidates(section: 0, records: 0..<2)
      #expect(window.withBytes(at: 1) { Array($0) } == Array("src/main.swift".utf8))
    }
  }

  /// `records` records of `format`, from words of several scripts.
  static func input(_ format: InputFormat, records: Int, using rng: inout SplitMix64) -> [UInt8] {
    let words = [
      "alpha", "src/main.swift", "東京", "カフェ", "😀🎉", "naïve", "x", "quote\"d",
      "long" + String(repeating: "-", count: 300),
    ]
    func phrase() -> String {
      (0..<Int.random(in: 1...5, using: &rng)).map { _ in words.randomElement(using: &rng)! }.joined(separator: " ")
    }
    func json(_ text: String) -> String {
      "\"" + text.replacingOccurrences("\\", "\\\\").replacingOccurrences("\"", "\\\"") + "\""
    }
    func object() -> String {
      var members = ["\"name\": \(json(phrase()))"]
      if Bool.random(using: &rng) { members.append("\"body\": \(json(phrase()))") }
      if Bool.random(using: &rng) { members.append("\"owner\": {\"login\": \(json(phrase())), \"id\": 7}") }
      if Bool.random(using: &rng) { members.append("\"tags\": [\(json(phrase())), \"caf\\u00e9\"]") }
      if Bool.random(using: &rng) { members.append("\"n\": \(Int.random(in: -9...999, using: &rng))") }
      return "{" + members.joined(separator: ", ") + "}"
    }
    func cell(_ separator: String) -> String {
      let text = phrase()
      return text.contains(separator) || text.contains("\"") ? json(text).replacingOccurrences("\\\"", "\"\"") : text
    }
    var lines: [String]
    switch format {
    case .lines: lines = (0..<records).map { _ in phrase() }
    case .ndjson: lines = (0..<records).map { _ in object() }
    case .json: lines = ["[" + (0..<records).map { _ in object() }.joined(separator: ",\n") + "]"]
    case .csv: lines = ["name,tags"] + (0..<records).map { _ in cell(",") + "," + cell(",") }
    case .tsv: lines = ["name\ttags"] + (0..<records).map { _ in cell("\t") + "\t" + cell("\t") }
    }
    return Array(lines.map { $0 + "\n" }.joined().utf8)
  }
}

extension String {
  /// Every `target` replaced by `replacement` (no Foundation in the tests' imports).
  fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
