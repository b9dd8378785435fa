import CascadeData
import CascadeLayout
import CascadeTestSupport
import Testing

/// The loader reads a row's picture size, and a sort reads one field, by stepping over the fields
/// before it without decoding them: both must agree with a reader that decodes every field of every
/// row, byte by byte, on random files of quoted, doubled-quote, multi-line, CRLF, empty, short and
/// non-UTF-8 fields.
@Suite struct CSVFieldSteppingTests {
  static let quote = UInt8(ascii: "\"")

  /// Rows as a byte-at-a-time reader finds them (Python's `csv` rules: a quote opens a quoted field
  /// only at a field's start, text after the closing quote joins the field), blank rows skipped,
  /// one carriage return before a row's end dropped; nil when a quoted field is never closed.
  static func bruteForceRows(_ bytes: [UInt8], delimiter: UInt8) -> [[String]]? {
    enum State { case fieldStart, bare, quoted }
    var rows: [[String]] = []
    var row: [String] = []
    var field: [UInt8] = []
    var state = State.fieldStart
    var rowLength = 0
    var last: UInt8 = 0
    func endRow() {
      // A carriage return ends the row's bytes only outside quotes, where it joined the field.
      if rowLength > 0 && last == 0x0D {
        field.removeLast()
        rowLength -= 1
      }
      row.append(String(decoding: field, as: UTF8.self))
      if rowLength > 0 { rows.append(row) }
      row = []
      field = []
      state = .fieldStart
      rowLength = 0
    }
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      defer { last = byte }
      if state == .quoted {
        rowLength += 1
        if byte != quote {
          field.append(byte)
        } else if index < bytes.count && bytes[index] == quote {
          field.append(quote)
          index += 1
          rowLength += 1
        } else {
          state = .bare
        }
        continue
      }
      if byte == 0x0A {
        endRow()
        continue
      }
      rowLength += 1
      if byte == delimiter {
        row.append(String(decoding: field, as: UTF8.self))
        field = []
        state = .fieldStart
      } else if state == .fieldStart && byte == quote {
        state = .quoted
      } else {
        field.append(byte)
        state = .bare
      }
    }
    if state == .quoted { return nil }
    if rowLength > 0 { endRow() }
    return rows
  }

  static let names = ["w", "width", "h", "height", "aspect", "title", "id", "名前"]
  static let values = [
    "200", "100", " 12 ", "0", "-5", "1e3", "3.5", "", "abc", "nan", "inf", "東京", "🙂", "7 px",
  ]

  /// One field as a file may write it: bare, quoted (with doubled quotes, separators and line breaks
  /// inside), with text after its closing quote, or holding bytes that are not UTF-8.
  static func written(_ rng: inout SplitMix64, delimiter: UInt8) -> [UInt8] {
    let value = Array(values.randomElement(using: &rng)!.utf8)
    func quoted(_ bytes: [UInt8]) -> [UInt8] {
      [quote] + bytes.flatMap { $0 == quote ? [quote, quote] : [$0] } + [quote]
    }
    switch Int.random(in: 0..<12, using: &rng) {
    case 10, 11:
      // A number as exports write one: maybe negative, maybe with a point, of up to 18 digits.
      var digits = (0..<Int.random(in: 0...18, using: &rng)).map { _ in UInt8.random(in: 0x30...0x39, using: &rng) }
      if Bool.random(using: &rng) {
        digits.insert(UInt8(ascii: "."), at: Int.random(in: 0...digits.count, using: &rng))
      }
      if Int.random(in: 0..<4, using: &rng) == 0 { digits.insert(UInt8(ascii: "-"), at: 0) }
      return Bool.random(using: &rng) ? quoted(digits) : digits
    case 0: return quoted(value)
    case 1: return quoted(value + [delimiter, 0x0D, 0x0A, quote] + value)
    case 2: return quoted(value) + value  // text after the closing quote
    case 3: return value + [quote] + value  // a quote inside a bare field is text
    case 4: return value + [0xFF, 0xC3]  // not UTF-8
    case 5: return quoted([0xE6, 0x9D] + value + [0x0A])  // cut UTF-8 and a line break, quoted
    default: return value
    }
  }

  /// A random file: a header naming size and other columns (some twice), rows of varied widths,
  /// blank lines, LF and CRLF, maybe a byte order mark and no line break at the end; one in ten is
  /// instead random bytes from the characters CSV treats specially.
  static func file(_ rng: inout SplitMix64, delimiter: UInt8) -> [UInt8] {
    if Int.random(in: 0..<10, using: &rng) == 0 {
      let alphabet: [UInt8] = [delimiter, quote, 0x0A, 0x0D, UInt8(ascii: "1"), UInt8(ascii: "w"), 0xFF, 0x20]
      return (0..<Int.random(in: 0...40, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
    }
    var bytes: [UInt8] = Bool.random(using: &rng) ? [] : [0xEF, 0xBB, 0xBF]
    let columns = Int.random(in: 1...6, using: &rng)
    let header = (0..<columns).map { _ in Array(names.randomElement(using: &rng)!.utf8) }
    bytes += header.joined(separator: [delimiter]) + [0x0A]
    for _ in 0..<Int.random(in: 0...12, using: &rng) {
      if Int.random(in: 0..<8, using: &rng) == 0 { bytes += [0x0D, 0x0A] }
      let width = Int.random(in: 0..<5, using: &rng) == 0 ? Int.random(in: 1...(columns + 2), using: &rng) : columns
      bytes += (0..<width).map { _ in written(&rng, delimiter: delimiter) }.joined(separator: [delimiter])
      bytes += Bool.random(using: &rng) ? [0x0A] : [0x0D, 0x0A]
    }
    if Bool.random(using: &rng), bytes.last == 0x0A {
      bytes.removeLast()
      if bytes.last == 0x0D { bytes.removeLast() }
    }
    return bytes
  }

  /// The picture ratio a row's decoded fields give, as `CSVTable` documents it: the first name in
  /// each role's list that the header has (its last column of that name), width and height, else
  /// aspect.
  static func ratio(_ row: [String], header: [String]) -> Double? {
    func number(_ list: [String]) -> Double? {
      guard let name = list.first(where: header.contains), let column = header.lastIndex(of: name),
        column < row.count
      else { return nil }
      return FieldValue.number(in: row[column])
    }
    if let width = number(["w", "width"]), let height = number(["h", "height"]),
      let ratio = Record.aspectRatio(width: width, height: height)
    {
      return ratio
    }
    return number(["aspect"]).flatMap(Record.sanitizedAspectRatio)
  }

  @Test func sizesFieldsAndSortValuesAgreeWithAByteByByteReader() throws {
    let failure = try withEvery("seed", in: 0..<4_000) { seed, rng in
      let delimiter = [UInt8(ascii: ","), 0x09, UInt8(ascii: ";")].randomElement(using: &rng)!
      let bytes = Self.file(&rng, delimiter: delimiter)
      let store = try RecordLoader.storeHolding(
        bytes, name: "in.csv", format: .csv, csv: CSVDialect(delimiter: delimiter), pieces: [bytes.count])
      guard let expected = Self.bruteForceRows(bytes, delimiter: delimiter) else {
        return store.progress.failure == nil ? "read \(bytes) without the unclosed quote's error" : nil
      }
      if let failure = store.progress.failure { return "failed on \(bytes): \(failure)" }
      let header = expected.first ?? []
      let rows = Array(expected.dropFirst())
      guard store.progress.recordCount == rows.count else {
        return "\(store.progress.recordCount) rows, \(rows.count) expected in \(bytes)"
      }
      for (item, row) in rows.enumerated() {
        let path = IndexPath(item: item, section: 0)
        let record = store.record(at: path)
        if record.fields.map(\.value) != row { return "row \(item) of \(bytes): \(record.fields), expected \(row)" }
        let ratio = Self.ratio(row, header: header).map { Double(Float32($0)) }
        if record.aspectRatio != ratio || store.sizing(at: path) != RecordSizing(record) {
          return
            "row \(item) of \(bytes): ratio \(String(describing: record.aspectRatio)), expected \(String(describing: ratio))"
        }
        for name in Set(header + (1...(row.count + 1)).map(String.init)) {
          let column = header.lastIndex(of: name) ?? Int(name).flatMap { $0 > header.count ? $0 - 1 : nil }
          let text = column.flatMap { $0 < row.count && !row[$0].isEmpty ? row[$0] : nil }
          let value = text.map { FieldValue(text: $0, number: FieldValue.number(in: $0)) }
          if store.fieldValue(named: name, at: path) != value {
            return
              "row \(item) of \(bytes): field \(name) is \(String(describing: store.fieldValue(named: name, at: path))), expected \(String(describing: value))"
          }
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
