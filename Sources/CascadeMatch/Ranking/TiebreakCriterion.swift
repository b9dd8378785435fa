/// One of fzf's `--tiebreak` criteria after the score (`index`, the order every list falls back
/// to, is not one: it is always last). `length` and `index` alone are the matcher's own orders
/// (`Tiebreak`); `begin`, `end`, `chunk` and `pathname` need where the query matched
/// (`TiebreakOrder`).
public enum TiebreakCriterion: String, Sendable, Hashable, CaseIterable {
  /// The item's length without white space at either end: shorter first.
  case length
  /// Where the match begins: earlier first.
  case begin
  /// Where the match ends, from the item's end: nearer the end first.
  case end
  /// The length of the word holding the match: shorter first.
  case chunk
  /// Where the match begins after the item's last `/` or `\`: a match in the file name first,
  /// nearer the name's start first.
  case pathname

  /// The criterion's points for a match (fewer rank first), as fzf 0.74's `buildResult` counts
  /// them: `spans` are the matched spans of the query's groups, `[first, last + 1)` in scalars of
  /// `scalars`; `trimmedLength` is the item's length without white space at either end.
  /// - Complexity: O(scalars.count) for `begin`, `end` and `chunk`, O(1) for `length`.
  public func points(spans: [Range<Int>], scalars: [Unicode.Scalar], trimmedLength: Int) -> Int {
    let most = 0xFFFF
    if self == .length { return min(trimmedLength, most) }
    guard let begin = spans.map(\.lowerBound).min(), let firstEnd = spans.map(\.upperBound).min(),
      let end = spans.map(\.upperBound).max()
    else { return most }
    func isSpace(_ index: Int) -> Bool { scalars[index].properties.isWhitespace }
    switch self {
    case .chunk:
      // The word (between white space) holding the match.
      var b = begin
      var e = end
      while b >= 1, !isSpace(b - 1) { b -= 1 }
      while e < scalars.count, !isSpace(e) { e += 1 }
      return min(e - b, most)
    case .pathname:
      // 65535 for a match that begins before the last delimiter, in the folders.
      let delimiter = scalars.lastIndex { $0 == "/" || $0 == "\\" } ?? -1
      return delimiter <= begin ? min(begin - delimiter, most) : most
    case .begin, .end:
      var whitePrefix = 0
      for index in 0..<scalars.count {
        whitePrefix = index
        if index == begin || !isSpace(index) { break }
      }
      if self == .begin { return min(max(0, firstEnd - whitePrefix), most) }
      return max(0, most - most * (end - whitePrefix) / (trimmedLength + 1))
    case .length:
      return min(trimmedLength, most)
    }
  }
}
