// Placement: the classic waterfall algorithm (keep each column's next free row; put each card into the
// shortest column), run lazily and resumable from any item.

extension WaterfallLayout {
  /// Places items until no unplaced item can start above `maxY`. Because every column only grows,
  /// an unplaced item starts at or below the shortest column, so this stops as soon as the shortest
  /// column reaches `maxY`. Amortised O(1) per placed item (O(C) for the shortest-column scan).
  /// Stops early when `placementInterruption` says so.
  ///
  /// Reads the last section's fields in place: a copy of it would retain and release each of its
  /// buffers, at every query.
  func place(throughY maxY: Int) {
    while true {
      let last = sections.count - 1
      if last >= 0, !sections[last].isComplete {
        if sections[last].frontier >= maxY { return }
        if !placeItems(inLastSectionUntilFrontier: maxY, orCount: .max) { return }
      } else {
        if last >= 0, let bottom = sections[last].bottom, bottom >= maxY { return }
        if !startNextSection() { return }
      }
    }
  }

  /// Places items until `indexPath` is placed (or the section does not have it), unless
  /// `placementInterruption` stops it first.
  func place(through indexPath: IndexPath) {
    prepareIfNeeded()
    guard indexPath.section >= 0, indexPath.section < sectionCount else { return }
    while sections.count <= indexPath.section {
      if let last = sections.last, !last.isComplete, !placeItems(inLastSectionUntilFrontier: .max, orCount: .max) {
        return
      }
      if !startNextSection() { return }
    }
    let s = indexPath.section
    // An item past the section's end is not placed for: asking for it must not place them all.
    guard indexPath.item < sections[s].itemCount else { return }
    if s == sections.count - 1, !sections[s].isComplete, sections[s].placedCount <= indexPath.item {
      placeItems(inLastSectionUntilFrontier: .max, orCount: indexPath.item + 1)
    }
  }

