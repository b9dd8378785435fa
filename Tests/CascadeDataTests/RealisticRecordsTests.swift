import CascadeData
import CascadeFixtures
import CascadeLayout
import Testing

@Suite struct RealisticRecordsTests {
  /// Every generated line is one JSON object the loader accepts, with its title and body found.
  @Test func everyLineLoads() throws {
    let count = 3_000
    let loaded = try RecordLoader.load(
      data: RealisticRecords.ndjson(count: count, seed: 5), name: "real.ndjson", format: .ndjson)
    let records = loaded.records
    #expect(records.count == count)
    #expect(records.allSatisfy { !$0.title.isEmpty })
    #expect(records.contains { $0.body.isEmpty })
    #expect(records.contains { $0.body.split(separator: " ").count > 150 })
    #expect(records.contains { $0.body.contains("https://") })
    #expect(records.contains { $0.body.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } })
    #expect(records.contains { $0.body.unicodeScalars.contains { $0.value == 0x200D } })  // a ZWJ sequence
    #expect(records.contains { $0.body.unicodeScalars.contains { (0x300...0x36F).contains($0.value) } })
    #expect(records.contains { $0.fields.contains { $0.key.hasPrefix("author") } })
    // Most records are ASCII text, as most real text is.
    let asciiBodies = records.filter { $0.body.utf8.allSatisfy { $0 < 0x80 } }.count
    #expect(asciiBodies * 10 > count * 7)
  }

  /// A record depends only on (seed, index): a slice generated alone has the same bytes as the
  /// same records inside a longer run, and another seed gives other records.
  @Test func deterministicPerRecord() {
    let whole = RealisticRecords.ndjson(count: 200, seed: 9)
    var slices = RealisticRecords.ndjson(range: 0..<120, seed: 9)
    slices += RealisticRecords.ndjson(range: 120..<200, seed: 9)
    #expect(whole == slices)
    #expect(
      RealisticRecords.line(at: 150, seed: 9) + "\n"
        == String(decoding: RealisticRecords.ndjson(range: 150..<151, seed: 9), as: UTF8.self))
    #expect(RealisticRecords.ndjson(count: 200, seed: 10) != whole)
  }

  /// One record in 5,000 has a body of 10,000 characters on one line.
  @Test func aFewVeryLongLines() {
    let lines = (0..<20_000).map { RealisticRecords.line(at: $0, seed: 1) }
    let long = lines.filter { $0.utf8.count > 10_000 }.count
    #expect(long >= 1 && long <= 12)
  }
}
