import CascadeData
import Glibc

extension CascadeCommand {
  /// The field names from the options, the standard ones where none are given.
  var fieldMapping: FieldMapping {
    var fields = FieldMapping.standard
    if let titleFields { fields.titleFields = FieldMapping.names(from: titleFields) }
    if let textFields { fields.textFields = FieldMapping.names(from: textFields) }
    if let widthFields { fields.widthFields = FieldMapping.names(from: widthFields) }
    if let heightFields { fields.heightFields = FieldMapping.names(from: heightFields) }
    if let aspectFields { fields.aspectFields = FieldMapping.names(from: aspectFields) }
    return fields
  }

  /// What to show: generated cards, the demo (--demo), FILE, stdin (FILE '-', or input that is not a
  /// terminal), or the demo collection when stdin is a terminal.
  func loadCollection() throws(InputError) -> any RecordCollection {
    if let demoItems { return SyntheticCollection(count: demoItems) }
    if demo { return DemoCollection() }
    let readsStdin = file == "-" || (file == nil && isatty(STDIN_FILENO) == 0)
    if readsStdin {
      return try RecordLoader.load(descriptor: STDIN_FILENO, name: "<stdin>", format: format?.format, fields: fieldMapping)
    }
    guard let file else { return DemoCollection() }
    return try RecordLoader.load(path: file, format: format?.format, fields: fieldMapping)
  }
}
