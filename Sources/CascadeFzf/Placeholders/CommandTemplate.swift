import CascadeData

/// A `--bind` command with fzf's placeholders, made into the text `sh -c` runs.
///
/// - `{}`: the focused card's original text; `{+}`: the selected cards' (the focused one when none
///   is selected), separated by spaces. Each is single-quoted for the shell, a `'` inside written
///   as `'\''`, so any text is one word.
/// - `{q}`: the filter text, quoted. `{n}` / `{+n}`: the 0-based input index, unquoted (empty for
///   no record).
/// - `{1}`, `{-1}`, `{2..}`, `{..2}`, `{1..3}`, `{1,3}`: fields of the original text (from 1,
///   negative from the end), quoted, as fzf's field index expressions: split at runs of blanks, or
///   after each `delimiter` (`-d`), white space around the result trimmed.
/// - fzf's flags before any of those: `s` keeps the white space around a field (`{s2}`), `f`
///   writes the values to a temporary file, one per line (NUL-ended with `--print0`), and puts its
///   path there instead (`{+f}`, `{f1}`, `{+nf}`).
/// - `{name}` / `{+name}`: the field `name` of a record with fields (a JSON object), quoted (the
///   viewer gives nested values as compact JSON); `''`
///   when the record has no such field. In a collection of text lines `{name}` stays as written,
///   so `awk '{print}'` keeps its braces.
/// - `\{…}` is the placeholder's text as written, without the backslash; `${…}` is the shell's.
public struct CommandTemplate: Hashable, Sendable {
  /// What a placeholder may read of one record.
  public struct Item: Hashable, Sendable {
    /// The text printed if the record is picked.
    public var original: String
    /// The record's fields; empty for a text line.
    public var fields: [RecordField]
    /// The record's 0-based place in the input; negative for no record (fzf's empty item, which
    /// a preview reading only the query or the selection runs with while nothing matches).
    public var index: Int

    /// A record as placeholders see it.
    public init(original: String, fields: [RecordField], index: Int) {
      self.original = original
      self.fields = fields
      self.index = index
    }

    /// No record: every placeholder of it empty.
    public static let noRecord = Item(original: "", fields: [], index: -1)
  }

  /// How a placeholder's fields are cut and where its files go.
  public struct Context {
    /// `-d`'s separator; nil splits at runs of spaces and tabs, as fzf's default.
    public var delimiter: String?
    /// What ends each value in a `{f}` file: a line feed, or a NUL with `--print0`.
    public var fileSeparator: String
    /// Writes a temporary file holding `text` and returns its path; nil (or a failed write) leaves
    /// the placeholder empty.
    public var writeFile: ((String) -> String?)?

    /// Fields at runs of blanks, files of lines, written by `writeFile`.
    public init(delimiter: String? = nil, fileSeparator: String = "\n", writeFile: ((String) -> String?)? = nil) {
      self.delimiter = delimiter
      self.fileSeparator = fileSeparator
      self.writeFile = writeFile
    }
  }

  /// fzf's flags on a placeholder: `+` the selection, `s` white space kept, `f` a file.
  package struct Flags: Hashable {
    package var plus = false
    package var keepsSpace = false
    package var file = false
  }

  /// The command as written in `--bind`.
  public var text: String

  /// The command `text` as written in `--bind`; placeholders are found when it is expanded.
  public init(_ text: String) { self.text = text }

  /// One placeholder: which records it reads (`{+…}` the selection) and what of them.
  package enum Placeholder: Hashable {
    case query
    case original(Flags)
    case index(Flags)
    case words(Flags, [WordRange])
    case field(plus: Bool, String)
  }

  /// A piece of the command: text kept as it is, or a placeholder.
  package enum Piece: Hashable {
    case text(String)
    case placeholder(Placeholder)
  }

  /// True when some placeholder reads a record, so the command cannot run without a focused card.
  public var readsRecords: Bool {
    pieces.contains { if case .placeholder(let p) = $0 { p != .query } else { false } }
  }

  /// True when the command reads a field of a record (`{name}`).
  public var readsFields: Bool {
    pieces.contains { if case .placeholder(.field) = $0 { true } else { false } }
  }

