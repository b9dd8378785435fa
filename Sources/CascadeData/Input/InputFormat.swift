/// How an input is read.
public enum InputFormat: String, CaseIterable, Sendable {
  /// One JSON array whose elements are objects (or strings, taken as titles).
  case json
  /// Newline-delimited JSON: each non-blank line is one object (or one string, taken as a title).
  case ndjson
  /// Plain text: each non-blank line is a card titled with the line.
  case lines
  /// Comma-separated values (RFC 4180): a card per row, the header row naming the fields.
  case csv
  /// Tab-separated values, read as CSV with a tab between fields.
  case tsv

  /// The format named on the command line: `json`, `ndjson` (or `jsonl`), `lines` (or `text`),
  /// `csv`, `tsv`.
  public init?(argument: String) {
    switch argument.lowercased() {
    case "json": self = .json
    case "ndjson", "jsonl": self = .ndjson
    case "lines", "text", "txt": self = .lines
    case "csv": self = .csv
    case "tsv", "tab": self = .tsv
    default: return nil
    }
  }

  /// The format `bytes` look like, from their first byte that is not whitespace (after a UTF-8
  /// byte order mark, if any): `[` is a JSON array, `{` is NDJSON, anything else is text lines.
  ///
  /// A text file that happens to start with `[` (a log line such as `[INFO] ...`) is detected as
  /// JSON and then fails with a syntax error; the command's format option forces `lines` for it.
  /// - Complexity: O(leading whitespace).
  public static func detect(_ bytes: [UInt8]) -> InputFormat {
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      case UInt8(ascii: "["): return .json
      case UInt8(ascii: "{"): return .ndjson
      default: return .lines
      }
    }
    return .lines
  }
}
