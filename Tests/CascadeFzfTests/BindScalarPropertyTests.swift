import CascadeFzf
import CascadeTestSupport
import Testing

/// `--bind` values are read by Unicode scalars, as fzf reads runes: a combining mark, a joiner or a
/// variation selector right after `(` or `:` belongs to the command and never hides the delimiter.
@Suite struct BindScalarPropertyTests {
  /// What a command is made of: marks that join the scalar before them into one grapheme cluster,
  /// CJK, emoji, spaces and every delimiter.
  static let commandScalars: [Unicode.Scalar] =
    ["\u{301}", "\u{308}", "\u{20E3}", "\u{200D}", "\u{FE0F}", "中", "文", "👍", "a", "z", " ", "{", "}"]
    + "()[]{}<>~!@#$%^&*;/|:+,".unicodeScalars

  static let openings: [(Unicode.Scalar, Unicode.Scalar)] = [
    ("(", ")"), ("[", "]"), ("{", "}"), ("<", ">"), ("~", "~"), ("!", "!"), ("@", "@"), ("#", "#"), ("$", "$"),
    ("%", "%"), ("^", "^"), ("&", "&"), ("*", "*"), (";", ";"), ("/", "/"), ("|", "|"),
  ]

  typealias Parsed = [(key: String, actions: [(name: String, command: String?)])]

  static func flatten(_ bindings: [KeyBindings.Binding]) -> [String] {
    bindings.map { b in b.keyName + " " + b.actions.map { "\($0.name)=\($0.command.map { "[\($0)]" } ?? "-")" }.joined()
    }
  }

  static func flatten(_ parsed: Parsed) -> [String] {
    parsed.map { b in b.key + " " + b.actions.map { "\($0.name)=\($0.command.map { "[\($0)]" } ?? "-")" }.joined() }
  }

