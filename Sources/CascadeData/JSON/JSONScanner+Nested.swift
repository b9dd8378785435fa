extension JSONScanner {
  /// How many key levels a card spells out: `a.b.c: value`; an object deeper than that is `{…}`.
  static let nestedKeyLevels = 3
  /// The most elements of an array a card lists before `… (N)`.
  static let listedElements = 20

  /// Appends the card lines for member `key` whose value lies at `range`: an object's members as
  /// dotted keys (`user.login: octocat`) down to `nestedKeyLevels`, anything else as one line
  /// (`displayValue`). An empty object is `{}`.
  /// - Parameters:
  ///   - depth: how many containers enclose the value.
  ///   - level: how many keys `key` already spells (1 for a top-level field).
  /// - Complexity: O(length of the value).
  func appendFieldLines(
    key: String, range: Range<Int>, kind: JSONValueKind, depth: Int, level: Int, into fields: inout [RecordField]
  ) {
    guard kind == .object, level < Self.nestedKeyLevels else {
      fields.append(RecordField(key: key, value: displayValue(of: range, kind: kind, depth: depth)))
      return
    }
    var scanner = JSONScanner(bytes: bytes, range: range)
    let before = fields.count
    let walked: Void? = try? scanner.forEachMember(depth: depth + 1) {
      (scanner: inout JSONScanner, member) throws(JSONSyntaxError) in
      let start = scanner.position
      let memberKind = try scanner.skipValue(depth: depth + 1)
      let name = key + "." + scanner.decodeString(member.content)
      scanner.appendFieldLines(
        key: name, range: start..<scanner.position, kind: memberKind, depth: depth + 1, level: level + 1, into: &fields)
    }
    if walked == nil {
      fields.removeSubrange(before...)
      fields.append(RecordField(key: key, value: "{…}"))
    } else if fields.count == before {
      fields.append(RecordField(key: key, value: "{}"))
    }
  }

  /// A value as one card line: `summary(of:kind:depth:)` for scalars and objects; an array as its
  /// elements joined by ", " (strings decoded, an object by its name (see `elementName`), a nested array
  /// as `[N]`), at most `listedElements` of them then `… (N)`, and `[]` when empty.
  /// - Complexity: O(length of the value).
  func displayValue(of range: Range<Int>, kind: JSONValueKind, depth: Int) -> String {
    guard kind == .array else { return summary(of: range, kind: kind, depth: depth) }
    var scanner = JSONScanner(bytes: bytes, range: range)
    var parts: [String] = []
    var count = 0
    let walked: Void? = try? scanner.forEachElement(depth: depth + 1) {
      (scanner: inout JSONScanner) throws(JSONSyntaxError) in
      let start = scanner.position
      let elementKind = try scanner.skipValue(depth: depth + 1)
      count += 1
      guard parts.count < Self.listedElements, elementKind != .null else { return }
      let element = start..<scanner.position
      switch elementKind {
      case .object: parts.append(scanner.elementName(in: element, depth: depth + 1) ?? "{…}")
      default: parts.append(scanner.summary(of: element, kind: elementKind, depth: depth + 1))
      }
    }
    guard walked != nil else { return "[…]" }
    if count == 0 { return "[]" }
    return parts.joined(separator: ", ")
      + (count > parts.count && parts.count == Self.listedElements ? ", … (\(count))" : "")
  }

  /// The first string in the objects nested in the object at `range`, depth first and in order,
  /// down to `nestedKeyLevels` keys; nil when there is none.
  /// - Parameter level: how many keys lead to the object at `range` (0 for a record).
  func firstNestedString(in range: Range<Int>, depth: Int, level: Int) -> ScannedFields.Field? {
    var scanner = JSONScanner(bytes: bytes, range: range)
    var found: ScannedFields.Field?
    _ = try? scanner.forEachMember(depth: depth + 1) { (scanner: inout JSONScanner, _) throws(JSONSyntaxError) in
      let start = scanner.position
      let kind = try scanner.skipValue(depth: depth + 1)
      guard found == nil else { return }
      if kind == .string && level > 0 {
        found = ScannedFields.Field(rank: 0, range: start..<scanner.position, kind: kind)
      } else if kind == .object && level + 1 < Self.nestedKeyLevels {
        found = scanner.firstNestedString(in: start..<scanner.position, depth: depth + 1, level: level + 1)
      }
    }
    return found
  }

  /// What names the object at `range` in a list: its first of `FieldKinds.namingKeys` that
  /// holds a string or number, else its first string that is neither an id (`id`, `node_id`, `user_id`) nor a
  /// URL (a key ending in `url` or `href`, or an `http://`/`https://` value), else its first
  /// string; nil when it has no string. GitHub's labels carry `node_id` before `name`.
  /// - Complexity: O(length of the object).
  func elementName(in range: Range<Int>, depth: Int) -> String? {
    var scanner = JSONScanner(bytes: bytes, range: range)
    var named: (rank: Int, text: String)?
    var plain: String?
    var first: String?
    _ = try? scanner.forEachMember(depth: depth + 1) { (scanner: inout JSONScanner, key) throws(JSONSyntaxError) in
      let start = scanner.position
      let kind = try scanner.skipValue(depth: depth + 1)
      guard kind == .string || kind == .number else { return }
      let name =
        key.hasEscapes ? scanner.decodeString(key.content) : String(decoding: scanner.bytes[key.content], as: UTF8.self)
      let text =
        kind == .string
        ? scanner.decodeString((start + 1)..<(scanner.position - 1))
        : String(decoding: scanner.bytes[start..<scanner.position], as: UTF8.self)
      if let rank = FieldKinds.namingRank(name), named == nil || rank < named!.rank {
        named = (rank, text)
      }
      guard kind == .string else { return }
      if first == nil { first = text }
      if plain == nil, !FieldKinds.isIdentifier(name), !FieldKinds.isLink(name: name, value: text) { plain = text }
    }
    return named?.text ?? plain ?? first
  }

  /// The first string member's value of the object at `range`, nil when it has none.
  func firstString(in range: Range<Int>, depth: Int) -> String? {
    var scanner = JSONScanner(bytes: bytes, range: range)
    var found: String?
    _ = try? scanner.forEachMember(depth: depth + 1) { (scanner: inout JSONScanner, _) throws(JSONSyntaxError) in
      let start = scanner.position
      let kind = try scanner.skipValue(depth: depth + 1)
      if found == nil, kind == .string { found = scanner.decodeString((start + 1)..<(scanner.position - 1)) }
    }
    return found
  }
}