  /// Starts section `s` (and those before it) and places all its items.
  func place(wholeSection s: Int) {
    place(through: IndexPath(item: -1, section: s))
    guard s >= 0, s == sections.count - 1, !sections[s].isComplete else { return }
    placeItems(inLastSectionUntilFrontier: .max, orCount: .max)
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
      header = Rect(
        x: headerInset.left, y: top + headerInset.top, width: max(1, width - headerInset.horizontal),
        height: headerHeight)
      y = top + headerInset.vertical + headerHeight
    }
    let itemsTop = y + sectionInset.top
    let (xs, widths) = columnFrames(forSection: index, boundsWidth: width)
    let count = min(max(0, source?.numberOfItems(inSection: index) ?? 0), Self.maximumItemsPerSection)
    // Reserve once, so sections up to `maximumReservation` items never grow their buffers (growth by
    // doubling would leave up to half unused); larger ones reserve that much and grow as they fill,
    // so a section of billions of items does not ask for their memory before any is placed. A
    // column gets its share plus a margin for the unevenness of shortest-column placement.
    let reserved = min(count, Self.maximumReservation)
    let perColumn = reserved / xs.count + reserved / (xs.count * 16) + 16
    let section = WaterfallSection(
      top: top, itemCount: count, header: header, itemsTop: itemsTop, columnX: xs, columnWidth: widths,
      columnHeights: Array(repeating: itemsTop, count: xs.count),
      items: PlacementBuffer(capacity: reserved),
      columnItems: ColumnLists(columns: xs.count, capacity: min(reserved, perColumn)),
      fullWidthItems: PlacementBuffer(capacity: 16))
    sections.append(section)
    noteWidth(of: section)
    if count == 0 { completeLastSection() }
    return true
  }

  /// Column x positions and widths for a section: a `ColumnGrid` of the wanted count across the
  /// width inside the insets (`n` columns of `(available - (n-1)·spacing) / n` cells, the first
  /// `remainder` columns one cell wider so the grid is flush on both sides).
  func columnFrames(forSection section: Int, boundsWidth: Int) -> ([Int], [Int]) {
    let available = max(1, boundsWidth - sectionInset.horizontal)
    let spacing = max(0, columnSpacing)
    var wanted: Int
    if let n = answeringDelegate?.waterfallLayout(self, columnCountForSection: section) {
      wanted = n
    } else {
      switch columnCount {
      case .fixed(let n): wanted = n
      case .automatic(let minimumWidth):
        wanted = ColumnGrid.columnCount(fitting: available, minimumColumnWidth: minimumWidth, spacing: spacing)
      }
    }
    // Never below one column, never so many that a column is narrower than one cell (the grid
    // lowers the count), never more than the placement state can name.
    let grid = ColumnGrid(columns: min(wanted, Self.maximumColumnCount), across: available, spacing: spacing)
    let xs = (0..<grid.count).map { sectionInset.left + grid.x(ofColumn: $0) }
    let widths = (0..<grid.count).map { grid.width(ofColumn: $0) }
    return (xs, widths)
  }

  /// Places items of the last (incomplete) section until the shortest column reaches `maxY`,
  /// `count` items are placed, or the section is full. Returns false when `placementInterruption`
  /// stopped it before that (it is asked every `placementCheckInterval` items, never before the
  /// first, so every pass makes progress).
  ///
  /// - Complexity: O(C) per item for C columns (the shortest-column scan), amortised O(1) appends.
  ///   The loop works on local copies of the arrays so that no append pays for copy-on-write checks
  ///   through `self.sections`.
  @discardableResult
  func placeItems(inLastSectionUntilFrontier maxY: Int, orCount count: Int) -> Bool {
    // The delegate is weakly referenced, so its reference count lives in a side table where every
    // retain is slow. Opening it once into a generic parameter lets each per-item call borrow it
    // (+0) instead of retaining it.
    if let delegate = answeringDelegate {
      return placeItems(inLastSectionUntilFrontier: maxY, orCount: count, delegate: delegate)
    } else {
      return placeItems(inLastSectionUntilFrontier: maxY, orCount: count, delegate: OneRowDelegate())
    }
  }

  private func placeItems<Delegate: WaterfallLayoutDelegate>(
    inLastSectionUntilFrontier maxY: Int, orCount count: Int, delegate: Delegate
  ) -> Bool {
    // Specialised twice, so a layout that asks every height pays nothing for self-sizing.
    guard estimatedItemHeight != nil else {
      return placeItems(inLastSectionUntilFrontier: maxY, orCount: count, delegate: delegate, heights: AskedHeights())
    }
    let s = sections.count - 1
    let section = sections[s]
    let n = section.columnCount
    let fullSpanWidth = section.columnX[n - 1] + section.columnWidth[n - 1] - section.columnX[0]
    let widths = section.columnWidth + [fullSpanWidth]
    let tables = widths.map { measuredHeights.table(section: s, width: $0) ?? MeasuredHeights.Table(width: $0) }
    if delegate.waterfallLayout(self, hasUniformEstimatesInSection: s),
      !delegate.waterfallLayout(self, hasFullWidthItemsInSection: s)
    {
      return placeItemsAtUniformEstimate(inLastSectionUntilFrontier: maxY, orCount: count, measured: tables)
    }
    return placeItems(
      inLastSectionUntilFrontier: maxY, orCount: count, delegate: delegate, heights: EstimatedHeights(measured: tables))
  }

  private func placeItems<Delegate: WaterfallLayoutDelegate, Heights: PlacementHeights>(
    inLastSectionUntilFrontier maxY: Int, orCount count: Int, delegate: Delegate, heights itemHeights: Heights
  ) -> Bool {
    let s = sections.count - 1
    var section = sections[s]
    let order = renderOrder
    let spacing = max(0, rowSpacing)
    let n = section.columnCount
    let limit = min(section.itemCount, count)
    let fullSpanWidth = section.columnX[n - 1] + section.columnWidth[n - 1] - section.columnX[0]
    let items = section.items, columnLists = section.columnItems, fullWidthItems = section.fullWidthItems
    let widths = section.columnWidth
    var fullWidthRun = section.placedCount - 1 - (fullWidthItems.last.map { Int($0) } ?? -1)
    var item = section.placedCount
    let firstItem = item
    let interruption = placementInterruption
    let checkMask = Self.placementCheckInterval - 1
    var interrupted = false
    let asksFullWidth = delegate.waterfallLayout(self, hasFullWidthItemsInSection: s)
    // The column heights are read and written several times per item: through an unsafe buffer
    // they skip bounds and uniqueness checks. `n >= 1` and every index below is in 0..<n.
    section.columnHeights.withUnsafeMutableBufferPointer { heights in
      while item < limit {
        // The shortest column is where the next card goes (shortest-first) and the lowest row any
        // unplaced card can start at (every order): stop once it reaches maxY.
        let (shortestColumn, shortest) = Self.shortestColumn(of: heights, count: n)
        if shortest >= maxY { break }
        // One well-predicted branch per item; the question itself every `placementCheckInterval` items.
        if item & checkMask == 0, item != firstItem, let interruption, interruption() {
          interrupted = true
          break
        }
        let indexPath = IndexPath(item: item, section: s)
        let column: Int
        let y: Int
        if asksFullWidth && delegate.waterfallLayout(self, isFullWidthItemAt: indexPath) {
          column = -1
          var tallest = heights[0]
          for c in 1..<n where heights[c] > tallest { tallest = heights[c] }
          y = tallest
          fullWidthRun = 0
        } else {
          switch order {
          case .shortestFirst: column = shortestColumn
          case .leftToRight: column = fullWidthRun % n
          case .rightToLeft: column = n - 1 - fullWidthRun % n
          }
          fullWidthRun += 1
          y = heights[column]
        }
        let width = column < 0 ? fullSpanWidth : widths[column]
        let asked = itemHeights.height(self, delegate, indexPath, slot: column < 0 ? n : column, width: width)
        let height = min(max(1, asked), Self.maximumItemHeight)
        items.append(
          PlacedItem(
            top: y, height: UInt16(truncatingIfNeeded: height),
            column: column < 0 ? WaterfallSection.fullWidth : UInt8(truncatingIfNeeded: column)))
        if column < 0 {
          fullWidthItems.append(UInt32(item))
          for c in 0..<n { heights[c] = y + height + spacing }
        } else {
          columnLists.append(UInt32(truncatingIfNeeded: items.count - 1), toColumn: column)
          heights[column] = y + height + spacing
        }
        item += 1
      }
    }
    itemsPlacedCount += item - firstItem
    sections[s] = section
    if section.placedCount >= section.itemCount { completeLastSection() }
    return !interrupted
  }

  /// Adds the bottom inset and the footer to the last section once all its items are placed.
  func completeLastSection() {
    let s = sections.count - 1
    var section = sections[s]
    let itemsBottom = section.placedCount > 0 ? section.placedBottom - max(0, rowSpacing) : section.itemsTop
    var bottom = itemsBottom + sectionInset.bottom
    if footerHeight > 0 {
      let width = laidOutWidth ?? 0
      section.footer = Rect(
        x: footerInset.left, y: bottom + footerInset.top, width: max(1, width - footerInset.horizontal),
        height: footerHeight)
      bottom += footerInset.vertical + footerHeight
    }
    section.bottom = bottom
    sections[s] = section
    noteWidth(of: section)
  }
}

