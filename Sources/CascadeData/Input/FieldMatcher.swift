/// A `FieldMapping` with its names as UTF-8 bytes, so an object key is matched against the raw input
/// without making a `String` for every key of every line.
struct FieldMatcher {
  enum Role: Equatable {
    case title, text, width, height, aspect
  }

  /// A role a key can fill and its rank in that role's list (0 is preferred).
  struct Match {
    var role: Role
    var rank: Int
  }

  private let names: [(bytes: [UInt8], match: Match)]
  /// The names that are paths into nested values (`user.login`, `labels[0].name`), with their roles.
  let paths: [(path: FieldPath, match: Match)]
  /// The size roles' names (width, height, aspect) of at most 8 bytes, each as one little-endian
  /// word, for the loading pass: a key is compared with a word compare, and nothing in here is
  /// reference-counted per key. (An array, not an `InlineArray`: reading an element of a stored
  /// `InlineArray` copied all of it to the stack, 256 bytes per matched key.)
  private var sizeWords: [(word: UInt64, count: Int, match: Match)] = []
  /// Bit `b` is set when a size name in `sizeWords` starts with byte `b` (bytes 0-127 in `low`,
  /// 128-255 in `high`): most keys of most records ("title", "price", "id") start with none of
  /// them and are turned away by one bit test, before any word is compared.
  private var sizeFirstBytes: (low: UInt128, high: UInt128) = (0, 0)
  /// True when a size name is longer than 8 bytes or more than 8 are given: such keys take the
  /// general path.
  private var hasLongSizeNames = false

  /// Roles are tried in the order title, text, width, height, aspect: a name listed under two roles
  /// fills the first.
  init(_ mapping: FieldMapping) {
    var names: [(bytes: [UInt8], match: Match)] = []
    let roles: [(Role, [String])] = [
      (.title, mapping.titleFields), (.text, mapping.textFields), (.width, mapping.widthFields),
      (.height, mapping.heightFields), (.aspect, mapping.aspectFields),
    ]
    for (role, fields) in roles {
      for (rank, field) in fields.enumerated() where !names.contains(where: { $0.bytes.elementsEqual(field.utf8) }) {
        names.append((Array(field.utf8), Match(role: role, rank: rank)))
      }
    }
    self.names = names
    paths = names.compactMap { name in FieldPath(String(decoding: name.bytes, as: UTF8.self)).map { ($0, name.match) } }
    var slot = 0
    for name in names where name.match.role != .title && name.match.role != .text {
      guard name.bytes.count <= 8, slot < 8 else {
        hasLongSizeNames = true
        continue
      }
      sizeWords.append(
        (name.bytes.withUnsafeBufferPointer { Self.word($0, count: $0.count) }, name.bytes.count, name.match))
      slot += 1
      if let first = name.bytes.first {
        if first < 128 {
          sizeFirstBytes.low |= 1 << UInt128(first)
        } else {
          sizeFirstBytes.high |= 1 << UInt128(first - 128)
        }
      }
    }
  }

  /// Up to 8 bytes as a little-endian word, zeros after them.
  @inline(__always)
  private static func word(_ bytes: UnsafeBufferPointer<UInt8>, count: Int) -> UInt64 {
    var word: UInt64 = 0
    for index in 0..<count { word |= UInt64(bytes[index]) << (8 * UInt64(index)) }
    return word
  }

  /// The role of the key whose token `key` the scanner has read, or nil for a key no role uses.
  /// - Complexity: O(total length of the mapping's names) at worst; a length mismatch costs one
  ///   comparison per name.
  func match(_ key: JSONStringToken, in scanner: JSONScanner) -> Match? {
    if key.hasEscapes {
      let decoded = scanner.decodeString(key.content)
      return names.first { $0.bytes.elementsEqual(decoded.utf8) }?.match
    }
    let raw = UnsafeBufferPointer(rebasing: scanner.bytes[key.content])
    for name in names where name.bytes.count == raw.count && name.bytes.elementsEqual(raw) {
      return name.match
    }
    return nil
  }

  /// The size role (width, height or aspect) of the key whose token `key` the scanner has read, or
  /// nil for a key that gives no size: `match(_:in:)` for the loading pass, which asks for every key
  /// of every record.
  /// - Complexity: O(1): at most 8 word compares.
  @inline(__always)
  func sizeMatch(_ key: JSONStringToken, in scanner: JSONScanner) -> Match? {
    let count = key.content.count
    guard !key.hasEscapes, count <= 8 else { return generalSizeMatch(key, in: scanner) }
    let word = Self.word(UnsafeBufferPointer(rebasing: scanner.bytes[key.content]), count: count)
    for name in sizeWords where name.count == count && name.word == word {
      return name.match
    }
    return hasLongSizeNames ? generalSizeMatch(key, in: scanner) : nil
  }

  /// False when no size name can match a key of `count` bytes (no escapes) starting with `first`:
  /// the loading pass's test before `sizeMatch(_:in:)`, inlined where it is asked for every key.
  /// An empty key, or a mapping with size names the words do not hold, always may.
  /// - Complexity: O(1): one bit test.
  @inline(__always)
  func maySizeMatch(first: UInt8, count: Int) -> Bool {
    guard count > 0, count <= 8, !hasLongSizeNames else { return true }
    let bits = first < 128 ? sizeFirstBytes.low >> UInt128(first) : sizeFirstBytes.high >> UInt128(first - 128)
    return bits & 1 != 0
  }

  private func generalSizeMatch(_ key: JSONStringToken, in scanner: JSONScanner) -> Match? {
    guard let match = match(key, in: scanner), match.role != .title, match.role != .text else { return nil }
    return match
  }
}
