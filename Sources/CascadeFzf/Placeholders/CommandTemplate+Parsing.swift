// Finding the placeholders in a `--bind` or `--preview` command. Only what reads as a placeholder is
// one: `{…}` holding `q`; nothing, field ranges or `n` after fzf's flags (`+`, `s`, `f`); or a name
// (letters, digits, `_`, `-`, `.`), optionally after `+`. Anything else in braces
// (`awk '{print $1}'`, `{-}`) is left as written.

extension CommandTemplate {
  /// The command cut into text and placeholders, in order.
  /// - Complexity: O(length of the command).
  package var pieces: [Piece] {
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
  /// fzf's forms: `q`; `+`, `s` and `f` flags before nothing (the record), a comma list of field
  /// ranges, or `n` (`{+nf}`, `{fn}`); else a field name, optionally after `+`.
  package static func placeholder(_ body: String) -> Placeholder? {
    if body == "q" { return .query }
    let flagText = body.prefix { "+sf".contains($0) }
    var flags = Flags(plus: flagText.contains("+"), keepsSpace: flagText.contains("s"), file: flagText.contains("f"))
    let rest = String(body.dropFirst(flagText.count))
    if rest.isEmpty { return .original(flags) }
    if ["", "+", "f", "+f"].contains(flagText), rest == "n" || rest == "nf" && !flags.file {
      flags.file = flags.file || rest == "nf"
      return .index(flags)
    }
    if rest.allSatisfy({ "0123456789,-.".contains($0) }) {
      let ranges = rest.split(separator: ",", omittingEmptySubsequences: false).map { WordRange(String($0)) }
      guard ranges.allSatisfy({ $0 != nil }) else { return nil }
      return .words(flags, ranges.compactMap { $0 })
    }
    guard flagText.isEmpty || flagText == "+" else { return nil }
    let nameCharacters = rest.unicodeScalars.allSatisfy {
      ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" || $0 == ".")
    }
    guard nameCharacters, let first = rest.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else {
      return nil
    }
    return .field(plus: flags.plus, rest)
  }
}

/// fzf's field index expression: words from `lower` to `upper` (from 1; negative from the end;
/// nil for an open end).
package struct WordRange: Hashable {
  package var lower: Int?
  package var upper: Int?

  /// `N`, `-N`, `N..M`, `N..`, `..M` or `..`; nil for anything else, or a 0.
  package init?(_ text: String) {
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

  /// The fields in this range, joined as they were (each with the separator after it); empty
  /// when the range holds none.
  /// - Complexity: O(fields in the range).
  package func text(of tokens: [Substring]) -> String {
    func resolved(_ bound: Int?, open: Int) -> Int {
      guard let bound else { return open }
      return bound > 0 ? bound - 1 : tokens.count + bound
    }
    let first = max(0, resolved(lower, open: 0))
    let last = min(tokens.count - 1, resolved(upper, open: tokens.count - 1))
    guard first <= last else { return "" }
    return tokens[first...last].joined()
  }
}
