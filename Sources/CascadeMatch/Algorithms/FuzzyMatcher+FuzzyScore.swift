extension FuzzyMatcher {
  /// `fuzzyMatch`'s score for a term of three or more characters, without positions, in one pass
  /// and without the matrix: fzf's v2 cells are computed only at the columns whose character is
  /// one of the term's, for the rows of that character (`FuzzyRows`); every other cell is a gap,
  /// applied when the row is next read. The same score, start (the first character's first
  /// occurrence) and end as the general path.
  ///
  /// Decoded text is folded and classified scalar by scalar, as the matrix's first phase does; an
  /// ASCII candidate goes to `fuzzyScore(_:bytes:from:to:caseSensitive:)`.
  /// - Parameters:
  ///   - start: where scoring may begin: any position up to the first character's first occurrence
  ///     (`asciiStart` gives one before it, or 0).
  ///   - end: one past the last occurrence of the last character (nothing after it scores).
  /// - Complexity: O(end - start) steps, O(rows of the character) more at each term character;
  ///   allocation-free once the scratch has grown; `pattern.count` ≤ `FuzzyRows.maximumCount`.
  @inline(__always)
  func fuzzyScore<Text: CandidateScalars>(
    _ pattern: [UInt32], in text: Text, from start: Int, to end: Int, caseSensitive: Bool
  ) -> TermMatch {
    if Text.isASCII, let bytes = asciiBytes {
      return fuzzyScore(pattern, bytes: bytes, from: start, to: end, caseSensitive: caseSensitive)
    }
    let m = pattern.count
    let masks = rowMasks.table(of: pattern, caseSensitive: caseSensitive).masks
    fuzzyRows.reserve(m)
    var rows = FuzzyRows(fuzzyRows.base, count: m)
    let classes = tables.classes, bonuses = tables.bonuses, initialClass = tables.initialClass
    var previousClass = initialClass
    var index = start
    while index < end {
      var character = text[index]
      let (characterClass, positionBonus) = ASCIITables.step(
        &character, after: previousClass, caseSensitive: caseSensitive, in: Text.self, classes: classes,
        bonuses: bonuses)
      previousClass = characterClass
      var mask: UInt64 = 0
      if character < 0x80 {
        mask = masks[Int(character)]
      } else {
        for row in 0..<m where pattern[row] == character { mask |= 1 &<< UInt64(row) }
      }
      if mask != 0 { rows.visit(index, matching: mask, bonus: positionBonus) }
      index &+= 1
    }
    guard rows.reached == m else { return .none }
    return TermMatch(start: rows.firstPosition, end: rows.maxScorePosition + 1, score: Int(rows.maxScore))
  }

  /// `fuzzyScore(_:in:from:to:caseSensitive:)` over an ASCII candidate's bytes: eight bytes at a
  /// time, the bytes holding a term character found at once (`RowMasks.Table.occurrences`), so the
  /// loop branches per occurrence rather than per byte; the class of the byte before an occurrence
  /// gives its bonus.
  /// - Complexity: O((end - start) / 8 × distinct characters + occurrences × their rows).
  @inline(__always)
  func fuzzyScore(
    _ pattern: [UInt32], bytes base: UnsafePointer<UInt8>, from start: Int, to end: Int, caseSensitive: Bool
  ) -> TermMatch {
    let m = pattern.count
    let table = rowMasks.table(of: pattern, caseSensitive: caseSensitive)
    fuzzyRows.reserve(m)
    var rows = FuzzyRows(fuzzyRows.base, count: m)
    let classes = tables.classes, bonuses = tables.bonuses, initialClass = tables.initialClass
    let raw = UnsafeRawPointer(base)
    var wordStart = start
    while wordStart < end {
      var found: UInt64
      if wordStart &+ 8 <= end {
        found = table.occurrences(
          in: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: wordStart, as: UInt64.self)))
      } else {
        // The last bytes, fewer than eight (reading past `end` could leave the candidate's
        // memory): the eight bytes ending at `end` shifted down, or, in a line shorter than
        // eight, gathered one by one; the flags past `end` dropped.
        let remaining = end &- wordStart
        var word: UInt64 = 0
        if end >= 8 {
          word =
            UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end &- 8, as: UInt64.self))
            &>> UInt64((8 &- remaining) &* 8)
        } else {
          for offset in 0..<remaining { word |= UInt64(base[wordStart &+ offset]) &<< UInt64(offset &* 8) }
        }
        found = table.occurrences(in: word) & ((1 &<< UInt64(remaining &* 8)) &- 1)
      }
      while found != 0 {
        let index = wordStart &+ found.trailingZeroBitCount &>> 3
        found &= found &- 1
        let byte = Int(base[index])
        // A character of rows not reached yet (but the next) changes nothing: passed over
        // before its bonus is looked up.
        let mask = table.masks[byte] & ((2 &<< UInt64(rows.reached)) &- 1)
        if mask == 0 { continue }
        let previous = index > 0 ? classes[Int(base[index &- 1])] : initialClass
        rows.visit(index, matching: mask, bonus: bonuses[ASCIITables.pair(previous, classes[byte])])
      }
      wordStart &+= 8
    }
    guard rows.reached == m else { return .none }
    return TermMatch(start: rows.firstPosition, end: rows.maxScorePosition + 1, score: Int(rows.maxScore))
  }
}
