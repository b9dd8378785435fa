import CascadeMatch

/// fzf's fuzzy scoring written out plainly, sharing no code with CascadeMatch: character classes
/// from Swift's Unicode properties, the bonus rules as docs/scripting.md states them, and two ways to find
/// the best alignment — every alignment tried (`bruteForce`), and fzf's score matrix filled cell by
/// cell over the whole text with no trimming, no first-occurrence scan and no fast path (`matrix`).
///
/// The two agree except where fzf's matrix keeps one path per cell: a match that ties with a gap
/// is taken and the gap penalty starts again, so a later match can score a point or two below the
/// best alignment (about 1 case in 10,000 random ones). The positions `matrix` walks back to are
/// fzf's too, not always the best alignment's: the walk compares a cell with its neighbours' raw
/// scores, so where a match tied a gap it may go left past it, and it may end on an earlier
/// occurrence of the first character than the one scored. The matcher must equal `matrix`
/// exactly, score and positions, as fzf's ranking and highlighting do.
enum FuzzyScoreOracle {
  static let match = 16, gapStart = -3, gapExtension = -1
  static let boundary = 8, nonWord = 8, camel123 = 7, consecutive = 4
  static let boundaryWhite = 10, boundaryDelimiter = 9

  enum Class: Int, Comparable {
    case white, nonWord, delimiter, lower, upper, letter, number
    static func < (a: Class, b: Class) -> Bool { a.rawValue < b.rawValue }
  }

  /// fzf 0.38's delimiters are `/,:;|`, only `/` under `--scheme=path`.
  static func characterClass(_ scalar: Unicode.Scalar, scheme: MatchScheme = .default) -> Class {
    if (scheme == .path ? "/" : "/,:;|").unicodeScalars.contains(scalar) { return .delimiter }
    switch scalar.properties.generalCategory {
    case .lowercaseLetter: return .lower
    case .uppercaseLetter: return .upper
    case .decimalNumber, .letterNumber, .otherNumber: return .number
    case .titlecaseLetter, .modifierLetter, .otherLetter: return .letter
    default: return scalar.properties.isWhitespace || scalar == "\u{85}" ? .white : .nonWord
    }
  }

  /// docs/scripting.md: a word start earns a bonus (more after white space, a little more after `/,:;|`), a
  /// camelCase hump or a digit after a non-digit earns `camel123`; a non-word character itself
  /// earns `nonWord`, white space `boundaryWhite`. The text starts as if after white space. A
  /// word start is a letter, digit or delimiter after white space, a delimiter or a non-word
  /// character. A non-word character such as `.` earns `nonWord` wherever it is; a delimiter
  /// elsewhere earns nothing: it counts as part of a word, as in fzf 0.38 (Debian's, which
  /// `FzfRankingAgreementTests` runs to decide this). fzf 0.38's `--scheme=path` and `history`
  /// give a word start after white space (and white space itself) `boundary`, and `history` one
  /// after a delimiter too.
  static func bonus(after previous: Class, at current: Class, scheme: MatchScheme = .default) -> Int {
    let boundaryWhite = scheme == .default ? Self.boundaryWhite : boundary
    let boundaryDelimiter = scheme == .history ? boundary : Self.boundaryDelimiter
    let isWordStart = current > .nonWord
    if isWordStart && previous == .white { return boundaryWhite }
    if isWordStart && previous == .delimiter { return boundaryDelimiter }
    if isWordStart && previous == .nonWord { return boundary }
    if previous == .lower && current == .upper { return camel123 }
    if previous != .number && current == .number { return camel123 }
    if current == .nonWord { return nonWord }
    if current == .white { return boundaryWhite }
    return 0
  }

  /// A term as it is compared: lowercased (one scalar to one) unless case counts. Only the text's
  /// uppercase letters are lowered, so a term's title-case letter (ǅ → ǆ) matches no text.
  static func foldedTerm(_ scalars: [Unicode.Scalar], caseSensitive: Bool) -> [Unicode.Scalar] {
    scalars.map { caseSensitive ? $0 : simpleLowercase($0) }
  }

