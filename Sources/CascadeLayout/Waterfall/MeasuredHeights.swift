/// The exact heights a self-sizing waterfall was given (`WaterfallLayout.acceptMeasuredHeights`),
/// per section and per width: a card's height depends on the width it is drawn at, and the columns
/// of one section differ by a cell, so a card may be measured at two or three widths.
///
/// Each width's table is a flat `[UInt16]` indexed by item (0: not measured; stored heights are
/// clamped to 1...`maximumItemHeight`), 2 bytes an item up to the highest measured one. Tables
/// outlive placement (a width change or a change further up re-places cards, but what was measured
/// at a width stays right for that width) and are dropped only when items themselves change.
struct MeasuredHeights {
  /// One width's heights in one section.
  struct Table {
    var width: Int
    var heights: [UInt16]

    @inline(__always) func height(ofItem item: Int) -> UInt16 {
      item < heights.count ? heights[item] : 0
    }
  }

  /// The most widths kept per section: the current columns' two widths and the full span, and a
  /// few earlier ones so that a window dragged back finds its measurements. The oldest other
  /// width is forgotten first.
  static var maximumWidthsPerSection: Int { 8 }

  /// Per section, its tables in the order their widths were first measured.
  private(set) var sections: [[Table]] = []

  /// The table for `width` in `section`, or nil when nothing was measured at that width. O(W).
  func table(section: Int, width: Int) -> Table? {
    guard section >= 0, section < sections.count else { return nil }
    return sections[section].first { $0.width == width }
  }

  /// The stored height, or nil. O(W) for W widths kept.
  func height(section: Int, item: Int, width: Int) -> Int? {
    guard item >= 0, let table = table(section: section, width: width) else { return nil }
    let h = table.height(ofItem: item)
    return h == 0 ? nil : Int(h)
  }

  /// Stores `height` (clamped to 1...`WaterfallLayout.maximumItemHeight`). Returns true when it
  /// differs from what was stored. Amortised O(W); O(item) the first time a table reaches `item`.
  /// `keeping` names widths that must not be evicted (the columns placing now).
  mutating func set(_ height: Int, section: Int, item: Int, width: Int, keeping: [Int]) -> Bool {
    guard section >= 0, item >= 0, width >= 0 else { return false }
    if sections.count <= section { sections += Array(repeating: [], count: section + 1 - sections.count) }
    let value = UInt16(min(max(1, height), WaterfallLayout.maximumItemHeight))
    var index = sections[section].firstIndex { $0.width == width }
    if index == nil {
      if sections[section].count >= Self.maximumWidthsPerSection,
         let old = sections[section].firstIndex(where: { !keeping.contains($0.width) }) {
        sections[section].remove(at: old)
      }
      sections[section].append(Table(width: width, heights: []))
      index = sections[section].count - 1
    }
    let t = index!
    if sections[section][t].heights.count <= item {
      let grown = max(item + 1, sections[section][t].heights.count * 2)
      sections[section][t].heights += Array(repeating: 0, count: grown - sections[section][t].heights.count)
    }
    let changed = sections[section][t].heights[item] != value
    sections[section][t].heights[item] = value
    return changed
  }

  /// Forgets the heights of items from `indexPath` on, and of every later section: those indices
  /// may now name other items. O(removed).
  mutating func removeAll(from indexPath: IndexPath) {
    let s = max(0, indexPath.section)
    guard s < sections.count else { return }
    sections.removeLast(sections.count - s - 1)
    let keep = max(0, indexPath.item)
    for t in sections[s].indices where sections[s][t].heights.count > keep {
      sections[s][t].heights.removeLast(sections[s][t].heights.count - keep)
    }
  }

  mutating func removeAll() { sections.removeAll() }

  /// Bytes held (capacities), for the memory benchmark.
  var allocatedBytes: Int {
    sections.reduce(0) { $0 + $1.reduce(0) { $0 + $1.heights.capacity * 2 } }
  }
}
