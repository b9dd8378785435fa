/// A `FieldMapping` with its names as UTF-8 bytes, so an object key is matched against the raw input
/// without making a `String` for every key of every line.
struct FieldMatcher {
  enum Role {
    case title, text, width, height, aspect
  }

  /// A role a key can fill and its rank in that role's list (0 is preferred).
  struct Match {
    var role: Role
    var rank: Int
  }

  private let names: [(bytes: [UInt8], match: Match)]

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
}
