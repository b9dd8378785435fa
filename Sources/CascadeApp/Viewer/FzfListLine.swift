import CascadeCanvas

/// One list line's text as fzf 0.38 fits it into `maxWidth` columns: whole when it fits; else cut
/// on the right with `..`, or, when the last matched character would not show, also cut on the left
/// (`..ri..`) so the match stays in view, with ten characters of context after it (fzf's
/// `--hscroll-off`) while they fit.
struct FzfListLine: Equatable {
  /// The characters shown, the `..` marks included.
  var characters: [Character]
  /// For each of `characters`, whether it is a matched one.
  var matched: [Bool]

  /// fzf's `--hscroll-off` default: characters kept in view after the last match.
  static let scrollOff = 10

  /// `characters` fitted to `maxWidth` columns; `matched` says which characters the query matched.
  /// - Complexity: O(characters).
  static func fitting(_ characters: [Character], matched: [Bool], maxWidth: Int) -> FzfListLine {
    let widths = characters.map { max(0, displayWidth(of: $0)) }
    func width(_ range: Range<Int>) -> Int { widths[range].reduce(0, +) }
    guard width(0..<characters.count) > maxWidth else { return FzfListLine(characters: characters, matched: matched) }
    let dots = max(0, min(2, maxWidth / 2))
    let ellipsis = [Character](repeating: ".", count: dots)
    let lastMatch = (matched.lastIndex(of: true) ?? -1) + 1
    let end = min(characters.count, max(0, lastMatch + min(maxWidth / 2 - dots, scrollOff)))
    if width(0..<end) <= maxWidth - dots {
      // "Stri.."
      var used = 0
      let kept = widths.prefix {
        used += $0; return used <= maxWidth - dots
      }.count
      return FzfListLine(
        characters: Array(characters[..<kept]) + ellipsis,
        matched: Array(matched[..<kept]) + Array(repeating: false, count: dots))
    }
    // "..ri.." (or "..ing" when the match is near the end).
    var kept = Array(characters.indices)
    if width(end..<characters.count) > dots { kept = Array(0..<end) }
    var keptWidth = kept.reduce(0) { $0 + widths[$1] } + (kept.count < characters.count ? dots : 0)
    var tail = kept.count < characters.count ? dots : 0
    var first = 0
    while keptWidth > maxWidth - dots, first < kept.count {
      keptWidth -= widths[kept[first]]
      first += 1
    }
    if first == kept.count {
      // Only the right-hand dots were left; they go too when they do not fit either.
      tail = min(tail, max(0, maxWidth - dots))
    }
    let shown = kept[first...]
    return FzfListLine(
      characters: ellipsis + shown.map { characters[$0] } + ellipsis.prefix(tail),
      matched: Array(repeating: false, count: dots) + shown.map { matched[$0] } + Array(repeating: false, count: tail))
  }
}
