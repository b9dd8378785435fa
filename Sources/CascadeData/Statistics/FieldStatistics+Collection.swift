import CascadeLayout

extension FieldStatistics {
  /// The statistics of every field of every record of `collection`, fields in order of first
  /// appearance: a CSV or TSV file's columns read straight from its rows, NDJSON and a JSON array's
  /// objects straight from their bytes; JSON records (those, and SQLite rows) walked into nested
  /// objects (`user.login`) and arrays (`labels[].name`, one value per element).
  /// - Complexity: O(total bytes) plus a hash per value.
  public static func of(_ collection: any RecordCollection) -> [FieldStatistics] {
    if let store = collection as? RecordStore {
      if let columns = store.csvStatistics() { return columns }
      if let fields = store.jsonStatistics() { return fields }
    }
    var tallies: [FieldTally] = []
    var numbers: [String: Int] = [:]
    func add(_ name: String, _ text: String, isNull: Bool) {
      if let known = numbers[name] {
        tallies[known].add(text, isNull: isNull)
      } else {
        numbers[name] = tallies.count
        var tally = FieldTally(name: name)
        tally.add(text, isNull: isNull)
        tallies.append(tally)
      }
    }
    func walk(_ value: JSONValue, _ path: String) {
      switch value {
      case .null: add(path, "", isNull: true)
      case .bool(let flag): add(path, flag ? "true" : "false", isNull: false)
      case .number(let spelling): add(path, spelling, isNull: false)
      case .string(let text): add(path, text, isNull: false)
      case .array(let elements): for element in elements { walk(element, path + "[]") }
      case .object(let members): for member in members { walk(member.value, path + "." + member.key) }
      }
    }
    for (section, info) in collection.sections.enumerated() {
      for item in 0..<info.count {
        let record = collection.record(at: IndexPath(item: item, section: section))
        // A JSON object is parsed again for its nested values; other records are read from their fields.
        if record.original.utf8.first == UInt8(ascii: "{"),
          case .object(let members)? = try? JSONValue.parse(Array(record.original.utf8))
        {
          for member in members { walk(member.value, member.key) }
        } else {
          for field in record.fields {
            add(field.key, field.value == "null" ? "" : field.value, isNull: field.value == "null")
          }
        }
      }
    }
    return tallies.map(\.statistics)
  }
}
