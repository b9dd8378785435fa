import CascadeData

/// Which of a record's fields a card shows as `key: value` lines below its title and text.
///
/// By default every top-level field but those the card already uses: its title, its text and its
/// picture size (found as `FieldMapping` finds them: the first name of each list that is present and
/// not `null`; a title taken from the first string field is the field whose value is the title).
/// `--fields a,b,c` shows those fields in that order, where present; `--fields ''` shows none.
public struct CardFields: Hashable, Sendable {
  /// The fields that give title, text and size, which are not repeated as lines.
  public var mapping: FieldMapping
  /// The fields to show, in order; nil shows every field the card does not already use.
  public var chosen: [String]?

  /// The fields `chosen` (nil: every field not in `mapping`'s title, text and size).
  public init(mapping: FieldMapping = .standard, chosen: [String]? = nil) {
    self.mapping = mapping
    self.chosen = chosen
  }

  /// True when no card shows a field line (`--fields ''`).
  public var showsNone: Bool { chosen?.isEmpty ?? false }

  /// The lines `record` shows, in order.
  /// - Complexity: O(fields × names in the mapping).
  public func lines(of record: Record) -> [RecordField] {
    let fields = record.fields
    guard !fields.isEmpty, !showsNone else { return [] }
    if let chosen {
      return chosen.compactMap { name in fields.first { $0.key == name } }
    }
    let used = usedKeys(of: record)
    return fields.filter { !used.contains($0.key) }
  }

  /// How many lines `record` shows: `lines(of:).count` without building the list. The waterfall
  /// asks it for every text card it places whose collection does not know the count, so it
  /// allocates nothing (the used keys are at most five, compared in place).
  /// - Complexity: O(fields × names in the mapping).
  public func lineCount(of record: Record) -> Int {
    let fields = record.fields
    guard !fields.isEmpty, !showsNone else { return 0 }
    if let chosen {
      return chosen.reduce(0) { count, name in fields.contains { $0.key == name } ? count + 1 : count }
    }
    let used = usedKeyList(of: record)
    return fields.reduce(0) { count, field in used.contains(field.key) ? count : count + 1 }
  }

  /// The keys of the fields `record` uses as its title, text and picture size.
  func usedKeys(of record: Record) -> Set<String> {
    Set(usedKeyList(of: record))
  }

  /// `usedKeys(of:)` as a list of at most five keys, one per role (a key may repeat).
  private func usedKeyList(of record: Record) -> [String] {
    let fields = record.fields
    func first(of names: [String]) -> String? {
      names.first { name in fields.contains { $0.key == name && $0.value != "null" } }
    }
    var used: [String] = []
    if let title = first(of: mapping.titleFields) {
      used.append(title)
    } else if let titled = fields.first(where: { $0.value == record.title && !record.title.isEmpty }) {
      used.append(titled.key)
    }
    if let name = first(of: mapping.textFields) { used.append(name) }
    if let name = first(of: mapping.widthFields) { used.append(name) }
    if let name = first(of: mapping.heightFields) { used.append(name) }
    if let name = first(of: mapping.aspectFields) { used.append(name) }
    return used
  }
}
