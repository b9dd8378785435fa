/// fzf's field template (`--with-nth '{2}: {1}'`, `--accept-nth '{n},{1..2}'`): text with field
/// index expressions in braces, each replaced by its fields with the delimiter at their end
/// dropped, and `{n}` by the line's index in the input, from 0.
package struct FieldTemplate: Equatable {
  package enum Part: Equatable {
    /// Text written as it is.
    case text([UInt8])
    /// The fields an expression names (`FieldRanges`), joined.
    case fields(FieldRanges)
    /// The line's index in the input, counted from 0.
    case index
  }

  package var parts: [Part]

  /// Parses a template; nil when it holds no placeholder (`{1}`, `{2..}`, `{n}`…), which fzf
  /// refuses. A placeholder of digits, commas, dots and dashes that is not a valid expression
  /// (`{0}`) is dropped, as fzf drops it.
  package init?(_ template: String) {
    let bytes = Array(template.utf8)
    var parts: [Part] = [], literal: [UInt8] = [], placeholders = 0
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "{"), let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "}")) {
        let inside = bytes[(index + 1)..<close]
        let isIndex = inside.elementsEqual("n".utf8)
        let isExpression = !inside.isEmpty && inside.allSatisfy { Array("0123456789,-.".utf8).contains($0) }
        if isIndex || isExpression {
          if !literal.isEmpty { parts.append(.text(literal)) }
          literal = []
          placeholders += 1
          if isIndex {
            parts.append(.index)
          } else if let ranges = FieldRanges(String(decoding: inside, as: UTF8.self)) {
            parts.append(.fields(ranges))
          }
          index = close + 1
          continue
        }
      }
      literal.append(bytes[index])
      index += 1
    }
    guard placeholders > 0 else { return nil }
    if !literal.isEmpty { parts.append(.text(literal)) }
    self.parts = parts
  }

  /// The template filled in for `line`, the input's line `index` (nil: `{n}` shows nothing); `delimiter`
  /// as `-d` gives it (nil: runs of blanks, whose trailing white space is dropped instead).
  /// - Complexity: O(line length × parts).
  package func text(of line: [UInt8], index: Int?, delimiter: [UInt8]?) -> [UInt8] {
    let fields = FieldRanges.fields(of: line[...], delimiter: delimiter)
    var out: [UInt8] = []
    for part in parts {
      switch part {
      case .text(let bytes): out += bytes
      case .index: if let index { out += Array(String(index).utf8) }
      case .fields(let ranges):
        var piece = ranges.pieces(of: fields).flatMap { $0 }
        if let delimiter {
          if !delimiter.isEmpty, piece.count >= delimiter.count, piece.suffix(delimiter.count).elementsEqual(delimiter)
          {
            piece.removeLast(delimiter.count)
          }
        } else {
          while let last = piece.last, [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D].contains(last) { piece.removeLast() }
        }
        out += piece
      }
    }
    return out
  }
}

/// What `--with-nth` and `--accept-nth` take: field index expressions (`2..`, `1,3`), or a
/// template (`'{2}: {1}'`) when the value holds anything else.
package enum FieldSelection: Equatable {
  case ranges(FieldRanges)
  case template(FieldTemplate)

  /// Parses a value; nil when fzf would refuse it (a bad expression, a template without a
  /// placeholder).
  package init?(_ value: String) {
    if !value.isEmpty, value.allSatisfy({ "0123456789,-.".contains($0) }) {
      guard let ranges = FieldRanges(value) else { return nil }
      self = .ranges(ranges)
    } else {
      guard let template = FieldTemplate(value) else { return nil }
      self = .template(template)
    }
  }
}

extension FieldSelection {
  /// `--with-nth`'s text of `line`, the input's line `index`: the ranges'
  /// pieces joined, trailing blanks dropped, or the template filled in.
  package func itemText(of line: [UInt8], index: Int?, delimiter: [UInt8]?) -> [UInt8] {
    switch self {
    case .ranges(let ranges): return ranges.itemText(of: line, delimiter: delimiter)
    case .template(let template): return template.text(of: line, index: index, delimiter: delimiter)
    }
  }
}
