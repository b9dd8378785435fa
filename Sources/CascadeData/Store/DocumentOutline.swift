/// One walk over a whole JSON document that checks it and finds where its collection is: the
/// largest array of objects anywhere inside, and whether the top level is an object of objects.
///
/// The walk keeps its own stack instead of recursing, so no depth of nesting can overflow the
/// thread's stack; nesting beyond `JSONScanner.maxDepth` is an error, as everywhere else.
struct DocumentOutline {
  /// An array whose elements are all objects, with at least one.
  struct ObjectArray {
    /// The offset of its `[`.
    var start: Int
    var count: Int
    /// Where it is, jq-style: `.data.children`, `.results[0].items`.
    var path: String
  }

  /// The array of objects with the most elements (the first of equals).
  var largestObjectArray: ObjectArray?
  /// The top-level value's first byte's offset and its end.
  var root: Range<Int>
  /// For a top-level object: how many members it has, and whether every value is an object.
  var topLevelMembers = 0
  var topLevelValuesAreObjects = true

  private enum Frame {
    case object(key: Range<Int>?, members: Int, allObjects: Bool)
    case array(start: Int, count: Int, allObjects: Bool)
  }

  /// Walks the value at `start` in `buffer` to its end; only whitespace may follow it.
  /// - Complexity: O(buffer.count - start); memory O(depth).
  init(_ buffer: UnsafeBufferPointer<UInt8>, start: Int) throws(JSONSyntaxError) {
    var scanner = JSONScanner(bytes: buffer, range: start..<buffer.count)
    var stack: [Frame] = []
    var largest: ObjectArray?
    var finishedKind: JSONValueKind
    var topMembers = 0
    var topAllObjects = true
    scanning: while true {
      // A value starts at `scanner.position`.
      scanner.skipWhitespace()
      guard let byte = scanner.current else { throw scanner.unexpectedEnd }
      guard let kind = JSONValueKind(firstByte: byte) else {
        throw scanner.error("expected a value, found \(scanner.describeCharacter(at: scanner.position))")
      }
      switch kind {
      case .object, .array:
        guard stack.count < JSONScanner.maxDepth else {
          throw scanner.error("nesting deeper than \(JSONScanner.maxDepth) levels")
        }
        let open = scanner.position
        scanner.position += 1
        scanner.skipWhitespace()
        if kind == .object {
          if scanner.current == UInt8(ascii: "}") {
            scanner.position += 1
            finishedKind = .object
          } else {
            let key = try Self.scanKey(&scanner)
            stack.append(.object(key: key, members: 0, allObjects: true))
            continue scanning
          }
        } else if scanner.current == UInt8(ascii: "]") {
          scanner.position += 1
          finishedKind = .array
        } else {
          stack.append(.array(start: open, count: 0, allObjects: true))
          continue scanning
        }
      default:
        try scanner.skipValue(depth: stack.count)
        finishedKind = kind
      }
      // A value of `finishedKind` has ended: count it in its container, then close containers.
      while true {
        guard var frame = stack.popLast() else { break scanning }
        switch frame {
        case .object(let key, let members, let allObjects):
          frame = .object(key: key, members: members + 1, allObjects: allObjects && finishedKind == .object)
        case .array(let open, let count, let allObjects):
          frame = .array(start: open, count: count + 1, allObjects: allObjects && finishedKind == .object)
        }
        scanner.skipWhitespace()
        guard let separator = scanner.current else { throw scanner.unexpectedEnd }
        switch frame {
        case .object(_, let members, let allObjects):
          if separator == UInt8(ascii: ",") {
            scanner.position += 1
            scanner.skipWhitespace()
            let key = try Self.scanKey(&scanner)
            stack.append(.object(key: key, members: members, allObjects: allObjects))
            continue scanning
          }
          guard separator == UInt8(ascii: "}") else { throw scanner.error("expected ',' or '}' in object") }
          scanner.position += 1
          if stack.isEmpty {
            topMembers = members
            topAllObjects = allObjects
          }
          finishedKind = .object
        case .array(let open, let count, let allObjects):
          if separator == UInt8(ascii: ",") {
            scanner.position += 1
            stack.append(.array(start: open, count: count, allObjects: allObjects))
            continue scanning
          }
          guard separator == UInt8(ascii: "]") else { throw scanner.error("expected ',' or ']' after array element") }
          scanner.position += 1
          if allObjects, count > (largest?.count ?? 0) {
            largest = ObjectArray(start: open, count: count, path: Self.path(of: stack, in: scanner))
          }
          finishedKind = .array
        }
      }
    }
    let end = scanner.position
    scanner.skipWhitespace()
    if !scanner.isAtEnd {
      let what = buffer[start] == UInt8(ascii: "[") ? "array" : "value"
      throw scanner.error("trailing characters after the JSON \(what)")
    }
    largestObjectArray = largest
    root = start..<end
    topLevelMembers = topMembers
    topLevelValuesAreObjects = topAllObjects
  }

  /// Reads `"key" :` and leaves the scanner on the value; returns the key's content range.
  private static func scanKey(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> Range<Int> {
    guard let byte = scanner.current else { throw scanner.unexpectedEnd }
    guard byte == UInt8(ascii: "\"") else { throw scanner.error("expected string key in object") }
    let key = try scanner.scanString()
    scanner.skipWhitespace()
    guard let colon = scanner.current else { throw scanner.unexpectedEnd }
    guard colon == UInt8(ascii: ":") else { throw scanner.error("expected ':' after object key") }
    scanner.position += 1
    return key.content
  }

  /// The jq-style path of the value the innermost frame of `stack` is at.
  private static func path(of stack: [Frame], in scanner: JSONScanner) -> String {
    var path = ""
    for frame in stack {
      switch frame {
      case .object(let key, _, _): path += ItemsPath.component(key: scanner.decodeString(key ?? 0..<0))
      case .array(_, let count, _): path += "[\(count)]"
      }
    }
    return path.isEmpty ? "." : path
  }
}
