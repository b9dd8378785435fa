/// Tells fields that identify or link (ids, node ids, URLs) from fields a person reads, so lists
/// name their objects, and cards show their fields, by what a person reads first.
public enum FieldKinds {
  /// True for a key naming an identifier: `id`, `uuid`, `guid`, `node_id`, `user_id`, `userId`,
  /// `ID`. O(key length).
  public static func isIdentifier(_ key: String) -> Bool {
    let lower = key.lowercased()
    if ["id", "uuid", "guid", "sha", "oid"].contains(lower) { return true }
    if lower.hasSuffix("_id") || lower.hasSuffix("-id") || lower.hasSuffix(".id") { return true }
    // camelCase: `nodeId`, `userID`.
    return key.hasSuffix("Id") || (key.hasSuffix("ID") && key.count > 2)
  }

  /// True for a link: a key ending in `url`, `uri` or `href` (`html_url`, `avatarUrl`), or a value
  /// that starts with `http://` or `https://`. O(key length).
  public static func isLink(name: String, value: String) -> Bool {
    let lower = name.lowercased()
    return lower.hasSuffix("url") || lower.hasSuffix("uri") || lower.hasSuffix("href") || value.hasPrefix("https://")
      || value.hasPrefix("http://")
  }
}
