import CascadeData

/// A preview command with fzf's placeholders filled in for one record, every value shell-quoted.
///
/// `{}` is the record's original text (the line or the JSON as read), `{q}` the filter's text,
/// `{n}` the record's 0-based index in the input, `{+}` the selected records' texts (the focused
/// one's when nothing is selected), each quoted and separated by spaces; `{NAME}` is the value of
/// the record's field `NAME` (a string without its quotes, a number as written; empty when the
/// record has no such field), and for a text line `{1}`, `{2}`, `{-1}` are its whitespace-separated
/// words, counted from 1 (negative: from the end), as fzf's field index expressions. A brace that
/// opens no placeholder is kept as it is (`awk '{print}'` stays intact: `{print}` is not a field of
/// a text line). A NUL byte cannot go through `sh -c` and is dropped.
public enum PreviewTemplate {
  /// What the placeholders stand for.
  public struct Values {
    /// The focused record: `{}`, `{FIELD}`, `{1}`.
    public var record: Record
    /// Its index in the input: `{n}`.
    public var index: Int
    /// The filter's text: `{q}`.
    public var query: String
    /// The selected records, in selection order: `{+}`.
    public var selection: [Record]

    /// The values for `record` at `index`, with the filter `query` and the `selection`.
    public init(record: Record, index: Int, query: String, selection: [Record] = []) {
      self.record = record
      self.index = index
      self.query = query
      self.selection = selection
    }
  }

  /// `template` with its placeholders replaced from `values`.
  /// - Complexity: O(template length + the values' lengths).
  public static func expand(_ template: String, with values: Values) -> String {
    var out = ""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{") {
      out += rest[..<open]
      let afterOpen = rest.index(after: open)
      guard let close = rest[afterOpen...].firstIndex(of: "}"),
        let value = replacement(for: rest[afterOpen..<close], values: values)
      else {
        out.append("{")
        rest = rest[afterOpen...]
        continue
      }
      out += value
      rest = rest[rest.index(after: close)...]
    }
    out += rest
    return out
  }

  /// The quoted text for the placeholder named `name` (between the braces), or nil when it names
  /// nothing.
  static func replacement(for name: Substring, values: Values) -> String? {
    let record = values.record
    switch name {
    case "": return shellQuoted(record.original)
    case "q": return shellQuoted(values.query)
    case "n": return String(values.index)
    case "+":
      let records = values.selection.isEmpty ? [record] : values.selection
      return records.map { shellQuoted($0.original) }.joined(separator: " ")
    default: break
    }
    if !record.fields.isEmpty {
      guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }) else { return nil }
      return shellQuoted(record.fields.first { $0.key == name }?.value ?? "")
    }
    guard let number = Int(name), number != 0 else { return nil }
    let words = record.original.split(whereSeparator: \.isWhitespace)
    let position = number > 0 ? number - 1 : words.count + number
    return shellQuoted(words.indices.contains(position) ? String(words[position]) : "")
  }

  /// `text` in single quotes for `sh`, each `'` in it written `'\''`; NUL bytes dropped.
  public static func shellQuoted(_ text: String) -> String {
    var out = "'"
    for scalar in text.unicodeScalars where scalar != "\0" {
      if scalar == "'" { out += #"'\''"# } else { out.unicodeScalars.append(scalar) }
    }
    return out + "'"
  }
}
