/// The exact heights a self-sizing waterfall was given (`WaterfallLayout.acceptMeasuredHeights`),
/// per section and per width: a card's height depends on the width it is drawn at, and the columns
/// of one section differ by a cell, so a card may be measured at two or three widths.
///
/// Each width's table is paged: 4,096 items a page of `UInt16` (0: not measured; stored heights are
/// clamped to 1...`maximumItemHeight`), a page allocated when a card in it is first measured. The
/// cards measured are those near where the reader has been, so the first measurement after End on
/// a million cards allocates 8 KiB, not a table of a million. Tables outlive placement (a width
/// change or a change further up re-places cards, but what was measured at a width stays right for
/// that width) and are dropped only when items themselves change.
struct MeasuredHeights {
  /// One width's heights in one section.
  struct Table {
    /// Items a page holds, as a shift.
    static let pageShift = 12
    static let pageSize = 1 << pageShift

    var width: Int
    /// The pages in item order; an empty page has no card measured.
    var pages: [[UInt16]] = []

    init(width: Int) { self.width = width }

    /// The stored height of `item`, 0 when not measured. O(1).
    @inline(__always) func height(ofItem item: Int) -> UInt16 {
      let p = item >> Self.pageShift
      guard item >= 0, p < pages.count else { return 0 }
      return pages[p].withUnsafeBufferPointer { $0.isEmpty ? 0 : $0[item & (Self.pageSize - 1)] }
    }

    /// Stores `value` for `item`; returns true when it differs from what was stored. O(1), and
    /// O(page) when the page is new.
    mutating func set(_ value: UInt16, ofItem item: Int) -> Bool {
      let p = item >> Self.pageShift
      if pages.count <= p { pages += Array(repeating: [], count: p + 1 - pages.count) }
      if pages[p].isEmpty { pages[p] = Array(repeating: 0, count: Self.pageSize) }
      let i = item & (Self.pageSize - 1)
      let changed = pages[p][i] != value
      pages[p][i] = value
      return changed
    }

    /// Forgets the heights of items from `item` on. O(pages dropped + page).
    mutating func removeAll(from item: Int) {
      let p = item >> Self.pageShift
      guard p < pages.count else { return }
      pages.removeLast(pages.count - p - 1)
      let i = item & (Self.pageSize - 1)
      if i == 0 {
        pages[p] = []
      } else if !pages[p].isEmpty {
        for j in i..<Self.pageSize { pages[p][j] = 0 }
      }
    }

    /// The first item in `start..<end` with a height, or `end`.
    /// - Complexity: O(1) per empty page, O(entries read) within a page.
    func firstMeasured(from start: Int, below end: Int) -> Int {
      var i = max(0, start)
      let stop = min(end, pages.count << Self.pageShift)
      while i < stop {
        let p = i >> Self.pageShift
        let pageEnd = min(stop, (p + 1) << Self.pageShift)
        if pages[p].isEmpty {
          i = pageEnd
          continue
        }
        let found: Int? = pages[p].withUnsafeBufferPointer { page in
          let base = p << Self.pageShift
          var j = i - base
          let last = pageEnd - base
          // Four entries at a time: most of a page is zeros around the stretches measured.
          let raw = UnsafeRawPointer(page.baseAddress!)
          while j + 4 <= last, raw.loadUnaligned(fromByteOffset: j &* 2, as: UInt64.self) == 0 { j += 4 }
          while j < last, page[j] == 0 { j += 1 }
          return j < last ? base + j : nil
        }
        if let found { return found }
        i = pageEnd
      }
      return end
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
  /// differs from what was stored. O(W); O(page) the first time a page of a table is used.
  /// `keeping` names widths that must not be evicted (the columns placing now).
  mutating func set(_ height: Int, section: Int, item: Int, width: Int, keeping: [Int]) -> Bool {
    guard section >= 0, item >= 0, width >= 0 else { return false }
    if sections.count <= section { sections += Array(repeating: [], count: section + 1 - sections.count) }
    let value = UInt16(min(max(1, height), WaterfallLayout.maximumItemHeight))
    var index = sections[section].firstIndex { $0.width == width }
    if index == nil {
      if sections[section].count >= Self.maximumWidthsPerSection,
        let old = sections[section].firstIndex(where: { !keeping.contains($0.width) })
      {
        sections[section].remove(at: old)
      }
      sections[section].append(Table(width: width))
      index = sections[section].count - 1
    }
    return sections[section][index!].set(value, ofItem: item)
  }

  /// Forgets the heights of items from `indexPath` on, and of every later section: those indices
  /// may now name other items. O(removed).
  mutating func removeAll(from indexPath: IndexPath) {
    let s = max(0, indexPath.section)
    guard s < sections.count else { return }
    sections.removeLast(sections.count - s - 1)
    let keep = max(0, indexPath.item)
    for t in sections[s].indices { sections[s][t].removeAll(from: keep) }
  }

  mutating func removeAll() { sections.removeAll() }

  /// Bytes held (capacities), for the memory benchmark.
  var allocatedBytes: Int {
    sections.reduce(0) { $0 + $1.reduce(0) { $0 + $1.pages.reduce(0) { $0 + $1.capacity * 2 } } }
  }
}
