import CascadeData

/// Which of a record's fields a card shows as `key: value` lines below its title and text.
///
/// By default every field but those the card already uses: its title, its text and its picture size
/// (found as `FieldMapping` finds them: the first name of each list that is present and not `null`;
/// a title taken from the first string field is the field whose value is the title). Of the rest, a
/// card shows the fields a person reads when the record has any: not ids, node ids or links
/// (`FieldKinds`), not values that say nothing (`null`, `false`, `""`, `[]`, `{}`), and of a
/// nested object's dotted lines (`user.login`, `user.id`, …) only the one that names it (its
/// member with the best of `FieldKinds.namingKeys`, else its first such line), none when all its
/// members are `0`. GitHub's issues carry six URLs, two ids and nineteen `user.*` lines before
/// their state, and ten of `0` counts after it. The full card and `--fields` show every field.
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
    let used = usedKeyList(of: record)
    var shown: [RecordField] = []
    if readableLines(of: fields, used: used, { shown.append(fields[$0]) }) == 0 {
      return fields.filter { !used.contains($0.key) }
    }
    return shown
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
    let readable = readableLines(of: fields, used: used) { _ in }
    if readable > 0 { return readable }
    return fields.reduce(0) { count, field in used.contains(field.key) ? count : count + 1 }
  }

  /// Calls `body` with the index of each field a person reads (see the type's description), in
  /// order, and returns how many there were.
  /// - Complexity: O(fields × names in the mapping); allocates nothing.
  private func readableLines(of fields: [RecordField], used: [String], _ body: (Int) -> Void) -> Int {
    func readable(_ index: Int) -> Bool {
      let field = fields[index]
      let last = field.key.lastIndex(of: ".").map { field.key[field.key.index(after: $0)...] } ?? field.key[...]
      return !used.contains(field.key) && !FieldKinds.isEmpty(field.value) && !FieldKinds.isIdentifier(last)
        && !FieldKinds.isLink(name: last, value: field.value)
    }
    var count = 0
    var start = 0
    while start < fields.count {
      // A nested object's lines follow each other and share the key before their first dot.
      let key = fields[start].key
      var end = start + 1
      var saysSomething = true
      if let dot = key.firstIndex(of: ".") {
        let object = key[...dot]
        while end < fields.count, fields[end].key.hasPrefix(object) { end += 1 }
        // An object of zeros (`reactions`, `sub_issues_summary` with nothing in them) says nothing.
        saysSomething = (start..<end).contains { readable($0) && fields[$0].value != "0" }
      }
      var best: (index: Int, rank: Int)?
      for index in start..<end where saysSomething && readable(index) {
        let key = fields[index].key
        let last = key.lastIndex(of: ".").map { key[key.index(after: $0)...] } ?? key[...]
        let rank = FieldKinds.namingRank(last) ?? FieldKinds.namingKeys.count
        if best == nil || rank < best!.rank { best = (index, rank) }
      }
      if let best {
        body(best.index)
        count += 1
      }
      start = end
    }
    return count
  }

  /// The keys of the fields `record` uses as its title, text and picture size: at most five, one
  /// per role (a key may repeat).
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
