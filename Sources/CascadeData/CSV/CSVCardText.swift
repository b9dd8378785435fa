/// The text the `/` filter matches for a CSV row's card, written from the row's bytes: the card's
/// title, then its text (when not empty), then the value of each `key: value` line it shows, one per
/// line. The same bytes as making the row's `Record` (`CSVTable.record`) and joining what its card
/// shows (CascadeApp's `CardMatchText` with `CardFields`), without a `String` per field.
///
/// The field names are compared as numbers (`nameIDs`): two columns with the same name share one,
/// so "the fields not used as title, text or size" leaves out every column of a used name, as the
/// card's lines do.
struct CSVCardText: Sendable {
  let table: CSVTable
  /// Per column (header columns, then as many past them), the first column of the same name.
  private let nameIDs: [Int]
  /// Each role's list of names, in the list's order, as name numbers with the columns of each
  /// (names no column has left out): a row asks only those columns.
  private let titleNames: [Named]
  private let textNames: [Named]
  private let sizeNames: [[Named]]
  /// `--fields`' names, in order (each may name no column); nil shows every field not used.
  private let chosen: [Named]?

  /// A name's number and the columns (of `nameIDs`) so named.
  private struct Named: Sendable {
    var id: Int
    var columns: [Int]
  }
  /// The columns the table gives a role, which a title picked from the free values skips.
  private let roleColumns: [Int]
  /// Per column, what its name says for the card's default lines (`CardFields`' rule).
  private let columnKinds: [ColumnKind]

  /// What a column's name says: an id or a link (never a default line), its rank among the naming
  /// keys (of an object's dotted lines the best is shown), and where the dotted object it starts
  /// ends (the columns after it sharing the name's part before its first dot).
  private struct ColumnKind: Sendable {
    var isIdentifierOrLink: Bool
    var namingRank: Int
    var isDotted: Bool
    var objectEnd: Int
  }

  /// The card texts of `table`'s rows for cards showing `chosen` fields (nil: every field not
  /// used), roles found by `mapping`.
  init(table: CSVTable, mapping: FieldMapping, chosen: [String]?) {
    self.table = table
    let names = table.names
    let nameIDs = (0..<(names.count + 64)).map { Self.nameID(ofColumn: $0, names: names) }
    self.nameIDs = nameIDs
    func named(_ list: [String]) -> [Named] {
      list.map { name in
        let id = Self.nameID(of: name, names: names) ?? -1
        return Named(id: id, columns: nameIDs.indices.filter { nameIDs[$0] == id })
      }
    }
    titleNames = named(mapping.titleFields).filter { $0.id >= 0 }
    textNames = named(mapping.textFields).filter { $0.id >= 0 }
    sizeNames = [mapping.widthFields, mapping.heightFields, mapping.aspectFields].map {
      named($0).filter { $0.id >= 0 }
    }
    self.chosen = chosen.map(named)
    roleColumns = [table.title, table.text, table.width, table.height, table.aspect].compactMap { $0 }
    let keys = nameIDs.indices.map { $0 < names.count ? names[$0] : String($0 + 1) }
    columnKinds = keys.indices.map { column in
      let key = keys[column]
      let last = key.lastIndex(of: ".").map { key[key.index(after: $0)...] } ?? key[...]
      var end = column + 1
      if let dot = key.firstIndex(of: ".") {
        let object = key[...dot]
        while end < keys.count, keys[end].hasPrefix(object) { end += 1 }
      }
      return ColumnKind(
        isIdentifierOrLink: FieldKinds.isIdentifier(last) || FieldKinds.isLink(name: last, value: ""),
        namingRank: FieldKinds.namingRank(last) ?? FieldKinds.namingKeys.count, isDotted: key.contains("."),
        objectEnd: end)
    }
  }

  /// The name number of column `column`: the first header column spelling its name.
  private static func nameID(ofColumn column: Int, names: [String]) -> Int {
    if column < names.count { return names.firstIndex(of: names[column]) ?? column }
    return names.firstIndex(of: String(column + 1)) ?? column
  }

  /// The name number of the columns named `name`, nil when no column can be (`CSVTable.name(ofColumn:)`).
  private static func nameID(of name: String, names: [String]) -> Int? {
    if let found = names.firstIndex(of: name) { return found }
    guard let number = Int(name), number > names.count, String(number) == name else { return nil }
    return number - 1
  }

  /// Appends the card text of `row` (a row's content) to `output`, using `values` as storage;
  /// false, with nothing appended, when the row is not valid UTF-8 (its `Record` then holds
  /// replacement characters the bytes do not: the caller makes the record), or has more fields
  /// than the names worked out ahead.
  /// - Complexity: O(row length + columns × names in the mapping).
  func append(row: UnsafeBufferPointer<UInt8>, to output: inout [UInt8], values: inout CSVRowValues) -> Bool {
    guard Record.isValidUTF8(row) else { return false }
    values.decode(row, delimiter: table.delimiter)
    let count = values.count
    guard count <= nameIDs.count else { return false }
    return values.bytes.withUnsafeBufferPointer { bytes in
      append(row: row, values: values, bytes: bytes, count: count, to: &output)
    }
  }

