// A self-sizing waterfall whose unmeasured cards all share one estimate (the delegate's
// `hasUniformEstimatesInSection`): the cards between two measured ones form a run of equal
// heights, placed without a question to the delegate or a look at the measured tables per card.
// End on a million cards, a column count changed with the focus deep in the collection, or a
// measurement far above the screen place such runs. Once the columns are level a long run is
// stored as one `EstimatedBlock`, so what such a jump costs grows with the cards measured, not
// with the cards it passes.

extension WaterfallLayout {
  /// Places items of the last (incomplete) section, as `placeItems(inLastSectionUntilFrontier:
  /// orCount:)` does, for a section with no full-width items whose unmeasured cards are all at the
  /// layout's `estimatedItemHeight`. `measured` holds the section's measured heights at each
  /// column's width and at the full span (the slots of `widths(of:)`), 0 for none.
  ///
  /// - Complexity: O(C log C) per run of at least `estimatedBlockMinimum` cards once the columns
  ///   are level (one block, whatever its length), O(1) per card of a shorter run, O(C) per card
  ///   for C columns before the columns are level and at measured cards; plus one pass over each
  ///   measured table from the first card placed (finding the next measured card of each,
  ///   monotonically), so O(B·C log C + P + M) for B blocks, P cards placed one by one and M
  ///   table entries.
  func placeItemsAtUniformEstimate(
    inLastSectionUntilFrontier maxY: Int, orCount count: Int, measured tables: [MeasuredHeights.Table]
  ) -> Bool {
    let s = sections.count - 1
    var section = sections[s]
    let order = renderOrder
    let spacing = max(0, rowSpacing)
    let n = section.columnCount
    let limit = min(section.itemCount, count)
    let estimate = min(max(1, estimatedItemHeight ?? 1), Self.maximumItemHeight)
    let items = section.items, columnLists = section.columnItems
    // Cards since the last full-width one, for the round-robin orders (none comes in this section).
    var run = section.placedCount - 1 - (section.fullWidthItems.last.map { Int($0) } ?? -1)
    var item = section.placedCount
    let firstItem = item
    let interruption = placementInterruption
    let checkMask = Self.placementCheckInterval - 1
    var interrupted = false
    // Per table, the first card at or after `item` measured at its width: every card before the
    // least of them is at the estimate, whichever column it lands in.
    var nextInTable = tables.map { $0.firstMeasured(from: item, below: limit) }
    var nextMeasured = nextInTable.min() ?? limit
    // Once the columns are level (the tallest less than one card above the shortest), a run at
    // one height fills them in a fixed cycle: the shortest column takes a card and becomes the
    // tallest, and so on round. Within the cycle a card needs no shortest-column scan.
    let step = estimate + spacing
    var cycle: [Int] = []
    var position = 0
    var nextLevelCheck = item
    let blockMinimum = max(1, estimatedBlockMinimum)
    var newBlocks: [EstimatedBlock] = []
    section.columnHeights.withUnsafeMutableBufferPointer { heights in
      while item < limit {
        if order == .shortestFirst, item != nextMeasured {
          if cycle.isEmpty, item >= nextLevelCheck {
            cycle = Self.levelCycle(heights, step: step)
            position = 0
            if cycle.isEmpty { nextLevelCheck = item + n }
          }
          if !cycle.isEmpty, min(nextMeasured, limit) - item >= blockMinimum {
            // A long run: stored as one block, as far as it starts above maxY.
            let order = Self.levelCycle(heights, step: step)
            var fit = min(nextMeasured, limit) - item
            if maxY != .max {
              var reach = 0
              for c in order where heights[c] < maxY { reach += (maxY - heights[c] - 1) / step + 1 }
              fit = min(fit, reach)
            }
            if fit == 0 { break }
            if fit >= blockMinimum {
              let block = EstimatedBlock(
                start: item, count: fit, slotStart: items.count, height: estimate, step: step, cycle: order,
                heights: Array(heights))
              for c in 0..<n { heights[c] = block.height(afterColumn: c) }
              newBlocks.append(block)
              cycle.removeAll(keepingCapacity: true)
              nextLevelCheck = item + fit
              run += fit
              item += fit
              continue
            }
          }
          if !cycle.isEmpty {
            let column = cycle[position]
            let y = heights[column]
            // The cycle's next column is the shortest.
            if y >= maxY { break }
            if item & checkMask == 0, item != firstItem, let interruption, interruption() {
              interrupted = true
              break
            }
            items.append(
              PlacedItem(
                top: y, height: UInt16(truncatingIfNeeded: estimate), column: UInt8(truncatingIfNeeded: column)))
            columnLists.append(UInt32(truncatingIfNeeded: items.count - 1), toColumn: column)
            heights[column] = y + step
            position = position + 1 == n ? 0 : position + 1
            run += 1
            item += 1
            continue
          }
        }
        // A measured card (or columns not yet level) ends the cycle.
        cycle.removeAll(keepingCapacity: true)
        let (shortestColumn, shortest) = Self.shortestColumn(of: heights, count: n)
        if shortest >= maxY { break }
        if item & checkMask == 0, item != firstItem, let interruption, interruption() {
          interrupted = true
          break
        }
        let column: Int
        switch order {
        case .shortestFirst: column = shortestColumn
        case .leftToRight: column = run % n
        case .rightToLeft: column = n - 1 - run % n
        }
        let y = heights[column]
        var height = estimate
        if item == nextMeasured {
          let known = tables[column].height(ofItem: item)
          if known != 0 { height = Int(known) }
          for t in nextInTable.indices where nextInTable[t] == item {
            nextInTable[t] = tables[t].firstMeasured(from: item + 1, below: limit)
          }
          nextMeasured = nextInTable.min() ?? limit
        }
        items.append(
          PlacedItem(top: y, height: UInt16(truncatingIfNeeded: height), column: UInt8(truncatingIfNeeded: column)))
        columnLists.append(UInt32(truncatingIfNeeded: items.count - 1), toColumn: column)
        heights[column] = y + height + spacing
        run += 1
        item += 1
      }
    }
    if !newBlocks.isEmpty {
      section.blocks.append(contentsOf: newBlocks)
      section.blockedCount += newBlocks.reduce(0) { $0 + $1.count }
    }
    itemsPlacedCount += item - firstItem
    sections[s] = section
    if section.placedCount >= section.itemCount { completeLastSection() }
    return !interrupted
  }

  /// The columns in the order a run of cards `step` rows apart (height and spacing) fills them,
  /// when they are level: sorted by height, then index (the shortest-column scan takes the
  /// leftmost of equal columns), with the shortest plus `step` past the tallest, so the column
  /// that takes a card goes to the back of the order and the order repeats. Empty when they are
  /// not level yet. O(C log C).
  static func levelCycle(_ heights: UnsafeMutableBufferPointer<Int>, step: Int) -> [Int] {
    let order = heights.indices.sorted { heights[$0] != heights[$1] ? heights[$0] < heights[$1] : $0 < $1 }
    let first = order[0], last = order[order.count - 1]
    let level = heights[first] + step > heights[last] || (heights[first] + step == heights[last] && first > last)
    return level ? order : []
  }
}
