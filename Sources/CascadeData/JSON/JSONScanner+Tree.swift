extension JSONScanner {
  /// Parses the value at `position` into a `JSONValue` and moves past it.
  /// - Complexity: O(length of the value).
  mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard let byte = current else { throw unexpectedEnd }
    guard let kind = JSONValueKind(firstByte: byte) else {
      throw error("expected a value, found \(describeCharacter(at: position))")
    }
    let start = position
    switch kind {
    case .object:
      var members: [JSONMember] = []
      try forEachMember(depth: depth + 1) { (scanner: inout JSONScanner, key) throws(JSONSyntaxError) in
        let value = try scanner.parseValue(depth: depth + 1)
        members.append(JSONMember(key: scanner.decodeString(key.content), value: value))
      }
      return .object(members)
    case .array:
      var elements: [JSONValue] = []
      try forEachElement(depth: depth + 1) { (scanner: inout JSONScanner) throws(JSONSyntaxError) in
        elements.append(try scanner.parseValue(depth: depth + 1))
      }
      return .array(elements)
    case .string:
      return .string(decodeString(try scanString().content))
    case .number:
      try scanNumber()
      return .number(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self))
    case .boolean:
      let isTrue = byte == UInt8(ascii: "t")
      try scanLiteral(isTrue ? "true" : "false")
      return .bool(isTrue)
    case .null:
      try scanLiteral("null")
      return .null
    }
  }

  /// Moves past a UTF-8 byte order mark at `position`, which some editors put at the start of a file.
  mutating func skipByteOrderMark() {
    if position + 3 <= end, bytes[position] == 0xEF, bytes[position + 1] == 0xBB, bytes[position + 2] == 0xBF {
      position += 3
    }
  }
}
