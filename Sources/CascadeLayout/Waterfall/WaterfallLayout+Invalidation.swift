// Invalidation that keeps what a change did not touch: an append continues from the saved column
// heights; a change at item i re-flows from i (RecyclerView's `invalidateAfter`).

extension WaterfallLayout {
  public func invalidateLayout(with invalidation: LayoutInvalidation) {
    switch invalidation {
    case .everything, .widthChanged:
      sections.removeAll(keepingCapacity: false)
      laidOutWidth = nil
    case .itemsAppended(let section):
      invalidateItems(from: IndexPath(item: Int.max, section: section))
    case .itemsChanged(let indexPath):
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
      return
    }
    sections.removeLast(sections.count - s - 1)
    if s >= sectionCount {
      sections.removeLast(sections.count - sectionCount)
      return
    }
    var section = sections[s]
    sections[s] = WaterfallSection(top: 0, itemCount: 0, header: nil, itemsTop: 0, columnX: [], columnWidth: [], columnHeights: [], columnItems: [])
    section.itemCount = max(0, source?.numberOfItems(inSection: s) ?? 0)
    let keep = min(max(0, indexPath.item), section.placedCount, section.itemCount)
    if keep < section.placedCount {
      let drop = section.placedCount - keep
      section.items.removeLast(drop)
      let limit = Int32(keep)
      for c in section.columnItems.indices { Self.truncate(&section.columnItems[c], below: limit) }
      Self.truncate(&section.fullWidthItems, below: limit)
    }
    // Rebuild the column heights from the last remaining item of each column (and the last
    // full-width item, which levelled all columns).
    let spacing = max(0, rowSpacing)
    let levelled = section.fullWidthItems.last.map { section.bottom(ofItem: $0) + spacing } ?? section.itemsTop
    for c in 0..<section.columnCount {
      let own = section.columnItems[c].last.map { section.bottom(ofItem: $0) + spacing } ?? section.itemsTop
      section.columnHeights[c] = max(own, levelled)
    }
    section.footer = nil
    section.bottom = nil
    sections[s] = section
    if section.placedCount >= section.itemCount { completeLastSection() }
  }

  /// Removes the trailing entries `>= limit` of an ascending list. O(log n + removed).
  private static func truncate(_ list: inout [Int32], below limit: Int32) {
    var lo = 0, hi = list.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if list[mid] < limit { lo = mid + 1 } else { hi = mid }
    }
    list.removeLast(list.count - lo)
  }
}
