/// A query of one fuzzy term of one or two ASCII characters (the first keys typed), scored in one
/// pass over each candidate's bytes: for one character, the search that rules a candidate out also
/// finds where scoring starts, and the scoring jumps from occurrence to occurrence; for two, one
/// pass eight bytes a step scores the occurrences of both and tests the line is ASCII.
///
/// The general path tests such a candidate several times over (the prefilter's search for the
/// characters, the ASCII test, the search for where scoring starts, a scan back for the last
/// occurrence of the last character, the scoring scan) and then measures its white space, through
/// a call per step; and the first keys score most of a million lines. This scan gives the same
/// score and trimmed length as `FuzzyMatcher.scoreCandidate` (fzf's rules) and hands the
/// candidates it cannot decide on their bytes alone back to it: non-ASCII text, and lines past the
/// optimal alignment's limit (scored greedily there).
@usableFromInline
struct OneOrTwoCharacterScan: Sendable {
  /// The term's characters (lowercase unless case counts); `second` only with `length` 2.
  let first: UInt8
  let second: UInt8
  let length: Int
  /// 0x20 when the first character is a letter whose other case matches too, else 0.
  let firstFold: UInt8
  let caseSensitive: Bool
  /// True when a non-ASCII letter may match a character (KELVIN SIGN and İ fold to `k` and `i`, a
  /// normalising term matches Latin letters with diacritics), so a candidate without the byte may
  /// still match and goes to the general path.
  let foldsFromNonASCII: Bool

  /// The scan for `query`, or nil unless it is one fuzzy, non-negated term of one or two ASCII
  /// characters.
  @usableFromInline
  init?(_ query: MatchQuery) {
    guard let term = query.singleScannableTerm(ofLength: 1...2) else { return nil }
    let bytes = term.scalars.map { UInt8($0) }
    caseSensitive = term.isCaseSensitive
    length = bytes.count
    first = bytes[0]
    second = bytes.count == 2 ? bytes[1] : bytes[0]
    firstFold = !term.isCaseSensitive && first &- 0x61 < 26 ? 0x20 : 0
    foldsFromNonASCII = term.foldsFromNonASCII
  }
}

extension FuzzyMatcher {
  /// `scoreCandidate(_:query:singleTerm:prefilter:)` for a query `scan` was made from: the same
  /// answer, in one pass over an ASCII candidate's bytes.
  /// - Complexity: O(bytes.count) (eight bytes a step for two characters, plus O(1) per
  ///   occurrence), allocation-free.
  @usableFromInline
  func scoreCandidate(
    _ bytes: UnsafeBufferPointer<UInt8>, scan: OneOrTwoCharacterScan, query: MatchQuery, singleTerm: MatchTerm?,
    prefilter: QueryPrefilter
  ) -> (score: Int, trimmedLength: Int)? {
    guard let base = bytes.baseAddress else { return nil }
    let n = bytes.count
    if scan.length == 2 {
      // One pass from the first byte: it finds both characters' occurrences, scores them and
      // tests that the line is ASCII, where the search for each character, the ASCII test and
      // the scoring scan were four. A line that is not ASCII (the pass stops at it) or past the
      // optimal alignment's limit goes to the general path, whose prefilter rules it out when
      // its bytes lack the characters in order.
      guard n &* 2 <= MatchScore.optimalAlignmentLimit,
        let (score, _) = twoCharacterScore(
          UInt32(scan.first), UInt32(scan.second), bytes: base, from: 0, to: n, caseSensitive: scan.caseSensitive)
      else {
        return scoreCandidate(bytes, query: query, singleTerm: singleTerm, prefilter: prefilter)
      }
      guard score > 0 else { return nil }
      return (min(Int(score), Int(UInt16.max)), Self.asciiTrimmedLength(base, count: n))
    }
    // A character a non-ASCII letter may stand for: the search also stops at the first non-ASCII
    // byte, so an ASCII line without it is ruled out in the same pass.
    var index =
      scan.foldsFromNonASCII
      ? ByteSearch.firstIndexOrNonASCII(of: scan.first, folding: scan.firstFold, in: base, from: 0, count: n)
      : ByteSearch.firstIndex(of: scan.first, folding: scan.firstFold, in: base, from: 0, count: n)
    if index == n { return nil }
    if base[index] >= 0x80 { return scoreCandidate(bytes, query: query, singleTerm: singleTerm, prefilter: prefilter) }
    guard n <= MatchScore.optimalAlignmentLimit, Self.isASCII(base, count: n) else {
      return scoreCandidate(bytes, query: query, singleTerm: singleTerm, prefilter: prefilter)
    }
    // `singleCharacterMatch` over the bytes: the best bonus wins, the first on a tie, and a word
    // boundary ends the scan (nothing later scores higher).
    var score: Int32 = 0
    let classes = tables.classes, bonuses = tables.bonuses, initialClass = tables.initialClass
    while index < n {
      let previous = index > 0 ? classes[Int(base[index - 1])] : initialClass
      let positionBonus = bonuses[ASCIITables.pair(previous, classes[Int(base[index])])]
      let candidate = MatchScore.match + positionBonus * MatchScore.firstCharMultiplier
      if candidate > score {
        score = candidate
        if positionBonus >= MatchScore.boundary { break }
      }
      index = ByteSearch.firstIndex(of: scan.first, folding: scan.firstFold, in: base, from: index + 1, count: n)
    }
    return (min(max(Int(score), 0), Int(UInt16.max)), Self.asciiTrimmedLength(base, count: n))
  }

  /// The length tiebreak of an ASCII candidate, clamped to 65535: its length without white space
  /// (a space or a control from tab to carriage return) at either end.
  /// - Complexity: O(white space at the ends).
  @inline(__always)
  static func asciiTrimmedLength(_ base: UnsafePointer<UInt8>, count n: Int) -> Int {
    var leading = 0
    while leading < n && (base[leading] == 0x20 || base[leading] &- 0x09 < 5) { leading += 1 }
    var trailing = n
    while trailing > leading && (base[trailing - 1] == 0x20 || base[trailing - 1] &- 0x09 < 5) { trailing -= 1 }
    return min(trailing - leading, 0xFFFF)
  }
}
