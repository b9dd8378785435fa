import CascadeData
import CascadeView

/// The text a card is matched against, and the way back from matched positions to the parts of
/// the card: its title, then its body, then the value of each field line it shows, one per line
/// ("title\nbody\nvalue\nvalue"; a part that is empty adds nothing).
///
/// A text line's card is its title alone, so its match text is the line itself, as fzf matches it.
struct CardMatchText {
  /// The match text.
  let text: String
  /// The scalar offset where each part starts: title, body (nil when empty), each field value.
  private let titleRange: Range<Int>
  private let bodyRange: Range<Int>?
  private let valueRanges: [Range<Int>]

  /// The match text of a card showing `title`, `body` and `values` (the field lines' values).
  /// - Complexity: O(total length).
  init(title: String, body: String, values: [String]) {
    var text = title
    var offset = title.unicodeScalars.count
    titleRange = 0..<offset
    if body.isEmpty {
      bodyRange = nil
    } else {
      text += "\n" + body
      let length = body.unicodeScalars.count
      bodyRange = offset + 1..<offset + 1 + length
      offset += 1 + length
    }
    var ranges: [Range<Int>] = []
    for value in values {
      text += "\n" + value
      let length = value.unicodeScalars.count
      ranges.append(offset + 1..<offset + 1 + length)
      offset += 1 + length
    }
    valueRanges = ranges
    self.text = text
  }

  /// The match text of `record`'s card, with `fields`' lines.
  init(_ record: Record, fields: CardFields) {
    self.init(title: record.title, body: record.body, values: fields.lines(of: record).map(\.value))
  }

  /// Matched positions (scalar offsets into `text`) as highlights of the card's parts; the field
  /// values' positions are added to `extraFieldValues` (positions a field term found).
  /// - Complexity: O(positions).
  func highlights(_ positions: [Int], extraFieldValues: [Int: Set<Int>] = [:]) -> CardHighlights {
    var result = CardHighlights(fieldValues: extraFieldValues)
    for position in positions {
      if titleRange.contains(position) {
        result.title.insert(position)
      } else if let bodyRange, bodyRange.contains(position) {
        result.body.insert(position - bodyRange.lowerBound)
      } else if let line = valueRanges.firstIndex(where: { $0.contains(position) }) {
        result.fieldValues[line, default: []].insert(position - valueRanges[line].lowerBound)
      }
    }
    return result
  }
}