/// Where placement takes a card's height from.
private protocol PlacementHeights {
  /// The height of the card at `indexPath` placed `width` cells wide in column `slot` (the
  /// section's column count for a full-width card).
  func height<Delegate: WaterfallLayoutDelegate>(
    _ layout: WaterfallLayout, _ delegate: Delegate, _ indexPath: IndexPath, slot: Int, width: Int
  ) -> Int
}

/// Every height asked of the delegate.
private struct AskedHeights: PlacementHeights {
  @inline(__always)
  func height<Delegate: WaterfallLayoutDelegate>(
    _ layout: WaterfallLayout, _ delegate: Delegate, _ indexPath: IndexPath, slot: Int, width: Int
  ) -> Int {
    delegate.waterfallLayout(layout, heightForItemAt: indexPath, width: width)
  }
}

/// A self-sizing layout's heights: the measured one for the card's width, else the estimate.
/// One table per column and one for the full span (the section's tables, looked up once per pass).
private struct EstimatedHeights: PlacementHeights {
  let measured: [MeasuredHeights.Table]

  @inline(__always)
  func height<Delegate: WaterfallLayoutDelegate>(
    _ layout: WaterfallLayout, _ delegate: Delegate, _ indexPath: IndexPath, slot: Int, width: Int
  ) -> Int {
    let known = measured[slot].height(ofItem: indexPath.item)
    if known != 0 { return Int(known) }
    return delegate.waterfallLayout(layout, estimatedHeightForItemAt: indexPath, width: width)
  }
}

/// The answers a waterfall uses when it has no delegate: every card one row tall.
private final class OneRowDelegate: WaterfallLayoutDelegate {
  func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int { 1 }
}
