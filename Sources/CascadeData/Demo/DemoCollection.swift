import CascadeLayout

/// The collection `cascade` shows when it is given no input: a few hundred cards in sections about
/// mountains, cities, food, emoji, seasons and notes, with pictures from twice as wide as tall to
/// twice as tall as wide, text-only cards, and titles mixing English, CJK and emoji.
///
/// The same on every run (no randomness, no clock), so screenshots and tests can rely on it.
/// Each card's `original` is a one-line JSON object, so picking from the demo prints JSON that
/// `cascade --format ndjson` reads back.
public struct DemoCollection: RecordCollection {
  /// The demo's sections, each with its title.
  public let sections: [RecordSection]
  private let records: [[Record]]

  /// Builds every card. O(cards), a few hundred.
  public init() {
    var sections: [RecordSection] = []
    var records: [[Record]] = []
    for (sectionIndex, section) in DemoCatalog.sections.enumerated() {
      var cards: [Record] = []
      for variation in section.variations.indices {
        for subject in section.subjects {
          cards.append(
            Self.card(
              section: section, sectionIndex: sectionIndex, subject: subject, variation: variation, index: cards.count))
        }
      }
      sections.append(RecordSection(title: section.title, count: cards.count))
      records.append(cards)
    }
    self.sections = sections
    self.records = records
  }

  /// - Complexity: O(1).
  public func record(at indexPath: IndexPath) -> Record {
    records[indexPath.section][indexPath.item]
  }

  private static func card(
    section: DemoCatalog.Section, sectionIndex: Int, subject: (name: String, note: String), variation: Int, index: Int
  ) -> Record {
    let hash = StableHash.mix(sectionIndex, index)
    let suffix = section.variations[variation]
    let title: String
    var body: String
    switch section.style {
    case .emoji:
      let repeated = suffix.isEmpty ? subject.name : String(repeating: subject.name, count: 3)
      title = [repeated, subject.note, suffix].filter { !$0.isEmpty }.joined(separator: " ")
      // The title names the emoji; the text spells out its code points, which shows how much one
      // emoji on screen can hold (ZWJ sequences, flags, skin tones, variation selectors).
      body = subject.name.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(
        separator: " ")
    case .pictures, .notes:
      title = suffix.isEmpty ? subject.name : "\(subject.name) · \(suffix)"
      body = subject.note
      if section.style == .notes || hash % 3 == 0 {
        let sentences = 1 + Int((hash >> 8) % (section.style == .notes ? 5 : 2))
        body += " " + DemoCatalog.paragraph(start: Int((hash >> 16) % 12), count: sentences)
      }
    }
    // About one picture card in six has no size and sizes itself from its text, as notes always do.
    let sizes = DemoCatalog.pictureSizes
    let hasSize = section.style != .notes && (hash >> 24) % 6 != 0
    let size = hasSize ? sizes[Int((hash >> 32) % UInt64(sizes.count))] : nil
    var original = "{\"section\":\(JSONText.quoted(section.title)),\"title\":\(JSONText.quoted(title))"
    original += ",\"body\":\(JSONText.quoted(body))"
    if let size { original += ",\"w\":\(size.width),\"h\":\(size.height)" }
    original += "}"
    return Record(
      title: title, body: body,
      aspectRatio: size.flatMap { Record.aspectRatio(width: Double($0.width), height: Double($0.height)) },
      original: original)
  }
}
