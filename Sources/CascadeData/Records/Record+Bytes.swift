extension Record {
  /// The bytes the command prints for this record: the input's own bytes, invalid UTF-8 included.
  /// - Complexity: O(length of the original text).
  public var printedBytes: [UInt8] { originalBytes ?? Array(original.utf8) }

  /// The `original` text for `bytes` and, only when they are not valid UTF-8, the bytes themselves.
  /// - Complexity: O(bytes.count); ASCII is checked a byte at a time without decoding.
  static func originalText(of bytes: UnsafeBufferPointer<UInt8>) -> (text: String, bytes: [UInt8]?) {
    let text = String(decoding: bytes, as: UTF8.self)
    return (text, isValidUTF8(bytes) ? nil : Array(bytes))
  }

  /// True when `bytes` are well-formed UTF-8 (no stray continuation bytes, overlong forms,
  /// surrogates or truncated sequences). Allocates nothing.
  /// - Complexity: O(bytes.count).
  static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if !bytes.contains(where: { $0 >= 0x80 }) { return true }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }
}
