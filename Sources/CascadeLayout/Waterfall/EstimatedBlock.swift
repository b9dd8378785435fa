/// A run of consecutive unmeasured cards at one estimate, placed with the columns level, stored as
/// one value instead of one placement per card.
///
/// Level columns (the tallest less than one step above the shortest) take such a run in a fixed
/// cycle: the shortest column takes a card and becomes the tallest, and so on round. Card `j` of
/// the run goes to `cycle[j % C]` at `tops[j % C] + (j / C) · step`, so any card's frame, the cards
/// of a column inside a rect and the column heights after the run are arithmetic: placing the run
/// costs O(C log C) whatever its length, and a jump to the millionth card writes a few blocks, not
/// a million placements.
struct EstimatedBlock {
  /// The run's first item.
  var start: Int
  /// Cards in the run.
  var count: Int
  /// Cards of the section placed one by one (in `WaterfallSection.items`) before the run.
  var slotStart: Int
  /// Every card's height: the estimate.
  var height: Int
  /// Rows from one card's top to the next card's in the same column: height plus row spacing.
  var step: Int
  /// The columns in the order the run fills them.
  var cycle: [Int]
  /// `tops[p]`: the top of the first card at cycle position `p` (that column's height when the
  /// run started). Non-decreasing, and `tops.last < tops.first + step`.
  var tops: [Int]
  /// `position[c]`: column `c`'s place in `cycle`.
  var position: [Int]

  /// A run of `count` cards from `start`, filling columns of the given heights, already level and
  /// sorted into `cycle` (`WaterfallLayout.levelCycle`).
  init(start: Int, count: Int, slotStart: Int, height: Int, step: Int, cycle: [Int], heights: [Int]) {
    self.start = start
    self.count = count
    self.slotStart = slotStart
    self.height = height
    self.step = step
    self.cycle = cycle
    tops = cycle.map { heights[$0] }
    position = Array(repeating: 0, count: cycle.count)
    for (p, c) in cycle.enumerated() { position[c] = p }
  }

  var end: Int { start + count }
  /// The lowest row a card of the run starts at.
  var minTop: Int { tops[0] }

  /// Cards of the run at cycle position `p`. O(1).
  @inline(__always) func count(atPosition p: Int) -> Int {
    count > p ? (count - p - 1) / cycle.count + 1 : 0
  }

  /// Column `c`'s next free row after the run. O(1).
  func height(afterColumn c: Int) -> Int {
    let p = position[c]
    return tops[p] + count(atPosition: p) * step
  }

  /// The lowest row below every card of the run, spacing included: the tallest column after it.
  /// O(C).
  var maxEnd: Int {
    var tallest = Int.min
    for p in tops.indices { tallest = max(tallest, tops[p] + count(atPosition: p) * step) }
    return tallest
  }

  /// The column and top of card `item` (inside the run). O(1).
  @inline(__always) func place(ofItem item: Int) -> (column: Int, top: Int) {
    let j = item - start
    let p = j % cycle.count
    return (cycle[p], tops[p] + (j / cycle.count) * step)
  }

  /// Appends the cards of the run in column `c` that intersect rows `minY..<maxY`. O(1 + k).
  func collect(column c: Int, minY: Int, maxY: Int, into found: inout [FoundCard]) {
    let p = position[c]
    let n = count(atPosition: p)
    let top = tops[p]
    // Card k spans top + k·step ..< top + k·step + height: the first whose bottom is below minY,
    // up to the last whose top is above maxY.
    var k = minY <= top ? 0 : max(0, Self.floorDivision(minY - height - top, step) + 1)
    let stop = maxY == .max ? n : min(n, Self.floorDivision(maxY - top - 1, step) + 1)
    let rows = UInt16(truncatingIfNeeded: height), column = UInt8(truncatingIfNeeded: c)
    while k < stop {
      found.append(
        FoundCard(
          item: UInt32(truncatingIfNeeded: start + p + k * cycle.count),
          placed: PlacedItem(top: top + k * step, height: rows, column: column)))
      k += 1
    }
  }

  /// `a / b` rounded towards minus infinity, for `b > 0`.
  @inline(__always) static func floorDivision(_ a: Int, _ b: Int) -> Int {
    a >= 0 ? a / b : -((-a + b - 1) / b)
  }
}
