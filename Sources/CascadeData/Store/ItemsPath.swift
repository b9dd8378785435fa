/// A jq-style path to the collection inside a JSON document: `.data.children`, `.results`,
/// `.["odd key"]`, `.pages[0].items`, `.data.children[].data` (jq's `[]`: the cards are what the rest
/// of the path reaches from each element), or `.` for the top level.
public struct ItemsPath: Equatable, Sendable {
  /// One step of a path.
  public enum Component: Equatable, Sendable {
    /// An object's member: `.name`, `."odd key"`, `["odd key"]`.
    case key(String)
    /// An array's element, from 0: `[2]`.
    case index(Int)
    /// Every element of an array (or value of an object), jq's `[]`: the rest of the path is
    /// followed from each, and each value it reaches is a card.
    case each
  }

  /// The steps from the top level; empty for `.`.
  public var components: [Component]

  /// A path of the given steps.
  public init(components: [Component]) {
    self.components = components
  }

  /// Parses `text`; nil when it is not a path (the reason in `syntaxError(in:)`).
  /// Keys are `.name` (letters, digits, `_`, `-` and non-ASCII), `."quoted"` or `["quoted"]`;
  /// indices are `[N]`.
  public init?(_ text: String) {
    guard let components = Self.parse(Array(text.utf8)) else { return nil }
    self.components = components
  }

  /// Why `text` is not a path, for the message the command prints.
  public static func syntaxError(in text: String) -> String {
    "'\(text)' is not a path like .data.items, .results or .pages[0].items"
  }

  /// The path as jq writes it.
  public var description: String {
    let text = components.map { component in
      switch component {
      case .key(let key): Self.component(key: key)
      case .index(let index): "[\(index)]"
      case .each: "[]"
      }
    }.joined()
    return text.isEmpty ? "." : text
  }

  /// `.key` for a plain name, `."key"` (JSON-quoted) for anything else.
  static func component(key: String) -> String {
    let plain =
      !key.isEmpty && key.utf8.allSatisfy { isNameByte($0) } && !(key.utf8.first.map(JSONScanner.isDigit) ?? false)
    return plain ? "." + key : "." + JSONText.quoted(key)
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    JSONScanner.isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte >= 0x80
  }

  private static func parse(_ bytes: [UInt8]) -> [Component]? {
    var components: [Component] = []
    var index = 0
    guard bytes.first == UInt8(ascii: ".") || bytes.first == UInt8(ascii: "[") else { return nil }
    if bytes == [UInt8(ascii: ".")] { return [] }
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: ".") {
        index += 1
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "[") { continue }
        if bytes[index] == UInt8(ascii: "\"") {
          guard let (key, next) = quoted(bytes, at: index) else { return nil }
          components.append(.key(key))
          index = next
        } else {
          let start = index
          while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
          guard index > start else { return nil }
          components.append(.key(String(decoding: bytes[start..<index], as: UTF8.self)))
        }
      } else if bytes[index] == UInt8(ascii: "[") {
        index += 1
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "]") {
          components.append(.each)
          index += 1
          continue
        }
        if bytes[index] == UInt8(ascii: "\"") {
          guard let (key, next) = quoted(bytes, at: index) else { return nil }
          components.append(.key(key))
          index = next
        } else {
          let start = index
          while index < bytes.count, JSONScanner.isDigit(bytes[index]) { index += 1 }
          guard index > start, index - start <= 12 else { return nil }
          components.append(.index(Int(String(decoding: bytes[start..<index], as: UTF8.self)) ?? 0))
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "]") else { return nil }
        index += 1
      } else {
        return nil
      }
    }
    return components
  }

  /// The JSON string starting at `start` (a quote), decoded, and the offset after it.
  private static func quoted(_ bytes: [UInt8], at start: Int) -> (String, Int)? {
    bytes.withUnsafeBufferPointer { buffer in
      var scanner = JSONScanner(bytes: buffer, range: start..<buffer.count)
      guard let token = try? scanner.scanString() else { return nil }
      return (scanner.decodeString(token.content), scanner.position)
    }
  }
}

extension ItemsPath {
  /// What the path leads to in a checked document.
  enum Target {
    case array(start: Int)
    case object(start: Int)
    /// The path has `[]`: its values are found by `forEachValue(in:root:_:)`.
    case iterated
  }

  /// Follows the path from the value at `root` in `buffer`, which `DocumentOutline` has checked.
  /// - Throws: an error without position naming the first step that leads nowhere.
  /// - Complexity: O(bytes before the target).
  func resolve(in buffer: UnsafeBufferPointer<UInt8>, root: Int) throws(JSONSyntaxError) -> Target {
    var scanner = JSONScanner(bytes: buffer, range: root..<buffer.count)
    var walked = ItemsPath(components: [])
    for component in components {
      let here = walked.description
      let kind = JSONValueKind(firstByte: scanner.current ?? 0)
      walked.components.append(component)
      switch component {
      case .each: return .iterated
      case .key(let key):
        guard kind == .object else {
          throw .withoutPosition("--items \(description): \(here) is \(Self.article(kind)), not an object")
        }
        var found: Int?
        try scanner.forEachMember(depth: 1) { (scanner: inout JSONScanner, name) throws(JSONSyntaxError) in
          if scanner.decodeString(name.content) == key { found = scanner.position }
          try scanner.skipValue(depth: 1)
        }
        guard let found else {
          throw .withoutPosition("--items \(description): \(here) has no field \(JSONText.quoted(key))")
        }
        scanner.position = found
      case .index(let wanted):
        guard kind == .array else {
          throw .withoutPosition("--items \(description): \(here) is \(Self.article(kind)), not an array")
        }
        var found: Int?
        var count = 0
        try scanner.forEachElement(depth: 1) { (scanner: inout JSONScanner) throws(JSONSyntaxError) in
          if count == wanted { found = scanner.position }
          count += 1
          try scanner.skipValue(depth: 1)
        }
        guard let found else {
          throw .withoutPosition(
            "--items \(description): \(here) has \(count) element\(count == 1 ? "" : "s"), no [\(wanted)]")
        }
        scanner.position = found
      }
    }
    switch JSONValueKind(firstByte: scanner.current ?? 0) {
    case .array?: return .array(start: scanner.position)
    case .object?: return .object(start: scanner.position)
    case let kind:
      throw .withoutPosition(
        "--items \(description) is \(Self.article(kind)), not an array of items or an object of them")
    }
  }

  private static func article(_ kind: JSONValueKind?) -> String {
    switch kind {
    case .array?: "an array"
    case .object?: "an object"
    case let kind?: "a \(kind.name)"
    case nil: "nothing"
    }
  }
}
