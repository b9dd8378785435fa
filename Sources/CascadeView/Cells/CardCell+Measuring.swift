import CascadeCanvas

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
    var rows = 2 + titleRows(title, innerWidth: inner, maxLines: maxLines) + bodyRows(body, innerWidth: inner, maxLines: maxLines)
    for field in fields.prefix(maximumFieldLines) {
      rows += fieldRows(key: field.key, value: field.value, innerWidth: inner, maxLines: maxLines)
    }
    return rows
  }

  /// The rows the title takes at an inner width: its wrapped lines, at least one, at most `maxLines`.
  public static func titleRows(_ title: String, innerWidth: Int, maxLines: Int) -> Int {
    max(1, min(max(1, maxLines), WordWrap.lineCount(of: title, width: innerWidth)))
  }

  /// The rows the body takes at an inner width: its wrapped lines, at most `maxLines`.
  public static func bodyRows(_ body: String, innerWidth: Int, maxLines: Int) -> Int {
    body.isEmpty ? 0 : min(max(1, maxLines), WordWrap.lineCount(of: body, width: innerWidth))
  }

  /// The rows a `key: value` line takes at an inner width: wrapped, at least one, at most `maxLines`.
  public static func fieldRows(key: String, value: String, innerWidth: Int, maxLines: Int) -> Int {
    max(1, min(max(1, maxLines), WordWrap.lineCount(of: fieldText(CardField(key: key, value: value)), width: innerWidth)))
  }

  /// What a field line shows: `key: value`.
  static func fieldText(_ field: CardField) -> String { field.key + ": " + field.value }
}
