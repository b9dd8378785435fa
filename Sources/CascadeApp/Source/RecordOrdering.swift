import CascadeData

/// Each record's place under `--sort-by`: numbers by value, then text in the locale's order, then
/// the records without the field; ties (and the records without) in input order, so the sort is
/// stable. `descending` reverses the values' order but keeps the records without the field last.
///
/// Per record it keeps a kind byte and an 8-byte key (the number, or the number of a distinct text
/// value); each distinct text is kept once and ranked by `strcoll` once per batch of records, so a
/// comparison while sorting is two array reads, never a string comparison.
struct RecordOrdering {
  /// The sorting field.
  let field: String
  /// Largest first.
  let descending: Bool
  private var kinds: [Kind] = []
  private var keys: [Double] = []
  private var texts: [String] = []
  private var textNumbers: [String: Int] = [:]
  /// The collation rank of each distinct text, by its number.
  private var ranks: [Double] = []

  private enum Kind: UInt8 { case number = 0, text = 1, missing = 2 }

  init(field: String, descending: Bool) {
    self.field = field
    self.descending = descending
  }

  /// Notes the next record's value. O(1) expected; `rank()` must run before the next comparison.
  mutating func append(_ value: FieldValue?) {
    guard let value else {
      kinds.append(.missing)
      keys.append(0)
      return
    }
    if let number = value.number {
      kinds.append(.number)
      keys.append(number)
      return
    }
    kinds.append(.text)
    if let known = textNumbers[value.text] {
      keys.append(Double(known))
    } else {
      textNumbers[value.text] = texts.count
      keys.append(Double(texts.count))
      texts.append(value.text)
    }
  }

  /// Ranks the distinct texts in locale order when texts came since the last ranking.
  /// - Complexity: O(T log T) collations for T distinct texts, O(1) when none came.
  mutating func rank() {
    guard ranks.count != texts.count else { return }
    let order = texts.indices.sorted { LocaleOrder.precedes(texts[$0], texts[$1]) }
    ranks = Array(repeating: 0, count: texts.count)
    for (rank, text) in order.enumerated() { ranks[text] = Double(rank) }
  }

  /// True when record `a` (a flat model index) comes before record `b`. O(1).
  func precedes(_ a: Int, _ b: Int) -> Bool {
    let ka = kinds[a], kb = kinds[b]
    if ka != kb {
      if ka == .missing || kb == .missing { return kb == .missing }
      return descending ? ka.rawValue > kb.rawValue : ka.rawValue < kb.rawValue
    }
    if ka == .missing { return a < b }
    let va = ka == .text ? ranks[Int(keys[a])] : keys[a]
    let vb = ka == .text ? ranks[Int(keys[b])] : keys[b]
    if va != vb { return descending ? va > vb : va < vb }
    return a < b
  }

  /// `records` (flat model indices) in this order. O(n log n) comparisons.
  func sorted(_ records: [UInt32]) -> [UInt32] {
    records.sorted { precedes(Int($0), Int($1)) }
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
