extension JSONScanner {
  /// The record for the value at `position`, an array element or an NDJSON line: an object is mapped
  /// through `matcher` (every field summarised into `Record.fields`), a string becomes the title;
  /// with `acceptsScalars` (an array element) a number, boolean, null or array becomes a card titled
  /// with its JSON text, else it is an error ("object expected, found number").
  /// - Parameter original: makes the `original` text from the value's byte range, and its bytes
  ///   when they are not valid UTF-8.
  /// - Complexity: O(length of the value).
  mutating func scanElementRecord(
    depth: Int, matcher: FieldMatcher, acceptsScalars: Bool = false,
    original: (Range<Int>) -> (text: String, bytes: [UInt8]?)
  ) throws(JSONSyntaxError) -> Record {
    let start = position
    guard let byte = current, let kind = JSONValueKind(firstByte: byte) else {
      try skipValue(depth: depth)  // throws the right "expected a value" or end-of-input error
      throw error("expected a value", at: start)
    }
    switch kind {
    case .object:
      let fields = try scanRecordFields(depth: depth, matcher: matcher, collecting: true)
      return record(from: fields, object: start..<position, original: original(start..<position))
    case .string:
      let token = try scanString()
      let text = original(start..<position)
      return Record(title: decodeString(token.content), original: text.text, originalBytes: text.bytes)
    default:
      guard acceptsScalars else { throw error("object expected, found \(kind.name)", at: start) }
      try skipValue(depth: depth)
      let text = original(start..<position)
      return Record(title: text.text, original: text.text, originalBytes: text.bytes)
    }
  }

  /// Checks the value at `position` the way `scanElementRecord` reads it and moves past it, noting
  /// only its aspect ratio: the loading pass, which allocates nothing.
  /// - Returns: the aspect ratio, nil for none.
  /// - Complexity: O(length of the value).
  @inline(__always)
  mutating func scanElementSizing(depth: Int, matcher: FieldMatcher, acceptsScalars: Bool) throws(JSONSyntaxError)
    -> Double?
  {
    let start = position
    guard let byte = current, let kind = JSONValueKind(firstByte: byte) else {
      try skipValue(depth: depth)
      throw error("expected a value", at: start)
    }
    switch kind {
    case .object: return try scanObjectSizing(depth: depth, matcher: matcher)
    case .string: _ = try scanString()
    default:
      guard acceptsScalars else { throw error("object expected, found \(kind.name)", at: start) }
      try skipValue(depth: depth)
    }
    return nil
  }
}

extension JSONScanner {
  /// Scans the object at `position` (which must be `{`) and moves past it, keeping only the size
  /// fields (`ScannedFields`' rules for width, height and aspect): the loading pass's share of
  /// `scanRecordFields`, with nothing to copy or release per object.
  /// - Returns: the aspect ratio, nil for none.
  /// - Complexity: O(length of the object), no allocation.
  mutating func scanObjectSizing(depth: Int, matcher: FieldMatcher) throws(JSONSyntaxError) -> Double? {
    var fields = ScannedSizes()
    try forEachMember(depth: depth + 1) { (scanner: inout JSONScanner, key) throws(JSONSyntaxError) in
      let start = scanner.position
      let kind = try scanner.skipValue(depth: depth + 1)
      if let match = matcher.sizeMatch(key, in: scanner) {
        fields.offer(
          ScannedFields.Field(rank: match.rank, range: start..<scanner.position, kind: kind), for: match.role)
      }
    }
    return aspectRatio(width: fields.width, height: fields.height, aspect: fields.aspect)
  }
}

/// The size fields of one object, kept as `ScannedFields.offer` keeps them.
struct ScannedSizes {
  var width: ScannedFields.Field?
  var height: ScannedFields.Field?
  var aspect: ScannedFields.Field?

  @inline(__always)
  mutating func offer(_ field: ScannedFields.Field, for role: FieldMatcher.Role) {
    guard field.kind != .null else { return }
    func better(_ held: ScannedFields.Field?) -> Bool { held.map { field.rank <= $0.rank } ?? true }
    switch role {
    case .width: if better(width) { width = field }
    case .height: if better(height) { height = field }
    case .aspect: if better(aspect) { aspect = field }
    case .title, .text: break
    }
  }
}
