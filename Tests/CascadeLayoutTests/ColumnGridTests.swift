import CascadeLayout
import CascadeTestSupport
import Testing

@Suite struct ColumnGridTests {
  /// The column count against trying every count from one up: the largest n whose n columns of the
  /// minimum width and n − 1 gaps fit the width, one when none does.
  @Test func theCountIsTheMostColumnsThatFit() {
    let failure = withEvery("seed", in: 0..<5_000) { _, rng in
      let width = Int.random(in: -5...300, using: &rng)
      let minimum = Int.random(in: -2...60, using: &rng)
      let spacing = Int.random(in: -1...5, using: &rng)
      let (m, gap) = (max(1, minimum), max(0, spacing))
      var expected = 1
      var n = 1
      while n * m + (n - 1) * gap <= width {
        expected = n
        n += 1
      }
      let count = ColumnGrid.columnCount(fitting: width, minimumColumnWidth: minimum, spacing: spacing)
      return count == expected
        ? nil : "width \(width), minimum \(minimum), spacing \(spacing): \(count), expected \(expected)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Columns laid cell by cell from the left: each takes the narrowest width, the first leftover
  /// cells go one each to the first columns, a gap after each but the last. The grid's columns
  /// must be exactly those, fill the width flush when they fit, and be at least one cell wide.
  @Test func columnsAreFlushAndDifferByAtMostOneCell() {
    let failure = withEvery("seed", in: 0..<5_000) { _, rng in
      let width = Int.random(in: -5...300, using: &rng)
      let wanted = Int.random(in: -1...40, using: &rng)
      let spacing = Int.random(in: -1...4, using: &rng)
      let grid = ColumnGrid(columns: wanted, across: width, spacing: spacing)
      let gap = max(0, spacing)
      // The most one-cell columns that fit, by trying; at least one.
      var fit = 1
      while (fit + 1) + fit * gap <= width { fit += 1 }
      let n = min(max(1, wanted), fit)
      if grid.count != n {
        return "width \(width), wanted \(wanted), spacing \(spacing): \(grid.count) columns, expected \(n)"
      }
      var widths = Array(repeating: 0, count: n)
      var left = max(n, width - (n - 1) * gap)
      // Deal the cells out one at a time, round and round: the first columns get the odd ones.
      var c = 0
      while left > 0 {
        widths[c] += 1
        left -= 1
        c = (c + 1) % n
      }
      var x = 0
      for column in 0..<n {
        if grid.x(ofColumn: column) != x || grid.width(ofColumn: column) != widths[column] {
          return
            "width \(width), wanted \(wanted), spacing \(spacing): column \(column) at \(grid.x(ofColumn: column)) × \(grid.width(ofColumn: column)), expected \(x) × \(widths[column])"
        }
        x += widths[column] + gap
      }
      let right = grid.x(ofColumn: n - 1) + grid.width(ofColumn: n - 1)
      if right != grid.totalWidth { return "total \(grid.totalWidth), columns end at \(right)" }
      if width >= n + (n - 1) * gap, right != width { return "width \(width): columns end at \(right), not flush" }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// `init(fitting:)` is the fitting count shared out, and the documented example holds.
  @Test func fittingSharesTheFittingCount() {
    let grid = ColumnGrid(fitting: 80, minimumColumnWidth: 24, spacing: 1)
    #expect(grid.count == 3 && grid.width(ofColumn: 0) == 26 && grid.x(ofColumn: 2) == 54 && grid.totalWidth == 80)
    #expect(grid == ColumnGrid(columns: 3, across: 80, spacing: 1))
    #expect(ColumnGrid(fitting: 5, minimumColumnWidth: 24, spacing: 1).count == 1)
  }
}
