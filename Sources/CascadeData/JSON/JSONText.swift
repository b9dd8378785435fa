/// Writing JSON text: quoting strings for the demo's `original` lines, and compacting an input
/// element to one line while keeping its bytes.
public enum JSONText {
  /// `value` as a JSON string literal, escaping only what JSON requires: quote, backslash and control
  /// characters (as `\n`, `\t`, ... or `\u00XX`). Non-ASCII text stays as it is.
  /// - Complexity: O(length of `value`).
  public static func quoted(_ value: String) -> String {
    var text = "\""
    text.reserveCapacity(value.utf8.count + 2)
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{08}": text += "\\b"
      case "\u{0C}": text += "\\f"
      case "\u{00}"..."\u{1F}": text += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
    return text
  }

  /// The JSON text in `bytes[range]` with every whitespace byte outside strings removed, so a
  /// pretty-printed element prints as one line; everything else, escapes, key order and number
  /// spelling included, is kept byte for byte. The text must have passed `JSONScanner`.
  ///
  /// Invalid UTF-8 bytes (inside strings) become U+FFFD, as a Swift `String` must be valid Unicode.
  /// - Complexity: O(range.count), one allocation.
  static func compact(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    String(unsafeUninitializedCapacity: range.count) { compact(bytes, range, into: $0) }
  }

  /// The compact text of `bytes[range]` for a record's `original`, and its bytes too when they are
  /// not valid UTF-8. Whitespace outside strings is ASCII, so the compact bytes are valid exactly
  /// when the input range is.
  /// - Complexity: O(range.count).
  static func compactOriginal(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (
    text: String, bytes: [UInt8]?
  ) {
    let text = compact(bytes, range)
    guard !Record.isValidUTF8(UnsafeBufferPointer(rebasing: bytes[range])) else { return (text, nil) }
    return (text, [UInt8](unsafeUninitializedCapacity: range.count) { $1 = compact(bytes, range, into: $0) })
  }

  /// Writes the compact form of `bytes[range]` into `output` (at least `range.count` long) and
  /// returns how many bytes it wrote.
  private static func compact(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into output: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    var count = 0
    var inString = false
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = bytes[index]
      index += 1
      if inString {
        output[count] = byte
        count += 1
        if byte == UInt8(ascii: "\\"), index < range.upperBound {
          output[count] = bytes[index]
          count += 1
          index += 1
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else if byte != 0x20 && byte != 0x0A && byte != 0x0D && byte != 0x09 {
        output[count] = byte
        count += 1
        if byte == UInt8(ascii: "\"") { inString = true }
      }
    }
    return count
  }
}
