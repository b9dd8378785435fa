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
  /// Heights at `width` per model section and item; 0 is not measured.
  private var sections: [[UInt16]] = []
  private var others: [(width: Int, sections: [[UInt16]])] = []

  package init() {}

  /// The height measured for `section`, `item` at `width`, nil when not measured.
  /// - Complexity: O(1) at the current width; switching widths is O(widths kept).
  @inline(__always)
  package mutating func height(section: Int, item: Int, width: Int) -> Int? {
    if width != self.width { switchWidth(to: width) }
    guard section < sections.count else { return nil }
    return sections.withUnsafeBufferPointer { sections in
      sections[section].withUnsafeBufferPointer { heights in
        item < heights.count && heights[item] != 0 ? Int(heights[item]) : nil
      }
    }
  }

  /// Remembers `height` for `section`, `item` at `width`. Heights above 65,535 rows are not kept.
  /// - Complexity: amortised O(1).
  package mutating func store(_ height: Int, section: Int, item: Int, width: Int) {
    guard height > 0 && height <= Int(UInt16.max), section >= 0, item >= 0 else { return }
    if width != self.width { switchWidth(to: width) }
    while sections.count <= section { sections.append([]) }
    if item >= sections[section].count {
      sections[section].append(contentsOf: repeatElement(0, count: max(item + 1, 2 * sections[section].count) - sections[section].count))
    }
    sections[section][item] = UInt16(height)
  }

  /// Forgets every height (the fields shown or the line limit changed).
  package mutating func removeAll() {
    width = -1
    sections = []
    others = []
  }

  private mutating func switchWidth(to newWidth: Int) {
    if width >= 0 {
      others.insert((width, sections), at: 0)
      if others.count > Self.otherWidthsKept { others.removeLast() }
    }
    if let kept = others.firstIndex(where: { $0.width == newWidth }) {
      sections = others.remove(at: kept).sections
    } else {
      sections = []
    }
    width = newWidth
  }
}
