/// What every row of a CSV or TSV input shares: the separator, the field names, and which
/// columns give a card its title, text and picture size.
struct CSVTable: Sendable {
  let delimiter: UInt8
  /// The header row's names, or none with `--no-header`; a field past them is named by its
  /// 1-based column number.
  let names: [String]
  /// The column of each role, the first name in the role's list that the header has.
  let title: Int?
  let text: Int?
  let width: Int?
  let height: Int?
  let aspect: Int?

  init(delimiter: UInt8, names: [String], mapping: FieldMapping) {
    self.delimiter = delimiter
    self.names = names
    func column(_ list: [String]) -> Int? {
      for name in list { if let found = names.lastIndex(of: name) { return found } }
      return nil
    }
    title = column(mapping.titleFields)
    text = column(mapping.textFields)
    width = column(mapping.widthFields)
    height = column(mapping.heightFields)
    aspect = column(mapping.aspectFields)
  }

  /// The name of column `index` (0-based).
  func name(ofColumn index: Int) -> String {
    index < names.count ? names[index] : String(index + 1)
  }

  /// The column named `name`: the last header name that spells it (a later duplicate wins, as a
  /// later JSON key does), else a column number past the header's names.
  func column(named name: String) -> Int? {
    if let found = names.lastIndex(of: name) { return found }
    guard let number = Int(name), number > names.count else { return nil }
    return number - 1
  }

  /// True when some column gives a picture size, so the loading pass must read the sizes.
  var hasSizeColumns: Bool { width != nil || height != nil || aspect != nil }

  /// The aspect ratio from the size columns of `row` (a row's content): width and height, else
  /// aspect; nil without a usable size. Only the size columns are read.
  /// - Complexity: O(bytes up to the last size column); no allocation for plainly written numbers.
  func aspectRatio(ofRow row: UnsafeBufferPointer<UInt8>) -> Double? {
    let last = max(width ?? -1, height ?? -1, aspect ?? -1)
    var widthValue: Double?
    var heightValue: Double?
    var aspectValue: Double?
    CSVFields.forEachFieldRange(row, delimiter: delimiter) { column, range in
      if column == width { widthValue = CSVNumber.value(of: range, in: row) }
      if column == height { heightValue = CSVNumber.value(of: range, in: row) }
      if column == aspect { aspectValue = CSVNumber.value(of: range, in: row) }
      return column < last
    }
    if let widthValue, let heightValue, let ratio = Record.aspectRatio(width: widthValue, height: heightValue) {
      return ratio
    }
    return aspectValue.flatMap(Record.sanitizedAspectRatio)
  }

  /// The card for a row whose fields are `values`, printed as `original` (the row as written).
  ///
  /// The title is the title column's value when it is not empty, else the first value no role uses
  /// that is not a number (an id column rarely names a row), else the first value no role uses.
  func record(_ values: [String], original: (text: String, bytes: [UInt8]?), aspectRatio: Double?) -> Record {
    var fields: [RecordField] = []
    fields.reserveCapacity(values.count)
    for (column, value) in values.enumerated() { fields.append(RecordField(key: name(ofColumn: column), value: value)) }
    func value(_ column: Int?) -> String? {
      guard let column, column < values.count, !values[column].isEmpty else { return nil }
      return values[column]
    }
    let body = value(text) ?? ""
    var title = value(self.title)
    if title == nil {
      let used = [self.title, text, width, height, aspect].compactMap { $0 }
      let free = values.indices.filter { !used.contains($0) && !values[$0].isEmpty }
      title =
        free.first { FieldValue.number(in: values[$0]) == nil }.map { values[$0] } ?? free.first.map { values[$0] }
    }
    return Record(
      title: title ?? (body.isEmpty ? original.text : ""), body: body, aspectRatio: aspectRatio,
      original: original.text,
      originalBytes: original.bytes, fields: fields)
  }
}
