/// Where the fields a record needs lie in one scanned object: byte ranges into the input, so only the
/// few values a card shows are ever decoded.
struct ScannedFields {
  /// One candidate value for a role: its rank in the role's list, its byte range and kind.
  struct Field {
    var rank: Int
    var range: Range<Int>
    var kind: JSONValueKind
  }

  var title: Field?
  var text: Field?
  var width: Field?
  var height: Field?
  var aspect: Field?
  /// The first string field no role uses: the title when the object has no title field.
  var firstOtherString: Field?
  /// The first string inside the object's nested objects, depth first, down to the levels a card
  /// spells out: the title of an object whose own fields hold no string (a Kubernetes object's
  /// `metadata.name`). Found only for a card being shown.
  var firstNestedString: Field?
  /// Every top-level field in input order, summarised for display; filled only when the scan is
  /// asked to (a card being shown), so the loading pass allocates nothing.
  var all: [RecordField] = []

  /// Keeps `field` for `role` when it ranks at least as well as the one held; a later duplicate key
  /// replaces an earlier one, as in JavaScript. `null` counts as absent.
  mutating func offer(_ field: Field, for role: FieldMatcher.Role) {
    guard field.kind != .null else { return }
    func better(_ held: Field?) -> Bool { held.map { field.rank <= $0.rank } ?? true }
    switch role {
    case .title: if better(title) { title = field }
    case .text: if better(text) { text = field }
    case .width: if better(width) { width = field }
    case .height: if better(height) { height = field }
    case .aspect: if better(aspect) { aspect = field }
    }
  }
}

extension JSONScanner {
  /// Scans the object at `position` (which must be `{`), noting where the fields `matcher` asks for
  /// lie, and moves past it.
  /// - Parameter depth: how many containers enclose the object.
  /// - Complexity: O(length of the object).
  /// - Parameter collecting: also summarise every field into `all` (see `RecordField`).
  mutating func scanRecordFields(depth: Int, matcher: FieldMatcher, collecting: Bool = false) throws(JSONSyntaxError)
    -> ScannedFields
  {
    var fields = ScannedFields()
    let object = position
    try forEachMember(depth: depth + 1) { (scanner: inout JSONScanner, key) throws(JSONSyntaxError) in
      let start = scanner.position
      let kind = try scanner.skipValue(depth: depth + 1)
      let range = start..<scanner.position
      if collecting {
        scanner.appendFieldLines(
          key: scanner.decodeString(key.content), range: range, kind: kind, depth: depth + 1, level: 1,
          into: &fields.all)
      }
      if let match = matcher.match(key, in: scanner) {
        fields.offer(ScannedFields.Field(rank: match.rank, range: range, kind: kind), for: match.role)
      } else if kind == .string, fields.firstOtherString == nil {
        fields.firstOtherString = ScannedFields.Field(rank: 0, range: range, kind: kind)
      }
    }
    // Paths (`user.login`) fill the title and text of a card being shown; the loading pass reads
    // sizes from top-level fields only.
    if collecting && fields.title == nil && fields.firstOtherString == nil {
      fields.firstNestedString = firstNestedString(in: object..<position, depth: depth, level: 0)
    }
    if collecting {
      for (path, match) in matcher.paths where match.role == .title || match.role == .text {
        if let found = value(at: path, in: object..<position, depth: depth) {
          fields.offer(ScannedFields.Field(rank: match.rank, range: found.range, kind: found.kind), for: match.role)
        }
      }
    }
    return fields
  }

  /// A field's text: a string's decoded content, or any other value's compact JSON.
  func text(of field: ScannedFields.Field) -> String {
    guard field.kind == .string else { return JSONText.compact(bytes, field.range) }
    return decodeString((field.range.lowerBound + 1)..<(field.range.upperBound - 1))
  }

  /// A field's number: a JSON number, or a string holding one ("640"); nil for anything else.
  ///
  /// Plain decimals (the sizes nearly every input has) are converted from the bytes without making
  /// a `String`; anything else (exponents, many digits, escapes) takes `Double(String)`.
  func number(of field: ScannedFields.Field?) -> Double? {
    guard let field else { return nil }
    switch field.kind {
    case .number:
      if let value = Self.plainDecimal(bytes, field.range) { return value }
      return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[field.range]), as: UTF8.self))
    case .string:
      var content = (field.range.lowerBound + 1)..<(field.range.upperBound - 1)
      while let first = content.first, bytes[first] == 0x20 || bytes[first] == 0x09 {
        content = (first + 1)..<content.upperBound
      }
      while let last = content.last, bytes[last] == 0x20 || bytes[last] == 0x09 { content = content.lowerBound..<last }
      if let value = Self.plainDecimal(bytes, content) { return value }
      let text = decodeString((field.range.lowerBound + 1)..<(field.range.upperBound - 1))
      return Double(text.trimmingSpaces)
    default: return nil
    }
  }

  /// The aspect ratio of an object scanned into `fields`: width and height, else the aspect field.
  func aspectRatio(of fields: ScannedFields) -> Double? {
    aspectRatio(width: fields.width, height: fields.height, aspect: fields.aspect)
  }

  /// The aspect ratio from these size fields: width and height, else the aspect field.
  func aspectRatio(width: ScannedFields.Field?, height: ScannedFields.Field?, aspect: ScannedFields.Field?) -> Double? {
    if let width = number(of: width), let height = number(of: height),
      let ratio = Record.aspectRatio(width: width, height: height)
    {
      return ratio
    }
    return number(of: aspect).flatMap(Record.sanitizedAspectRatio)
  }

  /// The record for an object scanned into `fields`, spanning `object` in the input.
  /// The aspect ratio is `aspectRatio(of:)` rounded to the `Float32` the record index keeps, so a
  /// record reads the same whether it came from the index or from its bytes.
  func record(from fields: ScannedFields, object: Range<Int>, original: (text: String, bytes: [UInt8]?)) -> Record {
    let body = fields.text.map { text(of: $0) } ?? ""
    let title: String
    if let field = fields.title ?? fields.firstOtherString ?? fields.firstNestedString {
      title = text(of: field)
    } else {
      title = body.isEmpty ? JSONText.compact(bytes, object) : ""
    }
    let aspect = aspectRatio(of: fields).map { Double(Float32($0)) }
    return Record(
      title: title, body: body, aspectRatio: aspect, original: original.text, originalBytes: original.bytes,
      fields: fields.all)
  }
}
