/// Where a scanned string's content lies (between the quotes) and whether it needs unescaping.
struct JSONStringToken {
  var content: Range<Int>
  var hasEscapes: Bool
}

extension JSONScanner {
  /// Checks the string at `position` (which must be `"`) and moves past its closing quote.
  ///
  /// Control characters must be escaped, as JSON requires; that also keeps an element's printed
  /// `original` on one line. A line break inside a string is reported as an unterminated string at
  /// its opening quote, which is where the user has to look.
  /// - Complexity: O(length of the string).
  mutating func scanString() throws(JSONSyntaxError) -> JSONStringToken {
    let open = position
    position += 1
    var hasEscapes = false
    while position < end {
      skipPlainStringBytes()
      guard position < end else { break }
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        return JSONStringToken(content: (open + 1)..<(position - 1), hasEscapes: hasEscapes)
      }
      if byte == UInt8(ascii: "\\") {
        hasEscapes = true
        try scanEscape(stringStart: open)
      } else if byte < 0x20 {
        if byte == 0x0A || byte == 0x0D { throw error("unterminated string", at: open) }
        throw error("control character \(describeCharacter(at: position)) must be escaped in a string")
      } else {
        position += 1
      }
    }
    throw error("unterminated string", at: open)
  }

  /// Moves past the string bytes at `position` that need no attention (not a quote, a backslash or
  /// a control character), eight at a time: most of a string is such bytes. In a word that holds
  /// one, the test's lowest flagged byte is always a true one (a wrong flag can only follow a true
  /// one, through the subtraction's borrow), so the scan stops exactly there.
  @inline(__always)
  private mutating func skipPlainStringBytes() {
    guard let base = bytes.baseAddress else { return }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    while position + 8 <= end {
      let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
      let quote = word ^ (ones &* 0x22)
      let backslash = word ^ (ones &* 0x5C)
      let special = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
      let flagged = special & highs
      if flagged != 0 {
        position += flagged.trailingZeroBitCount >> 3
        return
      }
      position += 8
    }
  }

  /// Checks the escape at `position` (a backslash) and moves past it.
  private mutating func scanEscape(stringStart: Int) throws(JSONSyntaxError) {
    guard position + 1 < end else { throw error("unterminated string", at: stringStart) }
    switch bytes[position + 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
      UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      position += 2
    case UInt8(ascii: "u"):
      for offset in (position + 2)..<(position + 6) {
        guard offset < end else { throw error("unterminated string", at: stringStart) }
        guard Self.hexValue(bytes[offset]) != nil else {
          throw error("invalid escape \\u: expected 4 hex digits, found \(describeCharacter(at: offset))", at: offset)
        }
      }
      position += 6
    default:
      let escaped = bytes[position + 1]
      let shown =
        escaped >= 0x21 && escaped < 0x7F
        ? String(Character(Unicode.Scalar(escaped)))
        : " followed by \(describeCharacter(at: position + 1))"
      throw error("invalid escape \\\(shown)")
    }
  }

  static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// The four hex digits at `offset` as a number; the scanner has checked they are hex digits.
  private func hex4(at offset: Int) -> UInt32 {
    var value: UInt32 = 0
    for index in offset..<(offset + 4) { value = value << 4 | (Self.hexValue(bytes[index]) ?? 0) }
    return value
  }

  /// The text of a string that `scanString` accepted, given the range between its quotes.
  ///
  /// `\uD83C\uDF0A` pairs become one scalar; a lone surrogate, which no Unicode text can hold,
  /// becomes U+FFFD, as do invalid UTF-8 bytes, so a bad byte costs one character, not the file.
  /// - Complexity: O(length of the string).
  func decodeString(_ content: Range<Int>) -> String {
    let raw = UnsafeBufferPointer(rebasing: bytes[content])
    guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(content.count)
    var index = content.lowerBound
    while index < content.upperBound {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\\") else {
        decoded.append(byte)
        index += 1
        continue
      }
      let escaped = bytes[index + 1]
      index += 2
      switch escaped {
      case UInt8(ascii: "b"): decoded.append(0x08)
      case UInt8(ascii: "f"): decoded.append(0x0C)
      case UInt8(ascii: "n"): decoded.append(0x0A)
      case UInt8(ascii: "r"): decoded.append(0x0D)
      case UInt8(ascii: "t"): decoded.append(0x09)
      case UInt8(ascii: "u"):
        var code = hex4(at: index)
        index += 4
        if (0xD800..<0xDC00).contains(code), index + 6 <= content.upperBound,
          bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        {
          let low = hex4(at: index + 2)
          if (0xDC00..<0xE000).contains(low) {
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            index += 6
          }
        }
        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
        decoded.append(contentsOf: scalar.utf8)
      default: decoded.append(escaped)
      }
    }
    return String(decoding: decoded, as: UTF8.self)
  }
}
