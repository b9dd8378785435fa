import CascadeCanvas

/// One list line's text as fzf 0.38 fits it into `maxWidth` columns: whole when it fits; else cut
/// on the right with the ellipsis; or, when the last matched character would not show, also cut on
/// the left (`..ri..`) so the match stays in view, with `scrollOff` characters of context after it
/// (`--hscroll-off`) while they fit; or, with `keepRight` and nothing matched, cut on the left only.
package struct FzfListLine: Equatable {
  /// The characters shown, the ellipsis included.
  package var characters: [Character]
  /// For each of `characters`, whether it is a matched one.
  package var matched: [Bool]
  /// For each of `characters`, the input's own style (`--ansi`), nil where it is plain; empty when
  /// the line has no colours.
  package var styles: [Style?] = []

  package init(characters: [Character], matched: [Bool], styles: [Style?] = []) {
    self.characters = characters
    self.matched = matched
    self.styles = styles
  }

  /// How a line too long for the window is cut: fzf's `--ellipsis`, `--hscroll`, `--hscroll-off`
  /// and `--keep-right`.
  package struct Cutting: Equatable {
    package var ellipsis = ".."
    package var hscroll = true
    package var scrollOff = 10
    package var keepRight = false

    package init(ellipsis: String = "..", hscroll: Bool = true, scrollOff: Int = 10, keepRight: Bool = false) {
      self.ellipsis = ellipsis
      self.hscroll = hscroll
      self.scrollOff = scrollOff
      self.keepRight = keepRight
    }
  }

  /// `characters` fitted to `maxWidth` columns; `matched` says which characters the query matched.
  /// - Complexity: O(characters).
  package static func fitting(
    _ characters: [Character], matched: [Bool], styles: [Style?] = [], maxWidth: Int, cutting: Cutting = Cutting()
  ) -> FzfListLine {
    let widths = characters.map { max(0, displayWidth(of: $0)) }
    func width(_ range: Range<Int>) -> Int { widths[range].reduce(0, +) }
    guard width(0..<characters.count) > maxWidth else {
      return FzfListLine(characters: characters, matched: matched, styles: styles)
    }
    /// The styles of the characters at `indices`, `before` and `after` ellipsis characters plain.
    func stylesOf(_ indices: some Sequence<Int>, before: Int, after: Int) -> [Style?] {
      guard !styles.isEmpty else { return [] }
      return [Style?](repeating: nil, count: before) + indices.map { styles[$0] }
        + [Style?](repeating: nil, count: after)
    }
    // fzf shortens the ellipsis to half the width (its `util.Truncate`).
    var ellipsis: [Character] = [], dots = 0
    for character in cutting.ellipsis {
      let cells = max(0, displayWidth(of: character))
      guard dots + cells <= maxWidth / 2 else { break }
      ellipsis.append(character)
      dots += cells
    }
    let unmatched = [Bool](repeating: false, count: ellipsis.count)
    /// How many characters from the start fit in `room` columns.
    func prefixCount(_ room: Int) -> Int {
      var used = 0
      return widths.prefix {
        used += $0; return used <= room
      }.count
    }
    guard cutting.hscroll else {
      // fzf clamps the matches' offsets to the window, so a match past the cut lights the ellipsis.
      let kept = prefixCount(maxWidth - dots)
      var lit = Array(matched[..<kept]) + unmatched
      for p in matched.indices where matched[p] {
        let begin = min(p, maxWidth - ellipsis.count), end = min(p + 1, maxWidth)
        for i in max(0, begin)..<max(begin, min(end, lit.count)) { lit[i] = true }
      }
      return FzfListLine(
        characters: Array(characters[..<kept]) + ellipsis, matched: lit,
        styles: stylesOf(0..<kept, before: 0, after: ellipsis.count))
    }
    if cutting.keepRight && !matched.contains(true) {
      // "..ing"
      var first = 0, used = width(0..<characters.count)
      while used > maxWidth - dots, first < characters.count {
        used -= widths[first]
        first += 1
      }
      return FzfListLine(
        characters: ellipsis + characters[first...], matched: unmatched + matched[first...],
        styles: stylesOf(first..<characters.count, before: ellipsis.count, after: 0))
    }
    let lastMatch = (matched.lastIndex(of: true) ?? -1) + 1
    let end = min(characters.count, max(0, lastMatch + min(maxWidth / 2 - dots, cutting.scrollOff)))
    if width(0..<end) <= maxWidth - dots {
      // "Stri.."
      let kept = prefixCount(maxWidth - dots)
      return FzfListLine(
        characters: Array(characters[..<kept]) + ellipsis, matched: Array(matched[..<kept]) + unmatched,
        styles: stylesOf(0..<kept, before: 0, after: ellipsis.count))
    }
    // "..ri.." (or "..ing" when the match is near the end).
    var kept = Array(characters.indices)
    if width(end..<characters.count) > dots { kept = Array(0..<end) }
    var keptWidth = kept.reduce(0) { $0 + widths[$1] } + (kept.count < characters.count ? dots : 0)
    let tail = kept.count < characters.count ? ellipsis.count : 0
    var first = 0
    while keptWidth > maxWidth - dots, first < kept.count {
      keptWidth -= widths[kept[first]]
      first += 1
    }
    let shown = kept[first...]
    return FzfListLine(
      characters: ellipsis + shown.map { characters[$0] } + ellipsis.prefix(tail),
      matched: unmatched + shown.map { matched[$0] } + Array(repeating: false, count: tail),
      styles: stylesOf(shown, before: ellipsis.count, after: tail))
  }
}