  /// Random bindings written in a random valid spelling (any delimiter pair the command does not
  /// contain, or a colon for the value's last action) read back as exactly what was written.
  @Test func writtenBindingsReadBackWithMarksAfterTheirDelimiters() throws {
    var random = SplitMix64(seed: 25)
    let keys = ["ctrl-a", "ctrl-t", "alt-x", "f2", "enter", "a", "中", "é"]
    for _ in 0..<4_000 {
      var expected: Parsed = []
      var parts: [String] = []
      let bindingCount = Int.random(in: 1...3, using: &random)
      for b in 0..<bindingCount {
        let key = keys.randomElement(using: &random)!
        var actions: [(name: String, command: String?)] = []
        var written: [String] = []
        let actionCount = Int.random(in: 1...3, using: &random)
        for a in 0..<actionCount {
          let isLast = b == bindingCount - 1 && a == actionCount - 1
          if Bool.random(using: &random) {
            let name = ["accept", "abort", "toggle"].randomElement(using: &random)!
            actions.append((name, nil))
            written.append(name)
            continue
          }
          var scalars = String.UnicodeScalarView()
          // A mark first, most of the time: the case a grapheme-cluster reader gets wrong.
          if Int.random(in: 0..<4, using: &random) > 0 {
            scalars.append(Self.commandScalars[Int.random(in: 0..<5, using: &random)])
          }
          for _ in 0..<Int.random(in: 1...8, using: &random) {
            scalars.append(Self.commandScalars.randomElement(using: &random)!)
          }
          let command = String(scalars)
          guard !command.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) else { continue }
          let name = ["execute", "reload", "become"].randomElement(using: &random)!
          let free = Self.openings.filter { !scalars.contains($0.0) && !scalars.contains($0.1) }
          if let (opening, closing) = free.randomElement(using: &random), !(isLast && Bool.random(using: &random)) {
            written.append("\(name)\(opening)\(command)\(closing)")
          } else if isLast {
            written.append("\(name):\(command)")
          } else {
            continue
          }
          actions.append((name, command))
        }
        if actions.isEmpty {
          actions.append(("accept", nil))
          written.append("accept")
        }
        expected.append((key, actions))
        parts.append("\(key):\(written.joined(separator: "+"))")
      }
      let spec = parts.joined(separator: ",")
      let parsed = try KeyBindings.parse(spec)
      #expect(Self.flatten(parsed) == Self.flatten(expected), "\(spec.debugDescription)")
    }
  }

  /// Random values made of key and action names, delimiters, commas, colons, marks, joiners and
  /// CJK: wherever a brute-force reader over scalars finds only names it knows, the parser reads
  /// the same bindings; wherever the reference finds the value malformed, the parser refuses it.
  @Test func randomValuesReadAsABruteForceReaderOfScalars() {
    var random = SplitMix64(seed: 2025)
    let tokens: [String] = [
      "ctrl-a", "a", "中", "accept", "abort", "toggle", "execute", "reload", ":", ":", ",", "+", "+", "(", ")", "[", "]",
      "{", "}", "<", ">", "~", "!", "@", "#", "$", "%", "^", "&", "*", ";", "/", "|", "\u{301}", "\u{308}", "\u{200D}",
      "\u{FE0F}", "👍", "文", " ", "x",
    ]
    var agreed = 0, refused = 0
    for _ in 0..<20_000 {
      // Mostly the shape of a value, with random tokens inside commands and, often, anywhere.
      var spec = ""
      for b in 0..<Int.random(in: 1...3, using: &random) {
        if b > 0 { spec += "," }
        spec += ["ctrl-a", "a", "中"].randomElement(using: &random)! + ":"
        for a in 0..<Int.random(in: 1...3, using: &random) {
          if a > 0 { spec += "+" }
          spec += ["accept", "abort", "toggle", "execute", "reload"].randomElement(using: &random)!
          let (opening, closing) = Self.openings.randomElement(using: &random)!
          let spelling = Int.random(in: 0..<4, using: &random)
          if spelling == 0 { continue }
          spec += spelling == 1 ? ":" : String(opening)
          for _ in 0..<Int.random(in: 0...5, using: &random) { spec += tokens.randomElement(using: &random)! }
          if spelling > 1 { spec += String(closing) }
        }
      }
      for _ in 0..<Int.random(in: 0...2, using: &random) {
        var scalars = Array(spec.unicodeScalars)
        scalars.insert(
          contentsOf: tokens.randomElement(using: &random)!.unicodeScalars,
          at: Int.random(in: 0...scalars.count, using: &random))
        spec = String(String.UnicodeScalarView(scalars))
      }
      let reference = Self.reference(Array(spec.unicodeScalars))
      let actual = try? KeyBindings.parse(spec)
      switch reference {
      case .malformed:
        #expect(actual == nil, "\(spec.debugDescription) was read, the reference finds it malformed")
        refused += 1
      case .read(let parsed):
        #expect(actual.map(Self.flatten) == Self.flatten(parsed), "\(spec.debugDescription)")
        agreed += 1
      case .unknownName:
        break
      }
    }
    // The generator reaches both outcomes often.
    #expect(agreed > 1_000, "\(agreed) read")
    #expect(refused > 1_000, "\(refused) refused")
  }

  enum Reference {
    case read(Parsed)
    case malformed
    case unknownName
  }

  /// fzf's reading of a `--bind` value, written for clarity over speed: each command's end is the
  /// first closing delimiter at which the openings and closings before it, counted again from the
  /// start each time, balance. Knows the key names `ctrl-a`, `a`, `中` and the actions `accept`,
  /// `abort`, `toggle` (no command), `execute`, `reload` (a command).
  static func reference(_ s: [Unicode.Scalar]) -> Reference {
    var p = 0, parsed: Parsed = [], unknown = false
    func text(_ range: Range<Int>) -> String {
      var view = String.UnicodeScalarView()
      view.append(contentsOf: s[range])
      return String(view)
    }
    while true {
      let key: String
      if p + 1 < s.count, s[p + 1] == ":" {
        key = text(p..<(p + 1))
        p += 2
      } else {
        guard let colon = (p..<s.count).first(where: { s[$0] == ":" || s[$0] == "," }), s[colon] == ":", colon > p
        else {
          return .malformed
        }
        key = text(p..<colon)
        p = colon + 1
      }
      if !["ctrl-a", "a", "中"].contains(key) { unknown = true }
      var actions: [(name: String, command: String?)] = []
      while true {
        let start = p
        while p < s.count, s[p].properties.isAlphabetic || s[p] == "-" { p += 1 }
        if text(p..<min(s.count, p + 4)) == "/eof" { p += 4 }
        let name = text(start..<p)
        if name.isEmpty { return .malformed }
        var command: String?
        if p < s.count, s[p] == ":" {
          command = text((p + 1)..<s.count)
          p = s.count
        } else if p < s.count, let (opening, closing) = openings.first(where: { $0.0 == s[p] }) {
          let from = p + 1
          guard
            let end = (from..<s.count).first(where: { j in
              s[j] == closing
                && (opening == closing
                  || s[from..<j].filter { $0 == opening }.count == s[from..<j].filter { $0 == closing }.count)
            })
          else { return .malformed }
          command = text(from..<end)
          p = end + 1
        }
        switch name {
        case "accept", "abort", "toggle": if command != nil { return unknown ? .unknownName : .malformed }
        case "execute", "reload":
          guard let command, !command.unicodeScalars.allSatisfy(\.properties.isWhitespace) else {
            return unknown ? .unknownName : .malformed
          }
        default: unknown = true
        }
        actions.append((name, command))
        guard p < s.count, s[p] == "+" else { break }
        p += 1
      }
      parsed.append((key, actions))
      if p == s.count { return unknown ? .unknownName : .read(parsed) }
      guard s[p] == ",", p + 1 < s.count else { return unknown ? .unknownName : .malformed }
      p += 1
    }
  }

  /// A key name is read by scalars too: a letter with a combining accent is two scalars, a key no
  /// terminal sends as one, so it is refused rather than bound to a key that never comes.
  @Test func keyNamesAreReadByScalars() throws {
    for name in ["e\u{301}", "alt-e\u{301}", "ctrl-e\u{301}", "👍🏽", "alt-👍🏽"] {
      #expect(throws: BindSpecError.self, "\(name.unicodeScalars.map(\.value))") {
        try KeyBindings.parse("\(name):accept")
      }
    }
    do {
      _ = try KeyBindings.parse("ALT-e\u{301}:accept")
    } catch {
      #expect(error.reason.contains("2 Unicode scalars ('e' U+0301)"), "\(error.reason)")
    }
    let read = try KeyBindings.parse("alt-\u{E9}:accept,\u{E9}:abort,ALT-\u{301}:toggle").map(\.trigger)
    #expect(read == [.key(.alt("\u{E9}")), .key(.character("\u{E9}")), .key(.alt("\u{301}"))])
  }

  /// A mark right after the delimiter is the command's, and an error names a lone mark by its code.
  @Test func marksAfterDelimitersAreTheCommands() throws {
    let parsed = try KeyBindings.parse("ctrl-a:execute(\u{301}ls)+reload:\u{200D}x")
    #expect(Self.flatten(parsed) == ["ctrl-a execute=[\u{301}ls]reload=[\u{200D}x]"])
    #expect(throws: BindSpecError.self) { try KeyBindings.parse("ctrl-a:accept\u{301}") }
    do {
      _ = try KeyBindings.parse("ctrl-a:execute(ls)\u{301}")
    } catch {
      #expect(error.reason.contains("U+0301"), "\(error.reason)")
    }
  }
}
