extension Record {
  /// The lowercased search text of a record with fields: the title and body, then a line
  /// `key: value` per field, so the `/` filter finds a card by any value it shows, and a
  /// `key:word` term finds the key and the word in it before it reads the fields.
  /// - Complexity: O(n) in the length of the title, body and fields.
  static func searchText(title: String, body: String, fields: [RecordField]) -> String {
    guard !fields.isEmpty else { return searchText(title: title, body: body) }
    var lines = body
    for field in fields {
      if !lines.isEmpty { lines += "\n" }
      lines += field.key + ": " + field.value
    }
    return searchText(title: title, body: lines)
  }
}
