import CascadeData

/// Loads `text` as an input named `name`, the way the command would load a file.
func load(
  _ text: String, format: InputFormat? = nil, fields: FieldMapping = .standard, name: String = "data.json"
) throws -> LoadedCollection {
  try RecordLoader.load(data: Array(text.utf8), name: name, format: format, fields: fields)
}

/// The error message loading `text` gives, or nil when it loads.
func loadError(_ text: String, format: InputFormat? = nil, name: String = "data.json") -> String? {
  loadError(Array(text.utf8), format: format, name: name)
}

func loadError(_ bytes: [UInt8], format: InputFormat? = nil, name: String = "data.json") -> String? {
  do {
    _ = try RecordLoader.load(data: bytes, name: name, format: format)
    return nil
  } catch {
    return error.description
  }
}
