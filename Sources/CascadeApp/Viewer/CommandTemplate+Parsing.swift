// Finding the placeholders in a `--bind` command. Only what reads as a placeholder is one: `{…}`
// holding `q`, `n`, nothing, a word range or a name (letters, digits, `_`, `-`, `.`), each but `q`
// optionally after `+`. Anything else in braces (`awk '{print $1}'`) is left as written.

extension CommandTemplate {
  /// The command cut into text and placeholders, in order.
  /// - Complexity: O(length of the command).
  var pieces: [Piece] {
    var pieces: [Piece] = []
    var text = ""
    let characters = Array(self.text)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      let escaped = character == "\\" && index + 1 < characters.count && characters[index + 1] == "{"
      let open = escaped ? index + 1 : index
      if characters[open] == "{", !(open > 0 && characters[open - 1] == "$" && !escaped),
        let close = characters[(open + 1)...].firstIndex(where: { $0 == "}" || $0 == "{" }), characters[close] == "}",
        let placeholder = Self.placeholder(String(characters[(open + 1)..<close]))
      {
        if escaped {
          text += String(characters[open...close])
        } else {
          if !text.isEmpty { pieces.append(.text(text)) }
          text = ""
          pieces.append(.placeholder(placeholder))
        }
        index = close + 1
        continue
      }
      text.append(character)
      index += 1
    }
    if !text.isEmpty { pieces.append(.text(text)) }
    return pieces
  }

  /// The placeholder `body` (what is between the braces) names, or nil when it names none.
  static func placeholder(_ body: String) -> Placeholder? {
    if body == "q" { return .query }
    let plus = body.hasPrefix("+")
    let rest = plus ? String(body.dropFirst()) : body
    if rest.isEmpty { return .original(plus: plus) }
    if rest == "n" { return .index(plus: plus) }
    if let range = WordRange(rest) { return .words(plus: plus, range) }
    let nameCharacters = rest.unicodeScalars.allSatisfy {
      ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" || $0 == ".")
    }
    guard nameCharacters, let first = rest.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else {
      return nil
    }
    return .field(plus: plus, rest)
  }
}

/// fzf's field index expression: words from `lower` to `upper` (from 1; negative from the end;
/// nil for an open end).
struct WordRange: Hashable {
  var lower: Int?
  var upper: Int?

  /// `N`, `-N`, `N..M`, `N..`, `..M` or `..`; nil for anything else, or a 0.
  init?(_ text: String) {
    func bound(_ part: Substring) -> Int?? {
      if part.isEmpty { return .some(nil) }
      guard let value = Int(part), value != 0 else { return nil }
      return .some(value)
    }
    if let dots = text.firstRange(of: "..") {
      guard let lower = bound(text[..<dots.lowerBound]), let upper = bound(text[dots.upperBound...]) else { return nil }
      self.lower = lower
      self.upper = upper
    } else {
      guard !text.isEmpty, let value = bound(Substring(text)), let value else { return nil }
      lower = value
      upper = value
    }
  }

  /// The words of `text` in this range, as written between the first and the last (runs of
  /// spaces inside kept), without the white space around them; empty when the range holds none.
  func words(of text: String) -> String {
    var words: [Range<String.Index>] = []
    var index = text.startIndex
    while index < text.endIndex {
      guard let start = text[index...].firstIndex(where: { !$0.isWhitespace }) else { break }
      let end = text[start...].firstIndex(where: \.isWhitespace) ?? text.endIndex
      words.append(start..<end)
      index = end
    }
    func resolved(_ bound: Int?, open: Int) -> Int {
      guard let bound else { return open }
      return bound > 0 ? bound - 1 : words.count + bound
    }
    let first = max(0, resolved(lower, open: 0))
    let last = min(words.count - 1, resolved(upper, open: words.count - 1))
    guard first <= last else { return "" }
    return String(text[words[first].lowerBound..<words[last].upperBound])
  }
}
