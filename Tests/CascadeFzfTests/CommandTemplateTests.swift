import CascadeData
import CascadeFzf
import CascadeTestSupport
import Foundation
import Testing

/// Placeholders in `--bind` commands, checked against the shell itself where quoting matters.
@Suite struct CommandTemplateTests {
  static func item(_ original: String, fields: [RecordField] = [], index: Int = 0) -> CommandTemplate.Item {
    CommandTemplate.Item(original: original, fields: fields, index: index)
  }

  /// What `sh -c command` prints on stdout.
  static func shell(_ command: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// Any text, quotes, dollars, backquotes, backslashes and newlines included, reaches the command
  /// as one argument exactly as it was: the shell prints back what `{}`, `{q}` and `{+}` stood for.
  @Test func quotedTextReachesTheShellUnchanged() throws {
    let alphabet = Array("ab '\"$`\\\n\t*?;|&()<>{}!#~é漢")
    let failure = try withEvery("seed", in: 0..<150) { _, rng -> String? in
      func text() -> String {
        String((0..<Int(rng.next() % 12)).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] })
      }
      let focused = text(), query = text()
      let selected = (0..<Int(rng.next() % 3)).map { _ in text() }
      let template = CommandTemplate(#"printf '<%s>' {} {q} {+}"#)
      guard
        let command = template.expand(
          focused: Self.item(focused), selected: selected.map { Self.item($0) }, query: query)
      else {
        return "no command"
      }
      let expected = ([focused, query] + (selected.isEmpty ? [focused] : selected)).map { "<\($0)>" }.joined()
      let printed = try Self.shell(command)
      return printed == expected
        ? nil : "\(command.debugDescription) printed \(printed.debugDescription), not \(expected.debugDescription)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Found by the `templates` fuzz target: a quote followed by a combining mark or a joiner is one
  /// `Character`, so quoting character by character left that quote unescaped and the rest of the
  /// record ran as shell code; a NUL cut the command short where `sh -c` received it.
  @Test func aQuoteJoinedToAMarkOrANulStaysQuoted() throws {
    for text in ["'\u{301}; echo owned #", "'\u{200D}'", "it's\u{0}; echo owned", "\u{0}'\u{308}"] {
      let command = try #require(
        CommandTemplate(#"printf '<%s>' {} {q}"#).expand(focused: Self.item(text), selected: [], query: text))
      let expected = "<\(text.filter { $0 != "\u{0}" })>"
      #expect(
        try Self.shell(command) == expected + expected, "\(text.debugDescription) became \(command.debugDescription)")
    }
  }

  @Test func placeholdersReadTheRecordsAndTheQuery() {
    let fields = [RecordField(key: "name", value: "Ada's"), RecordField(key: "year", value: "1815")]
    let ada = Self.item(#"{"name":"Ada's","year":1815}"#, fields: fields, index: 4)
    let bob = Self.item("bob smith  jr", index: 7)
    func expand(_ text: String, focused: CommandTemplate.Item? = ada, selected: [CommandTemplate.Item] = []) -> String?
    {
      CommandTemplate(text).expand(focused: focused, selected: selected, query: "q'y")
    }
    #expect(expand("echo {name} {year} {missing}") == #"echo 'Ada'\''s' '1815' ''"#)
    #expect(expand("echo {n} {+n}", selected: [bob, ada]) == "echo 4 7 4")
    #expect(expand("echo {q}", focused: nil) == #"echo 'q'\''y'"#)
    #expect(expand("echo {}", focused: nil) == nil)
    #expect(expand("echo {+}", focused: nil, selected: [bob]) == "echo 'bob smith  jr'")
    #expect(expand("echo {1} {-1} {2..} {..2} {5}", focused: bob) == "echo 'bob' 'jr' 'smith  jr' 'bob smith' ''")
    // Text lines have no fields: a name in braces is the command's own.
    #expect(
      expand("awk '{print}' {print $1} ${HOME} \\{} {}", focused: bob)
        == "awk '{print}' {print $1} ${HOME} {} 'bob smith  jr'")
    #expect(CommandTemplate("ls {q}").readsRecords == false && CommandTemplate("ls {q}").readsQuery)
    #expect(CommandTemplate("ls {+2}").readsRecords && !CommandTemplate("ls {+2}").readsQuery)
    #expect(CommandTemplate("ls {} {q}").expandWithoutRecords(query: "x") == "ls '' 'x'")
  }

  /// `{N..M}` picks the words a brute-force split picks, for every range over random lines.
  @Test func wordRangesPickTheWordsOfASplit() {
    let failure = withEvery("seed", in: 0..<100) { _, rng -> String? in
      let words = (0..<Int(rng.next() % 6)).map { _ in
        String(repeating: "w", count: 1 + Int(rng.next() % 3)) + String(rng.next() % 10)
      }
      let line = " " + words.joined(separator: String(repeating: " ", count: 1 + Int(rng.next() % 2))) + "  "
      for lower in -7...7 where lower != 0 {
        for upper in -7...7 where upper != 0 {
          let resolve = { (b: Int) in b > 0 ? b - 1 : words.count + b }
          let first = max(0, resolve(lower)), last = min(words.count - 1, resolve(upper))
          let expected = first <= last ? words[first...last].joined(separator: " ") : ""
          let got = CommandTemplate("{\(lower)..\(upper)}").expand(focused: Self.item(line), selected: [], query: "")
          let squeezed = got.map {
            $0.split(separator: " ").joined(separator: " ").replacingOccurrences(of: "'", with: "")
          }
          if squeezed != expected {
            return "\(line.debugDescription) {\(lower)..\(upper)}: \(got ?? "nil") not \(expected)"
          }
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
