import CascadeData
import CascadeLayout
import Foundation
import Testing

/// SQLite databases the tests make with Python's sqlite3 module: a card per table first, a
/// table's or a query's rows as NDJSON-like cards, errors in SQLite's words, and the file left
/// exactly as it was.
@Suite struct SQLiteInputTests {
  static func makeDatabase(_ path: String, _ script: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", "-c",
      "import sqlite3, sys\ndb = sqlite3.connect(sys.argv[1])\n" + script + "\ndb.commit()\ndb.close()", path,
    ]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "python3 could not make \(path)")
  }

  static let shop = #"""
    db.execute('create table products(id integer primary key, name text, price real, notes text, photo blob)')
    db.execute('create table "odd ""name"""(x)')
    db.execute('create view cheap as select name, price from products where price < 10')
    db.executemany('insert into products(name, price, notes, photo) values (?, ?, ?, ?)', [
      ('Desk lamp', 12.5, 'brass, "daylight"\nbulb', b'\x89PNG\r\n'), ('Chair', 9, None, None), ('東京 mug 🙂', 4.75, '\x1b[31mred', None)])
    """#

  static func load(_ path: String, table: String? = nil, sql: String? = nil) -> RecordStore {
    var request = LoadRequest(path: path)
    request.sqliteTable = table
    request.sql = sql
    let store = RecordLoader.startStore(request)
    store.waitUntilFinished()
    return store
  }

  static func originals(_ store: RecordStore) -> [String] {
    (0..<store.progress.recordCount).map { store.record(at: IndexPath(item: $0, section: 0)).original }
  }

  @Test func tablesThenRowsThenQueries() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-sqlite-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("shop.db").path
    try Self.makeDatabase(path, Self.shop)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date

    let tables = Self.load(path)
    #expect(tables.progress.failure == nil)
    #expect(
      Self.originals(tables) == [
        #"{"name":"cheap","type":"view","columns":"name, price","rows":2}"#,
        #"{"name":"odd \"name\"","type":"table","columns":"x","rows":0}"#,
        #"{"name":"products","type":"table","columns":"id, name, price, notes, photo","rows":3}"#,
      ])
    #expect(tables.record(at: IndexPath(item: 2, section: 0)).title == "products")

    let products = Self.load(path, table: "products")
    #expect(
      Self.originals(products) == [
        #"{"id":1,"name":"Desk lamp","price":12.5,"notes":"brass, \"daylight\"\nbulb","photo":"BLOB, 6 bytes"}"#,
        #"{"id":2,"name":"Chair","price":9.0,"notes":null,"photo":null}"#,
        #"{"id":3,"name":"東京 mug 🙂","price":4.75,"notes":"\u001b[31mred","photo":null}"#,
      ])
    #expect(products.fieldValue(named: "price", at: IndexPath(item: 0, section: 0))?.number == 12.5)
    #expect(
      Self.originals(Self.load(path, table: "cheap")) == [
        #"{"name":"Chair","price":9.0}"#, #"{"name":"東京 mug 🙂","price":4.75}"#,
      ])
    #expect(Self.originals(Self.load(path, table: #"odd "name""#)).isEmpty)
    #expect(Self.originals(Self.load(path, sql: "select name from products where id = 2")) == [#"{"name":"Chair"}"#])

    #expect(Self.load(path, table: "nope").progress.failure?.description == "\(path): no such table: nope")
    #expect(Self.load(path, sql: "selec").progress.failure?.description == "\(path): near \"selec\": syntax error")

    // Read-only: the same bytes, the same time, no journal left beside it.
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == modified)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["shop.db"])
  }

  @Test func aMillionRowsStreamIn() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-sqlite-big-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("big.sqlite").path
    try Self.makeDatabase(
      path,
      """
      db.execute('create table events(id integer primary key, kind text, value real)')
      db.execute("with recursive c(x) as (select 1 union all select x + 1 from c where x < 1000000) insert into events select x, 'kind ' || (x % 7), x / 4.0 from c")
      """)
    var request = LoadRequest(path: path)
    request.sqliteTable = "events"
    let store = RecordLoader.startStore(request)
    // Rows are published while the query still runs: some arrive before the last.
    var sawPartial = false
    while !store.progress.isFinished {
      let count = store.progress.recordCount
      if count > 0 && count < 1_000_000 { sawPartial = true }
    }
    #expect(store.progress.failure == nil)
    #expect(store.progress.recordCount == 1_000_000)
    #expect(sawPartial)
    #expect(
      store.record(at: IndexPath(item: 999_999, section: 0)).original
        == #"{"id":1000000,"kind":"kind 1","value":250000.0}"#)
  }

  @Test func tableAndSQLNeedADatabase() throws {
    var request = LoadRequest(path: "/dev/null")
    request.sql = "select 1"
    let store = RecordLoader.startStore(request)
    store.waitUntilFinished()
    #expect(
      store.progress.failure?.description == "/dev/null: --table and --sql read an SQLite database, and this is not one"
    )
  }
}
