import Glibc

/// Texts turned once into byte strings that compare as the locale collates them, so sorting a
/// million distinct texts costs `memcmp`s instead of `strcoll`s: `strxfrm` keys under a collating
/// locale, the UTF-8 bytes themselves under C and POSIX (whose collation is byte order, and code
/// point order in `C.UTF-8`).
///
/// The keys of all texts live in one buffer, each also summarised by its first eight bytes as a
/// big-endian integer, so most comparisons are one integer compare.
struct CollationKeys {
  private var bytes: [UInt8] = []
  private var starts: [Int] = [0]
  private var prefixes: [UInt64] = []
  /// Each text's own UTF-8 bytes, for texts whose keys are equal (ties go by bytes).
  private let texts: [String]

  /// The keys of `texts`, made with the current `LC_COLLATE`; `bytewise` forces one way of making
  /// them (tests take both ways in any locale).
  /// - Complexity: O(total length) plus one `strxfrm` per text under a collating locale.
  init(_ texts: [String], bytewise: Bool? = nil) {
    self.texts = texts
    let bytewise = bytewise ?? Self.collatesBytewise
    prefixes.reserveCapacity(texts.count)
    starts.reserveCapacity(texts.count + 1)
    for text in texts {
      let start = bytes.count
      if bytewise {
        bytes.append(contentsOf: text.utf8.prefix { $0 != 0 })
      } else {
        Self.appendTransformed(text, to: &bytes)
      }
      starts.append(bytes.count)
      var prefix: UInt64 = 0
      for i in 0..<8 { prefix = prefix << 8 | UInt64(start + i < bytes.count ? bytes[start + i] : 0) }
      prefixes.append(prefix)
    }
  }

  /// True when the collation of `LC_COLLATE` is byte order: the C and POSIX locales, and C.UTF-8.
  static var collatesBytewise: Bool {
    guard let name = setlocale(LC_COLLATE, nil) else { return true }
    let locale = String(cString: name)
    return locale == "C" || locale == "POSIX" || locale.hasPrefix("C.")
  }

  /// Appends `strxfrm` of `text` (up to its first NUL byte, as `strcoll` reads it).
  private static func appendTransformed(_ text: String, to bytes: inout [UInt8]) {
    text.withCString { source in
      var room = text.utf8.count * 4 + 16
      while true {
        var key = [CChar](repeating: 0, count: room)
        let needed = strxfrm(&key, source, room)
        if needed < room {
          bytes.append(contentsOf: key[0..<needed].map { UInt8(bitPattern: $0) })
          return
        }
        room = needed + 1
      }
    }
  }

  /// True when text `a` collates before text `b`; texts that collate alike by their bytes.
  /// O(key length), mostly O(1).
  func precedes(_ a: Int, _ b: Int) -> Bool {
    if prefixes[a] != prefixes[b] { return prefixes[a] < prefixes[b] }
    let order = bytes.withUnsafeBufferPointer { buffer -> Int32 in
      let lengthA = starts[a + 1] - starts[a], lengthB = starts[b + 1] - starts[b]
      let common = min(lengthA, lengthB)
      let compared = common == 0 ? 0 : memcmp(buffer.baseAddress! + starts[a], buffer.baseAddress! + starts[b], common)
      if compared != 0 { return compared }
      return lengthA == lengthB ? 0 : (lengthA < lengthB ? -1 : 1)
    }
    if order != 0 { return order < 0 }
    return texts[a].utf8.lexicographicallyPrecedes(texts[b].utf8)
  }

  /// The indices of the texts in collation order.
  /// - Complexity: O(n log n) comparisons.
  func sortedIndices() -> [Int] {
    texts.indices.sorted(by: precedes)
  }
}
