// Queries: what is inside a rect, one item, one header or footer.

extension WaterfallLayout {
  /// Every element intersecting `rect`, ordered by section, then header, items, footer, then item.
  ///
  /// - Complexity: O(log S + C·log(N/C) + log B + b + k log k) for S started sections, C columns,
  ///   N cards placed one by one, B blocks (b of them crossing `rect`) and k results, after placing
  ///   (lazily, once) the items that can start above `rect.maxY`.
  public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    prepareIfNeeded()
    examinedByLastQuery = 0
    guard !rect.isEmpty else { return [] }
    place(throughY: max(rect.maxY, pinningReach))
    var result: [LayoutAttributes] = []
    guard let first = firstSection(reachingBelow: rect.minY) else { return result }
    // Reuse one card array across queries: a frame's query allocates only its result.
    var found = queryScratch
    queryScratch = []
    defer { queryScratch = found }
    var examined = 0
    for s in first..<sections.count {
      let section = sections[s]
      if section.top >= rect.maxY { break }
      if let header = headerFrame(ofSection: s), header.intersects(rect) {
        result.append(headerAttributes(section: s, frame: header))
      }
      found.removeAll(keepingCapacity: true)
      examined += collectItems(of: section, in: rect, into: &found)
      if found.count > 1 { found.sort { $0.item < $1.item } }
      result.reserveCapacity(result.count + found.count + 1)
      for card in found {
        result.append(.cell(IndexPath(item: Int(card.item), section: s), frame: section.frame(of: card.placed)))
      }
      if let footer = section.footer, footer.intersects(rect) {
        result.append(
          LayoutAttributes(
            indexPath: IndexPath(item: 0, section: s), category: .supplementaryView(.sectionFooter), frame: footer))
      }
    }
    examinedByLastQuery = examined
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

  /// Appends `section`'s placed cards that intersect `rect`; returns the placements and blocks
  /// it read. O(C·log(N/C) + log B + b + k).
  func collectItems(of section: WaterfallSection, in rect: Rect, into found: inout [FoundCard]) -> Int {
    var examined = collectColumns(of: section, in: rect, into: &found)
    examined += collectBlockedItems(of: section, in: rect, into: &found)
    let wide = section.fullWidthItems
    if let first = wide.first, case let frame = section.frame(ofItem: Int(first)), frame.minX < rect.maxX,
      frame.maxX > rect.minX
    {
      // Binary search for the first full-width card ending below `rect.minY`, then walk.
      var lo = 0, hi = wide.count
      while lo < hi {
        let mid = (lo + hi) / 2
        examined += 1
        if section.bottom(ofItem: wide[mid]) <= rect.minY { lo = mid + 1 } else { hi = mid }
      }
      while lo < wide.count {
        let item = wide[lo]
        let placed = section.items[section.slot(ofItem: Int(item)).slot]
        examined += 1
        if placed.top >= rect.maxY { break }
        found.append(FoundCard(item: item, placed: placed))
        lo += 1
      }
    }
    return examined
  }

