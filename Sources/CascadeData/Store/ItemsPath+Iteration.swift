extension ItemsPath {
  /// Calls `body` with the byte range of each value the path reaches from the value at `root`, in
  /// document order. The steps before the first `[]` must lead somewhere (an error names the first
  /// that does not, as `resolve` does); after it, an element the rest of the path does not fit is
  /// skipped, as jq's `.[]?.data?` would, and a `null` it reaches is no card.
  /// - Complexity: O(bytes of the document walked).
  func forEachValue(
    in buffer: UnsafeBufferPointer<UInt8>, root: Int, _ body: (Range<Int>) throws(JSONSyntaxError) -> Void
  ) throws(JSONSyntaxError) {
    guard let first = components.firstIndex(of: .each) else { return }
    let prefix = ItemsPath(components: Array(components[..<first]))
    let start: Int
    switch try prefix.resolve(in: buffer, root: root) {
    case .array(let position), .object(let position): start = position
    case .iterated: return
    }
    try walk(buffer, at: start, components[first...], depth: first, body)
  }

  private func walk(
    _ buffer: UnsafeBufferPointer<UInt8>, at position: Int, _ rest: ArraySlice<Component>, depth: Int,
    _ body: (Range<Int>) throws(JSONSyntaxError) -> Void
  ) throws(JSONSyntaxError) {
    var scanner = JSONScanner(bytes: buffer, range: position..<buffer.count)
    guard let step = rest.first else {
      if scanner.current == UInt8(ascii: "n") { return }
      _ = try scanner.skipValue(depth: depth)
      try body(position..<scanner.position)
      return
    }
    let next = rest.dropFirst()
    let kind = JSONValueKind(firstByte: scanner.current ?? 0)
    switch step {
    case .each:
      if kind == .array {
        try scanner.forEachElement(depth: depth + 1) { (scanner: inout JSONScanner) throws(JSONSyntaxError) in
          let element = scanner.position
          _ = try scanner.skipValue(depth: depth + 1)
          try walk(buffer, at: element, next, depth: depth + 1, body)
        }
      } else if kind == .object {
        try scanner.forEachMember(depth: depth + 1) { (scanner: inout JSONScanner, _) throws(JSONSyntaxError) in
          let value = scanner.position
          _ = try scanner.skipValue(depth: depth + 1)
          try walk(buffer, at: value, next, depth: depth + 1, body)
        }
      }
    case .key(let key):
      guard kind == .object else { return }
      var found: Int?
      try scanner.forEachMember(depth: depth + 1) { (scanner: inout JSONScanner, name) throws(JSONSyntaxError) in
        if scanner.decodeString(name.content) == key { found = scanner.position }
        _ = try scanner.skipValue(depth: depth + 1)
      }
      if let found { try walk(buffer, at: found, next, depth: depth + 1, body) }
    case .index(let wanted):
      guard kind == .array else { return }
      var found: Int?
      var count = 0
      try scanner.forEachElement(depth: depth + 1) { (scanner: inout JSONScanner) throws(JSONSyntaxError) in
        if count == wanted { found = scanner.position }
        count += 1
        _ = try scanner.skipValue(depth: depth + 1)
      }
      if let found { try walk(buffer, at: found, next, depth: depth + 1, body) }
    }
  }
}
