import CascadeApp
import CascadeData

extension CascadeCommand {
  /// What Enter on a table card of a database's table list opens: the table's rows, read as
  /// `--table NAME` reads them (with the same fields and fzf options). Nil when the input names a
  /// table or a query already, or is not a file.
  func tableOpener(for request: InputRequest?) -> ((String) -> (any StreamingRecordCollection)?)? {
    guard let request, request.path != nil, request.sqliteTable == nil, request.sql == nil else { return nil }
    return { [self] name in
      var table = request
      table.sqliteTable = name
      return fzfRecordView(table.startStreaming())
    }
  }
}
