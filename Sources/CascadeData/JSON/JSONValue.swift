/// A parsed JSON value, for callers that want the whole tree rather than a record's few fields.
///
/// Numbers keep their spelling (`1.50`, `1e3`) so nothing is lost or rounded; objects keep their
/// members in input order, duplicates included, as a `[JSONMember]` rather than a dictionary.
public enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number as written in the input.
  case number(String)
  /// A string, escapes decoded.
  case string(String)
  /// An array's elements in order.
  case array([JSONValue])
  /// An object's members in input order, duplicates kept.
  case object([JSONMember])
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Hashable, Sendable {
  /// The member's name, escapes decoded.
  public var key: String
  /// The member's value.
  public var value: JSONValue

  /// A `"key": value` pair.
  public init(key: String, value: JSONValue) {
    self.key = key
    self.value = value
  }
}

extension JSONValue {
  /// Parses one JSON value filling the whole of `bytes` (whitespace around it allowed); `name` is the
  /// input's name in error messages.
  /// - Throws: `InputError` with the line and column of the first syntax error.
  /// - Complexity: O(bytes.count).
  public static func parse(_ bytes: [UInt8], name: String = "<input>") throws(InputError) -> JSONValue {
    let result: Result<JSONValue, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
      var scanner = JSONScanner(bytes: buffer, range: 0..<buffer.count)
      scanner.skipByteOrderMark()
      scanner.skipWhitespace()
      do throws(JSONSyntaxError) {
        let value = try scanner.parseValue(depth: 0)
        scanner.skipWhitespace()
        guard scanner.isAtEnd else { throw scanner.error("trailing characters after the JSON value") }
        return .success(value)
      } catch {
        return .failure(error)
      }
    }
    switch result {
    case .success(let value): return value
    case .failure(let error): throw InputError(error, in: bytes, source: name)
    }
  }

  /// The value as compact JSON: no whitespace outside strings, strings escaped only where JSON
  /// requires (quote, backslash, control characters), numbers as spelled.
  public var compactText: String {
    var text = ""
    appendCompactText(to: &text)
    return text
  }

  private func appendCompactText(to text: inout String) {
    switch self {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .number(let spelling): text += spelling
    case .string(let value): text += JSONText.quoted(value)
    case .array(let elements):
      text += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { text += "," }
        element.appendCompactText(to: &text)
      }
      text += "]"
    case .object(let members):
      text += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { text += "," }
        text += JSONText.quoted(member.key)
        text += ":"
        member.value.appendCompactText(to: &text)
      }
      text += "}"
    }
  }
}
