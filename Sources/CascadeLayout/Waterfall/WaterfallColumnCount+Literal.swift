/// A literal column count is a fixed one, so `.waterfall(columns: 3)` and
/// `layout.columnCount = 4` read as a UIKit developer writes them.
extension WaterfallColumnCount: ExpressibleByIntegerLiteral {
  /// The fixed count `value`.
  public init(integerLiteral value: Int) {
    self = .fixed(value)
  }
}
