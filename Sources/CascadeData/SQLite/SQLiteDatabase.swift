#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
import CSQLite
import CascadeSystem

/// An SQLite database opened read-only and read as one snapshot: never written, and every
/// statement run in one read transaction (`begin()`), so rows another process deletes, inserts or
/// moves (`VACUUM`) while they are read come back as they were before it committed, or after.
///
/// The file is opened through a URI with `mode=ro`; with `immutable=1` too only on read-only
/// media (a file system mounted read-only), where nothing can change it and SQLite takes no lock.
/// Anywhere else `immutable` would promise SQLite a file another process may be writing.
final class SQLiteDatabase {
  /// The 16 bytes every SQLite database file starts with.
  static let header: [UInt8] = Array("SQLite format 3".utf8) + [0]

  let handle: OpaquePointer

  /// True when the open regular `file` starts with SQLite's header.
  static func isDatabase(_ file: SystemFile) -> Bool {
    (try? file.read(count: header.count, at: 0)) == header
  }

  /// Opens `path` read-only; the error is SQLite's own words.
  init(path: String) throws(SQLiteError) {
    var volume = statvfs()
    let readOnlyMedia = statvfs(path, &volume) == 0 && volume.f_flag & UInt(ST_RDONLY) != 0
    let uri = "file:" + Self.percentEncoded(path) + "?mode=ro" + (readOnlyMedia ? "&immutable=1" : "")
    var opened: OpaquePointer?
    let status = sqlite3_open_v2(uri, &opened, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nil)
    guard status == SQLITE_OK, let opened else {
      let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
      sqlite3_close(opened)
      throw SQLiteError(message: message)
    }
    // Pages read, never mapped (whatever the library's build chose): a database cut short while
    // read is an SQLite error, where a mapped one would fault with SIGBUS.
    sqlite3_exec(opened, "PRAGMA mmap_size = 0", nil, nil, nil)
    // A writer holds its lock for the moment it commits: the read waits for it rather than fail.
    sqlite3_busy_timeout(opened, 10_000)
    handle = opened
  }

  /// Starts the read transaction every later statement runs in: the snapshot is taken at the
  /// first read and held until the database is closed.
  func begin() throws(SQLiteError) {
    guard sqlite3_exec(handle, "BEGIN", nil, nil, nil) == SQLITE_OK else {
      throw SQLiteError(message: String(cString: sqlite3_errmsg(handle)))
    }
  }

  deinit { sqlite3_close(handle) }

  /// A prepared statement for `sql`.
  func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
      throw SQLiteError(message: String(cString: sqlite3_errmsg(handle)))
    }
    return SQLiteStatement(statement, database: self)
  }

  /// `"name"` with its quotes doubled: a table name as SQL spells it.
  static func quotedIdentifier(_ name: String) -> String {
    "\"" + name.replacing("\"", with: "\"\"") + "\""
  }

  /// `'text'` with its quotes doubled: a string as SQL spells it.
  static func quotedLiteral(_ text: String) -> String {
    "'" + text.replacing("'", with: "''") + "'"
  }

  /// A path as a URI's path: `%`, `?` and `#` (and bytes outside printable ASCII) percent-encoded.
  static func percentEncoded(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      if byte <= 0x20 || byte >= 0x7F || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "?")
        || byte == UInt8(ascii: "#")
      {
        let digits = Array("0123456789ABCDEF".utf8)
        result += "%" + String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 15)]], as: UTF8.self)
      } else {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      }
    }
    return result
  }
}

/// What SQLite said went wrong.
struct SQLiteError: Error {
  var message: String
}

/// One prepared statement; finalized when released.
final class SQLiteStatement {
  let handle: OpaquePointer
  /// Kept so the database outlives the statement.
  private let database: SQLiteDatabase

  init(_ handle: OpaquePointer, database: SQLiteDatabase) {
    self.handle = handle
    self.database = database
  }

  deinit { sqlite3_finalize(handle) }

  /// The result's column names.
  var columnNames: [String] {
    (0..<sqlite3_column_count(handle)).map { String(cString: sqlite3_column_name(handle, $0)) }
  }

  /// Column `column` of the current row as text ("" for NULL).
  func text(_ column: Int32) -> String {
    sqlite3_column_text(handle, column).map { String(cString: $0) } ?? ""
  }

  /// Moves to the next row: true when there is one.
  func step() throws(SQLiteError) -> Bool {
    switch sqlite3_step(handle) {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default: throw SQLiteError(message: String(cString: sqlite3_errmsg(sqlite3_db_handle(handle))))
    }
  }

  /// Appends the current row as one JSON object on one line (no line break): integers and reals as
  /// numbers (a real that is not finite as `null`), text as a string, a BLOB as a string naming its
  /// size (`"BLOB, 812 bytes"`, or `"JPEG picture, 48213 bytes"` when it starts with a picture's
  /// signature), NULL as `null`. Returns the row's first picture BLOB, copied, for its card.
  /// - Complexity: O(row bytes).
  @discardableResult
  func appendRowJSON(names: [[UInt8]], to output: inout [UInt8]) -> EmbeddedPicture? {
    var picture: EmbeddedPicture?
    output.append(UInt8(ascii: "{"))
    for column in 0..<Int32(names.count) {
      if column > 0 { output.append(UInt8(ascii: ",")) }
      output += names[Int(column)]
      switch sqlite3_column_type(handle, column) {
      case SQLITE_INTEGER:
        output += String(sqlite3_column_int64(handle, column)).utf8
      case SQLITE_FLOAT:
        let value = sqlite3_column_double(handle, column)
        output += value.isFinite ? Array(String(value).utf8) : Array("null".utf8)
      case SQLITE_TEXT:
        let count = Int(sqlite3_column_bytes(handle, column))
        let text = sqlite3_column_text(handle, column)
        output +=
          JSONText.quoted(
            String(decoding: UnsafeBufferPointer(start: text, count: text == nil ? 0 : count), as: UTF8.self)
          ).utf8
      case SQLITE_BLOB:
        // The pointer first, then the size, as SQLite asks.
        let start = sqlite3_column_blob(handle, column)
        let blob = UnsafeRawBufferPointer(
          start: start, count: start == nil ? 0 : Int(sqlite3_column_bytes(handle, column)))
        if let format = EmbeddedPicture.formatName(of: blob) {
          output += "\"\(format) picture, \(blob.count) bytes\"".utf8
          if picture == nil { picture = EmbeddedPicture(bytes: Array(blob), formatName: format) }
        } else {
          output += "\"BLOB, \(blob.count) bytes\"".utf8
        }
      default:
        output += "null".utf8
      }
    }
    output.append(UInt8(ascii: "}"))
    return picture
  }
}
