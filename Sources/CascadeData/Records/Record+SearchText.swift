extension Record {
  /// The lowercased "title\nbody" (or just the title when there is no body) used for filtering.
  ///
  /// Loading a million lines computes this a million times, and `String.lowercased()` costs about
  /// a microsecond per line once a line holds any non-ASCII character, so this walks the UTF-8
  /// bytes instead: ASCII is lowercased byte by byte, other characters are copied unless their
  /// Unicode properties say they change, and only then does it fall back to `lowercased()`. Text that
  /// is already lowercase (CJK, digits, emoji) shares the title's storage and allocates nothing.
  /// - Complexity: O(n) in the length of title and body.
  static func searchText(title: String, body: String) -> String {
    let joined = body.isEmpty ? title : title + "\n" + body
    let fast = joined.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      var hasUppercase = false
      var index = 0
      while index < bytes.count {
        let lead = bytes[index]
        if lead < 0x80 {
          if lead >= 0x41 && lead <= 0x5A { hasUppercase = true }
          index += 1
          continue
        }
        let (scalar, length) = decodeScalar(bytes, at: index)
        if scalar.properties.changesWhenLowercased { return nil }
        index += length
      }
      guard hasUppercase else { return joined }
      return String(unsafeUninitializedCapacity: bytes.count) { output in
        for (offset, byte) in bytes.enumerated() { output[offset] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
        return bytes.count
      }
    }
    return (fast ?? nil) ?? joined.lowercased()
  }

  /// The scalar whose valid UTF-8 encoding starts at `index`, and the encoding's length in bytes.
  private static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
    let lead = UInt32(bytes[index])
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    guard index + length <= bytes.count else { return ("\u{FFFD}", bytes.count - index) }
    var value = lead & (0x7F >> length)
    for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
    return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
  }
}
