import CascadeCanvas
import CascadeFzf
import CascadeTestSupport
import Testing

/// `--bind` values read as fzf reads them: keys, action chains, the command delimiters, errors.
@Suite struct KeyBindingParsingTests {
  /// Key names with the key each means.
  static let keys: [(String, Key)] = [
    ("ctrl-a", .control("a")), ("ctrl-t", .control("t")), ("ctrl-z", .control("z")), ("alt-x", .alt("x")),
    ("alt-X", .alt("X")), ("f1", .function(1)), ("f12", .function(12)), ("enter", .enter), ("esc", .escape),
    ("tab", .tab), ("btab", .backTab), ("space", .space), ("up", .up), ("down", .down), ("left", .left),
    ("right", .right), ("pgup", .pageUp), ("pgdn", .pageDown), ("home", .home), ("end", .end), ("x", .character("x")),
    ("%", .character("%")), (",", .character(",")), (":", .character(":")), ("+", .character("+")),
  ]

  static let plainActions: [BindAction] = [.accept, .abort, .toggle, .selectAll, .deselectAll, .togglePreview]

  /// A command of printable characters, spaces and placeholders, never holding `closing`; for a
  /// bracket pair, pairs of it nested inside.
  static func command(rng: inout SplitMix64, opening: Character?, closing: Character?) -> String {
    let alphabet = Array("abc xyz{}+q'\"$,:;|-_./()[]<>!@#%^&*~\\")
    var text = ""
    while text.isEmpty || text.allSatisfy(\.isWhitespace) {
      text = String((0..<(1 + Int(rng.next() % 16))).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] })
      text.removeAll { $0 == closing || $0 == opening }
      if let opening, let closing, opening != closing, rng.next() % 2 == 0 {
        text = "\(text)\(opening)\(text)\(closing)"
      }
    }
    return text
  }

  /// `action` spelled with `opening`…`closing` around its command, or `:` before it (closing nil).
  static func spelled(_ action: BindAction, opening: Character, closing: Character?) -> String {
    guard let command = action.command else { return action.name }
    return closing.map { "\(action.name)\(opening)\(command)\($0)" } ?? "\(action.name):\(command)"
  }

  /// Random bindings, spelled with random delimiters (`:CMD` only last, as it takes the rest),
  /// read back as the same keys and actions in the same order.
  @Test func spelledBindingsReadBackAsTheyWere() throws {
    let delimiters: [(Character, Character?)] = [
      ("(", ")"), ("[", "]"), ("{", "}"), ("<", ">"), ("~", "~"), ("!", "!"), ("@", "@"), ("#", "#"), ("$", "$"),
      ("%", "%"), ("^", "^"), ("&", "&"), ("*", "*"), (";", ";"), ("/", "/"), ("|", "|"),
    ]
    let failure = withEvery("seed", in: 0..<2_000) { _, rng -> String? in
      var expected: [(String, Key, [BindAction])] = []
      var spec: [String] = []
      let bindingCount = 1 + Int(rng.next() % 4)
      for b in 0..<bindingCount {
        let (name, key) = Self.keys[Int(rng.next() % UInt64(Self.keys.count))]
        var actions: [BindAction] = []
        var words: [String] = []
        let actionCount = 1 + Int(rng.next() % 3)
        for a in 0..<actionCount {
          let last = b == bindingCount - 1 && a == actionCount - 1
          let colon = last && rng.next() % 4 == 0
          let (opening, closing) = colon ? (":", nil) : delimiters[Int(rng.next() % UInt64(delimiters.count))]
          let action: BindAction
          if rng.next() % 2 == 0 {
            action = Self.plainActions[Int(rng.next() % UInt64(Self.plainActions.count))]
          } else {
            let text = Self.command(rng: &rng, opening: closing == nil ? nil : opening, closing: closing)
            action =
              [BindAction.execute(text), .executeSilent(text), .become(text), .reload(text), .changePreview(text)][
                Int(rng.next() % 5)]
          }
          actions.append(action)
          words.append(Self.spelled(action, opening: opening, closing: closing))
        }
        expected.append((name, key, actions))
        spec.append(name + ":" + words.joined(separator: "+"))
      }
      let text = spec.joined(separator: ",")
      let read: [KeyBindings.Binding]
      do { read = try KeyBindings.parse(text) } catch { return "\(text): \(error)" }
      let got = read.map { "\($0.keyName) \($0.trigger) \($0.actions)" }
      let want = expected.map { "\($0.0) \(BindTrigger.key($0.1)) \($0.2)" }
      return got == want ? nil : "\(text)\n got  \(got)\n want \(want)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func fzfSpellingsMeanWhatFzfMeans() throws {
    let cases: [(String, [(Key, [BindAction])])] = [
      ("ctrl-t:execute-silent(echo {} >> OUT)", [(.control("t"), [.executeSilent("echo {} >> OUT")])]),
      ("enter:become(echo {q})", [(.enter, [.become("echo {q}")])]),
      ("ctrl-a:select-all+accept", [(.control("a"), [.selectAll, .accept])]),
      (
        "ctrl-r:reload(printf 'a\\nb\\n'),ctrl-d:deselect-all",
        [(.control("r"), [.reload("printf 'a\\nb\\n'")]), (.control("d"), [.deselectAll])]
      ),
      ("f2:execute[less {}]", [(.function(2), [.execute("less {}")])]),
      ("f3:execute{less {+}}", [(.function(3), [.execute("less {+}")])]),
      (
        "ctrl-o:toggle+execute:less {},and more,x:abort",
        [(.control("o"), [.toggle, .execute("less {},and more,x:abort")])]
      ),
      ("alt-e:execute(echo $(date) (x))", [(.alt("e"), [.execute("echo $(date) (x)")])]),
      ("::accept,,:abort", [(.character(":"), [.accept]), (.character(","), [.abort])]),
      ("btab:TOGGLE", [(.backTab, [.toggle])]),
    ]
    for (spec, expected) in cases {
      let read = try KeyBindings.parse(spec)
      #expect(read.map(\.trigger) == expected.map { .key($0.0) }, "\(spec)")
      #expect(read.map(\.actions) == expected.map(\.1), "\(spec)")
    }
  }

  /// Later bindings of a key replace earlier ones, across values too.
  @Test func aKeyBoundTwiceKeepsItsLastActions() throws {
    var bindings = try KeyBindings(spec: "ctrl-a:accept,ctrl-a:abort")
    #expect(bindings[.control("a")] == [.abort])
    try bindings.add("ctrl-a:toggle,x:accept")
    #expect(bindings[.control("a")] == [.toggle])
    #expect(bindings[.character("x")] == [.accept])
    #expect(bindings[.enter] == nil)
    try bindings.add("double-click:toggle+accept")
    #expect(bindings[.doubleClick] == [.toggle, .accept])
  }

  /// Each bad value is refused with a reason that names what is wrong, and the whole value.
  @Test func badValuesSayWhatIsWrong() {
    let cases: [(String, String)] = [
      ("", "empty"),
      ("ctrl-a", "no action for 'ctrl-a'"),
      ("ctrl-a:", "no action for 'ctrl-a'"),
      ("ctrl-ä1:accept", "'ctrl-ä1' is not a key name"),
      ("hyper-x:accept", "'hyper-x' is not a key name"),
      ("ctrl-a:exec(ls)", "'exec' is not an action"),
      ("ctrl-a:accept(ls)", "'accept' takes no command"),
      ("ctrl-a:execute", "'execute' needs a command"),
      ("ctrl-a:execute()", "'execute' has an empty command"),
      ("ctrl-a:execute(ls", "'execute(' has no closing ')'"),
      ("ctrl-a:reload[ls", "'reload[' has no closing ']'"),
      ("ctrl-a:accept+", "no action for 'ctrl-a'"),
      ("ctrl-a:accept,", "nothing after the last ','"),
      ("ctrl-a:execute(ls)x", "unexpected 'x'"),
      (":accept", "no key"),
      ("ctrl-a:accept,ctrl-b", "no action for 'ctrl-b'"),
    ]
    for (spec, reason) in cases {
      #expect {
        _ = try KeyBindings.parse(spec)
      } throws: { error in
        let description = String(describing: error)
        return description.hasPrefix("'\(spec)': ") && description.contains(reason)
      }
    }
  }
}
