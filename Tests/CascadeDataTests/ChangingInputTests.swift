import CascadeData
import CascadeLayout
import CascadeSystem
import Foundation
import Testing

/// A file that changes while Cascade shows it: the records read stay as they were read (their
/// bytes are Cascade's, never a mapping a shorter file would fault in), and the store says how the
/// file changed. Followed, lines appended are read as they come.
@Suite final class ChangingInputTests {
  let folder: TemporaryFolder

  init() throws { folder = try TemporaryFolder.create(prefix: "cascade-changing-") }

  deinit { folder.remove() }

  static func lines(_ range: Range<Int>) -> String {
    range.map { #"{"title": "event \#($0)", "pad": "\#(String(repeating: "x", count: 60))"}"# + "\n" }.joined()
  }

  func file(_ name: String, _ text: String) throws -> String {
    let path = folder.path + "/" + name
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  func waitFor(_ what: String, _ condition: () -> Bool) throws {
    let deadline = Date().addingTimeInterval(20)
    while !condition() {
      if Date() > deadline { throw Timeout(what: what) }
      usleep(5_000)
    }
  }

  struct Timeout: Error { var what: String }

  /// Cut to 1,000 bytes after loading, every record is still readable as it was read, the worst
  /// placed first; the change is "cut short". A mapped input dies here with SIGBUS.
  @Test func recordsStayWhenTheFileIsCutShortAfterLoading() throws {
    let path = try file("app.ndjson", Self.lines(0..<20_000))
    let store = RecordLoader.startStore(LoadRequest(path: path))
    store.waitUntilFinished()
    #expect(store.progress.recordCount == 20_000 && store.progress.inputChange == nil)
    #expect(truncate(path, 1_000) == 0)
    for item in (0..<20_000).reversed() where item % 97 == 0 || item > 19_990 {
      let title = store.record(at: IndexPath(item: item, section: 0)).title
      #expect(title == "event \(item)", "record \(item)")
    }
    #expect(store.progress.inputChange == .cutShort)
  }

  /// Each kind of change is told apart: appended to, written again at the same size, replaced by
  /// another file at the path, removed.
  @Test func eachChangeIsNamed() throws {
    let path = try file("a.txt", "one\ntwo\n")
    let store = RecordLoader.startStore(LoadRequest(path: path))
    store.waitUntilFinished()
    #expect(store.progress.inputChange == nil)
    let handle = try #require(FileHandle(forWritingAtPath: path))
    handle.seekToEndOfFile()
    handle.write(Data("three\n".utf8))
    try handle.close()
    #expect(store.progress.inputChange == .grew)
    #expect(truncate(path, 8) == 0)
    var times = [timespec(tv_sec: 1, tv_nsec: 0), timespec(tv_sec: 1, tv_nsec: 0)]
    #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    #expect(store.progress.inputChange == .rewritten)
    #expect(rename(path, path + ".1") == 0)
    #expect(store.progress.inputChange == .removed)
    _ = try file("a.txt", "new\n")
    #expect(store.progress.inputChange == .replaced)
    #expect(store.record(at: IndexPath(item: 1, section: 0)).title == "two")
  }

  /// Followed: lines appended are records as they come, a piece of a line waits for its newline,
  /// and a file cut short is read again from its start, its lines after those read before.
  @Test func followedFilesGrowByTheirAppendedLines() throws {
    let path = try file("f.ndjson", Self.lines(0..<3))
    var request = LoadRequest(path: path)
    request.follows = true
    let store = RecordLoader.startStore(request)
    defer {
      store.cancel()
      store.waitUntilFinished()
    }
    try waitFor("the first three") { store.progress.recordCount == 3 }
    #expect(store.progress.isFollowing && !store.progress.isFinished)
    let handle = try #require(FileHandle(forWritingAtPath: path))
    handle.seekToEndOfFile()
    let more = Self.lines(3..<5)
    handle.write(Data(more.utf8.dropLast(10)))
    try waitFor("the fourth") { store.progress.recordCount == 4 }
    handle.write(Data(more.utf8.suffix(10)))
    try waitFor("the fifth") { store.progress.recordCount == 5 }
    try handle.close()
    #expect(store.progress.inputChange == nil)
    #expect(truncate(path, 0) == 0)
    let after = try #require(FileHandle(forWritingAtPath: path))
    after.write(Data(Self.lines(100..<101).utf8))
    try after.close()
    try waitFor("the line written after the cut") { store.progress.recordCount == 6 }
    #expect(store.progress.inputChange == .cutShort)
    let titles = (0..<6).map { store.record(at: IndexPath(item: $0, section: 0)).title }
    #expect(titles == ["event 0", "event 1", "event 2", "event 3", "event 4", "event 100"])
  }

  /// A sparse file's hole is skipped, not read: a 3 GiB hole commits no memory for its zeros.
  @Test func holesAreNotRead() throws {
    let path = folder.path + "/sparse.txt"
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    #expect(write(descriptor, "ab\n", 3) == 3)
    #expect(ftruncate(descriptor, 3 << 30) == 0)
    #expect(pwrite(descriptor, "\ncd\n", 4, (3 << 30) - 4) == 4)
    close(descriptor)
    let before = residentKilobytes()
    let store = RecordLoader.startStore(LoadRequest(path: path, format: .lines))
    store.waitUntilFinished()
    #expect(store.progress.failure == nil)
    #expect(store.record(at: IndexPath(item: store.progress.recordCount - 1, section: 0)).title == "cd")
    #expect(residentKilobytes() - before < 512 << 10, "a hole read into memory")
  }

  /// SQLite reads a database's pages rather than mapping them, so a database cut short while read
  /// is an error in SQLite's words, never a SIGBUS.
  @Test func databasesAreReadNotMapped() throws {
    let path = folder.path + "/d.db"
    try SQLiteInputTests.makeDatabase(path, "db.execute('create table t (a)')")
    var request = LoadRequest(path: path)
    request.sql = "PRAGMA mmap_size"
    let store = RecordLoader.startStore(request)
    store.waitUntilFinished()
    #expect(store.progress.failure == nil && store.progress.recordCount == 1)
    #expect(store.record(at: IndexPath(item: 0, section: 0)).original.contains(#""mmap_size":0"#))
  }

  func residentKilobytes() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return Int(line.split(separator: " ")[1]) ?? 0
  }
}