  /// The cards of the column lists that intersect `rect`: per column, a binary search for the
  /// first card ending below `rect.minY`, then a walk while cards start above `rect.maxY`.
  ///
  /// The columns' searches run in lock-step, three probes of each column per round. Each round
  /// waits for its memory reads (a million cards do not fit in a cache), but the columns' reads,
  /// and a round's three, do not wait for each other, so C columns cost about as much as one.
  /// O(C·log(N/C) + k).
  private func collectColumns(of section: WaterfallSection, in rect: Rect, into found: inout [FoundCard]) -> Int {
    let lists = section.columnItems, items = section.items
    let n = section.columnCount
    let minY = rect.minY, maxY = rect.maxY
    var examined = 0
    withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * n) { bounds in
      // bounds[2c] ..< bounds[2c + 1]: the slots of column c still searched; a column outside the
      // rect's x range is not searched at all.
      for c in 0..<n {
        let x0 = section.columnX[c]
        let crosses = x0 < rect.maxX && x0 + section.columnWidth[c] > rect.minX
        bounds[2 * c] = 0
        bounds[2 * c + 1] = crosses ? lists.count(ofColumn: c) : 0
      }
      // Is the card at `index` of column `c` wholly above the rect?
      @inline(__always) func above(_ c: Int, _ index: Int) -> Bool {
        let placed = items[Int(lists[c, index])]
        return placed.top + Int(placed.height) <= minY
      }
      var searching = true
      while searching {
        searching = false
        for c in 0..<n {
          let lo = bounds[2 * c], hi = bounds[2 * c + 1]
          let width = hi - lo
          guard width > 0 else { continue }
          searching = true
          if width < 4 {
            let mid = lo + width / 2
            let isAbove = above(c, mid)
            bounds[2 * c] = isAbove ? mid + 1 : lo
            bounds[2 * c + 1] = isAbove ? hi : mid
            examined += 1
            continue
          }
          // Three probes a round, which do not wait for each other: a quarter of the range is
          // left, so a search takes half the rounds of one probe a round.
          let m1 = lo + width / 4, m2 = lo + width / 2, m3 = lo + 3 * (width / 4)
          let a1 = above(c, m1), a2 = above(c, m2), a3 = above(c, m3)
          examined += 3
          if a3 {
            bounds[2 * c] = m3 + 1
          } else if a2 {
            (bounds[2 * c], bounds[2 * c + 1]) = (m2 + 1, m3)
          } else if a1 {
            (bounds[2 * c], bounds[2 * c + 1]) = (m1 + 1, m2)
          } else {
            bounds[2 * c + 1] = m1
          }
        }
      }
      for c in 0..<n {
        let x0 = section.columnX[c]
        guard x0 < rect.maxX, x0 + section.columnWidth[c] > rect.minX else { continue }
        var index = bounds[2 * c]
        let count = lists.count(ofColumn: c)
        guard index < count else { continue }
        // The cards of a column come in slot order, so the blocks before each only move forwards.
        var blocksBefore = section.blocks.isEmpty ? 0 : section.blocksBefore(slot: Int(lists[c, index]))
        while index < count {
          let slot = Int(lists[c, index])
          let placed = items[slot]
          examined += 1
          if placed.top >= maxY { break }
          while blocksBefore < section.blocks.count, section.blocks[blocksBefore].slotStart <= slot {
            blocksBefore += 1
          }
          let item = section.item(atSlot: slot, after: blocksBefore)
          found.append(FoundCard(item: UInt32(truncatingIfNeeded: item), placed: placed))
          index += 1
        }
      }
    }
    return examined
  }

  /// The cards of `section`'s blocks that intersect `rect`: binary search for the first block
  /// reaching below `rect.minY` (column heights only grow, so blocks' ends and starts both rise
  /// with their index), then arithmetic per block and column; returns the blocks it read and the
  /// cards it found.
  /// O(log B + C·b + k) for the b blocks the rect crosses.
  private func collectBlockedItems(of section: WaterfallSection, in rect: Rect, into found: inout [FoundCard])
    -> Int
  {
    let blocks = section.blocks
    guard !blocks.isEmpty else { return 0 }
    var examined = 0
    var lo = 0, hi = blocks.count
    while lo < hi {
      let mid = (lo + hi) / 2
      examined += 1
      if blocks[mid].maxEnd <= rect.minY { lo = mid + 1 } else { hi = mid }
    }
    while lo < blocks.count {
      examined += 1
      let block = blocks[lo]
      if block.minTop >= rect.maxY { break }
      let before = found.count
      for c in 0..<section.columnCount {
        let x0 = section.columnX[c]
        guard x0 < rect.maxX, x0 + section.columnWidth[c] > rect.minX else { continue }
        block.collect(column: c, minY: rect.minY, maxY: rect.maxY, into: &found)
      }
      // A block's cards are worked out, not read, but each is counted as a card placed one by one is.
      examined += found.count - before
      lo += 1
    }
    return examined
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
