/// What a section header and the status line say about a set of cards: how many, and the sum
/// and mean of each `--sum` field over the cards that have a number there.
public struct SectionTotals: Hashable, Sendable {
  /// The cards counted.
  public var count: Int
  /// Per `--sum` field, in the options' order: the field, the sum of its numbers, and how many
  /// cards have one (the mean's divisor).
  public var sums: [Sum]

  /// One field's total.
  public struct Sum: Hashable, Sendable {
    /// The field added up.
    public var field: String
    /// The sum of its numbers.
    public var sum: Double
    /// How many cards have a number there.
    public var count: Int

    /// The mean, nil when no card has a number there.
    public var mean: Double? { count > 0 ? sum / Double(count) : nil }
  }

  /// What the totals were worked out for: a section (-1: every card shown), its card count, the
  /// query, so a changed filter or arrangement is counted again.
  struct Key: Hashable {
    var section: Int
    var shown: Int
    var query: String
  }

  /// "amount 2500 (mean 12.5)" per field, joined by " · ".
  public var sumsText: String {
    sums.map { sum in
      "\(sum.field) \(Self.number(sum.sum))" + (sum.mean.map { " (mean \(Self.number($0)))" } ?? "")
    }.joined(separator: " · ")
  }

  /// `value` as a card would print it: whole numbers without a point, others to two decimals,
  /// trailing zeros dropped. O(digits).
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return String(value) }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    let hundredths = (value * 100).rounded()
    guard abs(hundredths) < 9e15 else { return String(value) }
    let whole = Int64(hundredths)
    let sign = whole < 0 ? "-" : ""
    let magnitude = whole.magnitude
    var text = sign + String(magnitude / 100)
    let fraction = magnitude % 100
    if fraction != 0 {
      text += "." + (fraction < 10 ? "0" : "") + String(fraction % 10 == 0 ? fraction / 10 : fraction)
    }
    return text
  }

  /// `part` of `whole` as a whole percentage; "<1%" for a part too small to round to 1.
  public static func share(_ part: Int, of whole: Int) -> String {
    guard whole > 0 else { return "0%" }
    let percent = Int((Double(part) * 100 / Double(whole)).rounded())
    return percent == 0 && part > 0 ? "<1%" : "\(percent)%"
  }
}
