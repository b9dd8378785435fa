import CascadeData
import CascadeLayout
import Testing

@Suite struct DemoCollectionTests {
  private func allRecords(_ collection: some RecordCollection) -> [[Record]] {
    collection.sections.enumerated().map { section, info in
      (0..<info.count).map { collection.record(at: IndexPath(item: $0, section: section)) }
    }
  }

  @Test func sectionsAndCounts() {
    let demo = DemoCollection()
    #expect(demo.sections.map(\.title) == ["Mountains 山", "Cities 都市", "Food 美食", "Emoji 🎉", "Seasons 四季", "Notes 笔记"])
    #expect(demo.sections.map(\.count) == [60, 60, 40, 48, 24, 36])
    #expect(demo.recordCount == 268)
  }

  @Test func sameOnEveryRun() {
    #expect(allRecords(DemoCollection()) == allRecords(DemoCollection()))
    let first = DemoCollection().record(at: IndexPath(item: 0, section: 0))
    #expect(first.title == "Everest 珠穆朗玛峰 · at dawn 🌅")
    #expect(first.aspectRatio == 0.75)
  }

  @Test func variedCards() {
    for (index, records) in allRecords(DemoCollection()).enumerated() {
      let ratios = records.compactMap(\.aspectRatio)
      #expect(ratios.allSatisfy { (0.5...2.0).contains($0) }, "section \(index) has a ratio outside 0.5 ... 2.0")
      #expect(records.contains { $0.aspectRatio == nil }, "section \(index) has no self-sizing card")
      #expect(Set(records.map(\.title)).count == records.count, "section \(index) repeats a title")
      if index < 5 { #expect(Set(ratios).count >= 5, "section \(index) has too few shapes") }
    }
    let records = allRecords(DemoCollection()).joined()
    #expect(records.contains { $0.body.utf8.count > 200 })
    #expect(records.contains { $0.title.unicodeScalars.contains { $0.value >= 0x1F000 } })
    #expect(records.contains { $0.title.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } })
  }

  /// Each card's `original` is one line of JSON that reads back as the same card.
  @Test func originalsReadBackAsTheSameCards() throws {
    let records = Array(allRecords(DemoCollection()).joined())
    let ndjson = records.map(\.original).joined(separator: "\n")
    #expect(!ndjson.contains("\r") && records.allSatisfy { !$0.original.contains("\n") })
    let reread = try RecordLoader.load(data: Array(ndjson.utf8), name: "demo").records
    #expect(reread.map(\.asGenerated) == records.map(\.asGenerated))
  }
}

@Suite struct SyntheticCollectionTests {
  @Test func lazyForAnyCount() {
    // 2^40 items could not be stored: every record is made from its index when asked for.
    let huge = SyntheticCollection(count: 1 << 40)
    #expect(huge.sections == [RecordSection(count: 1 << 40)])
    #expect(MemoryLayout<SyntheticCollection>.size == MemoryLayout<Int>.size)
    let last = huge.record(at: IndexPath(item: (1 << 40) - 1, section: 0))
    #expect(last.title.hasPrefix("Item 1099511627775 · "))
    #expect(SyntheticCollection(count: -5).isEmpty)
  }

  @Test func deterministicAndVaried() throws {
    let items = SyntheticCollection(count: 10_000_000)
    let sample = (0..<2_000).map { items.record(at: IndexPath(item: $0 * 4_999, section: 0)) }
    #expect(
      sample
        == (0..<2_000).map {
          SyntheticCollection(count: 10_000_000).record(at: IndexPath(item: $0 * 4_999, section: 0))
        })
    let ratios = sample.compactMap(\.aspectRatio)
    #expect(ratios.allSatisfy { (0.5...2.0).contains($0) })
    #expect(ratios.count > 1_600 && ratios.count < 1_900)
    #expect(Set(ratios).count > 300)
    #expect(sample.contains { !$0.body.isEmpty } && sample.contains { $0.body.isEmpty })
    #expect(sample[1].title.hasPrefix("Item 4999 · "))
    let reread = try RecordLoader.load(data: Array(sample.map(\.original).joined(separator: "\n").utf8), name: "n")
      .records
    #expect(reread.map(\.asGenerated) == sample.map(\.asGenerated))
  }
}

extension Record {
  /// The record as a generated collection makes it: without the field summaries a loaded record
  /// carries, and with the aspect ratio at the `Float32` precision the record index keeps.
  var asGenerated: Record {
    var record = self
    record.fields = []
    record.aspectRatio = aspectRatio.map { Double(Float32($0)) }
    return record
  }
}
