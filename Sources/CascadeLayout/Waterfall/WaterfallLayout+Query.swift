// Queries: what is inside a rect, one item, one header or footer.

extension WaterfallLayout {
  /// Every element intersecting `rect`, ordered by section, then header, items, footer, then item.
  ///
  /// - Complexity: O(log S + C·log(N/C) + k log k) for S started sections, C columns, N items and
  ///   k results, after placing (lazily, once) the items that can start above `rect.maxY`.
  public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    prepareIfNeeded()
    guard !rect.isEmpty else { return [] }
    place(throughY: max(rect.maxY, pinningReach))
    var result: [LayoutAttributes] = []
    guard let first = firstSection(reachingBelow: rect.minY) else { return result }
    // Reuse one index array across queries: a frame's query allocates only its result.
    var items = queryScratch
    queryScratch = []
    defer { queryScratch = items }
    for s in first..<sections.count {
      let section = sections[s]
      if section.top >= rect.maxY { break }
      if let header = headerFrame(ofSection: s), header.intersects(rect) {
        result.append(headerAttributes(section: s, frame: header))
      }
      items.removeAll(keepingCapacity: true)
      collectItems(of: section, in: rect, into: &items)
      if items.count > 1 { items.sort() }
      for item in items {
        result.append(.cell(IndexPath(item: Int(item), section: s), frame: section.frame(ofItem: Int(item))))
      }
      if let footer = section.footer, footer.intersects(rect) {
        result.append(
          LayoutAttributes(
            indexPath: IndexPath(item: 0, section: s), category: .supplementaryView(.sectionFooter), frame: footer))
      }
    }
    return result
  }

  /// The item's attributes, placing items up to it first when they are not placed yet.
  /// - Complexity: O(1) for a placed item; placing costs O(C) per item up to it.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    place(through: indexPath)
    guard indexPath.section >= 0, indexPath.section < sections.count, indexPath.item >= 0,
      indexPath.item < sections[indexPath.section].placedCount
    else { return nil }
    return .cell(indexPath, frame: sections[indexPath.section].frame(ofItem: indexPath.item))
  }

  /// The section's header or footer (pinned headers follow the bounds); nil when the section has
  /// none. Places the section's items first for a footer: O(C) per item not yet placed.
  public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath)
    -> LayoutAttributes?
  {
    let s = indexPath.section
    switch kind {
    case .sectionHeader:
      place(through: IndexPath(item: -1, section: s))
      if pinningReach > .min { place(throughY: pinningReach) }
      guard s >= 0, s < sections.count, let frame = headerFrame(ofSection: s) else { return nil }
      return headerAttributes(section: s, frame: frame)
    case .sectionFooter:
      place(wholeSection: s)
      guard s >= 0, s < sections.count, let frame = sections[s].footer else { return nil }
      return LayoutAttributes(
        indexPath: IndexPath(item: 0, section: s), category: .supplementaryView(.sectionFooter), frame: frame)
    default:
      return nil
    }
  }

  // MARK: - Helpers

  /// The first started section whose content reaches below row `y` (sections are stacked, so their
  /// tops increase). O(log S).
  func firstSection(reachingBelow y: Int) -> Int? {
    var lo = 0, hi = sections.count
    while lo < hi {
      let mid = (lo + hi) / 2
      let end = sections[mid].bottom ?? Int.max
      if end <= y { lo = mid + 1 } else { hi = mid }
    }
    return lo < sections.count ? lo : nil
  }

  /// Appends the indices of `section`'s placed items that intersect `rect`. Per column: binary search
  /// for the first item ending below `rect.minY`, then walk while items start above `rect.maxY`.
  /// O(C·log(N/C) + k).
  func collectItems(of section: WaterfallSection, in rect: Rect, into items: inout [UInt32]) {
    let lists = section.columnItems
    for c in 0..<section.columnCount {
      let x0 = section.columnX[c]
      guard x0 < rect.maxX, x0 + section.columnWidth[c] > rect.minX else { continue }
      collect(count: lists.count(ofColumn: c), at: { lists[c, $0] }, of: section, in: rect, into: &items)
    }
    collectBlockedItems(of: section, in: rect, into: &items)
    let wide = section.fullWidthItems
    if let first = wide.first, case let frame = section.frame(ofItem: Int(first)), frame.minX < rect.maxX,
      frame.maxX > rect.minX
    {
      collect(count: wide.count, at: { wide[$0] }, of: section, in: rect, into: &items)
    }
  }

  /// The cards of `section`'s blocks that intersect `rect`: binary search for the first block
  /// reaching below `rect.minY` (column heights only grow, so blocks' ends and starts both rise
  /// with their index), then arithmetic per block and column. O(log B + C·b + k) for the b blocks
  /// the rect crosses.
  func collectBlockedItems(of section: WaterfallSection, in rect: Rect, into items: inout [UInt32]) {
    let blocks = section.blocks
    guard !blocks.isEmpty else { return }
    var lo = 0, hi = blocks.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if blocks[mid].maxEnd <= rect.minY { lo = mid + 1 } else { hi = mid }
    }
    while lo < blocks.count, blocks[lo].minTop < rect.maxY {
      for c in 0..<section.columnCount {
        let x0 = section.columnX[c]
        guard x0 < rect.maxX, x0 + section.columnWidth[c] > rect.minX else { continue }
        blocks[lo].collect(column: c, minY: rect.minY, maxY: rect.maxY, into: &items)
      }
      lo += 1
    }
  }

  /// One column's part of `collectItems`: `count` item indices in placement order, read by `at`.
  @inline(__always)
  private func collect(
    count: Int, at index: (Int) -> UInt32, of section: WaterfallSection, in rect: Rect, into items: inout [UInt32]
  ) {
    var lo = 0, hi = count
    while lo < hi {
      let mid = (lo + hi) / 2
      if section.bottom(ofItem: index(mid)) <= rect.minY { lo = mid + 1 } else { hi = mid }
    }
    while lo < count {
      let item = index(lo)
      if section.top(ofItem: item) >= rect.maxY { break }
      items.append(item)
      lo += 1
    }
  }

  /// The header's frame, pinned to the top of the visible bounds while its section is on screen
  /// when `sectionHeadersPinToVisibleBounds` is set: `y = min(max(natural, offset), sectionEnd - h)`.
  func headerFrame(ofSection s: Int) -> Rect? {
    guard var frame = sections[s].header else { return nil }
    if sectionHeadersPinToVisibleBounds, let offset = source?.layoutBounds.minY {
      let natural = frame.minY
      var y = max(natural, offset)
      if let bottom = sections[s].bottom { y = min(y, bottom - frame.height) }
      frame.origin.y = max(natural, y)
    }
    return frame
  }

  /// How far placement must reach for pinned headers to be right: a header pinned at offset y
  /// stops where its section ends, so a section that could end above `y + headerHeight` must be
  /// complete before its header is placed (once that row is placed, an incomplete section ends
  /// below it). Int.min when not pinning.
  var pinningReach: Int {
    guard sectionHeadersPinToVisibleBounds, headerHeight > 0, let offset = source?.layoutBounds.minY else {
      return .min
    }
    return offset + headerHeight
  }

  func headerAttributes(section s: Int, frame: Rect) -> LayoutAttributes {
    LayoutAttributes(
      indexPath: IndexPath(item: 0, section: s), category: .supplementaryView(.sectionHeader), frame: frame,
      zIndex: sectionHeadersPinToVisibleBounds ? 1 : 0)
  }

  /// Bytes of placement state held now (array capacities), for the memory benchmark.
  package var allocatedBytes: Int {
    sections.reduce(0) { $0 + $1.allocatedBytes }
  }

  /// Placed items stored one by one (not in an estimated block), for tests: what placement wrote.
  package var itemsStoredOneByOne: Int {
    sections.reduce(0) { $0 + $1.items.count }
  }

  /// Items placed so far (the lazy frontier), for tests and benchmarks.
  package var placedItemCount: Int {
    sections.reduce(0) { $0 + $1.placedCount }
  }
}
