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

extension CascadeCommand {
  /// The pictures `collection`'s records hold in the input (an SQLite row's picture BLOB), by
  /// item; nil when its records come from no store.
  func embeddedPictures(of collection: any RecordCollection) -> (@Sendable (Int) -> EmbeddedPicture?)? {
    if let store = collection as? RecordStore { return { store.embeddedPicture(at: $0) } }
    if let view = collection as? FzfRecordView, let inner = embeddedPictures(of: view.base) {
      let shift = view.headerCount
      return { inner($0 + shift) }
    }
    return nil
  }
}
