extension MatchQuery {
  /// The query's only term when it is one fuzzy, non-negated term of `lengths` ASCII characters
  /// that a byte scan can score: lowercase unless case counts, as parsing makes them (a term built
  /// with an uppercase letter and no case matches nothing on the general path, since text is
  /// folded to lowercase, so it is left to that path). Nil for any other query, and for a greedy
  /// term (`--algo=v1`), which the scans, scoring the best alignment, do not answer.
  func singleScannableTerm(ofLength lengths: ClosedRange<Int>) -> MatchTerm? {
    guard groups.count == 1, groups[0].count == 1 else { return nil }
    let term = groups[0][0]
    guard term.kind == .fuzzy, !term.isInverted, !term.isGreedy, lengths.contains(term.scalars.count), term.isASCII,
      term.isCaseSensitive || !term.scalars.contains(where: { $0 &- 0x41 < 26 })
    else { return nil }
    return term
  }
}

extension MatchTerm {
  /// True when a character is `k` or `i` and case is ignored (a non-ASCII letter, KELVIN SIGN or
  /// İ, folds to it), or one a Latin letter with diacritics stands for when the term normalises:
  /// a candidate without the byte may still match, and a byte scan hands such candidates to the
  /// general path.
  var foldsFromNonASCII: Bool { scalars.contains(where: foldsFromNonASCII) }

  /// True when a non-ASCII character of a candidate may match `character` of this term.
  func foldsFromNonASCII(_ character: UInt32) -> Bool {
    if !isCaseSensitive && (character == 0x6B || character == 0x69) { return true }
    return normalizes && LatinNormalization.isTarget(character, caseSensitive: isCaseSensitive)
  }
}
