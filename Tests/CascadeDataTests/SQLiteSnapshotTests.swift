import CascadeData
import CascadeLayout
import CascadeSystem
import Foundation
import Testing

/// A database another process writes while Cascade reads it: each read is one snapshot (the
/// table before a change committed, or after), and a file replaced after the read is news.
@Suite struct SQLiteSnapshotTests {
  static let rows = 30_000

  /// A Python process that, for `seconds`, deletes every third row in one transaction, runs
  /// `VACUUM`, puts the rows back in another, and runs `VACUUM` again; it prints how many times.
  static func writer(_ path: String, seconds: Double) throws -> (Process, Pipe) {
    let script = #"""
      import sqlite3, sys, time
      db = sqlite3.connect(sys.argv[1], timeout=60, isolation_level=None)
      n = int(sys.argv[3]); end = time.time() + float(sys.argv[2]); cycles = 0
      while time.time() < end:
          db.execute('begin immediate'); db.execute('delete from t where id % 3 = 0'); db.execute('commit')
          db.execute('vacuum')
          db.execute('begin immediate')
          db.execute("insert into t(id, name) with recursive s(i) as (select 3 union all select i + 3 from s where i + 3 <= ?) select i, printf('row %08d of the table, long enough to fill pages', i) from s", (n,))
          db.execute('commit')
          db.execute('vacuum')
          cycles += 1
      print(cycles)
      """#
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, path, String(seconds), String(rows)]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    return (process, output)
  }

  @Test(arguments: ["delete", "wal"])
  func aTableWrittenWhileReadIsOneSnapshot(journal: String) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "cascade-snapshot-\(getpid())-\(journal)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("rows.db").path
    try SQLiteInputTests.makeDatabase(
      path,
      """
      db.execute('pragma journal_mode=\(journal)')
      db.execute('create table t(id integer primary key, name text)')
      db.executemany('insert into t values (?, ?)', [(i, 'row %08d of the table, long enough to fill pages' % i) for i in range(1, \(Self.rows) + 1)])
      """)
    let all = Set(1...Self.rows)
    let kept = all.filter { $0 % 3 != 0 }
    let (process, output) = try Self.writer(path, seconds: 4)
    var reads = 0
    var failures: [String] = []
    while process.isRunning || reads < 3 {
      let store = SQLiteInputTests.load(path, table: "t")
      reads += 1
      if let failure = store.progress.failure {
        failures.append("read \(reads): \(failure)")
        continue
      }
      let ids = Set(
        (0..<store.progress.recordCount).compactMap {
          store.fieldValue(named: "id", at: IndexPath(item: $0, section: 0))?.number.map(Int.init)
        })
      if ids != all && ids != kept { failures.append("read \(reads): \(ids.count) rows, neither before nor after") }
    }
    process.waitUntilExit()
    let cycles =
      Int(
        String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
          .trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    #expect(process.terminationStatus == 0 && cycles > 0, "the writer wrote \(cycles) times")
    #expect(failures.isEmpty, "\(failures.prefix(5)) of \(reads) reads")
  }

  @Test func aDatabaseReplacedAfterItsReadIsSaidSo() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-replaced-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("shop.db").path
    let other = directory.appendingPathComponent("new.db").path
    try SQLiteInputTests.makeDatabase(path, "db.execute('create table t(x)')\ndb.execute('insert into t values (1)')")
    try SQLiteInputTests.makeDatabase(other, "db.execute('create table t(x)')")
    let store = SQLiteInputTests.load(path, table: "t")
    #expect(store.progress.recordCount == 1 && store.progress.inputChange == nil)
    #expect(rename(other, path) == 0)
    #expect(store.progress.inputChange == .replaced)
  }
}
