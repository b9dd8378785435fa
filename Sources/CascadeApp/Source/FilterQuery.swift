import CascadeData

/// The `/` filter as typed: lower-cased terms, every one of which a shown card matches.
///
/// A term is a word the card's search text contains (its title, text and `key: value` fields), or
/// `key:word`, which a card matches when its field `key` holds `word` (or, for text without fields,
/// when its text holds the term as typed, so `http://` still finds a link).
///
/// Words are compared as UTF-8 bytes: for text that is valid UTF-8 a byte match is a match of
/// whole scalars, and it skips the grapheme breaking that `String.contains` does, which made
/// testing a million cards take seconds per keystroke.
struct FilterQuery: Equatable {
  /// One typed word: `key:word` when `key` is set.
  struct Term: Equatable {
    /// The whole term as typed, lower-cased.
    var text: [UInt8]
    /// For `key:word`, the field name (lower-cased) and the word.
    var field: (key: [UInt8], word: [UInt8])?

    init(_ word: Substring) {
      text = Array(word.utf8)
      if let colon = text.firstIndex(of: UInt8(ascii: ":")), colon > 0 {
        field = (Array(text[..<colon]), Array(text[(colon + 1)...]))
      }
    }

    static func == (a: Term, b: Term) -> Bool { a.text == b.text }

    /// True when every card this term matches also matches `other`: the search text holds a
    /// field's key and value, so a plain word inside this term's key or word is implied, and a
    /// `key:word` is implied by the same key with a longer word.
    func implies(_ other: Term) -> Bool {
      if let otherField = other.field {
        guard let field, field.key == otherField.key else { return false }
        return FilterQuery.contains(field.word, otherField.word)
      }
      guard let field else { return FilterQuery.contains(text, other.text) }
      return FilterQuery.contains(field.key, other.text) || FilterQuery.contains(field.word, other.text)
    }
  }

  /// The words, lower-cased, in the order typed; empty matches every card.
  let words: [String]
  /// Longest first: a rare long word usually rules a card out sooner.
  private let terms: [Term]

  init(_ text: String) {
    words = text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
    terms = words.map { Term(Substring($0)) }.sorted { $0.text.count > $1.text.count }
  }

  static func == (a: FilterQuery, b: FilterQuery) -> Bool { a.words == b.words }

  var isEmpty: Bool { words.isEmpty }

  /// True when some term is `key:word`, which needs the record's fields.
  var hasFieldTerms: Bool { terms.contains { $0.field != nil } }

  /// True when `searchText` (already lower-cased) holds every plain word and `fields` (read only
  /// when a `key:word` term needs them, after the cheaper tests passed) match every field term.
  /// - Complexity: O(text length × terms) at worst, about one pass per term in practice.
  func matches(_ searchText: String, fields: () -> [RecordField] = { [] }) -> Bool {
    guard !terms.isEmpty else { return true }
    var text = searchText
    var pending: [Term] = []
    let plain = text.withUTF8 { bytes in
      terms.allSatisfy { term in
        if let field = term.field {
          // A field term needs its word in the search text, whichever way it matches.
          guard Self.contains(bytes, field.word) && Self.contains(bytes, field.key) else { return false }
          if !Self.contains(bytes, term.text) { pending.append(term) }
          return true
        }
        return Self.contains(bytes, term.text)
      }
    }
    guard plain, !pending.isEmpty else { return plain }
    let fields = fields()
    return pending.allSatisfy { term in
      guard let field = term.field else { return true }
      return fields.contains { candidate in
        Array(candidate.key.lowercased().utf8) == field.key && Self.contains(Array(candidate.value.lowercased().utf8), field.word)
      }
    }
  }

  /// True when every card this query matches is also matched by `previous`: each term of
  /// `previous` is implied by some term here (so typing more letters or words only narrows, as
  /// fzf relies on). Then only the cards shown now need testing.
  func narrows(_ previous: FilterQuery) -> Bool {
    previous.terms.allSatisfy { old in terms.contains { $0.implies(old) } }
  }

  /// Whether `needle` occurs in `haystack` as a run of bytes.
  static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
    needle.withUnsafeBufferPointer { needle in
      guard let first = needle.first else { return true }
      let n = needle.count
      guard haystack.count >= n else { return false }
      var start = 0
      let last = haystack.count - n
      while start <= last {
        if haystack[start] == first {
          var k = 1
          while k < n && haystack[start + k] == needle[k] { k += 1 }
          if k == n { return true }
        }
        start += 1
      }
      return false
    }
  }

  static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    haystack.withUnsafeBufferPointer { contains($0, needle) }
  }
}
