extension JSONScanner {
  /// Checks the number at `position` against JSON's grammar and moves past it:
  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  ///
  /// The number is not converted: records keep a number's spelling (for `original` and for a number
  /// used as a title), and only a size field is ever turned into a `Double`.
  /// - Complexity: O(length of the number).
  mutating func scanNumber() throws(JSONSyntaxError) {
    let start = position
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    guard let first = current else { throw unexpectedEnd }
    if first == UInt8(ascii: "0") {
      position += 1
      if let next = current, Self.isDigit(next) {
        throw error("invalid number: leading zeros are not allowed", at: start)
      }
    } else if Self.isDigit(first) {
      skipDigits()
    } else {
      throw error("invalid number: expected a digit after '-', found \(describeCharacter(at: position))")
    }
    if current == UInt8(ascii: ".") {
      position += 1
      try requireDigits(after: "'.'")
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      try requireDigits(after: "the exponent's 'e'")
    }
  }

  @inline(__always) static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func skipDigits() {
    while let byte = current, Self.isDigit(byte) { position += 1 }
  }

  private mutating func requireDigits(after what: String) throws(JSONSyntaxError) {
    guard let byte = current else { throw unexpectedEnd }
    guard Self.isDigit(byte) else {
      throw error("invalid number: expected a digit after \(what), found \(describeCharacter(at: position))")
    }
    skipDigits()
  }
}
