import CascadeTestSupport

/// Random CSV text of the kind exports hold, with the rows it spells: quoted and bare fields,
/// doubled quotes, separators and line breaks inside quotes, CRLF and LF rows, empty fields, blank
/// lines, a byte order mark, CJK and emoji, and quotes that Python's `csv` reads as text (inside a
/// bare field, or after a closing quote).
struct CSVGenerator {
  /// The field separator.
  var delimiter: Character = ","
  /// Also writes the forms RFC 4180 does not define but readers accept (quotes inside bare fields,
  /// text after a closing quote), whose reading the Python comparison pins down.
  var lenient = true

  /// A field's value and how it is written.
  struct Field {
    var value: String
    var written: String
  }

  static let words = ["harbour", "Lantern", "42", "-3.5", "東京", "🙂 ok", "a b", "", " ", "x"]

  func field(_ rng: inout SplitMix64) -> Field {
    let d = String(delimiter)
    switch Int.random(in: 0..<12, using: &rng) {
    case 0: return Field(value: "", written: "")
    case 1: return Field(value: "", written: "\"\"")
    case 2:
      let value = "say \"hi\"\(d) then"
      return Field(value: value, written: quoted(value))
    case 3:
      let value = "line one\nline two"
      return Field(value: value, written: quoted(value))
    case 4:
      let value = "crlf\r\ninside"
      return Field(value: value, written: quoted(value))
    case 5:
      let value = "\"" + Self.words.randomElement(using: &rng)! + "\""
      return Field(value: value, written: quoted(value))
    case 6 where lenient:
      // A quote inside a bare field is a character.
      return Field(value: "5\" screen", written: "5\" screen")
    case 7 where lenient:
      // Text after the closing quote joins the field.
      return Field(value: "ab" + "cd", written: "\"ab\"cd")
    case 8:
      let value = String(repeating: "long field ", count: Int.random(in: 1...40, using: &rng))
      return Field(value: value, written: Bool.random(using: &rng) ? quoted(value) : value)
    default:
      let value = Self.words.randomElement(using: &rng)!
      // A bare field must not start with a quote or hold a separator or line break.
      return Field(value: value, written: Bool.random(using: &rng) || value.isEmpty ? value : quoted(value))
    }
  }

  func quoted(_ value: String) -> String {
    "\"" + value.replacingQuotes + "\""
  }

  /// Text of `rows` rows of `columns` fields (some rows shorter or longer), and the rows a reader
  /// must find: a row of one empty bare field is a blank line, which readers skip, so none is made.
  func make(_ rng: inout SplitMix64, rows: Int, columns: Int) -> (text: String, rows: [[String]]) {
    var text = Int.random(in: 0..<6, using: &rng) == 0 ? "\u{FEFF}" : ""
    var expected: [[String]] = []
    for row in 0..<rows {
      if Int.random(in: 0..<10, using: &rng) == 0 { text += Bool.random(using: &rng) ? "\n" : "\r\n" }
      let width =
        row > 0 && Int.random(in: 0..<8, using: &rng) == 0 ? Int.random(in: 1...(columns + 2), using: &rng) : columns
      var fields = (0..<width).map { _ in field(&rng) }
      if width == 1 && fields[0].written.isEmpty { fields[0] = Field(value: "only", written: "only") }
      expected.append(fields.map(\.value))
      text += fields.map(\.written).joined(separator: String(delimiter))
      let last = row == rows - 1
      if !last || Bool.random(using: &rng) { text += Bool.random(using: &rng) ? "\r\n" : "\n" }
    }
    return (text, expected)
  }
}

extension String {
  /// The text with each quote doubled, as CSV writes it inside quotes.
  var replacingQuotes: String {
    var result = ""
    for character in self {
      result.append(character)
      if character == "\"" { result.append("\"") }
    }
    return result
  }
}
