import CascadeData
import CascadeTestSupport

/// Random JSON for property tests: a value, and its text as a list of tokens written with random
/// escapes and number spellings, so the same value can be printed compact or with any whitespace.
struct JSONGenerator {
  /// Keys the field mapping looks for turn up often, so the tests exercise it.
  static let keys = ["title", "name", "subtitle", "description", "body", "w", "h", "width", "height", "aspect", "id"]

  var tokens: [String] = []

  /// Appends a value's tokens and returns the value.
  mutating func value(depth: Int, using rng: inout SplitMix64) -> JSONValue {
    let choice = depth >= 4 ? Int.random(in: 0..<4, using: &rng) : Int.random(in: 0..<6, using: &rng)
    switch choice {
    case 0:
      let word = ["null", "true", "false"].randomElement(using: &rng) ?? "null"
      tokens.append(word)
      return word == "null" ? .null : .bool(word == "true")
    case 1, 2:
      let spelling = Self.number(using: &rng)
      tokens.append(spelling)
      return .number(spelling)
    case 3:
      return .string(string(using: &rng))
    case 4:
      return array(depth: depth, using: &rng)
    default:
      return object(depth: depth, using: &rng)
    }
  }

  mutating func object(depth: Int, using rng: inout SplitMix64) -> JSONValue {
    tokens.append("{")
    var members: [JSONMember] = []
    for index in 0..<Int.random(in: 0...4, using: &rng) {
      if index > 0 { tokens.append(",") }
      let key =
        Bool.random(using: &rng)
        ? string(Self.keys.randomElement(using: &rng) ?? "id", using: &rng) : string(using: &rng)
      tokens.append(":")
      members.append(JSONMember(key: key, value: value(depth: depth + 1, using: &rng)))
    }
    tokens.append("}")
    return .object(members)
  }

  mutating func array(depth: Int, using rng: inout SplitMix64) -> JSONValue {
    tokens.append("[")
    var elements: [JSONValue] = []
    for index in 0..<Int.random(in: 0...4, using: &rng) {
      if index > 0 { tokens.append(",") }
      elements.append(value(depth: depth + 1, using: &rng))
    }
    tokens.append("]")
    return .array(elements)
  }

  /// A random string of characters JSON must escape, may escape, and need not escape.
  mutating func string(using rng: inout SplitMix64) -> String {
    let pool: [Unicode.Scalar] = [
      "a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1B}", "\u{7F}", "é", "山", "🌊", "\u{200D}", "\u{FFFD}",
    ]
    var text = ""
    for _ in 0..<Int.random(in: 0...6, using: &rng) {
      text.unicodeScalars.append(pool.randomElement(using: &rng) ?? "a")
    }
    return string(text, using: &rng)
  }

  /// Appends `text` as a string token with each character written in a randomly chosen legal way.
  mutating func string(_ text: String, using rng: inout SplitMix64) -> String {
    var token = "\""
    for scalar in text.unicodeScalars {
      let short: String? =
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "/": "\\/"
        case "\n": "\\n"
        case "\t": "\\t"
        case "\u{8}": "\\b"
        default: nil
        }
      let mustEscape = scalar == "\"" || scalar == "\\" || scalar.value < 0x20
      switch Int.random(in: 0..<3, using: &rng) {
      case 0 where !mustEscape: token.unicodeScalars.append(scalar)
      case 1 where short != nil: token += short ?? ""
      default: token += Self.unicodeEscape(scalar, using: &rng)
      }
    }
    tokens.append(token + "\"")
    return text
  }

  static func unicodeEscape(_ scalar: Unicode.Scalar, using rng: inout SplitMix64) -> String {
    let upper = Bool.random(using: &rng)
    func hex(_ unit: UInt32) -> String {
      let digits = String(unit, radix: 16, uppercase: upper)
      return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
    }
    guard scalar.value >= 0x10000 else { return hex(scalar.value) }
    let offset = scalar.value - 0x10000
    return hex(0xD800 + (offset >> 10)) + hex(0xDC00 + (offset & 0x3FF))
  }

  static func number(using rng: inout SplitMix64) -> String {
    var text = Bool.random(using: &rng) ? "-" : ""
    text += Bool.random(using: &rng) ? "0" : String(Int.random(in: 1...99_999, using: &rng))
    if Bool.random(using: &rng) { text += "." + String(Int.random(in: 0...999, using: &rng)) }
    if Int.random(in: 0..<3, using: &rng) == 0 {
      text += ["e", "E"].randomElement(using: &rng) ?? "e"
      text += ["", "+", "-"].randomElement(using: &rng) ?? ""
      text += String(Int.random(in: 0...400, using: &rng))
    }
    return text
  }

  /// The tokens with random whitespace between all of them; `lineBreaks` allows newlines.
  static func spaced(_ tokens: [String], lineBreaks: Bool, using rng: inout SplitMix64) -> String {
    let gaps = lineBreaks ? ["", "", " ", "  ", "\n", "\t", "\r\n", " \n    "] : ["", "", " ", "\t", "   "]
    var text = gaps.randomElement(using: &rng) ?? ""
    for token in tokens { text += token + (gaps.randomElement(using: &rng) ?? "") }
    return text
  }
}

extension JSONValue {
  /// The field-mapping rule written out the slow, obvious way, as an oracle for the loader: the
  /// first listed name present with a non-null value, the last such member if a key repeats.
  func mapped(_ names: [String]) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    for name in names {
      if let member = members.last(where: { $0.key == name && $0.value != .null }) { return member.value }
    }
    return nil
  }
}
