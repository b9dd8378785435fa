import CascadeData
import CascadeLayout
import CascadeSystem
import CascadeTestSupport
import Foundation
import Testing

/// Threads reading records of a loaded store at once, as the measuring workers and the main thread
/// do while the viewer scrolls: they share the store's record cache, and items 4,096 apart share a
/// slot of it, so reads keep replacing each other's records. With `ThreadLock` taking no lock the
/// readers trip over each other and the process stops.
@Suite struct ConcurrentRecordReadersTests {
  @Test func threadsReadingTheSameRecordsEachGetTheRightOne() throws {
    let count = 3 * 4_096
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-readers-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("records.ndjson").path
    let lines = (0..<count).map { #"{"title": "T\#($0)", "body": "record \#($0) 東京 🌅"}"# }
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
    let store = RecordLoader.startStore(LoadRequest(path: path))
    store.waitUntilFinished()
    try #require(store.progress.recordCount == count)

    let mismatches = ThreadLock<[String]>([])
    let threads = (0..<4).map { thread in
      SystemThread.startJoinable {
        var rng = SplitMix64(seed: UInt64(thread + 1))
        for _ in 0..<20_000 {
          // Three items sharing one cache slot, so the threads keep evicting each other's records.
          let item = Int(rng.next() % 64) + 4_096 * Int(rng.next() % 3)
          let record = store.record(at: IndexPath(item: item, section: 0))
          if record.title != "T\(item)" {
            mismatches.withLock { $0.append("item \(item) read as \(record.title)") }
          }
        }
      }
    }
    for thread in threads { pthread_join(try #require(thread), nil) }
    let found = mismatches.withLock { $0 }
    #expect(found.isEmpty, "\(found.prefix(5))")
  }
}
