/// The six kinds of JSON value, told apart by a value's first byte.
enum JSONValueKind: Sendable {
  case object, array, string, number, boolean, null

  /// The kind's name as messages say it: "object expected, found number".
  var name: String {
    switch self {
    case .object: "object"
    case .array: "array"
    case .string: "string"
    case .number: "number"
    case .boolean: "boolean"
    case .null: "null"
    }
  }

  /// The kind a value starting with `byte` would have, or nil when no value starts that way.
  init?(firstByte byte: UInt8) {
    switch byte {
    case UInt8(ascii: "{"): self = .object
    case UInt8(ascii: "["): self = .array
    case UInt8(ascii: "\""): self = .string
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): self = .number
    case UInt8(ascii: "t"), UInt8(ascii: "f"): self = .boolean
    case UInt8(ascii: "n"): self = .null
    default: return nil
    }
  }
}
