/// A 1-based line and column in an input, as editors show them.
struct InputPosition: Equatable {
  var line: Int
  var column: Int

  /// The position of byte `offset` of `bytes`. Lines end at `\n` (so CRLF counts once); the column
  /// counts Unicode scalars, not bytes, so an error after Chinese text points where an editor would.
  /// A UTF-8 byte order mark at the start of the input is not counted.
  /// - Complexity: O(offset).
  init(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
    let offset = min(max(offset, 0), bytes.count)
    var line = 1
    var lineStart = 0
    for index in 0..<offset where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    if lineStart == 0, offset >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { lineStart = 3 }
    var column = 1
    for index in lineStart..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
    self.line = line
    self.column = column
  }
}
