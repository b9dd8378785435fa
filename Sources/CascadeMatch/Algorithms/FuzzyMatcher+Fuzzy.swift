extension FuzzyMatcher {
  /// The best-scoring fuzzy alignment of `pattern` in the loaded candidate: fzf's v2 algorithm, a
  /// Smith-Waterman-style dynamic programme in which no term character may be skipped.
  ///
  /// Phase one finds each term character's first occurrence in order (or rules the candidate out)
  /// while computing per-position bonuses and the first row; phase two fills one row per further
  /// term character between the first occurrence and the last occurrence of the last character;
  /// phase three (with `withPositions`) walks back through the matrix for the matched positions.
  /// Above `MatchScore.optimalAlignmentLimit` cells the greedy match is scored instead.
  /// - Complexity: O(n·m) time for a candidate that matches, O(n) for one that does not; no
  ///   allocation once the scratch buffers have grown to the candidate's size.
  func fuzzyMatch(_ pattern: [UInt32], caseSensitive: Bool, withPositions: Bool) -> TermMatch {
    if pattern.count * count > MatchScore.optimalAlignmentLimit {
      return greedyMatch(pattern, caseSensitive: caseSensitive, withPositions: withPositions)
    }
    if let bytes = asciiBytes {
      return fuzzyMatch(
        pattern, in: ASCIIBytes(base: bytes), caseSensitive: caseSensitive, withPositions: withPositions)
    }
    return fuzzyMatch(pattern, in: scalars, caseSensitive: caseSensitive, withPositions: withPositions)
  }

  /// `fuzzyMatch(_:caseSensitive:withPositions:)` over `text`, the loaded candidate's bytes or
  /// scalars, within the optimal alignment's limit.
  @inline(__always)
  private func fuzzyMatch<Text: CandidateScalars>(
    _ pattern: [UInt32], in text: Text, caseSensitive: Bool, withPositions: Bool
  ) -> TermMatch {
    let m = pattern.count
    if m == 0 { return TermMatch(start: 0, end: 0, score: 0) }
    let n = count
    guard let start = asciiStart(of: pattern, in: text, caseSensitive: caseSensitive) else { return .none }
    // One character needs no matrix: `singleCharacterMatch` is the same answer, cheaper.
    if m == 1 {
      return singleCharacterMatch(
        pattern[0], in: text, from: start, caseSensitive: caseSensitive, withPositions: withPositions)
    }
    folded.reserve(n)
    firstRow.reserve(n)
    firstRun.reserve(n)
    bonus.reserve(n)
    firstPositions.reserve(m)
    // Locals, not properties, in the loops below: a class's stored property is checked for
    // exclusive access on every read.
    let folded = self.folded, firstRow = self.firstRow, firstRun = self.firstRun
    let bonus = self.bonus, firstPositions = self.firstPositions
    let classes = tables.classes, bonuses = tables.bonuses, initialClass = tables.initialClass

    // Nothing after the last occurrence of the last character can take part in an alignment, and
    // the matrix is filled left to right: phase one stops there (fzf trims the same way).
    let last = pattern[m - 1]
    var end = n
    while end > start {
      var character = text[end - 1]
      if Text.isASCII {
        if !caseSensitive && character &- 0x41 < 26 { character |= 0x20 }
      } else if !caseSensitive && ScalarClass.of(character) == .upper {
        character = CaseFolding.lowercase(character)
      }
      if character == last { break }
      end -= 1
    }
    if end == start { return .none }
    if m == 2 && !withPositions {
      return twoCharacterMatch(pattern[0], pattern[1], in: text, from: start, to: end, caseSensitive: caseSensitive)
    }
    // A score alone needs no matrix: `fuzzyScore` computes only the cells where the text holds a
    // term character, in one pass.
    if m <= FuzzyRows.maximumCount && !withPositions {
      return fuzzyScore(pattern, in: text, from: start, to: end, caseSensitive: caseSensitive)
    }

    // Phase one: bonuses, folded text, first occurrences and the first row.
    var maxScore: Int32 = 0
    var maxScorePosition = 0
    var patternIndex = 0
    var lastIndex = 0
    let first = pattern[0]
    var current = first
    var previousScore: Int32 = 0
    var previousClass = initialClass
    var inGap = false
    var index = start
    while index < end {
      var character = text[index]
      let (characterClass, positionBonus) = ASCIITables.step(
        &character, after: previousClass, caseSensitive: caseSensitive, in: Text.self, classes: classes,
        bonuses: bonuses)
      folded[index] = character
      bonus[index] = positionBonus
      previousClass = characterClass
      if character == current {
        if patternIndex < m {
          firstPositions[patternIndex] = index
          patternIndex += 1
          current = pattern[min(patternIndex, m - 1)]
        }
        lastIndex = index
      }
      let rowScore: Int32
      if character == first {
        rowScore = MatchScore.match &+ positionBonus &* MatchScore.firstCharMultiplier
        firstRun[index] = 1
        inGap = false
      } else {
        rowScore = max(previousScore &+ (inGap ? MatchScore.gapExtension : MatchScore.gapStart), 0)
        firstRun[index] = 0
        inGap = true
      }
      firstRow[index] = rowScore
      previousScore = rowScore
      index &+= 1
    }
    if patternIndex != m { return .none }

    // Phase two: one row per further term character, columns f0...lastIndex.
    let f0 = firstPositions[0]
    let width = lastIndex - f0 + 1
    scores.reserve(width * m)
    runs.reserve(width * m)
    let scores = self.scores, runs = self.runs
    for column in 0..<width {
      scores[column] = firstRow[f0 + column]
      runs[column] = firstRun[f0 + column]
    }
    // Wrapping arithmetic and the left cell's score kept in a register: the sums stay far inside
    // Int32 (at most `optimalAlignmentLimit` cells), and reloading the cell just stored made each
    // step wait on the one before.
    let lastRow = m - 1
    for row in 1..<m {
      let firstColumn = firstPositions[row]
      let character = pattern[row]
      let rowBase = row &* width
      var inGap = false
      var left: Int32 = 0
      scores[rowBase &+ firstColumn &- f0 &- 1] = 0
      for position in firstColumn...lastIndex {
        let cell = rowBase &+ position &- f0
        var diagonalScore: Int32 = 0
        var run: Int32 = 0
        let leftScore = left &+ (inGap ? MatchScore.gapExtension : MatchScore.gapStart)
        if character == folded[position] {
          diagonalScore = scores[cell &- width &- 1] &+ MatchScore.match
          var positionBonus = bonus[position]
          run = runs[cell &- width &- 1] &+ 1
          if run > 1 {
            let runBonus = bonus[position &- Int(run) &+ 1]
            // A word start inside a run starts a new run rather than borrowing the old one's bonus.
            if positionBonus >= MatchScore.boundary && positionBonus > runBonus {
              run = 1
            } else {
              positionBonus = max(positionBonus, MatchScore.consecutive, runBonus)
            }
          }
          if diagonalScore &+ positionBonus < leftScore {
            diagonalScore &+= bonus[position]
            run = 0
          } else {
            diagonalScore &+= positionBonus
          }
        }
        runs[cell] = run
        inGap = diagonalScore < leftScore
        let score = max(diagonalScore, leftScore, 0)
        if row == lastRow && score > maxScore {
          maxScore = score
          maxScorePosition = position
        }
        scores[cell] = score
        left = score
      }
    }

    // Phase three: the matched positions, walking back from the best cell.
    var startPosition = f0
    if withPositions {
      var row = m - 1
      var position = maxScorePosition
      var prefersMatch = true
      let found = positions.count
      while true {
        let rowBase = row * width
        let column = position - f0
        let score = scores[rowBase + column]
        var diagonal: Int32 = 0
        var left: Int32 = 0
        if row > 0 && position >= firstPositions[row] { diagonal = scores[rowBase - width + column - 1] }
        if position > firstPositions[row] { left = scores[rowBase + column - 1] }
        let oldRow = row
        if score > diagonal && (score > left || score == left && prefersMatch) {
          positions.append(Int32(position))
          if row == 0 { break }
          row -= 1
        }
        // Prefer continuing a run: this cell extends one, or the next row's diagonal cell does.
        var nextRowRun: Int32 = 0
        if oldRow + 1 < m && column + 1 < width && position + 1 >= firstPositions[oldRow + 1] {
          nextRowRun = runs[rowBase + width + column + 1]
        }
        prefersMatch = runs[rowBase + column] > 1 || nextRowRun > 0
        position -= 1
      }
      positions[found...].reverse()
      startPosition = Int(positions[found])
    }
    return TermMatch(
      start: startPosition, end: maxScorePosition + 1, score: Int(maxScore), wrotePositions: withPositions)
  }
}
