import CascadeData

/// The `/` filter as typed: lower-cased terms, every one of which a shown card matches.
///
/// A term is a word the card's search text (its title and text) or one of its field values
/// contains, or `key:word`, which a card matches when its field `key` holds `word` (or when its
/// text holds the term as typed, so `http://` still finds a link).
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

    /// True when every card this term matches also matches `other`: a plain word inside this
    /// term's word (the value holds it, or the text holds the whole term), and a `key:word` whose
    /// text this term's text begins with (the same key, a longer word).
    func implies(_ other: Term) -> Bool {
      if other.field != nil {
        guard field?.key == other.field?.key else { return false }
        return text.starts(with: other.text)
      }
      guard let field else { return FilterQuery.contains(text, other.text) }
      return FilterQuery.contains(field.word, other.text)
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

  /// True when every term is in `searchText` (already lower-cased) or, failing that, in the
  /// record's field values (`fields`, read only then, and only when given): a `key:word` term in
  /// the value of its field.
  /// - Complexity: O(text length × terms) at worst, about one pass per term in practice; the
  ///   fields cost a lowercased copy of their values when a term is not in the text.
  func matches(_ searchText: String, fields: (() -> [RecordField])? = nil) -> Bool {
    guard !terms.isEmpty else { return true }
    var text = searchText
    var record: [RecordField]?
    var values: [UInt8]?
    return text.withUTF8 { bytes in
      terms.allSatisfy { term in
        if Self.contains(bytes, term.text) { return true }
        guard let fields else { return false }
        if record == nil { record = fields() }
        if let field = term.field, record!.contains(where: { candidate in
          Array(candidate.key.lowercased().utf8) == field.key && Self.contains(Array(candidate.value.lowercased().utf8), field.word)
        }) {
          return true
        }
        if values == nil { values = Array(record!.map(\.value).joined(separator: "\n").lowercased().utf8) }
        return Self.contains(values!, term.text)
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
