import CascadeData
#if canImport(CascadeFzf)
  @testable import CascadeFzf
#endif

/// What the `templates` fuzz target asks, and what `FuzzCorpusTests` asks of every file of its
/// corpus: the command templates of `--bind` and `--preview` (from
/// `CascadeApp`) filled with hostile record text. The input's parts, split at 0xFF
/// bytes: a template, a record's text, a query, a field name and the field's value.
///
/// Every value a placeholder puts in the command must reach `sh -c` as exactly one word holding
/// exactly that text (a NUL, which `sh -c` cannot carry, dropped): the shell reads the substituted
/// bytes back, by POSIX's quoting rules (`shellWords`), as the value itself. Any other outcome lets
/// record text end the quoting and run as a command. Expanding whole templates must not crash, and a
/// template without a brace comes back unchanged.
enum TemplatesCheck {
  /// Runs the check on `input`; throws what fails.
  static func run(_ input: [UInt8]) throws(FuzzCheckFailure) {
    let parts = input.split(
      separator: 0xFF, maxSplits: 4, omittingEmptySubsequences: false
    )
    .map { String(decoding: $0, as: UTF8.self) }
    func part(_ index: Int) -> String { index < parts.count ? parts[index] : "" }
    let (template, original, query, name, value) = (part(0), part(1), part(2), part(3), part(4))
    let fields = name.isEmpty ? [] : [RecordField(key: name, value: value)]

    for text in [original, query, value] {
      try expectOneWord(CommandTemplate.quoted(text), holding: text, "the --bind quoting")
    }
    let item = CommandTemplate.Item(original: original, fields: fields, index: 7)
    if let expanded = CommandTemplate("{}").expand(focused: item, selected: [], query: query) {
      try expectOneWord(expanded, holding: original, "--bind's {}")
    }
    if let expanded = CommandTemplate("{q}").expand(focused: nil, selected: [], query: query) {
      try expectOneWord(expanded, holding: query, "--bind's {q}")
    }
    // A name is a placeholder only where the braces are characters of their own (a combining mark
    // after `{` joins it); whatever is put in the braces' place must be the value, quoted.
    if !fields.isEmpty, CommandTemplate("{\(name)}").pieces == [.placeholder(.field(plus: false, name))] {
      let expanded = CommandTemplate("{\(name)}").expand(focused: item, selected: [], query: query)
      try expectOneWord(expanded ?? "", holding: value, "--bind's {\(name)}")
    }
    let command = CommandTemplate(template)
    _ = command.expand(focused: item, selected: [item, item], query: query)
    _ = command.expandWithoutRecords(query: query)
    if !template.contains("{") {
      if command.expand(focused: item, selected: [], query: query) != template {
        throw FuzzCheckFailure("--bind changed \(template.debugDescription)")
      }
    }
  }

  static func expectOneWord(_ shellText: String, holding text: String, _ what: String) throws(FuzzCheckFailure) {
    let expected = Array(text.utf8.filter { $0 != 0 })
    let words = shellWords(Array(shellText.utf8))
    guard let words, words.count == 1, words[0] == expected else {
      throw FuzzCheckFailure(
        "\(what): \(text.debugDescription) became \(shellText.debugDescription), which sh reads as \(String(describing: words))"
      )
    }
  }

  /// The words `sh` makes of `bytes` when they hold only quoting and literal text, byte by byte as
  /// the shell reads them: `'…'` is literal up to the next `'` byte, `\x` outside quotes is `x`, a
  /// blank or newline ends a word. Nil when the text holds anything the shell would act on outside
  /// quotes (`;`, `|`, `&`, `$`, a backquote, a redirection, a glob, a parenthesis, a double quote,
  /// braces, `#`, `~`) or leaves a quote open: stricter than the shell, which is safe for a check of
  /// text that should be quoted whole.
  static func shellWords(_ bytes: [UInt8]) -> [[UInt8]]? {
    var words: [[UInt8]] = []
    var word: [UInt8]?
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "'"):
        guard let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "'")) else { return nil }
        word = (word ?? []) + bytes[(index + 1)..<close]
        index = close + 1
        continue
      case UInt8(ascii: "\\"):
        guard index + 1 < bytes.count, bytes[index + 1] != 0x0A else { return nil }
        word = (word ?? []) + [bytes[index + 1]]
        index += 2
        continue
      case 0x20, 0x09, 0x0A:
        if let finished = word { words.append(finished) }
        word = nil
      case _ where shellSpecial.contains(byte):
        return nil
      default:
        word = (word ?? []) + [byte]
      }
      index += 1
    }
    if let finished = word { words.append(finished) }
    return words
  }

  static let shellSpecial = Set(";|&$`<>*?[]()\"#~{}".utf8)
}