  /// `append(row:to:values:)` once the row is decoded into `values`, whose bytes are `bytes`.
  private func append(
    row: UnsafeBufferPointer<UInt8>, values: CSVRowValues, bytes: UnsafeBufferPointer<UInt8>, count: Int,
    to output: inout [UInt8]
  ) -> Bool {
    func field(_ column: Int) -> UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(rebasing: bytes[values.range(of: column)])
    }
    func nonEmpty(_ column: Int?) -> Int? {
      guard let column, column < count, !values.isEmpty(column) else { return nil }
      return column
    }
    let body = nonEmpty(table.text)
    var title = nonEmpty(table.title)
    if title == nil {
      var firstFree: Int?
      for column in 0..<count where !roleColumns.contains(column) && !values.isEmpty(column) {
        if firstFree == nil { firstFree = column }
        if !isNumber(values, column) {
          title = column
          break
        }
      }
      title = title ?? firstFree
    }
    // The title's bytes: its field's, else the whole row when the card has no text, else none.
    let titleBytes: UnsafeBufferPointer<UInt8>
    if let title {
      titleBytes = field(title)
    } else if body == nil {
      titleBytes = row
    } else {
      titleBytes = UnsafeBufferPointer(start: nil, count: 0)
    }
    output.append(contentsOf: titleBytes)
    if let body {
      output.append(UInt8(ascii: "\n"))
      output.append(contentsOf: field(body))
    }
    if let chosen {
      for name in chosen {
        guard let column = name.columns.first(where: { $0 < count }) else { continue }
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: field(column))
      }
      return true
    }
    // `CardFields.usedKeys`: the first name of each role's list that a field has, not `null`; for
    // the title, failing that, the first field showing the title.
    func firstPresent(_ list: [Named]) -> Int? {
      for name in list where name.columns.contains(where: { $0 < count && !values.isNull($0) }) { return name.id }
      return nil
    }
    var used: (Int, Int, Int, Int, Int) = (-1, -1, -1, -1, -1)
    if let id = firstPresent(titleNames) {
      used.0 = id
    } else if !titleBytes.isEmpty, let column = (0..<count).first(where: { field($0).elementsEqual(titleBytes) }) {
      used.0 = nameIDs[column]
    }
    used.1 = firstPresent(textNames) ?? -1
    used.2 = firstPresent(sizeNames[0]) ?? -1
    used.3 = firstPresent(sizeNames[1]) ?? -1
    used.4 = firstPresent(sizeNames[2]) ?? -1
    func isUsed(_ column: Int) -> Bool {
      let id = nameIDs[column]
      return id == used.0 || id == used.1 || id == used.2 || id == used.3 || id == used.4
    }
    // `CardFields.readableLines`: no ids, links or values that say nothing; of a dotted object's
    // lines the one that names it, none when all its values are `0`. When no field is readable,
    // every field not used.
    func readable(_ column: Int) -> Bool {
      let value = field(column)
      return !isUsed(column) && !columnKinds[column].isIdentifierOrLink && !Self.saysNothing(value)
        && !Self.isWebAddress(value)
    }
    let start = output.count
    var column = 0
    while column < count {
      let end = min(columnKinds[column].objectEnd, count)
      let saysSomething =
        !columnKinds[column].isDotted || (column..<end).contains { readable($0) && !field($0).elementsEqual("0".utf8) }
      var best: (column: Int, rank: Int)?
      for candidate in column..<end where saysSomething && readable(candidate) {
        let rank = columnKinds[candidate].namingRank
        if best == nil || rank < best!.rank { best = (candidate, rank) }
      }
      if let best {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: field(best.column))
      }
      column = end
    }
    if output.count == start {
      for column in 0..<count where !isUsed(column) {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: field(column))
      }
    }
    return true
  }

  /// `FieldKinds.isEmpty`: `null`, `false`, empty, `[]` or `{}`.
  private static func saysNothing(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
    value.isEmpty || value.elementsEqual("null".utf8) || value.elementsEqual("false".utf8)
      || value.elementsEqual("[]".utf8) || value.elementsEqual("{}".utf8)
  }

  /// `FieldKinds.isLink`'s test of a value: it starts with `http://` or `https://`.
  private static func isWebAddress(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
    value.starts(with: "https://".utf8) || value.starts(with: "http://".utf8)
  }

  /// `FieldValue.number(in:)` of field `column` is not nil: decided from the first byte after
  /// spaces and tabs when it cannot start a number, from the bytes when they are a plain decimal,
  /// else by making the field's text.
  private func isNumber(_ values: CSVRowValues, _ column: Int) -> Bool {
    let range = values.range(of: column)
    var index = range.lowerBound
    while index < range.upperBound && (values.bytes[index] == 0x20 || values.bytes[index] == 0x09) { index += 1 }
    guard index < range.upperBound else { return false }
    let first = values.bytes[index]
    guard first == UInt8(ascii: "-") || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) else {
      return false
    }
    // A plainly written number (`CSVNumber`'s fast form) is one without making its text.
    if index == range.lowerBound,
      values.bytes.withUnsafeBufferPointer({ JSONScanner.plainDecimal($0, range) }) != nil
    {
      return true
    }
    return FieldValue.number(in: String(decoding: values.bytes[range], as: UTF8.self)) != nil
  }
}
