/// A byte-level test that rules out most candidates a query cannot match before they are decoded
/// and scored: for each group of non-negated terms, at least one term's characters must occur in
/// the candidate's UTF-8 bytes in order (case folded as the term says).
///
/// Every term kind (fuzzy, exact, prefix, suffix, equal) needs its characters in order, so this
/// is a necessary condition for all of them. ASCII characters never occur inside a multi-byte UTF-8
/// sequence, so scanning raw bytes is exact for ASCII terms; a term with a non-ASCII character, or
/// a group with a negated term (which a candidate may satisfy by lacking it), is not tested. The
/// two non-ASCII letters whose lowercase is ASCII (KELVIN SIGN and İ, lowercased to `k` and `i`),
/// and the Latin letters with diacritics a normalising term matches as ASCII letters, are allowed
/// for by treating any non-ASCII byte as a possible such character.
public struct QueryPrefilter: Sendable {
  /// Per tested group, its terms' patterns: a candidate must pass one pattern of every group.
  private let groups: [[Pattern]]

  /// One term's characters as the bytes that may stand for each.
  private struct Pattern: Sendable {
    /// Per character, the byte and its other case (the same byte when case counts or it has none).
    var bytes: [(UInt8, UInt8)]
    /// Per character, true when a multi-byte sequence may stand for it (`k`, `i` without case, a
    /// letter a normalising term's candidates may have with diacritics).
    var foldsFromNonASCII: [Bool]
  }

  /// The prefilter for `query`.
  /// - Complexity: O(query length).
  public init(_ query: MatchQuery) {
    var groups: [[Pattern]] = []
    for group in query.groups {
      guard group.allSatisfy({ !$0.isInverted && $0.isASCII }) else { continue }
      groups.append(
        group.map { term in
          var pattern = Pattern(bytes: [], foldsFromNonASCII: [])
          for value in term.scalars {
            let byte = UInt8(value)
            var other = byte
            if !term.isCaseSensitive && byte &- 0x61 < 26 { other = byte - 0x20 }
            pattern.bytes.append((byte, other))
            pattern.foldsFromNonASCII.append(term.foldsFromNonASCII(value))
          }
          return pattern
        })
    }
    self.groups = groups
  }

  /// True when the query tests nothing here (every candidate passes).
  public var isTrivial: Bool { groups.isEmpty }

  /// False when the query cannot match `bytes`; true when it may.
  /// - Complexity: O(bytes.count × terms per group), allocation-free.
  @inline(__always)
  public func mayMatch(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for group in groups {
      var passed = false
      for pattern in group where Self.occursInOrder(pattern, in: bytes) {
        passed = true
        break
      }
      if !passed { return false }
    }
    return true
  }

  /// True when `pattern`'s characters occur in `bytes` in order.
  @inline(__always)
  private static func occursInOrder(_ pattern: Pattern, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return pattern.bytes.isEmpty }
    let count = bytes.count
    var index = 0
    for (offset, (byte, other)) in pattern.bytes.enumerated() {
      if pattern.foldsFromNonASCII[offset] {
        index = ByteSearch.firstIndexOrNonASCII(
          of: byte, folding: byte == other ? 0 : 0x20, in: base, from: index, count: count)
      } else {
        // A lowercase letter's two cases differ only in bit 5: setting it in every byte finds both.
        index = ByteSearch.firstIndex(of: byte, folding: byte == other ? 0 : 0x20, in: base, from: index, count: count)
      }
      if index >= count { return false }
      index += 1
    }
    return true
  }
}
