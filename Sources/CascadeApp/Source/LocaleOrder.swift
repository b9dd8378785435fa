import CascadeData
import Glibc

/// The order `--sort-by` and `--group-by` put values in: numbers first, by value; then text in the
/// locale's collation order (`strcoll`, `LC_COLLATE`), text that collates equal by its bytes, so
/// the order is total and the same on every run.
enum LocaleOrder {
  /// True when `a` comes before `b` in locale order. O(length).
  static func precedes(_ a: String, _ b: String) -> Bool {
    let collated = a.withCString { pa in b.withCString { pb in strcoll(pa, pb) } }
    if collated != 0 { return collated < 0 }
    return a.utf8.lexicographicallyPrecedes(b.utf8)
  }

  /// The indices of `values` in the order of `precedes(_:_:)`: numbers by value, then texts by
  /// collation keys made once each.
  /// - Complexity: O(n log n) integer and `memcmp` comparisons after O(total length) to make the
  ///   keys, instead of O(n log n) `strcoll`s.
  static func sortedIndices(_ values: [FieldValue]) -> [Int] {
    let numbers = values.indices.filter { values[$0].number != nil }.sorted { precedes(values[$0], values[$1]) }
    let textIndices = values.indices.filter { values[$0].number == nil }
    let keys = CollationKeys(textIndices.map { values[$0].text })
    return numbers + keys.sortedIndices().map { textIndices[$0] }
  }

  /// True when value `a` comes before `b`: numbers before text, numbers by value (equal numbers
  /// by their text, so `1` and `1.0` stay apart), text in locale order. O(length).
  static func precedes(_ a: FieldValue, _ b: FieldValue) -> Bool {
    switch (a.number, b.number) {
    case let (x?, y?): return x != y ? x < y : precedes(a.text, b.text)
    case (.some, nil): return true
    case (nil, .some): return false
    case (nil, nil): return precedes(a.text, b.text)
    }
  }
}
