/// A field named inside nested objects and arrays: `owner.login`, `labels[0].name`, and jq's
/// spelling with a leading dot (`.owner.login`).
struct FieldPath: Hashable, Sendable {
  enum Step: Hashable, Sendable {
    case key(String)
    case index(Int)
  }

  let steps: [Step]

  /// The path `name` spells, or nil for a plain key (no `.` or `[` after its first character) or a
  /// malformed path, which stay names of top-level fields.
  init?(_ name: String) {
    // Scalars, not characters: a `.` followed by a combining mark or a joiner is one character.
    var scalars = Array(name.unicodeScalars)
    if scalars.first == "." { scalars.removeFirst() }
    guard !scalars.isEmpty, scalars.contains(where: { $0 == "." || $0 == "[" }) else { return nil }
    var steps: [Step] = []
    var key = String.UnicodeScalarView()
    func endKey() {
      if !key.isEmpty { steps.append(.key(String(key))) }
      key = String.UnicodeScalarView()
    }
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar {
      case ".":
        endKey()
      case "[":
        endKey()
        guard let close = scalars[index...].firstIndex(of: "]"),
          let number = Int(String(String.UnicodeScalarView(scalars[(index + 1)..<close]))), number >= 0
        else { return nil }
        steps.append(.index(number))
        index = close
      default:
        key.append(scalar)
      }
      index += 1
    }
    endKey()
    guard !steps.isEmpty else { return nil }
    self.steps = steps
  }
}

extension JSONScanner {
  /// The range and kind of the value `path` names inside the object or array at `range`, nil when
  /// a step names nothing (a missing key, an index past the end, a step into a scalar).
  /// - Parameter depth: how many containers enclose the value at `range`.
  /// - Complexity: O(bytes of the containers walked).
  func value(at path: FieldPath, in range: Range<Int>, depth: Int) -> (range: Range<Int>, kind: JSONValueKind)? {
    var current = range
    var currentDepth = depth
    for (number, step) in path.steps.enumerated() {
      var scanner = JSONScanner(bytes: bytes, range: current)
      var found: (range: Range<Int>, kind: JSONValueKind)?
      switch step {
      case .key(let name):
        guard scanner.current == UInt8(ascii: "{") else { return nil }
        let walked: Void? = try? scanner.forEachMember(depth: currentDepth + 1) {
          (scanner: inout JSONScanner, key) throws(JSONSyntaxError) in
          let start = scanner.position
          let kind = try scanner.skipValue(depth: currentDepth + 1)
          if scanner.decodeString(key.content) == name { found = (start..<scanner.position, kind) }
        }
        guard walked != nil else { return nil }
      case .index(let wanted):
        guard scanner.current == UInt8(ascii: "[") else { return nil }
        var index = 0
        let walked: Void? = try? scanner.forEachElement(depth: currentDepth + 1) {
          (scanner: inout JSONScanner) throws(JSONSyntaxError) in
          let start = scanner.position
          let kind = try scanner.skipValue(depth: currentDepth + 1)
          if index == wanted { found = (start..<scanner.position, kind) }
          index += 1
        }
        guard walked != nil else { return nil }
      }
      guard let found else { return nil }
      current = found.range
      currentDepth += 1
      if number == path.steps.count - 1 { return found.kind == .null ? nil : found }
    }
    return nil
  }
}
