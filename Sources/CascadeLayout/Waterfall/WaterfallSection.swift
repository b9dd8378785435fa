/// One placed item, packed into 8 bytes: one append per item while placing.
///
/// The top row is 40 bits (the low 32 and a high byte that would otherwise be padding), enough for
/// 10¹² rows: ten million cards of the tallest height still fit, where 32 bits would overflow.
struct PlacedItem {
  private var topLow: UInt32
  var height: UInt16
  /// The column, or `WaterfallSection.fullWidth` for an item spanning all columns.
  var column: UInt8
  private var topHigh: UInt8

  /// The largest top row that can be stored; placement clamps to it.
  static var maximumTop: Int { (1 << 40) - 1 }

  @inline(__always) init(top: Int, height: UInt16, column: UInt8) {
    let clamped = UInt64(min(max(0, top), Self.maximumTop))
    topLow = UInt32(truncatingIfNeeded: clamped)
    topHigh = UInt8(truncatingIfNeeded: clamped >> 32)
    self.height = height
    self.column = column
  }

  @inline(__always) var top: Int { Int(topHigh) << 32 | Int(topLow) }
}

/// The placement state of one waterfall section, in flat buffers so that a million items cost about
/// twelve bytes each and no object each. The buffers belong to the layout's copy of the section; a
/// copy of this struct shares them, which the layout never lets happen outside a single call.
///
/// Items are placed in index order. Within a column, items are stacked, so both their tops and their
/// bottoms increase along `columnItems[c]`: a visible-rect query is a binary search per column.
struct WaterfallSection {
  /// Content y of the section's first row (where its header's inset starts).
  var top: Int
  /// Items in the section, read from the source when the section was started.
  var itemCount: Int
  /// Frame of the header, nil when the layout has none.
  var header: Rect?
  /// First row that items may use.
  var itemsTop: Int
  /// Left edge and width of each column.
  var columnX: [Int]
  var columnWidth: [Int]
  /// The next free row in each column (the classic waterfall's `columnYArray`).
  var columnHeights: [Int]

  /// Per card placed one by one, in index order: a card's slot is its index here, which is its item
  /// index unless blocks hold cards before it.
  var items: PlacementBuffer<PlacedItem>
  /// Per column, the slots of its cards in placement order: a query reads a card's placement at
  /// each step of its binary search with one look-up, whatever blocks there are.
  let columnItems: ColumnLists
  /// Indices of full-width items in placement order.
  var fullWidthItems: PlacementBuffer<UInt32>
  /// Runs of estimated cards stored as blocks, in item order (none unless self-sizing). A card in
  /// a block is in neither `items` nor `columnItems`: `items` holds the other cards, in order.
  var blocks: [EstimatedBlock] = []
  /// Cards in `blocks`.
  var blockedCount = 0

  /// Set once every item is placed: the footer's frame (if any) and the row after the section.
  var footer: Rect?
  var bottom: Int?

  static var fullWidth: UInt8 { .max }

  var placedCount: Int { items.count + blockedCount }
  var isComplete: Bool { bottom != nil }
  var columnCount: Int { columnX.count }
  /// The lowest row any not-yet-placed item of this section could start at.
  var frontier: Int { columnHeights.min() ?? itemsTop }
  /// The lowest row below every placed item.
  var placedBottom: Int { columnHeights.max() ?? itemsTop }

  /// Where placed item `item` is stored: its slot in `items`, or the block holding it.
  /// O(1) without blocks, O(log B) for B blocks.
  @inline(__always) func slot(ofItem item: Int) -> (slot: Int, block: Int?) {
    if blocks.isEmpty { return (item, nil) }
    // The last block starting at or before `item`.
    var lo = 0, hi = blocks.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if blocks[mid].start <= item { lo = mid + 1 } else { hi = mid }
    }
    guard lo > 0 else { return (item, nil) }
    let block = blocks[lo - 1]
    if item < block.end { return (-1, lo - 1) }
    return (item - (block.start - block.slotStart) - block.count, nil)
  }

  /// How many blocks come before the card in `slot` (those placed before it): with
  /// `item(atSlot:after:)`, the item index of a slot. O(log B) for B blocks.
  @inline(__always) func blocksBefore(slot: Int) -> Int {
    var lo = 0, hi = blocks.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if blocks[mid].slotStart <= slot { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }

  /// The item index of the card in `slot`, given the blocks placed before it. O(1).
  @inline(__always) func item(atSlot slot: Int, after blocksBefore: Int) -> Int {
    guard blocksBefore > 0 else { return slot }
    let block = blocks[blocksBefore - 1]
    return slot + block.end - block.slotStart
  }

  /// The frame of placed item `item`. O(1) without blocks, O(log B) with B blocks.
  func frame(ofItem item: Int) -> Rect {
    let (slot, inBlock) = slot(ofItem: item)
    if let inBlock {
      let block = blocks[inBlock]
      let (column, top) = block.place(ofItem: item)
      return Rect(x: columnX[column], y: top, width: columnWidth[column], height: block.height)
    }
    return frame(of: items[slot])
  }

  /// The frame of a card placed one by one. O(1).
  @inline(__always) func frame(of placed: PlacedItem) -> Rect {
    let column = placed.column
    let y = placed.top, h = Int(placed.height)
    if column == Self.fullWidth {
      let x = columnX[0]
      return Rect(x: x, y: y, width: columnX[columnCount - 1] + columnWidth[columnCount - 1] - x, height: h)
    }
    return Rect(x: columnX[Int(column)], y: y, width: columnWidth[Int(column)], height: h)
  }

  /// The bottom (exclusive) of placed item `item`, one not in a block. O(1) without blocks, O(log B)
  /// with B blocks.
  @inline(__always) func bottom(ofItem item: UInt32) -> Int {
    bottom(ofSlot: slot(ofItem: Int(item)).slot)
  }

  /// The bottom (exclusive) of the card in `slot`. O(1).
  @inline(__always) func bottom(ofSlot slot: Int) -> Int {
    let placed = items[slot]
    return placed.top + Int(placed.height)
  }

  /// The bytes this section's arrays hold (capacity, not count), for the memory benchmark.
  var allocatedBytes: Int {
    items.allocatedBytes + columnItems.allocatedBytes + fullWidthItems.allocatedBytes
  }
}

/// A card a query found: its item index and its placement (a block's card gets one made up).
struct FoundCard {
  var item: UInt32
  var placed: PlacedItem
}
