/// Tells fields that identify or link (ids, node ids, URLs) from fields a person reads, so lists
/// name their objects, and cards show their fields, by what a person reads first.
///
/// The checks compare UTF-8 bytes with ASCII case folding and allocate nothing: cards ask them for
/// every field of every card they measure.
public enum FieldKinds {
  /// The keys that name an object, best first: a list names an object by the first of these it
  /// has, and a card shows an object's member with the best of these.
  public static let namingKeys = ["name", "title", "label", "login", "key", "value"]

  /// True for a key naming an identifier: `id`, `uuid`, `guid`, `sha`, `oid`, `node_id`,
  /// `user_id`, `user.id`, `userId`, `ID`. O(key length).
  public static func isIdentifier(_ key: some StringProtocol) -> Bool {
    let bytes = key.utf8
    for exact in ["id", "uuid", "guid", "sha", "oid"] where equalsIgnoringCase(bytes, exact) { return true }
    if hasSuffixIgnoringCase(bytes, "_id") || hasSuffixIgnoringCase(bytes, "-id") || hasSuffixIgnoringCase(bytes, ".id")
    {
      return true
    }
    // camelCase: `nodeId`, `userID`.
    return key.hasSuffix("Id") || (key.hasSuffix("ID") && bytes.count > 2)
  }

  /// True for a link: a key ending in `url`, `uri` or `href` (`html_url`, `avatarUrl`), or a value
  /// that starts with `http://` or `https://`. O(key length).
  public static func isLink(name: some StringProtocol, value: some StringProtocol) -> Bool {
    let bytes = name.utf8
    return hasSuffixIgnoringCase(bytes, "url") || hasSuffixIgnoringCase(bytes, "uri")
      || hasSuffixIgnoringCase(bytes, "href") || value.hasPrefix("https://") || value.hasPrefix("http://")
  }

  /// True for a value that says nothing on a card: `null`, `false`, empty text, `[]` or `{}`.
  public static func isEmpty(_ value: some StringProtocol) -> Bool {
    value.isEmpty || value == "null" || value == "false" || value == "[]" || value == "{}"
  }

  /// The rank of `key` in `namingKeys` (0 is best), ignoring case; nil when it is none of them.
  public static func namingRank(_ key: some StringProtocol) -> Int? {
    namingKeys.firstIndex { equalsIgnoringCase(key.utf8, $0) }
  }

  /// `bytes` equals the lowercase ASCII `word`, ignoring ASCII case.
  private static func equalsIgnoringCase(_ bytes: some Collection<UInt8>, _ word: String) -> Bool {
    bytes.count == word.utf8.count && hasSuffixIgnoringCase(bytes, word)
  }

  /// `bytes` ends with the lowercase ASCII `suffix`, ignoring ASCII case.
  private static func hasSuffixIgnoringCase(_ bytes: some Collection<UInt8>, _ suffix: String) -> Bool {
    let count = suffix.utf8.count
    guard bytes.count >= count else { return false }
    return zip(bytes.dropFirst(bytes.count - count), suffix.utf8).allSatisfy { byte, lower in
      (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == lower
    }
  }
}
