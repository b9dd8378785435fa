/// A line cut into fields as fzf cuts it for its placeholders: by default each field is a run of
/// non-blanks and the spaces and tabs after it (blanks before the first field belong to none);
/// with a delimiter, each field ends after the next occurrence of it, which stays at its end; with
/// an empty one, each Unicode scalar is a field (Go's `strings.SplitAfter(text, "")`).
package enum FieldTokens {
  /// `text`'s fields, in order.
  /// - Complexity: O(length of `text` × length of `delimiter`).
  package static func split(_ text: String, delimiter: String?) -> [Substring] {
    var tokens: [Substring] = []
    if delimiter?.isEmpty == true {
      let scalars = text.unicodeScalars
      return scalars.indices.map { Substring(scalars[$0...$0]) }
    }
    if let delimiter {
      var rest = Substring(text)
      while let found = rest.firstRange(of: delimiter) {
        tokens.append(rest[..<found.upperBound])
        rest = rest[found.upperBound...]
      }
      if !rest.isEmpty { tokens.append(rest) }
      return tokens
    }
    func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" }
    var index = text.startIndex
    while let start = text[index...].firstIndex(where: { !isBlank($0) }) {
      let blanks = text[start...].firstIndex(where: isBlank) ?? text.endIndex
      let end = text[blanks...].firstIndex { !isBlank($0) } ?? text.endIndex
      tokens.append(text[start..<end])
      index = end
    }
    return tokens
  }

  /// `text` without the white space (line breaks included) at either end.
  package static func trimmingSpace(_ text: Substring) -> Substring {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return text[first...last]
  }
}
