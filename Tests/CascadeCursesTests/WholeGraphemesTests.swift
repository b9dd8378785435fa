import CascadeCanvas
import CascadeCurses
import CascadeTestSupport
import Testing

@Suite struct WholeGraphemesTests {
  private static let plain = ResolvedStyle(foreground: -1, background: -1, attributes: [])
  private static let graphemes: [Character] = ["👨‍👩‍👧", "🇯🇵", "👩‍💻", "1️⃣", "❄️"]

  /// The "column,row,grapheme" each write of a sequence puts on screen, read back from its parts:
  /// `ESC [ row ; column H`, then `ESC [ … m` followed by the grapheme's bytes.
  private static func written(_ bytes: [UInt8]) -> [String] {
    var out: [String] = [], position: String?
    for part in String(decoding: bytes, as: UTF8.self).split(separator: "\u{1B}[") {
      if part.last == "H" {
        let numbers = part.dropLast().split(separator: ";").compactMap { Int($0) }
        position = numbers.count == 2 ? "\(numbers[1] - 1),\(numbers[0] - 1)" : nil
      } else if let m = part.firstIndex(of: "m"), let at = position {
        let grapheme = part[part.index(after: m)...].prefix { $0 != "\u{1B}" }
        if !grapheme.isEmpty { out.append("\(at),\(grapheme)") }
        position = nil
      }
    }
    return out
  }

  /// Random frames of cells drawn over rows of graphemes, against a brute-force screen of what each
  /// cell shows: after each frame the sequence writes exactly the graphemes still on screen on the
  /// rows that frame touched, at their cells, and none elsewhere.
  @Test func writesExactlyTheGraphemesLeftOnTouchedRows() {
    let failure = withEvery("seed", in: 0..<500) { _, rng in
      let columns = Int.random(in: 4...20, using: &rng), rows = Int.random(in: 1...6, using: &rng)
      var screen = [[Character?]](repeating: Array(repeating: nil, count: columns), count: rows)
      var graphemes = WholeGraphemes()
      for frame in 0..<20 {
        var touched = Set<Int>()
        for _ in 0..<Int.random(in: 0...8, using: &rng) {
          let y = Int.random(in: 0..<rows, using: &rng)
          let width = Int.random(in: 1...2, using: &rng)
          let x = Int.random(in: 0...(columns - width), using: &rng)
          touched.insert(y)
          // A grapheme two wide at column c covers c and c + 1.
          for c in max(0, x - 1)..<min(columns, x + width) where screen[y][c] != nil && c + 2 > x {
            screen[y][c] = nil
          }
          graphemes.cellsDrawn(x: x, y: y, width: width)
          if width == 2, Bool.random(using: &rng) {
            let grapheme = Self.graphemes.randomElement(using: &rng)!
            screen[y][x] = grapheme
            graphemes.set(.init(grapheme: grapheme, width: 2, style: Self.plain), x: x, y: y)
          }
        }
        var expected: [String] = []
        for y in touched.sorted() {
          for x in 0..<columns { if let grapheme = screen[y][x] { expected.append("\(x),\(y),\(grapheme)") } }
        }
        let got = Self.written(graphemes.takeSequence(origin: (0, 0), isDirect: false))
        if got != expected { return "frame \(frame): wrote \(got), expected \(expected)" }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// The cursor is saved before and restored after, attributes end plain, and the window's origin
  /// on the terminal (an inline region's) moves every position.
  @Test func savesTheCursorAndOffsetsByTheWindowOrigin() {
    var graphemes = WholeGraphemes()
    graphemes.set(.init(grapheme: "🇯🇵", width: 2, style: Self.plain), x: 3, y: 1)
    let bytes = String(decoding: graphemes.takeSequence(origin: (x: 0, y: 10), isDirect: false), as: UTF8.self)
    #expect(bytes == "\u{1B}7\u{1B}[12;4H\u{1B}[0;39;49m🇯🇵\u{1B}[0m\u{1B}8")
    #expect(graphemes.takeSequence(origin: (0, 0), isDirect: false).isEmpty, "nothing touched since")
  }

  @Test func stylesAsOneSelectGraphicRendition() {
    func sgr(_ foreground: Int32, _ background: Int32, _ attributes: TextAttributes = [], direct: Bool = false)
      -> String
    {
      let style = ResolvedStyle(foreground: foreground, background: background, attributes: attributes)
      return String(decoding: WholeGraphemes.selectGraphicRendition(style, isDirect: direct), as: UTF8.self)
    }
    #expect(sgr(1, -1, [.bold, .reverse]) == "\u{1B}[0;1;7;31;49m")
    #expect(sgr(12, 3) == "\u{1B}[0;94;43m")
    #expect(sgr(200, 16, [.underline]) == "\u{1B}[0;4;38;5;200;48;5;16m")
    #expect(sgr(0x11_22_33, 7, direct: true) == "\u{1B}[0;38;2;17;34;51;47m")
  }

  @Test func joinsWhereTheTerminalDrawsSequencesAsOneGlyph() {
    #expect(TerminalSession.graphemeJoining(environment: ["TERM": "xterm-256color"]) == .none)
    #expect(TerminalSession.graphemeJoining(environment: ["TERM": "screen", "STY": "1.pts"]) == .none)
    #expect(
      TerminalSession.graphemeJoining(environment: ["TERM": "tmux-256color", "TMUX": "/tmp/t,1,0"])
        == .sequencesAndFlags)
    #expect(TerminalSession.graphemeJoining(environment: ["TERM": "xterm-kitty"]) == .all)
    #expect(
      TerminalSession.graphemeJoining(environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"]) == .all)
    #expect(TerminalSession.graphemeJoining(environment: ["TERM": "tmux-256color", "TMUX": ""]) == .none)
  }
}
