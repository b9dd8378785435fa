// Placement: the seeds' algorithm (keep each column's next free row; put each card into the shortest
// column), run lazily and resumable from any item.

extension WaterfallLayout {
  /// Places items until no unplaced item can start above `maxY`. Because every column only grows,
  /// an unplaced item starts at or below the shortest column, so this stops as soon as the shortest
  /// column reaches `maxY`. Amortised O(1) per placed item (O(C) for the shortest-column scan).
  func place(throughY maxY: Int) {
    while true {
      if let last = sections.last, !last.isComplete {
        if last.frontier >= maxY { return }
        placeItems(inLastSectionUntil: { $0.frontier >= maxY })
      } else {
        if let last = sections.last, let bottom = last.bottom, bottom >= maxY { return }
        if !startNextSection() { return }
      }
    }
  }

  /// Places items until `indexPath` is placed (or the section does not have it).
  func place(through indexPath: IndexPath) {
    prepareIfNeeded()
    guard indexPath.section >= 0, indexPath.section < sectionCount else { return }
    while sections.count <= indexPath.section {
      if let last = sections.last, !last.isComplete { placeItems(inLastSectionUntil: { _ in false }) }
      if !startNextSection() { return }
    }
    let s = indexPath.section
    if s == sections.count - 1, !sections[s].isComplete, sections[s].placedCount <= indexPath.item {
      let target = indexPath.item
      placeItems(inLastSectionUntil: { $0.placedCount > target })
    }
  }

  /// Places every item of every section. O(N) the first time, O(1) after.
  func placeAll() {
    place(throughY: .max)
  }

  /// Starts section `sections.count`; completes it at once if it has no items. Returns false when
  /// there is no further section.
  @discardableResult
  func startNextSection() -> Bool {
    let index = sections.count
    guard index < sectionCount else { return false }
    let top = sections.last?.bottom ?? 0
    let width = laidOutWidth ?? 0
    var y = top
    var header: Rect?
    if headerHeight > 0 {
      header = Rect(x: headerInset.left, y: top + headerInset.top, width: max(1, width - headerInset.horizontal), height: headerHeight)
      y = top + headerInset.vertical + headerHeight
    }
    let itemsTop = y + sectionInset.top
    let (xs, widths) = columnFrames(forSection: index, boundsWidth: width)
    let count = max(0, source?.numberOfItems(inSection: index) ?? 0)
    var section = WaterfallSection(
      top: top, itemCount: count, header: header, itemsTop: itemsTop, columnX: xs, columnWidth: widths,
      columnHeights: Array(repeating: itemsTop, count: xs.count),
      columnItems: Array(repeating: [], count: xs.count))
    // Reserve once: growth by doubling would leave up to half of each array unused.
    section.tops.reserveCapacity(count)
    section.heights.reserveCapacity(count)
    section.columns.reserveCapacity(count)
    let perColumn = count / xs.count + count / (xs.count * 16) + 16
    for c in section.columnItems.indices { section.columnItems[c].reserveCapacity(min(count, perColumn)) }
    sections.append(section)
    if count == 0 { completeLastSection() }
    return true
  }

  /// Column x positions and widths for a section: `n` columns of `(available - (n-1)·spacing) / n`
  /// cells, the first `remainder` columns one cell wider so the grid is flush on both sides.
  func columnFrames(forSection section: Int, boundsWidth: Int) -> ([Int], [Int]) {
    let available = max(1, boundsWidth - sectionInset.horizontal)
    let spacing = max(0, columnSpacing)
    var wanted: Int
    if let n = delegate?.waterfallLayout(self, columnCountForSection: section) {
      wanted = n
    } else {
      switch columnCount {
      case .fixed(let n): wanted = n
      case .automatic(let minimumWidth): wanted = (available + spacing) / (max(1, minimumWidth) + spacing)
      }
    }
    // Never below one column, never so many that a column is narrower than one cell.
    let fit = (available + spacing) / (1 + spacing)
    let n = min(max(1, min(wanted, fit)), Self.maximumColumnCount)
    let total = max(n, available - (n - 1) * spacing)
    let base = total / n, extra = total % n
    var xs: [Int] = [], widths: [Int] = []
    xs.reserveCapacity(n)
    widths.reserveCapacity(n)
    var x = sectionInset.left
    for c in 0..<n {
      let w = base + (c < extra ? 1 : 0)
      xs.append(x)
      widths.append(w)
      x += w + spacing
    }
    return (xs, widths)
  }

  /// Places items of the last (incomplete) section until `stop` says so or the section is full.
  func placeItems(inLastSectionUntil stop: (WaterfallSection) -> Bool) {
    let s = sections.count - 1
    let sectionIndex = s
    let delegate = self.delegate
    let order = renderOrder
    let spacing = max(0, rowSpacing)
    // Work on a local copy so array appends do not go through `self.sections[s]` each time.
    var section = sections[s]
    sections[s] = WaterfallSection(top: 0, itemCount: 0, header: nil, itemsTop: 0, columnX: [], columnWidth: [], columnHeights: [], columnItems: [])
    defer { sections[s] = section }
    let n = section.columnCount
    var fullWidthRun = section.placedCount - 1 - Int(section.fullWidthItems.last ?? -1)
    while section.placedCount < section.itemCount {
      if stop(section) { return }
      let item = section.placedCount
      let indexPath = IndexPath(item: item, section: sectionIndex)
      let isFullWidth = delegate?.waterfallLayout(self, isFullWidthItemAt: indexPath) ?? false
      var column: Int
      var y: Int
      var width: Int
      if isFullWidth {
        column = -1
        y = section.placedBottom
        width = section.columnX[n - 1] + section.columnWidth[n - 1] - section.columnX[0]
        fullWidthRun = 0
      } else {
        switch order {
        case .shortestFirst:
          column = 0
          var shortest = section.columnHeights[0]
          for c in 1..<n where section.columnHeights[c] < shortest {
            shortest = section.columnHeights[c]
            column = c
          }
        case .leftToRight: column = fullWidthRun % n
        case .rightToLeft: column = n - 1 - fullWidthRun % n
        }
        fullWidthRun += 1
        y = section.columnHeights[column]
        width = section.columnWidth[column]
      }
      let asked = delegate?.waterfallLayout(self, heightForItemAt: indexPath, width: width) ?? 1
      let height = min(max(1, asked), Self.maximumItemHeight)
      section.tops.append(Int32(clamping: y))
      section.heights.append(UInt16(height))
      if column < 0 {
        section.columns.append(WaterfallSection.fullWidth)
        section.fullWidthItems.append(Int32(item))
        for c in 0..<n { section.columnHeights[c] = y + height + spacing }
      } else {
        section.columns.append(UInt8(column))
        section.columnItems[column].append(Int32(item))
        section.columnHeights[column] = y + height + spacing
      }
    }
    sections[s] = section
    completeLastSection()
    section = sections[s]
  }

  /// Adds the bottom inset and the footer to the last section once all its items are placed.
  func completeLastSection() {
    let s = sections.count - 1
    var section = sections[s]
    let itemsBottom = section.placedCount > 0 ? section.placedBottom - max(0, rowSpacing) : section.itemsTop
    var bottom = itemsBottom + sectionInset.bottom
    if footerHeight > 0 {
      let width = laidOutWidth ?? 0
      section.footer = Rect(x: footerInset.left, y: bottom + footerInset.top, width: max(1, width - footerInset.horizontal), height: footerHeight)
      bottom += footerInset.vertical + footerHeight
    }
    section.bottom = bottom
    sections[s] = section
  }
}
