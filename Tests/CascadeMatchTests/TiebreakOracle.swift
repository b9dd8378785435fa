/// fzf's `--tiebreak` written out from its manual and its `buildResult`, sharing no code with
/// CascadeMatch: the matches come from `FuzzyScoreOracle`, the order from comparing every pair.
///
/// fzf ranks a match by the score, then by each criterion of the list in turn, then by input order
/// (`index`, always last). Each criterion is a number, fewer first, held in 16 bits (clamped to
/// 0...65535), measured on the item's scalars from the spans the query matched: one span per group
/// of terms (`a b` is two groups, `a | b` one), the first term of the group that matches, a negated
/// term giving none. With several spans, `begin` is the least start, `end` the greatest end.
/// - `length`: the item's length without white space at either end;
/// - `chunk`: the length of the run of non-white characters around the matched spans;
/// - `pathname`: how far the match begins after the item's last `/` or `\`, 65535 when it begins
///   before it (the match is not in the file name);
/// - `begin`: where the first span ends, counted after the leading white space;
/// - `end`: `65535 - 65535 × (end − leading white space) / (length + 1)`, so a match nearer the
///   item's end ranks first.
/// A match with no span (the query's terms all negated) scores 65535 on each but `length`; a query
/// of negated terms only is not ranked at all (input order), nor is the empty query.
enum TiebreakOracle {
  enum Criterion: String, CaseIterable {
    case length, chunk, pathname, begin, end
  }

  /// A query term: fuzzy letters, or `!letters` (the item must not hold them, in any case).
  struct Term {
    var text: [Unicode.Scalar]
    var negated: Bool
    var syntax: String { (negated ? "!" : "") + String(String.UnicodeScalarView(text)) }
  }

  /// The score and the spans `groups` (terms within a group are alternatives) give `item`, nil
  /// when it does not match: fzf's `extendedMatch`, case-insensitively.
  static func match(_ groups: [[Term]], in item: [Unicode.Scalar]) -> (score: Int, spans: [Range<Int>])? {
    let lowered = item.map { FuzzyScoreOracle.simpleLowercase($0) }
    var score = 0
    var spans: [Range<Int>] = []
    for group in groups {
      var span: Range<Int>?
      var matched = false
      var groupScore = 0
      for term in group {
        let found: (score: Int, positions: [Int])?
        if term.negated {
          found = contains(term.text, in: lowered) ? nil : (0, [])
        } else {
          found = FuzzyScoreOracle.matrix(term.text, in: item, caseSensitive: false)
        }
        if let found, !term.negated {
          span = found.positions.first!..<(found.positions.last! + 1)
          groupScore = found.score
          matched = true
          break
        }
        if found != nil, term.negated {
          // A negated term that holds goes on to the group's next term, as fzf does.
          span = 0..<0
          groupScore = 0
          matched = true
        }
      }
      guard matched else { return nil }
      score += groupScore
      if let span { spans.append(span) }
    }
    return (score, spans)
  }

  static func contains(_ needle: [Unicode.Scalar], in haystack: [Unicode.Scalar]) -> Bool {
    guard needle.count <= haystack.count else { return false }
    return (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<$0 + needle.count]) == needle }
  }

  /// Go's `unicode.IsSpace`.
  static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    ["\t", "\n", "\u{0B}", "\u{0C}", "\r", " ", "\u{85}", "\u{A0}"].contains(scalar) || scalar.properties.isWhitespace
  }

  static func clamped(_ value: Int) -> Int { max(0, min(value, 0xFFFF)) }

  static func trimmedLength(_ item: [Unicode.Scalar]) -> Int {
    guard let first = item.firstIndex(where: { !isSpace($0) }) else { return 0 }
    let last = item.lastIndex(where: { !isSpace($0) })!
    return clamped(last - first + 1)
  }

  /// The criterion's number for `item` matched at `spans` (empty spans left out).
  static func points(_ criterion: Criterion, item: [Unicode.Scalar], spans: [Range<Int>]) -> Int {
    if criterion == .length { return trimmedLength(item) }
    let spans = spans.filter { !$0.isEmpty }
    guard !spans.isEmpty else { return 0xFFFF }
    let minBegin = spans.map(\.lowerBound).min()!
    let minEnd = spans.map(\.upperBound).min()!
    let maxEnd = spans.map(\.upperBound).max()!
    // Leading white space, counted no further than where the match begins.
    var white = 0
    while white < item.count, white != minBegin, isSpace(item[white]) { white += 1 }
    if white == item.count { white = max(0, item.count - 1) }
    switch criterion {
    case .length:
      return trimmedLength(item)
    case .chunk:
      var b = minBegin
      var e = maxEnd
      while b > 0, !isSpace(item[b - 1]) { b -= 1 }
      while e < item.count, !isSpace(item[e]) { e += 1 }
      return clamped(e - b)
    case .pathname:
      let lastDelimiter = item.lastIndex(where: { $0 == "/" || $0 == "\\" }) ?? -1
      return lastDelimiter <= minBegin ? clamped(minBegin - lastDelimiter) : 0xFFFF
    case .begin:
      return clamped(minEnd - white)
    case .end:
      return clamped(0xFFFF - 0xFFFF * (maxEnd - white) / (trimmedLength(item) + 1))
    }
  }

  /// The indices of the `items` that `groups` matches, best first: the score, then `criteria` in
  /// turn, then input order. Input order alone when `sorts` is false or no term is positive.
  static func ranking(_ items: [[Unicode.Scalar]], groups: [[Term]], criteria: [Criterion], sorts: Bool) -> [Int] {
    let matched = items.indices.compactMap { index in match(groups, in: items[index]).map { (index, $0) } }
    guard sorts, groups.contains(where: { $0.contains { !$0.negated } }) else { return matched.map(\.0) }
    let keys = matched.map { index, found in
      [0xFFFF - clamped(found.score)] + criteria.map { points($0, item: items[index], spans: found.spans) } + [index]
    }
    // Every pair compared: an item's place is the number of items whose key comes first.
    var order = Array(repeating: -1, count: matched.count)
    for a in matched.indices {
      let place = matched.indices.filter { b in b != a && keys[b].lexicographicallyPrecedes(keys[a]) }.count
      order[place] = matched[a].0
    }
    return order
  }
}
