import CascadeData
import CascadeLayout

/// The records as the viewer arranges them under a `ArrangementOptions`: sections, and in each the model
/// index paths in the order shown, before any filter. The `/` filter narrows each section's list
/// (its "model" indices are positions here), so matches stay in their groups and in sorted order.
///
/// Read backwards (`--tac`), one section holds the records last first, or each group's do.
/// In input order nothing is stored: the sections are the collection's and position i is record i.
/// Otherwise each section keeps its records as 4-byte flat model indices (the collection's sections
/// one after another), and each record its section and position, so both ways are O(1).
public struct RecordArrangement: Sendable {
  /// The order these sections follow.
  public let order: ArrangementOptions
  /// The collection's section titles and the record counts taken from it.
  private var modelTitles: [String?]
  private(set) var modelCounts: [Int]
  private var grouping: ArrangementGroups?
  private var ordering: ArrangementSortKeys?
  /// The group shown in each section, and the records of each section in order (flat model
  /// indices); empty in input order.
  private var sectionGroups: [UInt32] = []
  private var members: [[UInt32]] = []
  /// Per record (flat model index): its section and its position there.
  private var sectionOfRecord: [UInt32] = []
  /// The section of each group, by group number, and of the records without the field.
  private var sectionOfGroup: [UInt32] = []
  private var noneSection: UInt32 = 0
  private var positionOfRecord: [UInt32] = []
  /// Per `--sum` field, per record (flat model index): its number, NaN when it has none.
  private var sumNumbers: [[Double]] = []

  /// What growing the model did to the arrangement.
  public enum Growth: Equatable, Sendable {
    /// Nothing shown changed.
    case unchanged
    /// Records were added at the end of these sections; nothing else moved.
    case appended([Int])
    /// Sections came or records were placed between others: index paths changed.
    case rearranged
  }

  /// `collection`'s first `counts[s]` records of each section under `order`.
  /// - Complexity: O(1) in input order; otherwise one `fieldValue` read per record per field, then
  ///   O(n log n) comparisons when sorting.
  public init(order: ArrangementOptions, collection: any RecordCollection, counts: [Int]) {
    self.init(order: order, collection: collection, counts: counts, isCancelled: { false })!
  }

  /// The same arrangement, made on a worker (see `ArrangementJob`): nil when `isCancelled` turned
  /// true, which is asked every `cancellationStride` records read.
  init?(order: ArrangementOptions, collection: any RecordCollection, counts: [Int], isCancelled: () -> Bool) {
    self.order = order
    modelTitles = counts.indices.map { $0 < collection.sections.count ? collection.sections[$0].title : nil }
    modelCounts = counts
    guard !order.isInputOrder else { return }
    grouping = order.groupField.map { ArrangementGroups(field: $0) }
    sumNumbers = order.sumFields.map { _ in [] }
    ordering = order.sortField.map {
      ArrangementSortKeys(field: $0, descending: order.descending, reversesTies: order.reversesInput)
    }
    let total = counts.reduce(0, +)
    var start = 0
    // Reading a field is a parse of the record's bytes: a stride is a few milliseconds.
    while start < total {
      if isCancelled() { return nil }
      let end = min(total, start + Self.cancellationStride)
      read(collection, records: start..<end, ranks: end == total)
      start = end
    }
    if total == 0 { ordering?.rank() }
    if isCancelled() { return nil }
    rebuild()
  }

  /// How many records an arrangement made on a worker reads between two looks at its cancellation.
  static var cancellationStride: Int { 4_096 }

  /// True in the collection's own order and sections.
  public var isInputOrder: Bool { order.isInputOrder }

  // MARK: - Reading

  /// The number of sections.
  public var sectionCount: Int { isInputOrder ? modelCounts.count : members.count }

  /// The records in `section`. O(1).
  public func count(inSection section: Int) -> Int {
    isInputOrder ? modelCounts[section] : members[section].count
  }

  /// The header of `section`: the collection's own title, the group's value, or `(none)`.
  public func title(ofSection section: Int) -> String? {
    guard !isInputOrder else { return modelTitles[section] }
    guard let grouping else { return nil }
    return grouping.title(of: sectionGroups[section])
  }

  /// True when sections have headers.
  public var hasSectionTitles: Bool { grouping != nil || (isInputOrder && modelTitles.contains { $0 != nil }) }

  /// The model index path (collection coordinates) of the record at `position.item` of section
  /// `position.section`. O(1), plus O(S) for S collection sections when there are several (the
  /// demo's handful; a read input has one).
  public func modelIndexPath(of position: IndexPath) -> IndexPath {
    guard !isInputOrder else { return position }
    return modelIndexPath(flat: Int(members[position.section][position.item]))
  }

  /// Where the record at `model` is arranged (section, position); nil for a record not taken in.
  /// O(1), plus O(S) for S collection sections when there are several.
  public func position(ofModel model: IndexPath) -> IndexPath? {
    guard model.section >= 0, model.section < modelCounts.count, model.item >= 0,
      model.item < modelCounts[model.section]
    else { return nil }
    guard !isInputOrder else { return model }
    let flat = modelCounts[..<model.section].reduce(model.item, +)
    return IndexPath(item: Int(positionOfRecord[flat]), section: Int(sectionOfRecord[flat]))
  }

  /// The number of `--sum` field `field` (an index into `order.sumFields`) in the record at
  /// `position.item` of section `position.section`; nil when it has none. O(1).
  public func sumNumber(_ field: Int, at position: IndexPath) -> Double? {
    guard !isInputOrder else { return nil }
    let number = sumNumbers[field][Int(members[position.section][position.item])]
    return number.isNaN ? nil : number
  }

