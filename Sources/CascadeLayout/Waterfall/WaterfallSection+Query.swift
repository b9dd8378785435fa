// A waterfall section's part of a visible-rect query: the cards it holds that intersect a rect.

extension WaterfallSection {
  /// Appends the placed cards that intersect `rect`; returns the placements and blocks
  /// it read. O(C·log(N/C) + log B + b + k).
  func collectItems(in rect: Rect, into found: inout [FoundCard]) -> Int {
    var examined = collectColumns(in: rect, into: &found)
    examined += collectBlockedItems(in: rect, into: &found)
    let wide = fullWidthItems
    if let first = wide.first, case let span = frame(ofItem: Int(first)), span.minX < rect.maxX, span.maxX > rect.minX {
      // Binary search for the first full-width card ending below `rect.minY`, then walk.
      var lo = 0, hi = wide.count
      while lo < hi {
        let mid = (lo + hi) / 2
        examined += 1
        if bottom(ofItem: wide[mid]) <= rect.minY { lo = mid + 1 } else { hi = mid }
      }
      while lo < wide.count {
        let item = wide[lo]
        let placed = items[slot(ofItem: Int(item)).slot]
        examined += 1
        if placed.top >= rect.maxY { break }
        found.append(FoundCard(item: item, placed: placed))
        lo += 1
      }
    }
    return examined
  }

  /// The cards of the column lists that intersect `rect`: per column, a search for the first card
  /// ending below `rect.minY`, then a walk while cards start above `rect.maxY`.
  ///
  /// The columns' searches run in lock-step, three probes of each column per round, and branch
  /// on nothing a probe read: the cards of a column end lower the further down its list, so the
  /// probes above the rect are a prefix, and their count is the quarter to keep. Each round waits
  /// for its memory reads (a million cards do not fit in a cache), but the columns' reads, and a
  /// round's three, do not wait for each other, so C columns cost about as much as one.
  /// O(C·log(N/C) + k).
  private func collectColumns(in rect: Rect, into found: inout [FoundCard]) -> Int {
    let lists = columnItems
    // Unchecked in release builds (see `PlacementBuffer.elements`): a slot read from a column
    // list is inside `items` by construction, and every index below is inside its column.
    let cards = items.elements
    let minY = rect.minY, maxY = rect.maxY
    var examined = 0
    withUnsafeTemporaryAllocation(of: ColumnSearch.self, capacity: columnCount) { searches in
      // The columns the rect's x range crosses that have cards; the others are not searched.
      var active = 0, longest = 0
      for c in 0..<columnCount {
        let x0 = columnX[c]
        guard x0 < rect.maxX, x0 + columnWidth[c] > rect.minX else { continue }
        let slots = lists.column(c)
        guard !slots.isEmpty else { continue }
        searches.initializeElement(at: active, to: ColumnSearch(slots: slots, base: 0, length: slots.count))
        longest = max(longest, slots.count)
        active += 1
      }
      // 1 when the card at `index` of `slots` ends at or above the rect, else 0.
      @inline(__always) func above(_ slots: UnsafeBufferPointer<UInt32>, _ index: Int) -> Int {
        let placed = cards[Int(slots[index])]
        return placed.top &+ Int(placed.height) <= minY ? 1 : 0
      }
      // As many rounds as the longest column needs to get down to three candidates: the columns
      // are about as long, and a search with fewer than four left probes its base and keeps it.
      var rounds = 0
      while longest > 3 {
        longest -= 3 * (longest >> 2)
        rounds += 1
      }
      for _ in 0..<rounds {
        for a in 0..<active {
          let search = searches[a]
          let q = search.length >> 2, b = search.base, slots = search.slots
          let k = above(slots, b &+ q) &+ above(slots, b &+ 2 &* q) &+ above(slots, b &+ 3 &* q)
          searches[a].base = b &+ k &* q
          searches[a].length = search.length &- 3 &* q
        }
      }
      examined += 3 * rounds * active
      for a in 0..<active {
        // A few candidates left: halves, then one probe decides.
        var search = searches[a]
        let slots = search.slots
        while search.length > 1 {
          let half = search.length >> 1
          search.base += above(slots, search.base + half) * half
          search.length -= half
          examined += 1
        }
        var index = search.base + above(slots, search.base)
        examined += 1
        guard index < slots.count else { continue }
        if blocks.isEmpty {
          while index < slots.count {
            let slot = slots[index]
            let placed = cards[Int(slot)]
            examined += 1
            if placed.top >= maxY { break }
            found.append(FoundCard(item: slot, placed: placed))
            index += 1
          }
          continue
        }
        // The cards of a column come in slot order, so the blocks before each only move forwards.
        var blocksBefore = blocksBefore(slot: Int(slots[index]))
        while index < slots.count {
          let slot = Int(slots[index])
          let placed = cards[slot]
          examined += 1
          if placed.top >= maxY { break }
          while blocksBefore < blocks.count, blocks[blocksBefore].slotStart <= slot {
            blocksBefore += 1
          }
          let item = item(atSlot: slot, after: blocksBefore)
          found.append(FoundCard(item: UInt32(truncatingIfNeeded: item), placed: placed))
          index += 1
        }
      }
    }
    return examined
  }

  /// The cards of the blocks that intersect `rect`: binary search for the first block
  /// reaching below `rect.minY` (column heights only grow, so blocks' ends and starts both rise
  /// with their index), then arithmetic per block and column; returns the blocks it read and the
  /// cards it found.
  /// O(log B + C·b + k) for the b blocks the rect crosses.
  private func collectBlockedItems(in rect: Rect, into found: inout [FoundCard])
    -> Int
  {
    let blocks = blocks
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
      for c in 0..<columnCount {
        let x0 = columnX[c]
        guard x0 < rect.maxX, x0 + columnWidth[c] > rect.minX else { continue }
        block.collect(column: c, minY: rect.minY, maxY: rect.maxY, into: &found)
      }
      // A block's cards are worked out, not read, but each is counted as a card placed one by one is.
      examined += found.count - before
      lo += 1
    }
    return examined
  }
}

/// One column's search in a query: the index of the column's first card ending below the rect is
/// in `base ... base + length` (`slots.count` when every card ends above it).
///
/// A round probes `base + q`, `base + 2q` and `base + 3q` for `q = length / 4` and keeps the
/// quarter the count `k` of probes above the rect names: `base += k·q`, `length -= 3q`, which
/// keeps the answer inside and every probe below `base + length ≤ slots.count`.
private struct ColumnSearch {
  var slots: UnsafeBufferPointer<UInt32>
  var base: Int
  var length: Int
}
