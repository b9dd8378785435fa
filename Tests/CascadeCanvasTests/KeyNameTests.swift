import CascadeCanvas
import CascadeTestSupport
import Testing

@Suite struct KeyNameTests {
  @Test func namesAndSingleCharactersBecomeKeys() {
    #expect(Key(name: "down") == .down && Key(name: "PgDn") == .pageDown && Key(name: "shift-tab") == .backTab)
    #expect(Key(name: "space") == .space && Key(name: " ") == .space && Key(name: "q") == .character("q"))
    #expect(
      Key(name: "ctrl-C") == .control("c") && Key(name: "f12") == .function(12) && Key(name: "瀑") == .character("瀑"))
    for bad in ["", "sideways", "ctrl-", "ctrl-1", "f0", "f25", "ff", "f+5"] {
      #expect(Key(name: bad) == nil, "\(bad)")
    }
  }

  /// A name is read by Unicode scalars, as the key decoder delivers keys: one grapheme made of
  /// several scalars is no key a terminal sends, and Ctrl goes only with a to z.
  @Test func namesAreReadByScalarsNotGraphemes() {
    for oneGraphemeManyScalars in ["e\u{301}", "👍🏽", "\r\n", "🇫🇷", "👩\u{200D}💻", "ctrl-e\u{301}", "ctrl-é", "f1\u{301}"] {
      #expect(Key(name: oneGraphemeManyScalars) == nil, "\(oneGraphemeManyScalars.unicodeScalars.map(\.value))")
    }
    #expect(Key(name: "\u{E9}") == .character("\u{E9}"))
    #expect(Key(name: "\u{301}") == .character("\u{301}"))
    // The Kelvin sign lower-cases to k, as it does in fzf's Go.
    #expect(Key(name: "ctrl-\u{212A}") == .control("k"))
  }

  /// Random names made of key-name pieces, letters, CJK, emoji and marks that join the scalar before
  /// them into one grapheme: each reads as a brute-force reader over scalars says.
  @Test func randomNamesReadAsAReaderOfScalars() {
    let pieces: [String] = [
      "ctrl-", "CTRL-", "f", "F", "0", "1", "2", "4", "9", "a", "Q", "\u{E9}", "中", "👍", " ", "\u{301}", "\u{200D}",
      "\u{FE0F}", "\u{1F3FD}", "\u{212A}", "\r", "\n",
    ]
    var random = SplitMix64(seed: 25)
    var keys = 0
    for _ in 0..<20_000 {
      var name = ""
      for _ in 0..<Int.random(in: 1...3, using: &random) { name += pieces.randomElement(using: &random)! }
      let expected = Self.reference(Array(name.unicodeScalars))
      #expect(Key(name: name) == expected, "\(name.unicodeScalars.map(\.value))")
      if expected != nil { keys += 1 }
    }
    #expect(keys > 2_000, "\(keys) names were keys")
  }

  /// The keys a name made of the pieces above can mean (none spells a named key such as `up`).
  static func reference(_ s: [Unicode.Scalar]) -> Key? {
    if s.count == 1 { return s[0] == " " ? .space : .character(Character(s[0])) }
    let ascii = s.map { $0.isASCII ? Character($0).lowercased() : "\u{0}" }.joined()
    if s.count == 6, ascii.hasPrefix("ctrl-") {
      if s[5] == "\u{212A}" { return .control("k") }
      if let last = ascii.last, last >= "a", last <= "z" { return .control(last) }
      return nil
    }
    if ascii.first == "f", s.count <= 3, s.dropFirst().allSatisfy({ ("0"..."9").contains($0) }),
      let number = Int(ascii.dropFirst()), (1...24).contains(number)
    {
      return .function(number)
    }
    return nil
  }
}
