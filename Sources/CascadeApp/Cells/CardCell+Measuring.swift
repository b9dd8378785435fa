import CascadeCanvas
import CascadeView

// A self-sizing card's height, measured without drawing by the same wrapping `draw` uses, so the
// rows a card is given are exactly the rows its text fills. A pure function of its arguments (no
// cache, no shared state): worker threads may measure cards at the same time.

extension CardCell {
  /// The rows a card `width` cells wide needs to show `title`, `body` and the first
  /// `maximumFieldLines` of `fields`, each wrapped at the card's inner width to at most `maxLines`
  /// lines (the title at least one): border, title, body, fields, border.
  /// - Complexity: O(length of the texts); about a nanosecond a byte for ASCII text.
  public static func fittingHeight(title: String, body: String, fields: [CardField], width: Int, maxLines: Int) -> Int {
    let inner = max(1, width - 2 - 2 * padding)
    var rows =
      2 + titleRows(title, innerWidth: inner, maxLines: maxLines)
      + bodyRows(body, innerWidth: inner, maxLines: maxLines)
    for field in fields.prefix(maximumFieldLines) {
      rows += fieldRows(key: field.key, value: field.value, innerWidth: inner, maxLines: maxLines)
    }
    return rows
  }

  /// The rows the title takes at an inner width: its wrapped lines, at least one, at most `maxLines`.
  public static func titleRows(_ title: String, innerWidth: Int, maxLines: Int) -> Int {
    if fitsOneLine(title, innerWidth: innerWidth) { return 1 }
    return max(1, min(max(1, maxLines), WordWrap.lineCount(of: title, width: innerWidth)))
  }

  /// The rows the body takes at an inner width: its wrapped lines, at most `maxLines`.
  public static func bodyRows(_ body: String, innerWidth: Int, maxLines: Int) -> Int {
    body.isEmpty ? 0 : min(max(1, maxLines), WordWrap.lineCount(of: body, width: innerWidth))
  }

  /// The rows a `key: value` line takes at an inner width: wrapped, at least one, at most `maxLines`.
  public static func fieldRows(key: String, value: String, innerWidth: Int, maxLines: Int) -> Int {
    if key.utf8.count + 2 + value.utf8.count <= innerWidth && hasNoLineBreak(key) && hasNoLineBreak(value) { return 1 }
    return max(
      1, min(max(1, maxLines), WordWrap.lineCount(of: fieldText(CardField(key: key, value: value)), width: innerWidth)))
  }

  /// True when `text` certainly wraps to at most one line at `innerWidth`: no more UTF-8 bytes than
  /// columns, and no tab or line break. No grapheme takes more columns than its bytes (a wide one
  /// takes 2 and is 3 or 4 bytes long; a control is drawn as one symbol) except a tab, so the
  /// text is no wider than the line.
  /// - Complexity: O(n) over the bytes, at most `innerWidth` of them; the titles of ten million
  ///   generated cards are checked this way on End.
  static func fitsOneLine(_ text: String, innerWidth: Int) -> Bool {
    text.utf8.count <= innerWidth && hasNoLineBreak(text)
  }

  /// No byte below 0x20 (tabs, line feeds, carriage returns) and none of the line breaks U+0085,
  /// U+2028 and U+2029.
  private static func hasNoLineBreak(_ text: String) -> Bool {
    if let answer = text.utf8.withContiguousStorageIfAvailable({ hasNoLineBreak($0) }) { return answer }
    return Array(text.utf8).withUnsafeBufferPointer { hasNoLineBreak($0) }
  }

  private static func hasNoLineBreak(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var previous: UInt8 = 0, beforePrevious: UInt8 = 0
    for byte in bytes {
      if byte < 0x20 { return false }
      if previous == 0xC2 && byte == 0x85 { return false }
      if beforePrevious == 0xE2 && previous == 0x80 && (byte == 0xA8 || byte == 0xA9) { return false }
      beforePrevious = previous
      previous = byte
    }
    return true
  }

  /// What a field line shows: `key: value`.
  static func fieldText(_ field: CardField) -> String { field.key + ": " + field.value }
}
