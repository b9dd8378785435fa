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

  /// A request to read `path` (nil: standard input).
  public init(path: String?, format: InputFormat? = nil, fields: FieldMapping = .standard, itemsPath: String? = nil) {
    self.path = path
    self.format = format
    self.fields = fields
    self.itemsPath = itemsPath
  }

  /// What messages and the status line call the input.
  public var name: String { path ?? "<stdin>" }
}