  /// True when the command holds `{q}`.
  public var readsQuery: Bool { pieces.contains(.placeholder(.query)) }

  /// True when some placeholder reads the selection (`{+}`, `{+1}`, `{+f}`…).
  public var readsSelection: Bool {
    pieces.contains { if case .placeholder(let p) = $0 { p.readsSelection } else { false } }
  }

  /// The command with every placeholder replaced; nil when a placeholder reads a record and there
  /// is none (`focused` nil and, for `{+…}`, nothing selected), as fzf then runs nothing. Pass
  /// `Item.noRecord` as `focused` to run it all the same, that record's placeholders empty.
  /// - Complexity: O(length of the command + the text of the records it reads).
  public func expand(focused: Item?, selected: [Item], query: String, context: Context = Context()) -> String? {
    var result = ""
    for piece in pieces {
      switch piece {
      case .text(let text): result += text
      case .placeholder(.query): result += Self.quoted(query)
      case .placeholder(let placeholder):
        let plus = placeholder.readsSelection
        let items = plus && !selected.isEmpty ? selected : (focused.map { [$0] } ?? [])
        if items.isEmpty { return nil }
        if case .field(let plus, let name) = placeholder, items.allSatisfy(\.fields.isEmpty) {
          // Records without fields (text lines): the braces are the command's own.
          result += "{" + (plus ? "+" : "") + name + "}"
          continue
        }
        let values = items.map { placeholder.value(of: $0, context: context) }
        if placeholder.writesFile {
          let text = values.map { $0 + context.fileSeparator }.joined()
          result += context.writeFile?(text).map(Self.quoted) ?? "''"
        } else {
          result += values.joined(separator: " ")
        }
      }
    }
    return result
  }

  /// The command with every record placeholder replaced by `''` (a reload while no card shows).
  public func expandWithoutRecords(query: String) -> String {
    pieces.map { piece in
      switch piece {
      case .text(let text): text
      case .placeholder(.query): Self.quoted(query)
      case .placeholder: "''"
      }
    }.joined()
  }

  /// `text` as one shell word: in single quotes, each `'` inside closed, escaped and reopened, NUL
  /// bytes dropped (`sh -c` would end the command there). Quotes are found among scalars, not
  /// characters: a `'` followed by a combining mark or a joiner is one `Character`, and the shell
  /// would end the quoting at it all the same.
  public static func quoted(_ text: String) -> String {
    var out = "'"
    for scalar in text.unicodeScalars where scalar != "\0" {
      if scalar == "'" { out += #"'\''"# } else { out.unicodeScalars.append(scalar) }
    }
    return out + "'"
  }
}

extension CommandTemplate.Placeholder {
  package var readsSelection: Bool {
    switch self {
    case .query: false
    case .original(let flags), .index(let flags), .words(let flags, _): flags.plus
    case .field(let plus, _): plus
    }
  }

  /// True for `{f}`, `{+f}`, `{f2}`…: the values go to a file.
  package var writesFile: Bool {
    switch self {
    case .original(let flags), .index(let flags), .words(let flags, _): flags.file
    case .query, .field: false
    }
  }

  /// What this placeholder becomes for one record: quoted, unless it goes to a file.
  package func value(of item: CommandTemplate.Item, context: CommandTemplate.Context) -> String {
    func quoted(_ text: String) -> String { writesFile ? text : CommandTemplate.quoted(text) }
    switch self {
    case .query: return ""
    case .original: return quoted(item.original)
    case .index: return item.index < 0 ? "" : String(item.index)
    case .words(let flags, let ranges):
      let tokens = FieldTokens.split(item.original, delimiter: context.delimiter)
      var text = Substring(ranges.map { $0.text(of: tokens) }.joined())
      if let delimiter = context.delimiter, !delimiter.isEmpty, text.hasSuffix(delimiter) {
        text = text.dropLast(delimiter.count)
      }
      if !flags.keepsSpace { text = FieldTokens.trimmingSpace(text) }
      return quoted(String(text))
    case .field(_, let name): return quoted(item.fields.first { $0.key == name }?.value ?? "")
    }
  }
}
