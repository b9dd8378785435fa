/// The heights of text cards measured at a column width, by model index path, so laying the same
/// cards out again (End after Home, `+` then `-`, a filter cleared) reads each height instead of
/// wrapping its text: 2 bytes a card per width kept, the last few widths kept.
///
/// Only the main thread uses it (a `CardSource`'s); measuring itself is the pure
/// `CardSource.measuredHeight(of:cardFields:width:maxLines:)`, which workers may call at once.
package struct CardHeightCache {
  /// The widths kept besides the current one.
  static let otherWidthsKept = 3

  private var width = -1
  /// Heights at `width` of section 0's items (most collections have one section), kept apart so a
  /// lookup reads one array, with no retain of an inner one; 0 is not measured.
  private var first: [UInt16] = []
  /// Heights at `width` of the other sections, by model section and item (index 0 unused).
  private var sections: [[UInt16]] = []
  private var others: [(width: Int, first: [UInt16], sections: [[UInt16]])] = []

  package init() {}

  /// The height measured for `section`, `item` at `width`, nil when not measured.
  /// - Complexity: O(1) at the current width; switching widths is O(widths kept).
  @inline(__always)
  package mutating func height(section: Int, item: Int, width: Int) -> Int? {
    if width != self.width { switchWidth(to: width) }
    if section == 0 {
      return first.withUnsafeBufferPointer { item < $0.count && $0[item] != 0 ? Int($0[item]) : nil }
    }
    guard section < sections.count, item < sections[section].count, sections[section][item] != 0 else { return nil }
    return Int(sections[section][item])
  }

  /// Remembers `height` for `section`, `item` at `width`. Heights above 65,535 rows are not kept.
  /// - Complexity: amortised O(1).
  package mutating func store(_ height: Int, section: Int, item: Int, width: Int) {
    if width != self.width { switchWidth(to: width) }
    guard height > 0 && height <= Int(UInt16.max), section >= 0, item >= 0 else { return }
    if section == 0 {
      Self.store(UInt16(height), at: item, in: &first)
      return
    }
    while sections.count <= section { sections.append([]) }
    Self.store(UInt16(height), at: item, in: &sections[section])
  }

  private static func store(_ height: UInt16, at item: Int, in heights: inout [UInt16]) {
    if item >= heights.count {
      heights.append(contentsOf: repeatElement(0, count: max(item + 1, 2 * heights.count) - heights.count))
    }
    heights[item] = height
  }

  /// Forgets every height (the fields shown or the line limit changed).
  package mutating func removeAll() {
    width = -1
    first = []
    sections = []
    others = []
  }

  private mutating func switchWidth(to newWidth: Int) {
    let kept = others.firstIndex(where: { $0.width == newWidth }).map { others.remove(at: $0) }
    if width >= 0 {
      others.insert((width, first, sections), at: 0)
      if others.count > Self.otherWidthsKept { others.removeLast() }
    }
    first = kept?.first ?? []
    sections = kept?.sections ?? []
    width = newWidth
  }
}
