/// The heights of text cards measured at a column width, by model index path, so laying the same
/// cards out again (End after Home, a filter cleared, a width come back) reads each height instead
/// of wrapping its text.
///
/// Two widths are kept, side by side: a waterfall's columns differ by a cell when the screen's width
/// does not divide evenly, so one layout asks at two widths in turn. Item i's heights are entries
/// 2i and 2i + 1 of one array per section, so a lookup compares two integers and reads one array:
/// 4 bytes a card. A third width takes the place of the one used least recently.
///
/// Only the main thread uses it (a `CardSource`'s); measuring itself is the pure
/// `CardSource.measuredHeight(of:cardFields:width:maxLines:)`, which workers may call at once.
package struct CardHeightCache {
  /// The widths kept.
  static let widthsKept = 2

  private var widths = (-1, -1)
  /// When each width was last asked about, to replace the least recent.
  private var used = (0, 0)
  private var clock = 0
  /// Section 0's heights (most collections have one section), 0 for not measured.
  private var first: [UInt16] = []
  /// The other sections' heights, by model section (index 0 unused).
  private var sections: [[UInt16]] = []

  package init() {}

  /// The height measured for `section`, `item` at `width`, nil when not measured.
  /// - Complexity: O(1).
  @inline(__always)
  package mutating func height(section: Int, item: Int, width: Int) -> Int? {
    let slot = width == widths.0 ? 0 : (width == widths.1 ? 1 : -1)
    guard slot >= 0 else { return nil }
    markUsed(slot)
    let index = item &* 2 &+ slot
    if section == 0 {
      return first.withUnsafeBufferPointer { index < $0.count && $0[index] != 0 ? Int($0[index]) : nil }
    }
    guard section < sections.count, index < sections[section].count, sections[section][index] != 0 else { return nil }
    return Int(sections[section][index])
  }

  /// Remembers `height` for `section`, `item` at `width`. Heights above 65,535 rows are not kept.
  /// - Complexity: amortised O(1); O(cards stored) when `width` replaces a width kept.
  package mutating func store(_ height: Int, section: Int, item: Int, width: Int) {
    guard height > 0 && height <= Int(UInt16.max), section >= 0, item >= 0 else { return }
    var slot = width == widths.0 ? 0 : (width == widths.1 ? 1 : -1)
    if slot < 0 {
      slot = used.0 <= used.1 ? 0 : 1
      forget(slot)
      if slot == 0 { widths.0 = width } else { widths.1 = width }
    }
    markUsed(slot)
    if section == 0 {
      Self.store(UInt16(height), at: item &* 2 &+ slot, in: &first)
      return
    }
    while sections.count <= section { sections.append([]) }
    Self.store(UInt16(height), at: item &* 2 &+ slot, in: &sections[section])
  }

  /// Forgets every height (the fields shown or the line limit changed).
  package mutating func removeAll() {
    widths = (-1, -1)
    first = []
    sections = []
  }

  @inline(__always) private mutating func markUsed(_ slot: Int) {
    clock &+= 1
    if slot == 0 { used.0 = clock } else { used.1 = clock }
  }

  /// Clears the heights of one width.
  private mutating func forget(_ slot: Int) {
    for index in stride(from: slot, to: first.count, by: 2) { first[index] = 0 }
    for s in sections.indices {
      for index in stride(from: slot, to: sections[s].count, by: 2) { sections[s][index] = 0 }
    }
  }

  private static func store(_ height: UInt16, at index: Int, in heights: inout [UInt16]) {
    if index >= heights.count {
      heights.append(contentsOf: repeatElement(0, count: max(index + 2, 2 * heights.count) - heights.count))
    }
    heights[index] = height
  }
}
