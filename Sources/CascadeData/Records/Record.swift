/// One card of a collection: what the card shows, how tall its picture is, and the exact text the
/// command prints when the user picks it.
///
/// Records are plain values: a loaded collection is an array of them, a generated one makes them on
/// demand, so nothing about a record depends on where it came from.
public struct Record: Hashable, Sendable {
  /// The card's heading. Never nil: an input without a title gets one (see `FieldMapping`).
  public var title: String
  /// Longer text shown under the title; may be empty.
  public var body: String
  /// Height divided by width of the item's picture, or nil when the item has no size and the card
  /// should size itself from its text. Always finite and within `Record.aspectRatioRange`.
  public var aspectRatio: Double?
  /// The text printed on stdout when the record is selected: the input line itself for NDJSON and
  /// text lines, the element's compact JSON for a JSON array element. One line, no line break.
  /// Byte-exact, control characters and escape sequences included (only the drawing layer
  /// sanitises), except that invalid UTF-8 bytes become U+FFFD, as a `String` must be valid Unicode;
  /// `originalBytes` then keeps the input's own bytes, and `printedBytes` is what to print.
  public var original: String
  /// The input's own bytes when they are not valid UTF-8 (a Latin-1 file name, say), so a pick
  /// prints them unchanged; nil when `original.utf8` is exact, so valid input stores nothing twice.
  public var originalBytes: [UInt8]?
  /// Title and body, lowercased, for case-insensitive filtering without lowercasing on every keystroke.
  public var searchText: String
  /// The record's top-level fields in input order, summarised for display (see `RecordField`);
  /// empty for a text line or a string element. Includes the fields used as title, text and size:
  /// the card decides which to show.
  public var fields: [RecordField]
  /// The title as the input wrote it, SGR colour sequences included, when fzf's `--ansi` took
  /// them out of `title`; nil otherwise. The drawing layer reads the colours from it for the records
  /// it draws, so a record that is never drawn never pays for them.
  public var styledTitle: String?

  /// The range a picture's aspect ratio is clamped to: taller than 32 times its width or flatter
  /// than 1/32 would make a card that is a line or a whole screen, so such sizes are treated as the
  /// extreme that still looks like a picture.
  public static let aspectRatioRange: ClosedRange<Double> = (1.0 / 32)...32

  /// Makes a record; `aspectRatio` is cleaned by `Record.sanitizedAspectRatio(_:)` (zero, negative,
  /// NaN and infinite become nil; huge and tiny are clamped), so a record never carries a ratio that
  /// could break a layout.
  /// `originalBytes` is kept only when it differs from `original.utf8`.
  public init(
    title: String, body: String = "", aspectRatio: Double? = nil, original: String, originalBytes: [UInt8]? = nil,
    fields: [RecordField] = []
  ) {
    self.title = title
    self.fields = fields
    self.body = body
    self.aspectRatio = aspectRatio.flatMap(Record.sanitizedAspectRatio)
    self.original = original
    self.originalBytes = originalBytes.flatMap { $0.elementsEqual(original.utf8) ? nil : $0 }
    self.searchText = Record.searchText(title: title, body: body)
  }

  /// The ratio a layout can use: nil for values that mean nothing (not finite, zero or negative),
  /// otherwise clamped into `aspectRatioRange`.
  public static func sanitizedAspectRatio(_ ratio: Double) -> Double? {
    guard ratio.isFinite, ratio > 0 else { return nil }
    return min(max(ratio, aspectRatioRange.lowerBound), aspectRatioRange.upperBound)
  }

  /// The aspect ratio of a `width` x `height` picture, or nil when either side is not a positive
  /// finite number.
  public static func aspectRatio(width: Double, height: Double) -> Double? {
    guard width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
    return sanitizedAspectRatio(height / width)
  }
}
