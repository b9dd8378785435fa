/// The heights of text cards measured at a column width, by model index path, so laying the same
/// cards out again (End after Home, `+` then `-`, a filter cleared) reads each height instead of
/// wrapping its text: 2 bytes a card per width kept, the last few widths kept.
///
/// A waterfall's columns can differ in width by a cell (the remainder of the screen's width goes to
/// some of them), so a layout asks at two widths in turn: each width keeps its own table, found by
/// comparing a few integers, and none is moved when the width asked changes.
///
/// Only the main thread uses it (a `CardSource`'s); measuring itself is the pure
/// `CardSource.measuredHeight(of:cardFields:width:maxLines:)`, which workers may call at once.
package struct CardHeightCache {
  /// The most widths kept.
  static let widthsKept = 4

  private struct Table {
    var width: Int
    /// Heights of section 0's items (most collections have one section), kept apart so a lookup
    /// reads one array; 0 is not measured.
    var first: [UInt16] = []
    /// Heights of the other sections' items, by model section (index 0 unused).
    var sections: [[UInt16]] = []
    /// When the table was last switched to, to forget the least recent first.
    var used = 0
  }

  private var tables: [Table] = []
  /// The table of the width asked last; -1 before any.
  private var current = -1
  private var clock = 0

  package init() {}

  /// The height measured for `section`, `item` at `width`, nil when not measured.
  /// - Complexity: O(1): at most `widthsKept` widths compared.
  @inline(__always)
  package mutating func height(section: Int, item: Int, width: Int) -> Int? {
    if current < 0 || tables[current].width != width {
      guard let found = tables.firstIndex(where: { $0.width == width }) else { return nil }
      use(found)
    }
    if section == 0 {
      return tables[current].first.withUnsafeBufferPointer { item < $0.count && $0[item] != 0 ? Int($0[item]) : nil }
    }
    let sections = tables[current].sections
    guard section < sections.count, item < sections[section].count, sections[section][item] != 0 else { return nil }
    return Int(sections[section][item])
  }

  /// Remembers `height` for `section`, `item` at `width`. Heights above 65,535 rows are not kept.
  /// - Complexity: amortised O(1).
  package mutating func store(_ height: Int, section: Int, item: Int, width: Int) {
    guard height > 0 && height <= Int(UInt16.max), section >= 0, item >= 0 else { return }
    if current < 0 || tables[current].width != width {
      if let found = tables.firstIndex(where: { $0.width == width }) {
        use(found)
      } else if tables.count < Self.widthsKept {
        tables.append(Table(width: width))
        use(tables.count - 1)
      } else {
        // The least recently used width is forgotten.
        let oldest = tables.indices.min { tables[$0].used < tables[$1].used }!
        tables[oldest] = Table(width: width)
        use(oldest)
      }
    }
    if section == 0 {
      Self.store(UInt16(height), at: item, in: &tables[current].first)
      return
    }
    while tables[current].sections.count <= section { tables[current].sections.append([]) }
    Self.store(UInt16(height), at: item, in: &tables[current].sections[section])
  }

  /// Forgets every height (the fields shown or the line limit changed).
  package mutating func removeAll() {
    tables = []
    current = -1
  }

  private mutating func use(_ index: Int) {
    clock += 1
    tables[index].used = clock
    current = index
  }

  private static func store(_ height: UInt16, at item: Int, in heights: inout [UInt16]) {
    if item >= heights.count {
      heights.append(contentsOf: repeatElement(0, count: max(item + 1, 2 * heights.count) - heights.count))
    }
    heights[item] = height
  }
}
