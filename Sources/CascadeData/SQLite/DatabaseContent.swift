/// What an SQLite database's cards are: its table list, one table's rows, or a query's rows. The
/// viewer opens a table from the list (Enter) and names the table on the status line.
public enum DatabaseContent: Hashable, Sendable {
  /// A card per table and view, each naming its table in its `name` field.
  case tables
  /// The rows of the table or view of this name.
  case table(String)
  /// The rows of `--sql`'s query.
  case query
}
