import CascadeData

/// A `--bind` command with fzf's placeholders, made into the text `sh -c` runs.
///
/// - `{}`: the focused card's original text; `{+}`: the selected cards' (the focused one when none
///   is selected), separated by spaces. Each is single-quoted for the shell, a `'` inside written
///   as `'\''`, so any text is one word.
/// - `{q}`: the filter text, quoted. `{n}` / `{+n}`: the 0-based input index, unquoted.
/// - `{1}`, `{-1}`, `{2..}`, `{..2}`, `{1..3}`: whitespace-separated words of the original text
///   (from 1, negative from the end), quoted, as fzf's field index expressions.
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
    /// The record's 0-based place in the input.
    public var index: Int

    /// A record as placeholders see it.
    public init(original: String, fields: [RecordField], index: Int) {
      self.original = original
      self.fields = fields
      self.index = index
    }
  }

  /// The command as written in `--bind`.
  public var text: String

  /// The command `text` as written in `--bind`; placeholders are found when it is expanded.
  public init(_ text: String) { self.text = text }

  /// One placeholder: which records it reads (`{+…}` the selection) and what of them.
  enum Placeholder: Hashable {
    case query
    case original(plus: Bool)
    case index(plus: Bool)
    case words(plus: Bool, WordRange)
    case field(plus: Bool, String)
  }

  /// A piece of the command: text kept as it is, or a placeholder.
  enum Piece: Hashable {
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

  /// The command with every placeholder replaced; nil when a placeholder reads a record and there
  /// is none (`focused` nil and, for `{+…}`, nothing selected), as fzf then runs nothing.
  /// - Complexity: O(length of the command + the text of the records it reads).
  public func expand(focused: Item?, selected: [Item], query: String) -> String? {
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
        result += items.map { placeholder.value(of: $0) }.joined(separator: " ")
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
    PreviewTemplate.shellQuoted(text)
  }
}

extension CommandTemplate.Placeholder {
  var readsSelection: Bool {
    switch self {
    case .query: false
    case .original(let plus), .index(let plus), .words(let plus, _), .field(let plus, _): plus
    }
  }

  /// What this placeholder becomes for one record.
  func value(of item: CommandTemplate.Item) -> String {
    switch self {
    case .query: ""
    case .original: CommandTemplate.quoted(item.original)
    case .index: String(item.index)
    case .words(_, let range): CommandTemplate.quoted(range.words(of: item.original))
    case .field(_, let name): CommandTemplate.quoted(item.fields.first { $0.key == name }?.value ?? "")
    }
  }
}
