/// What one field holds across every record: how many records have it, how many of those are
/// empty, how many distinct values, the kind of value, the range and mean of numbers and dates,
/// and the most frequent values, as `cascade --stats` prints them.
public struct FieldStatistics: Hashable, Sendable {
  /// The kind of value a field holds, told from every value that is not empty.
  public enum Kind: String, Hashable, Sendable {
    /// Every value is a number (`12`, `-3.5`, `"640"`).
    case number
    /// Every value is a date or date and time (`2024-03-01`, `2024-03-01T12:30:00Z`).
    case date
    /// Anything else, or no values at all.
    case text
  }

  /// The field's name; a dotted path for a value inside nested objects (`user.login`), and `[]`
  /// for the elements of an array (`labels[].name`).
  public var name: String
  /// The records (or array elements) that have the field.
  public var count: Int
  /// How many of them are empty: an empty string or `null`.
  public var empty: Int
  /// The number of distinct values that are not empty.
  public var distinct: Int
  /// The kind every value that is not empty has.
  public var kind: Kind
  /// The smallest and largest value as written, for numbers and dates; nil for text.
  public var minimum: String?
  /// The largest value as written, for numbers and dates; nil for text.
  public var maximum: String?
  /// The mean of numbers (as a number) and of dates (as a date); nil for text.
  public var mean: String?
  /// The five most frequent values that are not empty, most frequent first, equal counts in
  /// order of first appearance.
  public var top: [(value: String, count: Int)]

  /// Compares everything but `top`'s tuples elementwise.
  public static func == (a: FieldStatistics, b: FieldStatistics) -> Bool {
    a.name == b.name && a.count == b.count && a.empty == b.empty && a.distinct == b.distinct && a.kind == b.kind
      && a.minimum == b.minimum && a.maximum == b.maximum && a.mean == b.mean
      && a.top.map(\.value) == b.top.map(\.value) && a.top.map(\.count) == b.top.map(\.count)
  }

  /// Hashes the name and counts.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(count)
    hasher.combine(distinct)
  }
}
