import CascadeFzf
import CascadeTestSupport
import Foundation
import Testing

/// fzf's field placeholders (`{2}`, `{s2}`, `{1..3}`, `{-1}`, `{2,4}`) over lines split at blanks or
/// at `-d`, `{f}` files and the empty record, checked against fzf 0.38's own answers and, for
/// thousands of random lines, against a reference split written the long way.
@Suite struct PlaceholderFieldTests {
  static func item(_ text: String, index: Int = 0) -> CommandTemplate.Item {
    CommandTemplate.Item(original: text, fields: [], index: index)
  }

  static func expand(
    _ template: String, _ focused: CommandTemplate.Item?, selected: [CommandTemplate.Item] = [], query: String = "",
    context: CommandTemplate.Context = CommandTemplate.Context()
  ) -> String? {
    CommandTemplate(template).expand(focused: focused, selected: selected, query: query, context: context)
  }

  /// fzf's `test_preview_flags`: `:: 1  ` and `:: 10  `, the second selected, then no match.
  @Test func fzfsOwnPreviewFlagsExample() {
    let template = "echo {{2}/{s2}/{+2}/{+s2}/{q}/{n}/{+n}}"
    let one = Self.item(":: 1  ", index: 0), ten = Self.item(":: 10  ", index: 9)
    #expect(Self.expand(template, one) == "echo {'1'/'1  '/'1'/'1  '/''/0/0}")
    #expect(Self.expand(template, ten, selected: [one]) == "echo {'10'/'10  '/'1'/'1  '/''/9/0}")
    #expect(
      Self.expand(template, .noRecord, selected: [one, ten], query: "12")
        == "echo {''/''/'1' '10'/'1  ' '10  '/'12'//0 9}")
    // `{-}` is no placeholder (fzf keeps it): `{{}-{+}}` of an empty line is `{''-''}`.
    #expect(Self.expand("echo {{}-{+}}", Self.item("")) == "echo {''-''}")
  }

  /// A line of `rg -n` split at `:`, as `fzf -d: --preview 'bat {1}' --preview-window +{2}-5` does.
  @Test func aDelimiterSplitsAfterEachSeparator() {
    let context = CommandTemplate.Context(delimiter: ":")
    let line = Self.item("Sources/main.swift:42:  let x = [1: 2]")
    #expect(
      Self.expand("bat {1} +{2} {3} {3..} {-1} {s3..} {2..}", line, context: context)
        == "bat 'Sources/main.swift' +'42' 'let x = [1' 'let x = [1: 2]' '2]' '  let x = [1: 2]' '42:  let x = [1: 2]'")
    #expect(Self.expand("{1}", Self.item("a:b:"), context: context) == "'a'", "the separator after a field goes")
    #expect(Self.expand("{1,3}", Self.item("a:b:c"), context: context) == "'a:c'")
    #expect(Self.expand("{1}", line) == "'Sources/main.swift:42:'", "without -d a field ends at a blank")
    let scalars = CommandTemplate.Context(delimiter: "")
    #expect(Self.expand("{2} {-1}", Self.item("e\u{301}東📷"), context: scalars) == "'\u{301}' '📷'", "-d '': scalars")
  }

  /// `{+f}`, `{f2}`, `{+nf}`: the values, each ended by the separator, go to a file, whose quoted
  /// path takes the placeholder's place.
  @Test func fileFlagsWriteTheValues() {
    var written: [String] = []
    let context = CommandTemplate.Context(
      fileSeparator: "\0",
      writeFile: { text in
        written.append(text)
        return "/tmp/f\(written.count)"
      })
    let a = Self.item("foo bar", index: 0), b = Self.item("bar foo", index: 1)
    let command = Self.expand("cat {+f} {+f2} {+nf} {+fn} {fn}", a, selected: [a, b], context: context)
    #expect(command == "cat '/tmp/f1' '/tmp/f2' '/tmp/f3' '/tmp/f4' '/tmp/f5'")
    #expect(written == ["foo bar\0bar foo\0", "bar\0foo\0", "0\01\0", "0\01\0", "0\0"])
    #expect(Self.expand("cat {+f}", a, context: CommandTemplate.Context()) == "cat ''", "no writer: empty")
  }

  /// The reference: fzf's split written out character by character, fields chosen one index at a
  /// time.
  static func referenceFields(_ text: String, delimiter: String?) -> [String] {
    var fields: [String] = []
    if let delimiter {
      var current = ""
      for character in text {
        current.append(character)
        if current.hasSuffix(delimiter) {
          fields.append(current)
          current = ""
        }
      }
      if !current.isEmpty { fields.append(current) }
      return fields
    }
    var current = ""
    var sawBlank = false
    for character in text {
      let blank = character == " " || character == "\t"
      if current.isEmpty && blank { continue }
      if !blank && sawBlank {
        fields.append(current)
        current = ""
        sawBlank = false
      }
      if blank { sawBlank = true }
      current.append(character)
    }
    if !current.isEmpty { fields.append(current) }
    return fields
  }

  static func reference(
    _ text: String, delimiter: String?, ranges: [(Int?, Int?)], keepsSpace: Bool
  ) -> String {
    let fields = referenceFields(text, delimiter: delimiter)
    var out = ""
    for (lower, upper) in ranges {
      let low = lower.map { $0 > 0 ? $0 : fields.count + 1 + $0 } ?? 1
      let high = upper.map { $0 > 0 ? $0 : fields.count + 1 + $0 } ?? fields.count
      for (offset, field) in fields.enumerated() where (low...max(low, high)).contains(offset + 1) && low <= high {
        out += field
      }
    }
    if let delimiter, out.hasSuffix(delimiter) { out.removeLast(delimiter.count) }
    if !keepsSpace { out = out.trimmingCharacters(in: .whitespacesAndNewlines) }
    return out
  }

  @Test func fieldRangesAgreeWithTheReference() throws {
    let alphabet = Array("ab :\t,é漢")
    let failure = withEvery("seed", in: 0..<4000) { _, rng -> String? in
      let text = String((0..<Int(rng.next() % 14)).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] })
      let delimiter: String? = [nil, ":", ", ", ""][Int(rng.next() % 4)]
      func bound() -> Int? {
        let value = Int(rng.next() % 9) - 4
        return value == 0 ? nil : value
      }
      var ranges: [(Int?, Int?)] = []
      var written: [String] = []
      for _ in 0..<(1 + Int(rng.next() % 2)) {
        let lower = bound(), upper = bound()
        if rng.next() % 2 == 0, let lower {
          ranges.append((lower, lower))
          written.append(String(lower))
        } else {
          ranges.append((lower, upper))
          written.append((lower.map(String.init) ?? "") + ".." + (upper.map(String.init) ?? ""))
        }
      }
      let keepsSpace = rng.next() % 2 == 0
      let template = "{" + (keepsSpace ? "s" : "") + written.joined(separator: ",") + "}"
      let expected = CommandTemplate.quoted(
        Self.reference(text, delimiter: delimiter, ranges: ranges, keepsSpace: keepsSpace))
      let got = Self.expand(template, Self.item(text), context: CommandTemplate.Context(delimiter: delimiter))
      return got == expected
        ? nil
        : "\(template) of \(text.debugDescription) -d \(delimiter.debugDescription): \(got ?? "nil") ≠ \(expected)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
