extension Record {
  /// The lowercased "title\nbody" (or just the title when there is no body) used for filtering.
  ///
  /// Loading a million lines computes this a million times, so ASCII text, the common case, takes a
  /// byte-wise path that reuses the title's storage when it is already lowercase; other text goes
  /// through `String.lowercased()`, which knows Unicode case mapping.
  /// - Complexity: O(n) in the length of title and body.
  static func searchText(title: String, body: String) -> String {
    let joined = body.isEmpty ? title : title + "\n" + body
    var hasUppercase = false
    for byte in joined.utf8 {
      if byte >= 0x80 { return joined.lowercased() }
      if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { hasUppercase = true }
    }
    guard hasUppercase else { return joined }
    let utf8 = joined.utf8
    return String(unsafeUninitializedCapacity: utf8.count) { buffer in
      var index = 0
      for byte in utf8 {
        buffer[index] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
        index += 1
      }
      return index
    }
  }
}
