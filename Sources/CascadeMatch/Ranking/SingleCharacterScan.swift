/// A query of one fuzzy ASCII character (the first key typed), scored in one pass over each
/// candidate's bytes: the scan that rules a candidate out also finds the occurrences that score it.
///
/// The general path tests such a candidate four times over (the prefilter's search for the
/// character, the ASCII test, the search for where scoring starts, the scoring scan) and then
/// measures its white space, through a call per step; and a first key scores most of a million
/// lines. This scan gives the same score and trimmed length as `MatchScratch.scoreCandidate`
/// (fzf's rules: the occurrence with the highest bonus, the first such) and hands the
/// candidates it cannot decide on its bytes alone back to it: non-ASCII text, and lines past the
/// optimal alignment's limit (scored greedily there).
@usableFromInline
struct SingleCharacterScan: Sendable {
  /// The term's character (lowercase unless case counts).
  let character: UInt8
  /// 0x20 when the character is a letter whose other case matches too, else 0.
  let fold: UInt8
  /// True for `k` and `i` without case: a non-ASCII letter (KELVIN SIGN, İ) folds to them, so a
  /// candidate without the byte may still match and goes to the general path.
  let foldsFromNonASCII: Bool

  /// The scan for `query`, or nil unless it is one fuzzy, non-negated term of one ASCII character.
  @usableFromInline
  init?(_ query: MatchQuery) {
    guard query.groups.count == 1, query.groups[0].count == 1 else { return nil }
    let term = query.groups[0][0]
    guard term.kind == .fuzzy, !term.isInverted, term.scalars.count == 1, term.scalars[0] < 0x80 else { return nil }
    let byte = UInt8(term.scalars[0])
    character = byte
    let isLetter = byte &- 0x61 < 26
    fold = !term.isCaseSensitive && isLetter ? 0x20 : 0
    foldsFromNonASCII = !term.isCaseSensitive && (byte == UInt8(ascii: "k") || byte == UInt8(ascii: "i"))
  }
}

extension MatchScratch {
  /// `scoreCandidate(_:query:singleTerm:prefilter:)` for a query `scan` was made from: the same
  /// answer, in one pass over an ASCII candidate's bytes.
  /// - Complexity: O(bytes.count), allocation-free.
  @usableFromInline
  func scoreCandidate(
    _ bytes: UnsafeBufferPointer<UInt8>, scan: SingleCharacterScan, query: MatchQuery, singleTerm: MatchTerm?, prefilter: QueryPrefilter
  ) -> (score: Int, trimmedLength: Int)? {
    guard let base = bytes.baseAddress else { return nil }
    let n = bytes.count
    var index = ByteSearch.firstIndex(of: scan.character, folding: scan.fold, in: base, from: 0, count: n)
    if index == n {
      return scan.foldsFromNonASCII ? scoreCandidate(bytes, query: query, singleTerm: singleTerm, prefilter: prefilter) : nil
    }
    guard n <= MatchScore.optimalAlignmentLimit, Self.isASCII(base, count: n) else {
      return scoreCandidate(bytes, query: query, singleTerm: singleTerm, prefilter: prefilter)
    }
    // `singleCharacterMatch` over the bytes: the best bonus wins, the first on a tie, and a word
    // boundary ends the scan (nothing later scores higher).
    let classes = tables.classes, bonuses = tables.bonuses
    var maxScore: Int32 = 0
    while index < n {
      let previous = index > 0 ? classes[Int(base[index - 1])] : ScalarClass.white
      let positionBonus = bonuses[ASCIITables.pair(previous, classes[Int(base[index])])]
      let score = MatchScore.match + positionBonus * MatchScore.firstCharMultiplier
      if score > maxScore {
        maxScore = score
        if positionBonus >= MatchScore.boundary { break }
      }
      index = ByteSearch.firstIndex(of: scan.character, folding: scan.fold, in: base, from: index + 1, count: n)
    }
    // The length tiebreak: ASCII white space is a space or a control from tab to carriage return.
    var leading = 0
    while leading < n && (base[leading] == 0x20 || base[leading] &- 0x09 < 5) { leading += 1 }
    var trailing = n
    while trailing > leading && (base[trailing - 1] == 0x20 || base[trailing - 1] &- 0x09 < 5) { trailing -= 1 }
    return (min(max(Int(maxScore), 0), Int(UInt16.max)), min(trailing - leading, 0xFFFF))
  }
}