  /// Each text scalar as a term compares it: uppercase letters lowered (one scalar to one) unless case counts.
  static func folded(_ scalars: [Unicode.Scalar], caseSensitive: Bool) -> [Unicode.Scalar] {
    scalars.map { scalar in
      caseSensitive || characterClass(scalar) != .upper ? scalar : simpleLowercase(scalar)
    }
  }

  /// Go's `unicode.ToLower`, which fzf uses: Unicode's simple (one to one) lowercase mapping. It is
  /// the full mapping wherever that is one scalar (the Kelvin sign K → k); the one uppercase letter
  /// whose full mapping is longer is İ (i + U+0307), whose simple mapping is i.
  static func simpleLowercase(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    if scalar == "\u{130}" { return "i" }
    let lowered = String(scalar).lowercased().unicodeScalars
    return lowered.count == 1 ? lowered.first! : scalar
  }

  /// Each position's bonus; the text starts as if after white space, after a delimiter under
  /// `--scheme=path`.
  static func bonuses(_ text: [Unicode.Scalar], scheme: MatchScheme = .default) -> [Int] {
    var previous = scheme == .path ? Class.delimiter : .white
    return text.map { scalar in
      let current = characterClass(scalar, scheme: scheme)
      defer { previous = current }
      return bonus(after: previous, at: current, scheme: scheme)
    }
  }

  /// The score of one alignment, left to right: each match earns `match` plus its bonus (the
  /// first character's twice); a character inside a consecutive run earns at least `consecutive`
  /// and at least the bonus of the run's first character, unless it is a word start with a higher
  /// bonus, which starts a new run; a gap costs `gapStart` then `gapExtension` per character, and
  /// the running total never falls below 0.
  static func score(of alignment: [Int], bonuses: [Int]) -> Int {
    var total = match + 2 * bonuses[alignment[0]]
    var runBonus = bonuses[alignment[0]]
    for k in 1..<alignment.count {
      let gap = alignment[k] - alignment[k - 1] - 1
      for step in 0..<gap { total = max(total + (step == 0 ? gapStart : gapExtension), 0) }
      var earned = bonuses[alignment[k]]
      if gap > 0 {
        runBonus = earned
      } else if earned >= boundary && earned > runBonus {
        runBonus = earned
      } else {
        earned = max(earned, consecutive, runBonus)
      }
      total += match + earned
    }
    return total
  }

  /// Every alignment of `pattern` in `text`, the best score and the alignments that reach it. As
  /// fzf's first row starts again at each occurrence of the term's first character, the first
  /// character is matched at its last occurrence before the second's.
  static func bruteForce(
    _ pattern: [Unicode.Scalar], in text: [Unicode.Scalar], caseSensitive: Bool, scheme: MatchScheme = .default
  ) -> (score: Int, alignments: [[Int]])? {
    let t = folded(text, caseSensitive: caseSensitive)
    let bonuses = bonuses(text, scheme: scheme)
    var best: (score: Int, alignments: [[Int]])?
    var alignment: [Int] = []
    func extend(from start: Int) {
      if alignment.count == pattern.count {
        if alignment.count > 1, (alignment[0] + 1..<alignment[1]).contains(where: { t[$0] == pattern[0] }) { return }
        let value = score(of: alignment, bonuses: bonuses)
        if best == nil || value > best!.score {
          best = (value, [alignment])
        } else if value == best!.score {
          best!.alignments.append(alignment)
        }
        return
      }
      for index in start..<t.count where t[index] == pattern[alignment.count] {
        alignment.append(index)
        extend(from: index + 1)
        alignment.removeLast()
      }
    }
    if pattern.count == 1 {
      return singleCharacter(pattern[0], in: t, bonuses: bonuses).map { ($0.score, [$0.positions]) }
    }
    extend(from: 0)
    return best
  }

