/// Reading an SQLite database into a `RecordStore`: the loading thread runs the query and writes
/// each row as an NDJSON line into an anonymous region, which the store indexes as it grows, as it
/// would a pipe's bytes. So rows stream in as cards while the query runs, and a pick prints the row
/// as one JSON object per line. A row's first BLOB that is a picture is kept beside the store
/// (`RecordStore.embeddedPicture(at:)`) for its card.
enum SQLiteLoading {
  /// Publish after this many bytes of rows (and after the first rows at once).
  static let chunkBytes = 1 << 20

  /// The query for the request: `--sql`, all of `--table`'s rows, or one row per table and view.
  static func query(for request: LoadRequest) -> String? {
    if let sql = request.sql { return sql }
    if let table = request.sqliteTable { return "SELECT * FROM " + SQLiteDatabase.quotedIdentifier(table) }
    return nil
  }

  /// Runs the request's query on the database at `path` and indexes its rows into `store`.
  static func load(path: String, request: LoadRequest, into store: RecordStore) -> Result<Int, StoreLoading.Stop> {
    func failure(_ message: String, bytesRead: Int = 0) -> Result<Int, StoreLoading.Stop> {
      .failure(
        StoreLoading.Stop(
          error: InputError(source: store.name, reason: "\(store.name): \(message)"), bytesRead: bytesRead))
    }
    let bytes: InputBytes
    switch InputBytes.reservation() {
    case .success(let region): bytes = region
    case .failure(let error):
      return .failure(StoreLoading.Stop(error: .unreadable(store.name, errno: error.code), bytesRead: 0))
    }
    let builder = StoreBuilder(store: store, bytes: bytes, format: .ndjson, itemsPath: nil)
    var filled = 0
    var pending: [UInt8] = []
    pending.reserveCapacity(chunkBytes + 4096)
    func flush(atEnd: Bool) -> InputError? {
      if !pending.isEmpty {
        guard bytes.makeWritable(upTo: filled + pending.count), let base = bytes.base else {
          return InputError(
            source: store.name, reason: "cannot read '\(store.name)': more than \(bytes.capacity >> 20) MiB of rows")
        }
        pending.withUnsafeBufferPointer { (base + filled).update(from: $0.baseAddress!, count: $0.count) }
        filled += pending.count
        pending.removeAll(keepingCapacity: true)
      }
      do throws(InputError) {
        try builder.advance(filled: filled, atEnd: atEnd)
      } catch {
        return error
      }
      return nil
    }
    do throws(SQLiteError) {
      let database = try SQLiteDatabase(path: path)
      try database.begin()
      store.setDatabaseContent(request.sql != nil ? .query : request.sqliteTable.map(DatabaseContent.table) ?? .tables)
      guard let sql = query(for: request) else {
        try appendTables(of: database, to: &pending)
        if let error = flush(atEnd: true) { return .failure(StoreLoading.Stop(error: error, bytesRead: filled)) }
        return .success(filled)
      }
      let statement = try database.prepare(sql)
      let names = statement.columnNames.map { Array((JSONText.quoted($0) + ":").utf8) }
      var published = false
      var row = 0
      while !store.isCancelled, try statement.step() {
        // A row is one line, so its record is the row's number.
        if let picture = statement.appendRowJSON(names: names, to: &pending) {
          _ = store.embeddedPictures.keep(picture, for: row)
        }
        row += 1
        pending.append(0x0A)
        if pending.count >= chunkBytes || !published {
          published = true
          if let error = flush(atEnd: false) { return .failure(StoreLoading.Stop(error: error, bytesRead: filled)) }
        }
      }
    } catch {
      return failure(error.message, bytesRead: filled)
    }
    if let error = flush(atEnd: true) { return .failure(StoreLoading.Stop(error: error, bytesRead: filled)) }
    return .success(filled)
  }

  /// One line per table and view, by name: `{"name": …, "type": "table", "columns": "id, title",
  /// "rows": 1200}`; the database's own tables (`sqlite_…`) are left out.
  private static func appendTables(of database: SQLiteDatabase, to output: inout [UInt8]) throws(SQLiteError) {
    let tables = try database.prepare(
      "SELECT name, type FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name"
    )
    var found: [(name: String, type: String)] = []
    while try tables.step() {
      found.append((tables.text(0), tables.text(1)))
    }
    for table in found {
      let columns = try database.prepare(
        "SELECT name FROM pragma_table_info(\(SQLiteDatabase.quotedLiteral(table.name)))")
      var names: [String] = []
      while try columns.step() { names.append(columns.text(0)) }
      let count = try database.prepare("SELECT count(*) FROM " + SQLiteDatabase.quotedIdentifier(table.name))
      let rows = try count.step() ? count.text(0) : "0"
      let line =
        "{\"name\":\(JSONText.quoted(table.name)),\"type\":\(JSONText.quoted(table.type)),\"columns\":\(JSONText.quoted(names.joined(separator: ", "))),\"rows\":\(rows)}\n"
      output += line.utf8
    }
  }
}
