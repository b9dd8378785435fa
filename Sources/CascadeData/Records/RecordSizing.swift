/// What a card's height depends on: its picture's aspect ratio, or, without a picture, its text.
///
/// The viewer asks for this for every card it places, so a collection can answer it without making
/// the whole record (a generated collection skips formatting the record's JSON).
public enum RecordSizing: Hashable, Sendable {
  /// Height ÷ width of the picture.
  case aspectRatio(Double)
  /// No picture: the card is as tall as its title and this body text wrapped, plus the wrapped
  /// lines of each field it shows. `fieldCount` is the number of the record's top-level fields
  /// other than those used as its title, text and size (the `key: value` lines a card shows by
  /// default); nil when the collection does not know it without reading the record, which the
  /// viewer then does. `title` is the record's title, which wraps above the text; nil when the
  /// collection does not know it without reading the record.
  case text(String, fieldCount: Int? = nil, title: String? = nil)

  /// The sizing of `record`. Which of its fields are its title, text and size depends on the
  /// field mapping, so the field count is known here only for a record without fields.
  public init(_ record: Record) {
    if let ratio = record.aspectRatio {
      self = .aspectRatio(ratio)
    } else {
      self = .text(record.body, fieldCount: record.fields.isEmpty ? 0 : nil, title: record.title)
    }
  }
}
