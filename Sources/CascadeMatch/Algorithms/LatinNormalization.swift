/// fzf's normalisation of Latin letters with diacritics (unless `--literal`): a term whose
/// lowercase has none of the table's letters (`LatinNormalizationTable`) matches `é` as `e`, `Å`
/// as `A`, in fuzzy, exact, prefix, suffix and equal terms alike.
///
/// fzf lowercases a candidate's character (unless case counts), then replaces it by the table's
/// letter, and takes the character's class for bonuses from the original. The matcher compares
/// and classifies one value per character, so each table letter is given the value that does
/// both as fzf does: the table's ASCII letter in the original's case when that keeps its class
/// (`Á` → `A`, which folds to `a`); else the original when folding it already gives what fzf
/// compares; else the table's letter. Only the few letters whose class differs from their ASCII
/// letter's (small capitals, subscripts, combining letters) can score a bonus differently.
enum LatinNormalization {
  /// The first and last scalar the table holds; every other scalar is kept.
  static let first: UInt32 = 0xC0
  static let last: UInt32 = 0x2184

  /// The value the matcher compares in place of each scalar from `first` to `last`, by whether
  /// case counts (0 where the scalar is kept).
  static let whenCaseSensitive = values(caseSensitive: true)
  static let whenCaseInsensitive = values(caseSensitive: false)

  /// The ASCII characters (lowercase unless case counts) a non-ASCII letter may match as, by
  /// whether case counts: bit c of the mask for character c.
  static let targetsWhenCaseSensitive = targets(caseSensitive: true)
  static let targetsWhenCaseInsensitive = targets(caseSensitive: false)

  /// The table's letter for `value`, or nil.
  static func tableLetter(_ value: UInt32) -> UInt32? {
    guard value >= first && value <= last else { return nil }
    return table[Int(value - first)] == 0 ? nil : UInt32(table[Int(value - first)])
  }

  /// True when a term with these scalars (lowercased) normalises candidates: none of them is in
  /// the table, as fzf decides per term (a term typed with `é` matches `é` only).
  static func normalizes(lowercased scalars: some Sequence<UInt32>) -> Bool {
    !scalars.contains { tableLetter($0) != nil }
  }

  /// True when `character` (ASCII, lowercase unless case counts) may be matched by a non-ASCII
  /// letter of the table.
  @inline(__always)
  static func isTarget(_ character: UInt32, caseSensitive: Bool) -> Bool {
    guard character < 0x80 else { return false }
    let mask = caseSensitive ? targetsWhenCaseSensitive : targetsWhenCaseInsensitive
    return character < 64 ? mask.low >> UInt64(character) & 1 == 1 : mask.high >> UInt64(character - 64) & 1 == 1
  }

  /// The table's letters by scalar from `first`, 0 where there is none.
  private static let table: [UInt8] = {
    var table = [UInt8](repeating: 0, count: Int(last - first) + 1)
    for entry in LatinNormalizationTable.entries { table[Int(entry >> 8 - first)] = UInt8(entry & 0xFF) }
    return table
  }()

  private static func values(caseSensitive: Bool) -> [UInt32] {
    (first...last).map { value in
      if caseSensitive { return tableLetter(value) ?? 0 }
      // What fzf compares: the lowercase of an uppercase character (`Đ` → `đ`), then its letter.
      let lowered = ScalarClass.of(value) == .upper ? CaseFolding.lowercase(value) : value
      let compared = tableLetter(lowered) ?? lowered
      if CaseFolding.lowercase(value) == compared { return 0 }
      // A value the matcher folds to `compared`, of the original's class when there is one.
      let upper = compared &- 0x61 < 26 ? compared - 0x20 : compared
      let choices = [tableLetter(value), compared, upper].compactMap { $0 }.filter {
        CaseFolding.lowercase($0) == compared
      }
      return choices.first { ScalarClass.of($0) == ScalarClass.of(value) } ?? choices.first ?? 0
    }
  }

  private static func targets(caseSensitive: Bool) -> (low: UInt64, high: UInt64) {
    var mask: (low: UInt64, high: UInt64) = (0, 0)
    let values = caseSensitive ? whenCaseSensitive : whenCaseInsensitive
    for value in values where value != 0 && value < 0x80 {
      let folded = caseSensitive ? value : CaseFolding.lowercase(value)
      if folded < 64 { mask.low |= 1 << UInt64(folded) } else { mask.high |= 1 << UInt64(folded - 64) }
    }
    return mask
  }
}

extension FuzzyMatcher {
  /// Replaces the loaded (non-ASCII) candidate's table letters by the values the matcher compares
  /// for a normalising term (`LatinNormalization`), keeping the original scalars in `originals`
  /// until `restoreNormalized()`. Returns false, changing nothing, when it has none.
  /// - Complexity: O(count).
  func normalizeLoaded(caseSensitive: Bool) -> Bool {
    let values = caseSensitive ? LatinNormalization.whenCaseSensitive : LatinNormalization.whenCaseInsensitive
    let text = scalars
    var changed = false
    for index in 0..<count {
      let value = text[index]
      guard value >= LatinNormalization.first && value <= LatinNormalization.last else { continue }
      let replacement = values[Int(value - LatinNormalization.first)]
      guard replacement != 0 && replacement != value else { continue }
      if !changed {
        originals.reserve(count)
        for copied in 0..<count { originals[copied] = text[copied] }
        changed = true
      }
      text[index] = replacement
    }
    return changed
  }

  /// Puts back the scalars `normalizeLoaded(caseSensitive:)` replaced.
  /// - Complexity: O(count).
  func restoreNormalized() {
    let text = scalars
    for index in 0..<count { text[index] = originals[index] }
  }
}
