/// How a CSV or TSV input is written: the byte between fields and whether the first row names them.
///
/// Quoting is RFC 4180's in both: a field that starts with `"` runs to the next `"` not doubled, and
/// may hold separators, line breaks and `""` for a quote. A quote anywhere else is an ordinary
/// character, as Python's `csv` module reads it.
public struct CSVDialect: Hashable, Sendable {
  /// The byte between fields; nil for the format's own (`,` for CSV, a tab for TSV).
  public var delimiter: UInt8?
  /// True when the first row holds the field names; false numbers the fields from 1.
  public var hasHeader: Bool

  /// A dialect with the format's delimiter and a header row unless told otherwise.
  public init(delimiter: UInt8? = nil, hasHeader: Bool = true) {
    self.delimiter = delimiter
    self.hasHeader = hasHeader
  }

  /// The delimiter a `--delimiter` value names: one ASCII character other than a quote or a line
  /// break, or `\t` and `tab` for a tab. Nil for anything else.
  public static func delimiter(from argument: String) -> UInt8? {
    if argument == "\\t" || argument.lowercased() == "tab" { return 0x09 }
    guard argument.utf8.count == 1, let byte = argument.utf8.first, byte < 0x80 else { return nil }
    guard byte != UInt8(ascii: "\""), byte != 0x0A, byte != 0x0D else { return nil }
    return byte
  }
}
