/// The lines of a self-sizing flow section along the scroll axis: every line is `regular` rows
/// tall (the estimate) except a few, those holding a measured card (or, with estimates that differ
/// per card, a card estimated at another height), each as tall as its tallest card.
///
/// Only the exceptions are stored, sorted, with the rows they add before each, so where a line
/// starts is closed-form arithmetic on its index plus a binary search over the exceptions: a
/// million unmeasured cards after the last measured one cost nothing to place, and End finds the
/// last line in O(log M) for M exceptional lines.
struct FlowLines {
  /// The extent of a line with no exception.
  let regular: Int
  /// Rows between two lines.
  let spacing: Int
  /// The exceptional lines, ascending, and their extents.
  private(set) var lines: [Int] = []
  private(set) var extents: [Int] = []
  /// `extraBefore[k]`: the rows the first `k` exceptions add to `regular` lines (M + 1 entries).
  private(set) var extraBefore: [Int] = [0]

  init(regular: Int, spacing: Int) {
    self.regular = regular
    self.spacing = spacing
  }

  /// Records that `line` is `extent` rows tall; lines must come in ascending order. O(1).
  mutating func append(line: Int, extent: Int) {
    guard extent != regular else { return }
    lines.append(line)
    extents.append(extent)
    extraBefore.append(extraBefore[extraBefore.count - 1] + extent - regular)
  }

  /// How many exceptions lie before `line`. O(log M).
  @inline(__always) private func exceptions(before line: Int) -> Int {
    var lo = 0, hi = lines.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if lines[mid] < line { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }

  /// Where `line` starts, counted from the first line's top. O(log M).
  func offset(ofLine line: Int) -> Int {
    line * (regular + spacing) + extraBefore[exceptions(before: line)]
  }

  /// The extent of `line`. O(log M).
  func extent(ofLine line: Int) -> Int {
    let k = exceptions(before: line)
    return k < lines.count && lines[k] == line ? extents[k] : regular
  }

  /// The rows `count` lines take, from the first line's top to the last line's bottom. O(1).
  func length(ofLines count: Int) -> Int {
    count > 0 ? count * regular + (count - 1) * spacing + extraBefore[extraBefore.count - 1] : 0
  }

  /// Where `line` starts and its extent, given the exceptions before it (`exceptions(before:)`):
  /// O(1), so a query finds the exceptions before its first line once and walks on from there.
  @inline(__always) func place(ofLine line: Int, exceptionsBefore k: Int) -> (offset: Int, extent: Int) {
    let offset = line * (regular + spacing) + extraBefore[k]
    return (offset, k < lines.count && lines[k] == line ? extents[k] : regular)
  }

  /// How many exceptions lie before `line`, and how many exceptional lines a binary search read
  /// to find out. O(log M).
  func exceptionsCounted(before line: Int) -> (count: Int, examined: Int) {
    var lo = 0, hi = lines.count, examined = 0
    while lo < hi {
      let mid = (lo + hi) / 2
      examined += 1
      if lines[mid] < line { lo = mid + 1 } else { hi = mid }
    }
    return (lo, examined)
  }

  /// The first of `count` lines whose bottom lies below `position` (counted from the first
  /// line's top), or `count`, and the exceptional lines read. O(log M): a binary search over the
  /// exceptions (their bottoms rise with their index), then arithmetic over the regular lines
  /// between two of them.
  func firstLine(endingAfter position: Int, count: Int) -> (line: Int, examined: Int) {
    let pitch = regular + spacing
    var lo = 0, hi = lines.count, examined = 0
    while lo < hi {
      let mid = (lo + hi) / 2
      examined += 1
      if lines[mid] * pitch + extraBefore[mid] + extents[mid] <= position { lo = mid + 1 } else { hi = mid }
    }
    // Lines after exception lo - 1 and before exception lo are regular, with lo exceptions before them.
    let after = lo > 0 ? lines[lo - 1] + 1 : 0
    let bound = min(lo < lines.count ? lines[lo] : count, count)
    let line = max(after, Self.floorDivision(position - extraBefore[lo] - regular, pitch) + 1)
    return (min(line, bound), examined)
  }

  /// The last of `count` lines whose top lies above `position`, or -1, and the exceptional lines
  /// read. O(log M), as `firstLine(endingAfter:count:)`.
  func lastLine(startingBefore position: Int, count: Int) -> (line: Int, examined: Int) {
    let pitch = regular + spacing
    var lo = 0, hi = lines.count, examined = 0
    while lo < hi {
      let mid = (lo + hi) / 2
      examined += 1
      if lines[mid] * pitch + extraBefore[mid] < position { lo = mid + 1 } else { hi = mid }
    }
    // Exception lo - 1 starts above `position`; lines from exception lo on start at or below it.
    let before = lo > 0 ? lines[lo - 1] : -1
    let upper = min(lo < lines.count ? lines[lo] : count, count) - 1
    let line = min(upper, Self.floorDivision(position - extraBefore[lo] - 1, pitch))
    return (max(line, before), examined)
  }

  /// `a / b` rounded towards minus infinity, for `b > 0`.
  @inline(__always) static func floorDivision(_ a: Int, _ b: Int) -> Int {
    a >= 0 ? a / b : -((-a + b - 1) / b)
  }
}
