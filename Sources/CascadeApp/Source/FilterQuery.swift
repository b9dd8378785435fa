/// The `/` filter as typed: lower-cased words, every one of which a shown card's search text
/// contains.
///
/// Words are compared as UTF-8 bytes: for text that is valid UTF-8 a byte match is a match of
/// whole scalars, and it skips the grapheme breaking that `String.contains` does, which made
/// testing a million cards take seconds per keystroke.
struct FilterQuery: Equatable {
  /// The words, lower-cased, in the order typed; empty matches every card.
  let words: [String]
  private let utf8Words: [[UInt8]]

  init(_ text: String) {
    words = text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
    // Longest first: a rare long word usually rules a card out sooner.
    utf8Words = words.map { Array($0.utf8) }.sorted { $0.count > $1.count }
  }

  static func == (a: FilterQuery, b: FilterQuery) -> Bool { a.words == b.words }

  var isEmpty: Bool { words.isEmpty }

  /// True when `searchText` (already lower-cased) contains every word.
  /// - Complexity: O(text length × words) at worst, about one pass per word in practice.
  func matches(_ searchText: String) -> Bool {
    guard !utf8Words.isEmpty else { return true }
    var text = searchText
    return text.withUTF8 { bytes in utf8Words.allSatisfy { Self.contains(bytes, $0) } }
  }

  /// True when every card this query matches is also matched by `previous`: each word of `previous`
  /// lies inside some word here (so typing more letters or words only narrows, as fzf relies on).
  /// Then only the cards shown now need testing.
  func narrows(_ previous: FilterQuery) -> Bool {
    previous.utf8Words.allSatisfy { old in utf8Words.contains { new in Self.contains(new, old) } }
  }

  /// Whether `needle` occurs in `haystack` as a run of bytes.
  private static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
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

  private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    haystack.withUnsafeBufferPointer { contains($0, needle) }
  }
}
