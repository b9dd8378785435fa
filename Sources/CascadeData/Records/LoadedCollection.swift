import CascadeLayout

/// The records read from a file or stdin: one section without a header, in input order.
public struct LoadedCollection: RecordCollection {
  /// The input's name as the user gave it ("<stdin>" for standard input), for messages.
  public let name: String
  /// The format the input was read as, detected or forced.
  public let format: InputFormat
  /// The records in input order.
  public let records: [Record]

  /// A collection of `records` read from `name` as `format`.
  public init(name: String, format: InputFormat, records: [Record]) {
    self.name = name
    self.format = format
    self.records = records
  }

  /// One section holding every record, without a title.
  public var sections: [RecordSection] { [RecordSection(count: records.count)] }

  /// - Complexity: O(1).
  public func record(at indexPath: IndexPath) -> Record {
    precondition(indexPath.section == 0, "a loaded collection has one section, asked for \(indexPath)")
    return records[indexPath.item]
  }
}
