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

  /// The first of `count` lines whose bottom lies below `position` (counted from the first
  /// line's top), or `count`. O(log count · log M).
  func firstLine(endingAfter position: Int, count: Int) -> Int {
    var lo = 0, hi = count
    while lo < hi {
      let mid = (lo + hi) / 2
      if offset(ofLine: mid) + extent(ofLine: mid) <= position { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }

  /// The last of `count` lines whose top lies above `position`, or -1. O(log count · log M).
  func lastLine(startingBefore position: Int, count: Int) -> Int {
    var lo = 0, hi = count
    while lo < hi {
      let mid = (lo + hi) / 2
      if offset(ofLine: mid) < position { lo = mid + 1 } else { hi = mid }
    }
    return lo - 1
  }
}
