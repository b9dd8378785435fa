/// A JSON text laid out one member or element per line, indented, for reading a whole record on
/// screen. Strings, numbers and key order stay exactly as written; only whitespace outside strings
/// changes.
public enum JSONIndentation {
  /// The lines of `text` indented by `indent` spaces per level, or nil when `text` is not one
  /// JSON object or array (a text line, a scalar, or malformed), which the caller shows as it is.
  /// - Complexity: O(n) in the text's length.
  public static func lines(of text: String, indent: Int = 2) -> [String]? {
    var utf8 = Array(text.utf8)
    let valid = utf8.withUnsafeBufferPointer { bytes -> Bool in
      var scanner = JSONScanner(bytes: bytes, range: 0..<bytes.count)
      scanner.skipWhitespace()
      guard let first = scanner.current, first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { return false }
      do throws(JSONSyntaxError) {
        try scanner.skipValue(depth: 0)
      } catch {
        return false
      }
      scanner.skipWhitespace()
      return scanner.isAtEnd
    }
    guard valid else { return nil }
    utf8.append(0x20)  // a sentinel, so looking one byte ahead needs no bounds check
    var lines: [String] = []
    var line: [UInt8] = []
    var depth = 0
    var index = 0
    func newLine() {
      lines.append(String(decoding: line, as: UTF8.self))
      line = Array(repeating: 0x20, count: depth * indent)
    }
    func nextSignificant(after position: Int) -> UInt8? {
      var next = position + 1
      while next < utf8.count - 1, [0x20, 0x0A, 0x0D, 0x09].contains(utf8[next]) { next += 1 }
      return next < utf8.count - 1 ? utf8[next] : nil
    }
    while index < utf8.count - 1 {
      let byte = utf8[index]
      switch byte {
      case UInt8(ascii: "\""):
        // A string, escapes and all, copied as written.
        line.append(byte)
        index += 1
        while index < utf8.count - 1 {
          let inner = utf8[index]
          line.append(inner)
          index += 1
          if inner == UInt8(ascii: "\\") {
            line.append(utf8[index])
            index += 1
          } else if inner == UInt8(ascii: "\"") {
            break
          }
        }
        continue
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
        line.append(byte)
        if nextSignificant(after: index) == close {
          // An empty container stays on its line: `{}`, `[]`.
          line.append(close)
          var next = index + 1
          while utf8[next] != close { next += 1 }
          index = next + 1
          continue
        }
        depth += 1
        newLine()
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        newLine()
        line.append(byte)
      case UInt8(ascii: ","):
        line.append(byte)
        newLine()
      case UInt8(ascii: ":"):
        line.append(contentsOf: [UInt8(ascii: ":"), 0x20])
      case 0x20, 0x0A, 0x0D, 0x09:
        break
      default:
        line.append(byte)
      }
      index += 1
    }
    if !line.allSatisfy({ $0 == 0x20 }) { newLine() }
    return lines
  }
}