  private func modelIndexPath(flat: Int) -> IndexPath {
    var item = flat, section = 0
    while section < modelCounts.count - 1, item >= modelCounts[section] {
      item -= modelCounts[section]
      section += 1
    }
    return IndexPath(item: item, section: section)
  }

  // MARK: - Growing

  /// The collection's last section now holds `count` records (a collection still being read):
  /// each new record joins its group, at the end in input order or at its place when sorted.
  /// - Complexity: O(new records) reads; O(section) to merge a section whose new records sort
  ///   between its others, O(n) when a new group came (sections are renumbered) and, read
  ///   backwards, every time (plus the sort's O(n log n) when sorted).
  public mutating func growModel(to count: Int, collection: any RecordCollection) -> Growth {
    guard let last = modelCounts.indices.last, count > modelCounts[last] else { return .unchanged }
    let start = modelCounts.reduce(0, +)
    modelCounts[last] = count
    guard !isInputOrder else { return .appended([last]) }
    let end = modelCounts.reduce(0, +)
    // Read backwards, new records come before the others: every position moves. Sections in
    // order of size may change places with any record.
    if read(collection, records: start..<end) || order.reversesInput || (order.groupsByCount && grouping != nil) {
      rebuild()
      return .rearranged
    }
    var added: [Int: [UInt32]] = [:]
    for record in start..<end { added[section(ofGroup: group(of: record)), default: []].append(UInt32(record)) }
    sectionOfRecord.append(contentsOf: repeatElement(0, count: end - start))
    positionOfRecord.append(contentsOf: repeatElement(0, count: end - start))
    var appended: [Int] = []
    var rearranged = false
    for (section, records) in added.sorted(by: { $0.key < $1.key }) {
      let sorted = ordering.map { $0.sorted(records) } ?? records
      if let ordering, let last = members[section].last, let first = sorted.first,
        ordering.precedes(Int(first), Int(last))
      {
        members[section] = ordering.merged(members[section], sorted)
        renumber(section: section, from: 0)
        rearranged = true
      } else {
        let from = members[section].count
        members[section].append(contentsOf: sorted)
        renumber(section: section, from: from)
        appended.append(section)
      }
    }
    return rearranged ? .rearranged : .appended(appended)
  }

  /// Places every record: sections in group order, each in input order or sorted.
  /// - Complexity: O(n) plus O(n log n) comparisons when sorting, O(G log G) for G groups.
  private mutating func rebuild() {
    let total = modelCounts.reduce(0, +)
    if let grouping {
      sectionGroups = grouping.sectionOrder(
        descending: order.descending && order.sortField == grouping.field, bySize: order.groupsByCount)
    } else {
      sectionGroups = [0]
    }
    sectionOfGroup = Array(repeating: 0, count: grouping?.values.count ?? 1)
    for (section, group) in sectionGroups.enumerated() {
      if group == ArrangementGroups.none {
        noneSection = UInt32(section)
      } else {
        sectionOfGroup[Int(group)] = UInt32(section)
      }
    }
    members = sectionGroups.map { group in
      var list: [UInt32] = []
      list.reserveCapacity(grouping?.count(of: group) ?? total)
      return list
    }
    for i in 0..<total {
      let record = order.reversesInput ? total - 1 - i : i
      members[section(ofGroup: group(of: record))].append(UInt32(record))
    }
    if let ordering { members = members.map(ordering.sorted) }
    sectionOfRecord = Array(repeating: 0, count: total)
    positionOfRecord = Array(repeating: 0, count: total)
    for section in members.indices { renumber(section: section, from: 0) }
  }

  /// Notes the section and position of `section`'s records from position `from` on. O(section).
  private mutating func renumber(section: Int, from: Int) {
    let list = members[section]
    for position in from..<list.count {
      sectionOfRecord[Int(list[position])] = UInt32(section)
      positionOfRecord[Int(list[position])] = UInt32(position)
    }
  }

  private func group(of record: Int) -> UInt32 { grouping?.groupOfRecord[record] ?? 0 }

  private func section(ofGroup group: UInt32) -> Int {
    Int(group == ArrangementGroups.none ? noneSection : sectionOfGroup[Int(group)])
  }

  /// Reads the grouping and sorting values of `records` (flat model indices); returns true when
  /// a new group came.
  /// `ranks`: rank the distinct sort values afterwards (false while more strides follow).
  @discardableResult
  private mutating func read(_ collection: any RecordCollection, records: Range<Int>, ranks: Bool = true) -> Bool {
    var newGroup = false
    var flat = 0
    for (section, count) in modelCounts.enumerated() {
      defer { flat += count }
      let start = max(records.lowerBound, flat), end = min(records.upperBound, flat + count)
      guard start < end else { continue }
      for item in (start - flat)..<(end - flat) {
        let indexPath = IndexPath(item: item, section: section)
        let groupValue = grouping.flatMap { collection.fieldValue(named: $0.field, at: indexPath) }
        if grouping != nil, grouping!.append(groupValue) { newGroup = true }
        for (number, field) in order.sumFields.enumerated() {
          let value = field == grouping?.field ? groupValue : collection.fieldValue(named: field, at: indexPath)
          sumNumbers[number].append(value?.number ?? .nan)
        }
        if let field = ordering?.field {
          ordering!.append(field == grouping?.field ? groupValue : collection.fieldValue(named: field, at: indexPath))
        }
      }
    }
    if ranks { ordering?.rank() }
    return newGroup
  }
}
