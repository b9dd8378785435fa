import ArgumentParser
import CascadeData

/// The options of tabular input: whether a CSV or TSV file's first row names its fields (the
/// separator is `-d/--delimiter`, which CSV shares with fzf's field options), and an SQLite
/// database's table or query.
struct TableArguments: ParsableArguments {
  @Flag(
    name: .customLong("no-header"),
    help: "CSV and TSV: the first row is a record, not the field names; fields are named 1, 2, 3….")
  var noHeader = false

  @Option(
    help: ArgumentHelp(
      "SQLite: show this table's (or view's) rows; without it or --sql, a card per table: Enter opens one, Esc or Backspace goes back.",
      valueName: "NAME"))
  var table: String?

  @Option(
    help: ArgumentHelp(
      "SQLite: show the rows of this query, e.g. 'SELECT * FROM posts WHERE score > 10'.", valueName: "QUERY"))
  var sql: String?
}

extension CascadeCommand {
  /// The format the input will be read as when the options or FILE's name already say: `--format`,
  /// else FILE's extension; nil when only the content can tell.
  var knownFormat: InputFormat? {
    if let format { return format.format }
    guard let file, file != "-" else { return nil }
    let name = file.lowercased()
    if name.hasSuffix(".csv") { return .csv }
    if name.hasSuffix(".tsv") || name.hasSuffix(".tab") { return .tsv }
    return nil
  }

  /// True when the input is read as CSV or TSV.
  var readsTable: Bool { knownFormat == .csv || knownFormat == .tsv }

  /// `--no-header` needs CSV or TSV input, and a CSV separator is one ASCII character.
  func validateTableOptions() throws {
    if tableArguments.table != nil && tableArguments.sql != nil {
      throw ValidationError("--table and --sql cannot be used together.")
    }
    if tableArguments.noHeader && !readsTable {
      throw ValidationError("--no-header goes with CSV or TSV input (a .csv or .tsv FILE, or --format csv|tsv).")
    }
    if readsTable, let delimiter, CSVDialect.delimiter(from: delimiter) == nil {
      throw ValidationError(
        "--delimiter for CSV and TSV is one ASCII character other than '\"' or a line break ('\\t' or tab for a tab), not '\(delimiter)'."
      )
    }
  }

  /// The CSV dialect the options give.
  var csvDialect: CSVDialect {
    CSVDialect(
      delimiter: readsTable ? delimiter.flatMap(CSVDialect.delimiter(from:)) : nil, hasHeader: !tableArguments.noHeader)
  }
}
