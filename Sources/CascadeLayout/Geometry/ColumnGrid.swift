/// Columns across a width: how many fit, and where each one is.
///
/// The arithmetic a waterfall does for its columns and a grid app does to size its cards (UIKit
/// apps do it in `sizeForItemAt`): `count` columns `spacing` cells apart share `width` cells, each
/// `columnWidth` wide, the first `extraCells` columns one cell wider so the columns are flush with
/// both edges. A column is never narrower than one cell: a count that does not fit is lowered.
///
/// ```swift
/// let grid = ColumnGrid(fitting: 80, minimumColumnWidth: 24, spacing: 1)
/// // grid.count == 3, grid.width(ofColumn: 0) == 26, grid.x(ofColumn: 2) == 54
/// ```
public struct ColumnGrid: Hashable, Sendable {
  /// The number of columns, at least one.
  public let count: Int
  /// Empty cells between two columns.
  public let spacing: Int
  /// The narrowest column's width: every column is this wide or one cell wider.
  public let columnWidth: Int
  /// How many columns (the first ones) are one cell wider than `columnWidth`.
  public let extraCells: Int

  /// How many columns at least `minimumColumnWidth` cells wide and `spacing` cells apart fit in
  /// `width` cells: the largest n with n·minimum + (n−1)·spacing ≤ width, and never less than one.
  /// A minimum below one counts as one; negative spacing as none. O(1).
  @inlinable public static func columnCount(fitting width: Int, minimumColumnWidth: Int, spacing: Int) -> Int {
    let gap = max(0, spacing)
    return max(1, (width + gap) / (max(1, minimumColumnWidth) + gap))
  }

  /// `columns` columns (at least one, and no more than fit one cell wide) sharing `width` cells
  /// (at least one per column), `spacing` cells apart. O(1).
  public init(columns: Int, across width: Int, spacing: Int) {
    let gap = max(0, spacing)
    let fit = Self.columnCount(fitting: width, minimumColumnWidth: 1, spacing: gap)
    let n = min(max(1, columns), fit)
    let total = max(n, width - (n - 1) * gap)
    count = n
    self.spacing = gap
    columnWidth = total / n
    extraCells = total % n
  }

  /// As many columns as fit `width` with each at least `minimumColumnWidth` wide
  /// (`columnCount(fitting:minimumColumnWidth:spacing:)`), sharing the width. O(1).
  public init(fitting width: Int, minimumColumnWidth: Int, spacing: Int) {
    self.init(
      columns: Self.columnCount(fitting: width, minimumColumnWidth: minimumColumnWidth, spacing: spacing),
      across: width, spacing: spacing)
  }

  /// The width of column `column` (in `0..<count`). O(1).
  @inlinable public func width(ofColumn column: Int) -> Int {
    columnWidth + (column < extraCells ? 1 : 0)
  }

  /// Where column `column` (in `0..<count`) starts, counted from the left edge of the width. O(1).
  @inlinable public func x(ofColumn column: Int) -> Int {
    column * (columnWidth + spacing) + min(column, extraCells)
  }

  /// The cells from the first column's left edge to the last column's right edge: the width the
  /// grid was made for, or `count` cells when that was narrower. O(1).
  @inlinable public var totalWidth: Int {
    count * columnWidth + extraCells + (count - 1) * spacing
  }
}
