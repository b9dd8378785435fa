import CascadeLayout

/// `count` generated cards in one section, for `cascade --demo-items N`: a stress test of the
/// viewer with any number of items that costs O(1) memory, since each record is made from its
/// index only when asked for.
///
/// Item i is titled "Item i · 🌊" (the emoji picked by a fixed hash of i); seven in eight have a
/// picture with an aspect ratio between 0.5 and 2.0, the rest size themselves from their text, and
/// one in four has a sentence or two of body text. The same index always gives the same record.
public struct SyntheticCollection: RecordCollection {
  /// The number of cards.
  public let count: Int

  /// - Parameter count: the number of items; a negative count means none.
  public init(count: Int) {
    self.count = max(0, count)
  }

  /// One section of `count` cards, without a title.
  public var sections: [RecordSection] { [RecordSection(count: count)] }

  /// - Complexity: O(1): nothing is stored per item.
  public func record(at indexPath: IndexPath) -> Record {
    precondition(
      indexPath.section == 0 && indexPath.item >= 0 && indexPath.item < count,
      "\(indexPath) is outside a synthetic collection of \(count) items")
    let index = indexPath.item
    let hash = StableHash.mix(UInt64(index))
    let emoji = DemoCatalog.emoji[Self.emojiIndex(hash: hash)]
    let title = "Item \(index) · \(emoji)"
    let body = Self.body(hash: hash)
    let height = Self.pictureHeight(hash: hash)
    var original = "{\"item\":\(index),\"title\":\(JSONText.quoted(title))"
    if !body.isEmpty { original += ",\"body\":\(JSONText.quoted(body))" }
    if let height { original += ",\"w\":400,\"h\":\(height)" }
    original += "}"
    return Record(
      title: title, body: body, aspectRatio: height.map { Double($0) / 400 }, original: original)
  }

  /// The sizing alone, without formatting the record: the viewer asks this for every card it
  /// places, so jumping to the end of ten million cards does not format ten million records.
  public func sizing(at indexPath: IndexPath) -> RecordSizing {
    let hash = StableHash.mix(UInt64(indexPath.item))
    if let height = Self.pictureHeight(hash: hash) { return .aspectRatio(Double(height) / 400) }
    // Generated records have no fields beyond title, text and size.
    return .text(
      Self.body(hash: hash), fieldCount: 0,
      title: Self.titleShape(index: indexPath.item, emojiIndex: Self.emojiIndex(hash: hash)))
  }

  /// A string shaped as item `index`'s title, its digits zeros: it wraps to the same lines at every
  /// width (digits are all one column and break alike), and it is shared, so sizing ten million
  /// cards formats no title.
  private static func titleShape(index: Int, emojiIndex: Int) -> String {
    var digits = 1, rest = index
    while rest >= 10 {
      digits += 1
      rest /= 10
    }
    return titleShapes[min(digits, titleShapes.count) - 1][emojiIndex]
  }

  /// "Item 0 · 🌊" to "Item 0000000000000000000 · ⛰": each digit count with each emoji.
  private static let titleShapes = (1...19).map { digits in
    DemoCatalog.emoji.map { "Item " + String(repeating: "0", count: digits) + " · " + $0 }
  }

  /// The search text alone: the filter tests it for every shown card on every keystroke, so it is
  /// one string built from lowercased pieces, without the record's JSON or a lowercasing pass.
  /// - Complexity: O(1).
  public func searchText(at indexPath: IndexPath) -> String {
    let index = indexPath.item
    let hash = StableHash.mix(UInt64(index))
    var text = "item \(index) · " + Self.lowercasedEmoji[Self.emojiIndex(hash: hash)]
    if let body = Self.bodyChoice(hash: hash) {
      text += "\n" + Self.lowercasedParagraphs[body.start][body.count - 1]
    }
    return text
  }

  private static func emojiIndex(hash: UInt64) -> Int { Int(hash % UInt64(DemoCatalog.emoji.count)) }

  /// One card in four has a sentence or two of body text: one of 24 paragraphs, made once, so
  /// sizing a card shares a string instead of joining sentences.
  private static func body(hash: UInt64) -> String {
    bodyChoice(hash: hash).map { paragraphs[$0.start][$0.count - 1] } ?? ""
  }

  private static let paragraphs = (0..<12).map { start in (1...2).map { DemoCatalog.paragraph(start: start, count: $0) }
  }

  /// Which sentences a card's body holds (`DemoCatalog.paragraph`'s arguments), nil for none.
  private static func bodyChoice(hash: UInt64) -> (start: Int, count: Int)? {
    (hash >> 8) % 4 == 0 ? (Int((hash >> 16) % 12), 1 + Int((hash >> 12) % 2)) : nil
  }

  /// The pieces of `searchText(at:)`, lowercased once as `Record` lowercases a whole search text.
  private static let lowercasedEmoji = DemoCatalog.emoji.map { Record.searchText(title: $0, body: "") }
  private static let lowercasedParagraphs = (0..<12).map { start in
    (1...2).map { Record.searchText(title: DemoCatalog.paragraph(start: start, count: $0), body: "") }
  }

  /// Width 400 and a height from 200 to 800 give ratios 0.5 ... 2.0 that print exactly; one card
  /// in eight has no picture.
  private static func pictureHeight(hash: UInt64) -> Int? {
    (hash >> 24) % 8 == 0 ? nil : 200 + Int((hash >> 32) % 601)
  }
}
