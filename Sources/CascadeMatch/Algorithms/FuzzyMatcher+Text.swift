extension FuzzyMatcher {
  /// The candidate's scalar at `index` as a term compares it: lowercased unless `caseSensitive`.
  @inline(__always)
  func foldedScalar(at index: Int, caseSensitive: Bool) -> UInt32 {
    let value = text[index]
    return caseSensitive ? value : CaseFolding.lowercase(value)
  }

  /// fzf's quick rejection for an all-ASCII candidate: nil when the term's characters do not all
  /// occur in order (or the term is not ASCII), else the offset one before the first occurrence of
  /// the term's first character (0 at the start), where scoring may begin. A non-ASCII candidate
  /// cannot be ruled out this way and gets 0.
  /// - Complexity: O(count).
  func asciiStart(of pattern: [UInt32], caseSensitive: Bool) -> Int? {
    guard isASCII else { return 0 }
    if let bytes = asciiBytes {
      return asciiStart(of: pattern, in: ASCIIBytes(base: bytes), caseSensitive: caseSensitive)
    }
    return asciiStart(of: pattern, in: scalars, caseSensitive: caseSensitive)
  }

  /// `asciiStart(of:caseSensitive:)` over `text`, the loaded candidate's bytes or scalars.
  @inline(__always)
  func asciiStart<Text: CandidateScalars>(of pattern: [UInt32], in text: Text, caseSensitive: Bool) -> Int? {
    guard isASCII else { return 0 }
    let count = self.count
    var firstIndex = 0
    var index = 0
    for (patternIndex, character) in pattern.enumerated() {
      guard character < 0x80 else { return nil }
      let upper = !caseSensitive && character &- 0x61 < 26 ? character - 0x20 : character
      index = text.firstIndex(of: character, or: upper, from: index, count: count)
      guard index < count else { return nil }
      if patternIndex == 0 && index > 0 { firstIndex = index - 1 }
      index += 1
    }
    return firstIndex
  }

  /// The bonus for a match at `index`: as after white space at the start (whatever the scheme
  /// counts the start as following, as fzf picks an exact match's occurrence).
  @inline(__always)
  func bonus(at index: Int) -> Int32 {
    if index == 0 { return tables.boundaryWhite }
    return tables.bonus(tables.classOf(text[index - 1]), tables.classOf(text[index]))
  }

  /// Leading white-space scalars.
  func leadingSpaces() -> Int {
    if let bytes = asciiBytes { return leadingSpaces(in: ASCIIBytes(base: bytes)) }
    return leadingSpaces(in: scalars)
  }

  @inline(__always)
  private func leadingSpaces<Text: CandidateScalars>(in text: Text) -> Int {
    var index = 0
    while index < count && CaseFolding.isSpace(text[index]) { index += 1 }
    return index
  }

  /// Trailing white-space scalars.
  func trailingSpaces() -> Int {
    if let bytes = asciiBytes { return trailingSpaces(in: ASCIIBytes(base: bytes)) }
    return trailingSpaces(in: scalars)
  }

  @inline(__always)
  private func trailingSpaces<Text: CandidateScalars>(in text: Text) -> Int {
    var index = count
    while index > 0 && CaseFolding.isSpace(text[index - 1]) { index -= 1 }
    return count - index
  }

  /// The candidate's length without white space at either end, for the length tiebreak.
  func trimmedLength() -> Int {
    let leading = leadingSpaces()
    if leading == count { return 0 }
    return count - leading - trailingSpaces()
  }
}
