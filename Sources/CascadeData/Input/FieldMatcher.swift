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
  /// The size roles' names (width, height, aspect) of at most 8 bytes, each as one little-endian
  /// word, for the loading pass: a key is compared with a word compare, and nothing in here is
  /// reference-counted, so matching costs no retain or release per key.
  private var sizeWords = InlineArray<8, (word: UInt64, count: Int, match: Match)>(repeating: (0, -1, Match(role: .width, rank: 0)))
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
    var slot = 0
    for name in names where name.match.role != .title && name.match.role != .text {
      guard name.bytes.count <= 8, slot < 8 else {
        hasLongSizeNames = true
        continue
      }
      sizeWords[slot] = (name.bytes.withUnsafeBufferPointer { Self.word($0, count: $0.count) }, name.bytes.count, name.match)
      slot += 1
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
    for slot in 0..<8 where sizeWords[slot].count == count && sizeWords[slot].word == word {
      return sizeWords[slot].match
    }
    return hasLongSizeNames ? generalSizeMatch(key, in: scanner) : nil
  }

  private func generalSizeMatch(_ key: JSONStringToken, in scanner: JSONScanner) -> Match? {
    guard let match = match(key, in: scanner), match.role != .title, match.role != .text else { return nil }
    return match
  }
}
