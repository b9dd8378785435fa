import CascadeCanvas
import CascadeFzf
import CascadeTestSupport
import Testing

/// `--color` read as fzf 0.38's `parseTheme` reads it, and resolved over its base schemes.
@Suite struct FzfThemeTests {
  private func theme(_ specs: String...) throws -> FzfTheme {
    var theme = FzfTheme()
    for spec in specs { try theme.apply(spec) }
    return theme
  }

  @Test func everyFormOfASpec() throws {
    let popular = try theme(
      "fg:#d0d0d0,bg:-1,hl:#5f87af,fg+:#ffffff,bg+:#262626,hl+:#5fd7ff,info:#afaf87,prompt:#d7005f")
    #expect(popular.entries[.fg]?.color == .rgb(red: 0xD0, green: 0xD0, blue: 0xD0))
    #expect(popular.entries[.bg]?.color == .terminalDefault)
    #expect(popular.entries[.currentBg]?.color == .rgb(red: 0x26, green: 0x26, blue: 0x26))
    #expect(popular.base == nil)
    // Names, numbers, attributes, case, `input` for `query`, empty words.
    let mixed = try theme("LIGHT,Query:Red:Bold,hl:bright-cyan:underline:reverse,marker:200,input::italic,gutter:-1")
    #expect(mixed.base == .light)
    #expect(mixed.entries[.query] == FzfTheme.Entry(color: .ansi(1), attributes: [.bold, .italic]))
    #expect(mixed.entries[.hl] == FzfTheme.Entry(color: .ansi(14), attributes: [.underline, .reverse]))
    #expect(mixed.entries[.marker]?.color == .indexed(200))
    #expect(mixed.entries[.gutter]?.color == .terminalDefault)
    #expect(try theme("pointer:grey,spinner:gray:dim,label:7").entries[.pointer]?.color == .ansi(8))
    // `regular` clears what came before it and keeps `--bold` off the element.
    #expect(
      try theme("prompt:bold:regular:3").entries[.prompt]
        == FzfTheme.Entry(color: .ansi(3), attributes: [], regular: true))
    // Repeated options add up; a base starts again; an empty spec is fzf's empty theme.
    let added = try theme("hl:1", "info:2")
    #expect(added.entries[.hl]?.color == .ansi(1) && added.entries[.info]?.color == .ansi(2))
    #expect(try theme("hl:1", "16,info:2").entries[.hl] == nil)
    #expect(try theme("bw", "").base == nil)
    #expect(try theme("no").base == .bw)
    for element in FzfTheme.Element.allCases {
      #expect(try theme("\(element.rawValue):1").entries[element]?.color == .ansi(1), "\(element)")
    }
    // Errors name the part, in fzf's words.
    for bad in ["fg", "fg:foo", "fg:256", "fg:-2", "nope:1", "fg:#12345", "fg:#gggggg", "dark,hl", "hl:1,,", "fg:1.5"] {
      #expect(throws: FzfTheme.InvalidSpec.self, "\(bad)") { try theme(bad) }
    }
    do {
      _ = try theme("dark,fg:foo,hl:1")
      Issue.record("no error")
    } catch {
      #expect("\(error)" == "invalid color specification: fg:foo")
    }
  }

  /// Over 5,000 seeded words, a colour word is read as a brute-force table of every name, number
  /// and hex says.
  @Test func colourWordsAgreeWithATable() throws {
    var table: [String: Color] = ["-1": .terminalDefault, "gray": .ansi(8), "grey": .ansi(8)]
    for (i, name) in FzfTheme.colorNames.enumerated() { table[name] = .ansi(UInt8(i)) }
    for n in 0...255 { table[String(n)] = n < 16 ? .ansi(UInt8(n)) : .indexed(UInt8(n)) }
    var random = SplitMix64(seed: 2138)
    let alphabet = Array("0123456789abcdefg#-+xr")
    for seed in 0..<5_000 {
      let word: String
      switch seed % 3 {
      case 0: word = table.keys.sorted()[Int.random(in: 0..<table.count, using: &random)]
      case 1:
        word = "#" + String((0..<6).map { _ in Array("0123456789abcdef").randomElement(using: &random)! })
      default:
        word = String((0..<Int.random(in: 1...5, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
      }
      var expected = table[word]
      if expected == nil, word.count == 7, word.first == "#", let value = Int(word.dropFirst(), radix: 16),
        word.dropFirst().allSatisfy(\.isHexDigit)
      {
        expected = .rgb(red: UInt8(value >> 16), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF))
      }
      // fzf's Atoi also takes a plus sign and leading zeros.
      if expected == nil, let n = Int(word), (-1...255).contains(n), word.dropFirst().allSatisfy(\.isNumber) {
        expected = table[String(n)]
      }
      #expect(FzfTheme.color(word) == expected, "seed \(seed): \(word)")
    }
  }

  @Test func basesAndDerivedElements() throws {
    let dark = FzfTheme().resolved()
    #expect(dark.colored)
    #expect(dark.entries[.gutter]?.color == .indexed(236))
    #expect(dark.entries[.currentFg] == FzfTheme.Entry(color: .indexed(254), attributes: .bold))
    #expect(dark.entries[.separator]?.color == .indexed(59))
    var sixteen = FzfTheme()
    sixteen.terminalHas256Colors = false
    #expect(sixteen.resolved().entries[.prompt]?.color == .blue)
    // `bg+` carries to the gutter unless it is set; `--no-bold` leaves the current line plain.
    var set = try theme("bg+:22,border:1,scrollbar:2")
    set.bold = false
    let resolved = set.resolved().entries
    #expect(resolved[.gutter]?.color == .indexed(22) && resolved[.separator]?.color == .ansi(1))
    #expect(resolved[.scrollbar]?.color == .ansi(2))
    #expect(resolved[.currentFg]?.attributes ?? [] == [])
    // `bw`: the current line reversed and, as every element fzf makes bold, bold even when regular.
    let bw = try theme("bw").resolved()
    #expect(!bw.colored)
    #expect(bw.entries[.currentFg]?.attributes == [.reverse, .bold])
    #expect(bw.entries[.prompt]?.attributes == .bold)
    #expect(try theme("prompt:regular").resolved().entries[.prompt]?.attributes == [])
    var black = FzfTheme()
    black.black = true
    #expect(black.resolved().entries[.previewBg]?.color == .black)
  }
}