  /// A one-character term: the occurrences in order, each better one taken, stopping at the first
  /// taken at a word start (bonus `boundary` or more) — so a later, better word start loses to it.
  static func singleCharacter(_ character: Unicode.Scalar, in folded: [Unicode.Scalar], bonuses: [Int]) -> (
    score: Int, positions: [Int]
  )? {
    var best: (score: Int, positions: [Int])?
    for index in folded.indices where folded[index] == character {
      let value = match + 2 * bonuses[index]
      if best == nil || value > best!.score {
        best = (value, [index])
        if bonuses[index] >= boundary { break }
      }
    }
    return best
  }

  /// fzf's matrix, one row per term character and one column per text character, filled in full.
  /// A cell holds the best score of the term's prefix ending at or before its column and the
  /// length of the consecutive run its choice ends with; a match that ties a gap is taken. The
  /// best cell of the last row (the first of equals) gives the score; the positions come from
  /// walking back, preferring a match while a run continues.
  static func matrix(
    _ pattern: [Unicode.Scalar], in text: [Unicode.Scalar], caseSensitive: Bool, scheme: MatchScheme = .default
  ) -> (score: Int, positions: [Int])? {
    let t = folded(text, caseSensitive: caseSensitive)
    let bonuses = bonuses(text, scheme: scheme)
    let n = t.count, m = pattern.count
    // The first column of each row where the term's prefix can end: before it, no alignment.
    var firsts: [Int] = []
    for index in 0..<n where firsts.count < m && t[index] == pattern[firsts.count] { firsts.append(index) }
    guard firsts.count == m else { return nil }
    var scores = Array(repeating: Array(repeating: 0, count: n), count: m)
    var runs = scores
    var inGap = false
    for column in 0..<n {
      if t[column] == pattern[0] {
        scores[0][column] = match + 2 * bonuses[column]
        runs[0][column] = 1
        inGap = false
      } else {
        let left = column > 0 ? scores[0][column - 1] : 0
        scores[0][column] = max(left + (inGap ? gapExtension : gapStart), 0)
        inGap = true
      }
    }
    for row in 1..<m {
      inGap = false
      for column in firsts[row]..<n {
        let left = column > firsts[row] ? scores[row][column - 1] : 0
        let gapScore = left + (inGap ? gapExtension : gapStart)
        var matchScore = 0
        var run = 0
        if t[column] == pattern[row] {
          matchScore = scores[row - 1][column - 1] + match
          var earned = bonuses[column]
          run = runs[row - 1][column - 1] + 1
          if run > 1 {
            let runBonus = bonuses[column - run + 1]
            if earned >= boundary && earned > runBonus { run = 1 } else { earned = max(earned, consecutive, runBonus) }
          }
          if matchScore + earned < gapScore {
            matchScore += bonuses[column]
            run = 0
          } else {
            matchScore += earned
          }
        }
        runs[row][column] = run
        inGap = matchScore < gapScore
        scores[row][column] = max(matchScore, gapScore, 0)
      }
    }
    if m == 1 { return singleCharacter(pattern[0], in: t, bonuses: bonuses) }
    var best = 0, bestColumn = -1
    for column in firsts[m - 1]..<n where t[column] == pattern[m - 1] && scores[m - 1][column] > best {
      best = scores[m - 1][column]
      bestColumn = column
    }
    var positions: [Int] = []
    var row = m - 1, column = bestColumn, prefersMatch = true
    while true {
      let here = scores[row][column]
      let diagonal = row > 0 && column >= firsts[row] ? scores[row - 1][column - 1] : 0
      let left = column > firsts[row] ? scores[row][column - 1] : 0
      let thisRow = row
      if here > diagonal && (here > left || here == left && prefersMatch) {
        positions.append(column)
        if row == 0 { break }
        row -= 1
      }
      let nextRowRun =
        thisRow + 1 < m && column + 1 < n && column + 1 >= firsts[thisRow + 1] ? runs[thisRow + 1][column + 1] : 0
      prefersMatch = runs[thisRow][column] > 1 || nextRowRun > 0
      column -= 1
    }
    return (best, positions.reversed())
  }
}
