import CascadeData

/// Each record's place under `--sort-by`: numbers by value, then text in the locale's order, then
/// the records without the field; ties (and the records without) in input order, so the sort is
/// stable. `descending` reverses the values' order but keeps the records without the field last.
///
/// Per record it keeps a kind byte and the 4-byte number of its distinct value; each distinct
/// number and text is kept once and ranked once per batch of records (`rank()`: texts with
/// `strcoll`). A record's sort key is then one `UInt64` — kind, rank, record — so sorting a section
/// is a plain integer sort, never a string comparison.
struct ArrangementSortKeys {
  /// The sorting field.
  let field: String
  /// Largest first.
  let descending: Bool
  private var kinds: [Kind] = []
  private var valueNumbers: [UInt32] = []
  private var numbers: [Double] = []
  private var numberIDs: [Double: UInt32] = [:]
  private var texts: [String] = []
  private var textIDs: [String: UInt32] = [:]
  /// The rank of each distinct number and text among its kind, by its number.
  private var numberRanks: [UInt32] = []
  private var textRanks: [UInt32] = []

  private enum Kind: UInt8 { case number = 0, text = 1, missing = 2 }

  /// Equal values in reverse input order (`--tac`): the later record first.
  let reversesTies: Bool

  init(field: String, descending: Bool, reversesTies: Bool = false) {
    self.field = field
    self.descending = descending
    self.reversesTies = reversesTies
  }

  /// Notes the next record's value. O(1) expected; `rank()` must run before the next comparison.
  mutating func append(_ value: FieldValue?) {
    guard let value else {
      kinds.append(.missing)
      valueNumbers.append(0)
      return
    }
    if let number = value.number {
      kinds.append(.number)
      // -0.0 and 0.0 are one value.
      let key = number == 0 ? 0 : number
      if let known = numberIDs[key] {
        valueNumbers.append(known)
      } else {
        numberIDs[key] = UInt32(numbers.count)
        valueNumbers.append(UInt32(numbers.count))
        numbers.append(key)
      }
      return
    }
    kinds.append(.text)
    if let known = textIDs[value.text] {
      valueNumbers.append(known)
    } else {
      textIDs[value.text] = UInt32(texts.count)
      valueNumbers.append(UInt32(texts.count))
      texts.append(value.text)
    }
  }

  /// Ranks the distinct values when new ones came since the last ranking.
  /// - Complexity: O(D log D) for D distinct numbers and texts (collations for the texts), O(1)
  ///   when none came.
  mutating func rank() {
    if numberRanks.count != numbers.count {
      let order = numbers.indices.sorted { numbers[$0] < numbers[$1] }
      numberRanks = Array(repeating: 0, count: numbers.count)
      for (rank, number) in order.enumerated() { numberRanks[number] = UInt32(rank) }
    }
    if textRanks.count != texts.count {
      let order = CollationKeys(texts).sortedIndices()
      textRanks = Array(repeating: 0, count: texts.count)
      for (rank, text) in order.enumerated() { textRanks[text] = UInt32(rank) }
    }
  }

  /// Record `record`'s sort key: the kind in the top bits (numbers, text, missing; numbers and text
  /// swapped when descending), the value's rank (reversed when descending) and the record itself
  /// in the low 32 bits (its complement under `reversesTies`), so equal values keep input order.
  /// O(1).
  @inline(__always)
  func key(_ record: Int) -> UInt64 {
    let kind = kinds[record]
    let recordBits = UInt64(
      reversesTies ? UInt32.max - UInt32(truncatingIfNeeded: record) : UInt32(truncatingIfNeeded: record))
    guard kind != .missing else { return 2 << 62 | recordBits }
    let rank = kind == .number ? numberRanks[Int(valueNumbers[record])] : textRanks[Int(valueNumbers[record])]
    let kindBits = UInt64(descending ? 1 - kind.rawValue : kind.rawValue)
    let rankBits = UInt64(descending ? UInt32.max - rank : rank) & 0x3FFF_FFFF
    return kindBits << 62 | rankBits << 32 | recordBits
  }

  /// True when record `a` (a flat model index) comes before record `b`. O(1).
  func precedes(_ a: Int, _ b: Int) -> Bool { key(a) < key(b) }

  /// `records` (flat model indices below 2^32) in this order: their keys sorted as integers.
  /// - Complexity: O(n log n) integer comparisons.
  func sorted(_ records: [UInt32]) -> [UInt32] {
    var keys = records.map { key(Int($0)) }
    keys.sort()
    return keys.map { reversesTies ? UInt32.max - UInt32(truncatingIfNeeded: $0) : UInt32(truncatingIfNeeded: $0) }
  }

  /// `sorted` and `added` (each already in this order) as one list in this order. O(n).
  func merged(_ sorted: [UInt32], _ added: [UInt32]) -> [UInt32] {
    var result: [UInt32] = []
    result.reserveCapacity(sorted.count + added.count)
    var i = 0, j = 0
    while i < sorted.count, j < added.count {
      if precedes(Int(added[j]), Int(sorted[i])) {
        result.append(added[j]); j += 1
      } else {
        result.append(sorted[i]); i += 1
      }
    }
    result.append(contentsOf: sorted[i...])
    result.append(contentsOf: added[j...])
    return result
  }
}
