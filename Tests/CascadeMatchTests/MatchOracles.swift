import CascadeMatch
import CascadeTestSupport

/// Small random texts and the plain string functions the matcher must agree with.
enum MatchOracles {
  /// Letters in both cases (ASCII and not), digits, separators and spaces: every bonus class.
  static let alphabet: [Character] = ["a", "b", "c", "x", "A", "B", "C", " ", "/", "-", "_", "1", "é", "Ä", "ä", "\t"]
  /// Characters a term may hold: no operator and no space.
  static let termAlphabet: [Character] = ["a", "b", "c", "x", "A", "B", "1", "é", "ä", "Ä", "-"]

  /// Where the batch matcher (`ParallelMatcher.matches`, with whatever one-pass scan it picks for
  /// `query`) and the full alignment (`FuzzyMatcher.match` with positions) disagree over `texts`:
  /// nil when every candidate's match, score and trimmed length agree, else a message naming the
  /// query as `label` and both answers. A differential check: both paths share the bonus tables
  /// (`ASCIITables`, `MatchScore`), so it cannot catch a bonus wrong in them.
  static func batchDisagreement(
    _ query: MatchQuery, label: String, texts: [String], scratch: FuzzyMatcher, shownUpTo limit: Int
  ) -> String? {
    let found = ParallelMatcher.matches(
      query, prefilter: QueryPrefilter(query), in: PackedCandidates(texts), indices: 0..<texts.count)
    var expected: [RankedMatch] = []
    for (index, text) in texts.enumerated() {
      guard let match = scratch.match(query, text: text, withPositions: true) else { continue }
      expected.append(RankedMatch(index: index, score: match.score, trimmedLength: min(match.trimmedLength, 0xFFFF)))
    }
    guard found != expected else { return nil }
    let shown = texts.map { $0.count > limit ? "\($0.count) characters" : $0.debugDescription }.joined(separator: ", ")
    return "\(label) over \(shown): \(found) instead of \(expected)"
  }

  static func text(_ rng: inout SplitMix64, length: Int, from characters: [Character] = alphabet) -> String {
    String((0..<length).map { _ in characters[Int(rng.next() % UInt64(characters.count))] })
  }

  /// The scalars as a term of the given case sensitivity compares them.
  static func folded(_ text: String, caseSensitive: Bool) -> [Unicode.Scalar] {
    caseSensitive ? Array(text.unicodeScalars) : Array(text.lowercased().unicodeScalars)
  }

  static func isSubsequence(_ pattern: [Unicode.Scalar], of text: [Unicode.Scalar]) -> Bool {
    var index = 0
    for scalar in text where index < pattern.count && scalar == pattern[index] { index += 1 }
    return index == pattern.count
  }

  static func contains(_ pattern: [Unicode.Scalar], in text: [Unicode.Scalar]) -> Bool {
    if pattern.isEmpty { return true }
    guard text.count >= pattern.count else { return false }
    return (0...(text.count - pattern.count)).contains { Array(text[$0..<$0 + pattern.count]) == pattern }
  }

  static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

  static func trimmedLeading(_ text: [Unicode.Scalar]) -> [Unicode.Scalar] { Array(text.drop(while: isSpace)) }

  static func trimmedTrailing(_ text: [Unicode.Scalar]) -> [Unicode.Scalar] {
    Array(text.reversed().drop(while: isSpace).reversed())
  }

  /// What a term of `kind` says about `text`, by the definitions in fzf's documentation.
  static func matches(_ kind: TermKind, _ pattern: String, caseSensitive: Bool, _ text: String) -> Bool {
    let p = folded(pattern, caseSensitive: caseSensitive)
    let t = folded(text, caseSensitive: caseSensitive)
    switch kind {
    case .fuzzy: return isSubsequence(p, of: t)
    case .exact: return contains(p, in: t)
    case .exactBoundary:
      // An occurrence with no letter or digit right before or right after it.
      guard t.count >= p.count else { return false }
      let raw = Array(text.unicodeScalars),
        isWord = { (s: Unicode.Scalar) in Character(s).isLetter || Character(s).isNumber }
      return (0...(t.count - p.count)).contains { start in
        Array(t[start..<start + p.count]) == p && (start == 0 || !isWord(raw[start - 1]))
          && (start + p.count == t.count || !isWord(raw[start + p.count]))
      }
    case .prefix: return trimmedLeading(t).starts(with: p)
    case .suffix: return trimmedTrailing(t).reversed().starts(with: p.reversed())
    case .equal: return trimmedTrailing(trimmedLeading(t)) == p
    }
  }

  /// The query syntax for a term.
  static func syntax(_ kind: TermKind, inverted: Bool, _ pattern: String) -> String {
    let body: String
    switch kind {
    case .fuzzy: body = inverted ? "'" + pattern : pattern
    case .exact: body = inverted ? pattern : "'" + pattern
    case .exactBoundary: body = "'" + pattern + "'"
    case .prefix: body = "^" + pattern
    case .suffix: body = pattern + "$"
    case .equal: body = "^" + pattern + "$"
    }
    return (inverted ? "!" : "") + body
  }
}
