/// fzf's field index expressions (`--nth`, `--with-nth`): comma-separated ranges of 1-based fields,
/// negative counting from the end — `1`, `-1`, `2..`, `..3`, `2..-2`, `..`.
///
/// A line is split into fields as fzf splits it: by default at runs of spaces and tabs, each field
/// keeping the blanks after it and leading blanks belonging to no field; with `-d STR`, after each
/// STR, which stays at the end of its field; with an empty `-d`, after each character. Each range becomes one piece of text, its fields joined.
package struct FieldRanges: Equatable {
  /// One range; nil ends are open (`2..`, `..3`, `..`).
  package struct Range: Equatable {
    package var begin: Int?
    package var end: Int?
  }

  package var ranges: [Range]

  /// Parses an expression, or nil when fzf would refuse it ("invalid format").
  package init?(_ expression: String) {
    guard !expression.isEmpty, expression.allSatisfy({ "0123456789,-.".contains($0) }) else { return nil }
    var ranges: [Range] = []
    for part in expression.split(separator: ",", omittingEmptySubsequences: false) {
      guard let range = Self.range(String(part)) else { return nil }
      ranges.append(range)
    }
    self.ranges = ranges
  }

  private static func range(_ text: String) -> Range? {
    func index(_ digits: Substring) -> Int? { Int(digits).flatMap { $0 == 0 ? nil : $0 } }
    if text == ".." { return Range(begin: nil, end: nil) }
    if text.hasPrefix("..") { return index(text.dropFirst(2)).map { Range(begin: nil, end: $0) } }
    if text.hasSuffix("..") { return index(text.dropLast(2)).map { Range(begin: $0, end: nil) } }
    let bounds = text.split(separator: ".", omittingEmptySubsequences: false)
    if bounds.count == 3, bounds[1].isEmpty, let begin = index(bounds[0]), let end = index(bounds[2]) {
      return Range(begin: begin, end: end)
    }
    guard !text.contains("."), let single = index(Substring(text)) else { return nil }
    return Range(begin: single, end: single)
  }

  /// `line` split into fields; `delimiter` nil splits at runs of blanks.
  /// - Complexity: O(line length × delimiter length).
  package static func fields(of line: ArraySlice<UInt8>, delimiter: [UInt8]?) -> [ArraySlice<UInt8>] {
    var fields: [ArraySlice<UInt8>] = []
    if delimiter?.isEmpty == true { return characters(of: line) }
    guard let delimiter else {
      // fzf's AWK-style split: a field is a run of non-blanks and the blanks after it.
      var start: Int?
      var inBlanks = false
      for index in line.indices {
        let blank = line[index] == 0x20 || line[index] == 0x09
        if let begin = start {
          if !blank && inBlanks {
            fields.append(line[begin..<index])
            start = index
            inBlanks = false
          } else if blank {
            inBlanks = true
          }
        } else if !blank {
          start = index
        }
      }
      if let start { fields.append(line[start...]) }
      return fields
    }
    var start = line.startIndex
    var index = line.startIndex
    while index + delimiter.count <= line.endIndex {
      if line[index..<(index + delimiter.count)].elementsEqual(delimiter) {
        fields.append(line[start..<(index + delimiter.count)])
        index += delimiter.count
        start = index
      } else {
        index += 1
      }
    }
    fields.append(line[start...])
    return fields
  }

  /// `line` cut after each UTF-8 sequence, as Go's `strings.SplitAfter(line, "")` cuts it for fzf's
  /// empty `-d`: a byte that starts no valid sequence is a field of its own.
  /// - Complexity: O(line.count).
  package static func characters(of line: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
    var fields: [ArraySlice<UInt8>] = []
    var index = line.startIndex
    while index < line.endIndex {
      let length = sequenceLength(line, at: index)
      fields.append(line[index..<(index + length)])
      index += length
    }
    return fields
  }

  /// The length of the UTF-8 sequence at `index`, or 1 where none starts (Go's `DecodeRune`: no
  /// overlong forms, surrogates or code points past U+10FFFF).
  private static func sequenceLength(_ line: ArraySlice<UInt8>, at index: Int) -> Int {
    let second: ClosedRange<UInt8>
    let length: Int
    switch line[index] {
    case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
    case 0xE0: (length, second) = (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
    case 0xED: (length, second) = (3, 0x80...0x9F)
    case 0xF0: (length, second) = (4, 0x90...0xBF)
    case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
    case 0xF4: (length, second) = (4, 0x80...0x8F)
    default: return 1
    }
    guard index + length <= line.endIndex, second.contains(line[index + 1]) else { return 1 }
    for next in (index + 2)..<(index + length) where !(0x80...0xBF).contains(line[next]) { return 1 }
    return length
  }

  /// `--with-nth`'s text of `line`: the ranges' pieces joined, trailing blanks dropped.
  package func itemText(of line: [UInt8], delimiter: [UInt8]?) -> [UInt8] {
    var item = pieces(of: Self.fields(of: line[...], delimiter: delimiter)).flatMap { $0 }
    while let last = item.last, last == 0x20 || last == 0x09 { item.removeLast() }
    return item
  }

  /// The byte range of `line` each range covers, in the expression's order (empty when a range
  /// selects no field): joined, the text `pieces(of:)` gives for `line`'s fields.
  /// - Complexity: O(line length × delimiter length).
  package func byteRanges(of line: [UInt8], delimiter: [UInt8]?) -> [Swift.Range<Int>] {
    let fields = Self.fields(of: line[...], delimiter: delimiter)
    let count = fields.count
    func resolve(_ index: Int) -> Int { index < 0 ? index + count + 1 : index }
    return ranges.map { range in
      let first = max(1, range.begin.map(resolve) ?? 1)
      let last = min(range.end.map(resolve) ?? count, count)
      guard first <= last else { return 0..<0 }
      return fields[first - 1].startIndex..<fields[last - 1].endIndex
    }
  }

  /// The text of each range over `fields`, in the expression's order (empty when a range selects
  /// no field).
  package func pieces(of fields: [ArraySlice<UInt8>]) -> [[UInt8]] {
    let count = fields.count
    func resolve(_ index: Int) -> Int { index < 0 ? index + count + 1 : index }
    return ranges.map { range in
      let begin = range.begin.map(resolve) ?? 1
      let end = range.end.map(resolve) ?? count
      let first = max(1, begin), last = min(end, count)
      guard first <= last else { return [] }
      return fields[(first - 1)..<last].flatMap { $0 }
    }
  }
}
