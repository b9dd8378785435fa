import CascadeData

/// Which section each record goes to under `--group-by`: one group per distinct value of the field,
/// numbered in the order the values first appear, and a group of its own for records without it.
///
/// The values are kept once each (in `values`), the records only as a 4-byte group number, so
/// grouping a million records costs one pass over their field values and one array.
struct ArrangementGroups {
  /// The grouping field.
  let field: String
  /// Each distinct value, by group number.
  private(set) var values: [FieldValue] = []
  /// The group number of each record (flat model index); `ArrangementGroups.none` for a record
  /// without the field.
  private(set) var groupOfRecord: [UInt32] = []
  /// How many records each group holds, by group number; `noneCount` for the records without.
  private(set) var counts: [Int] = []
  private(set) var noneCount = 0
  private var numbers: [FieldValue: UInt32] = [:]

  /// The group of records that lack the field.
  static let none = UInt32.max
  /// The header of the section of records without the field.
  static let noneTitle = "(none)"

  init(field: String) { self.field = field }

  /// Notes the next record's value; returns true when it starts a new group. O(1) expected (one
  /// hash of the value's text).
  @discardableResult
  mutating func append(_ value: FieldValue?) -> Bool {
    guard let value else {
      groupOfRecord.append(Self.none)
      noneCount += 1
      return noneCount == 1
    }
    if let group = numbers[value] {
      groupOfRecord.append(group)
      counts[Int(group)] += 1
      return false
    }
    let group = UInt32(values.count)
    numbers[value] = group
    values.append(value)
    counts.append(1)
    groupOfRecord.append(group)
    return true
  }

  /// The groups in section order: values in `LocaleOrder` (reversed when `descending`), the
  /// records without the field last. O(G log G) comparisons for G groups, on collation keys.
  ///
  /// `bySize`: the largest group first, groups of equal size in that value order.
  func sectionOrder(descending: Bool, bySize: Bool = false) -> [UInt32] {
    var order = LocaleOrder.sortedIndices(values).map { UInt32($0) }
    if descending { order.reverse() }
    if bySize {
      order = order.enumerated().sorted { a, b in
        let (countA, countB) = (counts[Int(a.element)], counts[Int(b.element)])
        return countA != countB ? countA > countB : a.offset < b.offset
      }.map(\.element)
    }
    if noneCount > 0 { order.append(Self.none) }
    return order
  }

  /// The header of `group`'s section.
  func title(of group: UInt32) -> String {
    group == Self.none ? Self.noneTitle : values[Int(group)].text
  }

  /// The number of records in `group`.
  func count(of group: UInt32) -> Int {
    group == Self.none ? noneCount : counts[Int(group)]
  }
}
