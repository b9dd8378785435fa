import Dispatch

/// What to read and how: everything a loading thread needs, as a value.
public struct LoadRequest: Sendable {
  /// A file path, or nil for the process's standard input.
  public var path: String?
  /// The format to read as; nil detects it (from the file name's extension, then the content).
  public var format: InputFormat?
  /// Which fields give the title, text and size.
  public var fields: FieldMapping
  /// For a JSON document whose top level is an object: where the collection is, jq-style
  /// (`.data.children`, `.results`). Nil picks the largest array of objects inside.
  public var itemsPath: String?
  /// An open descriptor to read instead of the file or stdin (a pipe from a command the viewer
  /// runs); the loading thread closes it when reading ends. `path` then only names it in messages.
  public var descriptor: Int32?
  /// Pause loading once the first records are published, until the collection is told
  /// `firstScreenShown()` (or is cancelled or waited for, or a quarter of a second has passed), so a
  /// viewer starting beside the loading threads has the cores for its first screen. For a caller
  /// about to draw; nothing else should set it.
  public var holdsForFirstScreen = false
  /// The longest loading is held for the first screen (tests make it longer than any test runs).
  package var firstScreenHoldLimit = FirstScreenHold.longestHold
  /// The byte that ends a record: a newline, or NUL (`--read0`, as from `find -print0`), whose
  /// records are text that may hold newlines and are read as text whatever they look like.
  public var recordSeparator: UInt8 = 0x0A
  /// Every text line is a record, as it is, as fzf reads its input: empty and blank lines too
  /// (where cards would skip them), and a carriage return before the newline stays in the line
  /// (where cards drop it). NDJSON's blank lines are skipped either way.
  public var keepsEveryLineVerbatim = false
  /// A CSV or TSV input's delimiter and header row.
  public var csv = CSVDialect()
  /// An SQLite database's table to show (`--table`); with neither this nor `sql`, one card per table.
  public var sqliteTable: String?
  /// A query to run on an SQLite database (`--sql`), a card per row.
  public var sql: String?
  /// Keep reading a regular file past its end as it grows, as `tail -f` (`--follow`): reading
  /// finishes only when cancelled. Lines, NDJSON, CSV and TSV grow by a record per line appended.
  public var follows = false

  /// A request to read `path` (nil: standard input), or `descriptor` when given.
  public init(
    path: String?, format: InputFormat? = nil, fields: FieldMapping = .standard, itemsPath: String? = nil,
    descriptor: Int32? = nil
  ) {
    self.path = path
    self.descriptor = descriptor
    self.format = format
    self.fields = fields
    self.itemsPath = itemsPath
  }

  /// What messages and the status line call the input.
  public var name: String { path ?? "<stdin>" }
}
