extension WaterfallLayout {
  /// The shortest of the first `n` columns (the leftmost of equals) and its height: where the next
  /// card goes shortest-first, and the lowest row any unplaced card can start at. Inlined into the
  /// placement loops, which ask it once per card. O(n); `n >= 1`.
  @inline(__always)
  static func shortestColumn(of heights: UnsafeMutableBufferPointer<Int>, count n: Int) -> (column: Int, height: Int) {
    var column = 0
    var height = heights[0]
    for c in 1..<n where heights[c] < height {
      height = heights[c]
      column = c
    }
    return (column, height)
  }
}
