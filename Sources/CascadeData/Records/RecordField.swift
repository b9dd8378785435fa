/// One field of a record as a card shows it: `key: value` on one line.
///
/// `value` is a summary for display, not the field's JSON: numbers, booleans and `null` as written,
/// strings without their quotes and escapes decoded, a nested object as `{…}` and an array as `[N]`
/// (its element count). The record's `original` keeps the exact text.
public struct RecordField: Hashable, Sendable {
  /// The field's name.
  public var key: String
  /// The value summarised for display (see the type's discussion).
  public var value: String

  /// A field named `key` showing `value`.
  public init(key: String, value: String) {
    self.key = key
    self.value = value
  }
}
