/// How a waterfall picks the column of the next card.
public enum WaterfallRenderOrder: Hashable, Sendable {
  /// Into the currently shortest column, the leftmost of equals. Item tops then never
  /// decrease in index order, which keeps reading order close to visual order.
  case shortestFirst
  /// Round-robin, column `i % n`. Columns can end at very different heights.
  case leftToRight
  /// Round-robin from the right, column `n - 1 - i % n`.
  case rightToLeft
}

/// How many columns a waterfall section has.
public enum WaterfallColumnCount: Hashable, Sendable {
  /// Exactly this many, fewer only when the bounds are too narrow for one cell per column.
  case fixed(Int)
  /// As many as fit with each at least `minimumWidth` cells wide (at least one).
  case automatic(minimumWidth: Int)
}
