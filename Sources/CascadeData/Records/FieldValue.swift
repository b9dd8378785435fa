/// One top-level field's value, as grouping and sorting read it: its text as a card shows it, and
/// its number when it is one.
///
/// `text` follows `RecordField.value` (strings decoded, numbers and booleans as written, an object
/// `{…}`, an array `[N]`); `number` is set for a JSON number and for a string that holds only a
/// number (`"640"`, `" 2.5 "`), so `"10"` sorts after `"9"`. A `null` value counts as no value.
public struct FieldValue: Hashable, Sendable {
  /// The value as a card shows it.
  public var text: String
  /// The value as a number, when it is one.
  public var number: Double?

  /// A value with this text and, when it is numeric, its number.
  public init(text: String, number: Double? = nil) {
    self.text = text
    self.number = number
  }

  /// The value of the field `name` among `fields` (a later duplicate key wins, as in JavaScript),
  /// nil when there is none or it is `null`; its number read from its text. O(fields).
  public static func named(_ name: String, in fields: [RecordField]) -> FieldValue? {
    guard let field = fields.last(where: { $0.key == name }), field.value != "null" else { return nil }
    return FieldValue(text: field.value, number: Self.number(in: field.value))
  }

  /// The number a text spells (spaces around it allowed), nil for anything else, infinities and
  /// NaN included. O(text).
  public static func number(in text: String) -> Double? {
    let trimmed = text.trimmingSpaces
    guard let first = trimmed.utf8.first,
      first == UInt8(ascii: "-") || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")),
      let value = Double(trimmed), value.isFinite
    else { return nil }
    return value
  }
}
