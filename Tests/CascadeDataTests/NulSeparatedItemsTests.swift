import CascadeData
import CascadeLayout
import CascadeTestSupport
import Foundation
import Testing

/// `--read0` items, which may hold newlines, tabs, escapes and bytes that are not UTF-8: what a
/// pick prints is the item's own bytes, whatever they are.
@Suite struct NulSeparatedItemsTests {
  /// Over 20 seeded inputs of 400 random items each (a NUL after the last one or not): every item
  /// is a record, in order, and its printed bytes are the item's, byte for byte.
  @Test func thePrintedPickIsTheItemByteForByte() throws {
    var random = SplitMix64(seed: 530)
    let pieces: [[UInt8]] = [
      Array("a".utf8), Array("b c".utf8), [0x0A], [0x0A, 0x0A], [0x09], [0x0D, 0x0A], [0x1B], Array("\u{1B}[31m".utf8),
      Array("東京".utf8), Array("🚀".utf8), Array("e\u{301}".utf8), [0xFF], [0xC3], Array("{\"k\": 1}".utf8), [0x7F],
    ]
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-read0-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for seed in 0..<20 {
      let items: [[UInt8]] = (0..<400).map { _ in
        (0..<Int.random(in: 1...12, using: &random)).flatMap { _ in pieces.randomElement(using: &random)! }
      }
      var bytes = Array(items.joined(separator: [0]))
      if seed % 2 == 0 { bytes.append(0) }
      let path = folder.appendingPathComponent("items-\(seed)").path
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      var request = LoadRequest(path: path)
      request.recordSeparator = 0
      let store = RecordLoader.startStore(request)
      store.waitUntilFinished()
      #expect(store.progress.failure == nil, "seed \(seed)")
      try #require(store.progress.recordCount == items.count, "seed \(seed): \(store.progress.recordCount) records")
      for (index, item) in items.enumerated() {
        let printed = store.record(at: IndexPath(item: index, section: 0)).printedBytes
        #expect(printed == item, "seed \(seed), item \(index): \(printed) != \(item)")
      }
    }
  }
}
