// Invalidation that keeps what a change did not touch: an append continues from the saved column
// heights; a change at item i re-flows from i (RecyclerView's `invalidateAfter`).

extension WaterfallLayout {
  /// Forgets what `invalidation` made stale: everything, or only the items from a change on.
  /// - Complexity: O(1) for `.everything`; O(C·log(N/C)) plus the dropped items for a change at an item.
  public func invalidateLayout(with invalidation: LayoutInvalidation) {
    switch invalidation {
    case .widthChanged:
      // A new width changes every column's width, so every card's height (the delegate answers
      // per width) and with it every card's column and top: a card's place depends on all the
      // cards before it. Nothing placed can be reused, and finding the focused card again (as the
      // collection view does after a resize) places every card up to it, O(C) each. That cannot
      // be avoided short of guessing, so it is done once per burst of resizes (`ResizeCoalescer`)
      // rather than once per resize, and a pass for a size already gone can be given up
      // (`placementInterruption`); layouts whose frames are arithmetic on the index (flow,
      // carousel, circle) find any card in O(1) or O(log S) after a width change. The placement
      // of the width given up stays right for that width, so it is kept: going back is instant.
      keepPlacement()
      sections.removeAll(keepingCapacity: false)
      widestElementRight = 0
      laidOutWidth = nil
    case .everything:
      keptPlacements.removeAll()
      measuredHeights.removeAll()
      sections.removeAll(keepingCapacity: false)
      widestElementRight = 0
      laidOutWidth = nil
    case .itemsAppended(let section):
      keptPlacements.removeAll()
      invalidateItems(from: IndexPath(item: Int.max, section: section))
    case .itemsChanged(let indexPath):
      keptPlacements.removeAll()
      // Indices from here on may name other cards now: what was measured for them is forgotten.
      measuredHeights.removeAll(from: indexPath)
      invalidateItems(from: indexPath)
    }
  }

  /// Forgets the placement of every item at or after `indexPath` and of every later section.
  /// O(C·log(N/C)) plus the items dropped.
  func invalidateItems(from indexPath: IndexPath) {
    guard laidOutWidth != nil else { return }
    sectionCount = max(0, source?.numberOfSections() ?? 0)
    let s = max(0, indexPath.section)
    if s >= sections.count {
      // Nothing placed there yet; drop sections the source no longer has.
      if sections.count > sectionCount { sections.removeLast(sections.count - sectionCount) }
      recomputeWidestElement()
      return
    }
    sections.removeLast(sections.count - s - 1)
    if s >= sectionCount {
      sections.removeLast(sections.count - sectionCount)
      recomputeWidestElement()
      return
    }
    var section = sections[s]
    section.itemCount = min(max(0, source?.numberOfItems(inSection: s) ?? 0), Self.maximumItemsPerSection)
    let keep = min(max(0, indexPath.item), section.placedCount, section.itemCount)
    if keep < section.placedCount {
      // Blocks from `keep` on go; one holding `keep` keeps the cards before it (its frames are
      // arithmetic on its start, so a prefix of a block is a block).
      while let last = section.blocks.last, last.start >= keep { section.blocks.removeLast() }
      if let last = section.blocks.last, last.end > keep {
        section.blocks[section.blocks.count - 1].count = keep - last.start
      }
      section.blockedCount = section.blocks.reduce(0) { $0 + $1.count }
      section.items.removeLast(section.placedCount - keep)
      // The column lists hold slots: the cards kept one by one are the first `items.count`.
      let slots = UInt64(section.items.count), limit = UInt64(keep)
      let lists = section.columnItems, wide = section.fullWidthItems
      for c in 0..<lists.columnCount {
        lists.truncate(column: c, to: Self.countBelow(slots, count: lists.count(ofColumn: c)) { lists[c, $0] })
      }
      wide.removeLast(wide.count - Self.countBelow(limit, count: wide.count) { wide[$0] })
    }
    // Rebuild the column heights from the last remaining item of each column (and the last
    // full-width item, which levelled all columns).
    let spacing = max(0, rowSpacing)
    let levelled = section.fullWidthItems.last.map { section.bottom(ofItem: $0) + spacing } ?? section.itemsTop
    for c in 0..<section.columnCount {
      let own =
        section.columnItems.last(ofColumn: c).map { section.bottom(ofSlot: Int($0)) + spacing } ?? section.itemsTop
      // A column the last block put no card in ends at its height when the block started.
      let blocked = section.blocks.last?.height(afterColumn: c) ?? section.itemsTop
      section.columnHeights[c] = max(own, levelled, blocked)
    }
    section.footer = nil
    section.bottom = nil
    sections[s] = section
    recomputeWidestElement()
    if section.placedCount >= section.itemCount { completeLastSection() }
  }

  /// How many entries of an ascending list of `count` entries, read by `at`, are below `limit`.
  /// O(log count).
  private static func countBelow(_ limit: UInt64, count: Int, at index: (Int) -> UInt32) -> Int {
    var lo = 0, hi = count
    while lo < hi {
      let mid = (lo + hi) / 2
      if UInt64(index(mid)) < limit { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }
}
