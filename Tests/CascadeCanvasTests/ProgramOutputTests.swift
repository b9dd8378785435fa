import CascadeCanvas
import CascadeLayout
import CascadeTestSupport
import Testing

/// A preview command's output is untrusted: `ProgramOutput` must never let a control character
/// through, and with colours kept must read SGR into styles and drop every other sequence.
@Suite struct ProgramOutputTests {
  private func texts(_ output: String, colors: Bool = false) -> [String] {
    ProgramOutput.lines(of: Array(output.utf8), keepingColors: colors).map(\.text)
  }

  @Test func everyOtherSequenceIsDropped() {
    #expect(texts("a\u{1b}[2Jb\u{1b}[10;20Hc\n") == ["abc"], "CSI: clear, cursor position")
    #expect(texts("x\u{1b}]0;pwned\u{7}y\u{1b}]2;t\u{1b}\\z") == ["xyz"], "OSC ended by BEL and by ST")
    #expect(texts("a\u{1b}P+q544e\u{1b}\\b\u{1b}_apc\u{1b}\\c") == ["abc"], "DCS and APC strings")
    #expect(texts("a\u{1b}(Bb\u{1b}7c\u{1b}cd") == ["abcd"], "two-byte escapes and their intermediates")
    #expect(texts("a\u{9b}31mb\u{9d}0;t\u{9c}c\u{85}d") == ["abcd"], "C1 controls, CSI and OSC as C1")
    #expect(texts("a\u{1b}[31mb", colors: false) == ["ab"], "SGR without --ansi")
    #expect(texts("a\u{7}\u{8}\u{0}\u{7f}b\rc") == ["abc"], "bell, backspace, NUL, DEL and CR")
  }

  @Test func linesTabsAndLimits() {
    #expect(texts("one\ntwo\n\nfour") == ["one", "two", "", "four"])
    #expect(texts("a\tb\n瀑\tc") == ["a       b", "瀑      c"], "tabs run to multiples of 8 columns")
    #expect(
      ProgramOutput.lines(of: Array("1\n2\n3\n4\n".utf8), keepingColors: false, maximumLines: 2).map(\.text) == [
        "1", "2",
      ])
    #expect(texts("e\u{301}\u{1b}[1m!") == ["e\u{301}!"], "a combining mark stays with its letter")
    #expect(ProgramOutput.lines(of: [0x61, 0xFF, 0x62], keepingColors: false).map(\.text) == ["a\u{FFFD}b"])
  }

  @Test func sgrBecomesStyles() {
    let lines = ProgramOutput.lines(
      of: Array("\u{1b}[1;31mred\u{1b}[0m plain \u{1b}[38;5;208;48;2;0;0;255mo\u{1b}[39;22m!\n".utf8),
      keepingColors: true)
    #expect(lines.count == 1)
    let runs = lines[0].runs
    #expect(runs.map(\.text) == ["red", " plain ", "o", "!"])
    #expect(runs[0].style == Style(foreground: .red, attributes: .bold))
    #expect(runs[1].style == .plain)
    #expect(runs[2].style == Style(foreground: .indexed(208), background: .indexed(21)))
    #expect(runs[3].style == Style(background: .indexed(21)))
  }

  @Test func sgrParameters() {
    let plain = Style.plain
    #expect(SelectGraphicRendition.apply("", to: Style(foreground: .red)) == plain, "empty is reset")
    #expect(SelectGraphicRendition.apply("92;104", to: plain) == Style(foreground: .ansi(10), background: .ansi(12)))
    #expect(SelectGraphicRendition.apply("38:5:33", to: plain) == Style(foreground: .indexed(33)))
    #expect(SelectGraphicRendition.apply("4;7;2", to: plain) == Style(attributes: [.underline, .reverse, .dim]))
    #expect(SelectGraphicRendition.apply("24;27", to: Style(attributes: [.underline, .reverse])) == plain)
    #expect(
      SelectGraphicRendition.apply("38;5;300;1", to: plain) == Style(attributes: .bold),
      "an index out of range is skipped")
    #expect(SelectGraphicRendition.apply("38;2;1", to: plain) == plain, "a cut-off colour")
    #expect(SelectGraphicRendition.nearestIndexed(red: 0, green: 0, blue: 0) == 16)
    #expect(SelectGraphicRendition.nearestIndexed(red: 255, green: 255, blue: 255) == 231)
    #expect(SelectGraphicRendition.nearestIndexed(red: 128, green: 128, blue: 128) == 244)
  }

  /// Random bytes, weighted towards ESC, brackets, digits and C1 lead bytes so that sequences of every
  /// kind start, nest and break off: no run holds a control character, and drawn into a buffer no
  /// cell does either.
  @Test func randomBytesNeverYieldAControlCharacter() {
    let alphabet: [UInt8] = [
      0x1B, 0x1B, 0x5B, 0x5D, 0x50, 0x5C, 0x3B, 0x3A, 0x6D, 0x07, 0x9B, 0xC2, 0x9B, 0x9D, 0x0A, 0x0D, 0x09, 0x08,
      0x30, 0x31, 0x33, 0x38, 0x41, 0x61, 0x7F, 0x00, 0xE2, 0x80, 0xAE, 0xFF,
    ]
    let failure = withEvery("seed", in: 0..<3_000) { _, rng -> String? in
      let count = Int.random(in: 0..<80, using: &rng)
      let bytes = (0..<count).map { _ in
        Bool.random(using: &rng) ? alphabet.randomElement(using: &rng)! : UInt8.random(in: 0...255, using: &rng)
      }
      for colors in [false, true] {
        let lines = ProgramOutput.lines(of: bytes, keepingColors: colors)
        for line in lines {
          for run in line.runs where run.text.unicodeScalars.contains(where: { TextSanitizer.isForbidden($0.value) }) {
            return "\(bytes): run \(run.text.unicodeScalars.map(\.value))"
          }
        }
        var buffer = CellBuffer(size: Size(width: 40, height: 4))
        for (row, line) in lines.prefix(4).enumerated() {
          var x = 0
          for run in line.runs { x += buffer.draw(run.text, at: Point(x: x, y: row), style: run.style) }
        }
        for line in buffer.lines() where line.unicodeScalars.contains(where: { TextSanitizer.isForbidden($0.value) }) {
          return "\(bytes): cells \(line)"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func wrappingKeepsStylesAndWideCharacters() {
    let line = StyledLine([StyledRun("ab", style: Style(foreground: .red)), StyledRun("瀑布c")])
    #expect(
      line.wrapped(width: 3).map(\.text) == ["ab", "瀑", "布c"],
      "a wide character that would straddle goes to the next row")
    let rows = line.wrapped(width: 4)
    #expect(rows.map(\.text) == ["ab瀑", "布c"])
    #expect(rows[0].runs == [StyledRun("ab", style: Style(foreground: .red)), StyledRun("瀑")])
    #expect(StyledLine().wrapped(width: 5) == [StyledLine()])
  }
}
