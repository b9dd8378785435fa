import CascadeCanvas
import CascadeLayout
import CascadeTestSupport
import Testing

@Suite struct TextSanitizerTests {
  @Test func controlsBecomeVisible() {
    #expect(TextSanitizer.sanitize("\u{1b}[2J") == "␛[2J")
    #expect(TextSanitizer.sanitize("a\u{0}b\u{7}c\u{7f}") == "a␀b␇c␡")
    #expect(TextSanitizer.sanitize("\u{9b}31m\u{85}") == "\u{FFFD}31m\u{FFFD}")
    #expect(TextSanitizer.sanitize("\u{1b}]0;title\u{7}") == "␛]0;title␇")
  }

  @Test func tabsExpandFromTheLineStart() {
    #expect(TextSanitizer.sanitize("\tx") == "    x")
    #expect(TextSanitizer.sanitize("ab\tx") == "ab  x")
    #expect(TextSanitizer.sanitize("abcd\tx") == "abcd    x")
    #expect(TextSanitizer.sanitize("瀑\tx") == "瀑  x", "a wide grapheme counts two columns")
    #expect(TextSanitizer.sanitize("abc\nd\tx") == "abc\nd   x", "columns restart after a line break")
  }

  @Test func lineBreaksAreNormalised() {
    #expect(TextSanitizer.sanitize("a\r\nb\rc\nd\u{2028}e\u{2029}f") == "a\nb\nc\nd\ne\nf")
  }

  @Test func bidiControlsAreDropped() {
    #expect(TextSanitizer.sanitize("x\u{202E}exe.txt") == "xexe.txt")
    #expect(TextSanitizer.sanitize("\u{2066}a\u{2069}\u{202A}b\u{202C}") == "ab")
  }

  @Test func invalidUTF8BecomesReplacementCharacters() {
    #expect(TextSanitizer.sanitize(bytes: [0x61, 0xFF, 0x62]) == "a\u{FFFD}b")
    #expect(TextSanitizer.sanitize(bytes: [0xE7, 0x80]) == "\u{FFFD}", "a truncated sequence")
    #expect(TextSanitizer.sanitize(bytes: [0xC2, 0x9B, 0x33]) == "\u{FFFD}3", "C1 CSI encoded in UTF-8")
    #expect(TextSanitizer.sanitize(bytes: Array("瀑布\u{1b}c".utf8)) == "瀑布␛c")
  }

  @Test func safeTextPassesUnchanged() {
    for text in ["plain", "瀑布流布局", "👍🏽 👨‍👩‍👧 🇯🇵", "e\u{301}", "a\u{200B}b", "─┼─"] {
      #expect(TextSanitizer.sanitize(text) == text)
    }
  }

  @Test func cellWritesSanitise() {
    var buffer = CellBuffer(size: Size(width: 3, height: 1))
    buffer[0, 0] = Cell(grapheme: "\u{1b}")
    buffer[1, 0] = Cell(grapheme: "\u{9b}", width: 2)
    buffer[2, 0] = Cell(grapheme: "\u{202E}")
    #expect(buffer.lines() == ["␛\u{FFFD} "])
    #expect(buffer[1, 0].width == 1)
    buffer.clear(to: Cell(grapheme: "\u{7}"))
    #expect(buffer.lines() == ["␇␇␇"])
    #expect(CellBuffer(size: Size(width: 2, height: 1), filling: Cell(grapheme: "\n")).lines() == ["  "])
  }

  /// Thousands of random byte strings, weighted towards controls and escape sequences: the sanitised
  /// text holds no forbidden scalar but `\n`, and a buffer it is drawn into holds none at all.
  @Test func randomBytesNeverReachTheTerminal() {
    let sequences: [[UInt8]] = [
      Array("\u{1b}[2J".utf8), Array("\u{1b}]0;title\u{7}".utf8), [0x9B, 0x33, 0x31, 0x6D], [0xC2, 0x9B],
      [0xC2, 0x85], [0x1B, 0x50], Array("\u{202E}".utf8), Array("\u{2066}".utf8), [0xE2, 0x80], [0xF0, 0x9F],
      Array("瀑".utf8), Array("👍🏽".utf8), [0xCC, 0x81], Array("\r\n".utf8),
    ]
    let failure = withEvery("seed", in: 0..<3_000) { _, rng in
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...40, using: &rng) {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<3: bytes.append(UInt8.random(in: 0...0x1F, using: &rng))
        case 3: bytes.append(0x7F)
        case 4..<6: bytes.append(UInt8.random(in: 0x80...0xFF, using: &rng))
        case 6..<8: bytes += sequences.randomElement(using: &rng) ?? []
        default: bytes.append(UInt8.random(in: 0x20...0x7E, using: &rng))
        }
      }
      return Self.check(TextSanitizer.sanitize(bytes: bytes), from: "\(bytes)")
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// The same for random Unicode strings, built scalar by scalar.
  @Test func randomScalarsNeverReachTheTerminal() {
    let pools: [ClosedRange<UInt32>] = [
      0...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028...0x2029, 0x300...0x36F,
      0x200B...0x200F, 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF, 0x1F1E6...0x1F1FF, 0x4E00...0x4E20, 0x20...0x7E,
      0x1F440...0x1F450, 0xAC00...0xAC10,
    ]
    let failure = withEvery("seed", in: 0..<3_000) { _, rng in
      var scalars = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...30, using: &rng) {
        if Int.random(in: 0..<5, using: &rng) == 0 {
          scalars.append(contentsOf: (hostileTexts.randomElement(using: &rng) ?? "").unicodeScalars)
        } else {
          let pool = pools.randomElement(using: &rng) ?? 0x20...0x7E
          if let scalar = Unicode.Scalar(UInt32.random(in: pool, using: &rng)) { scalars.append(scalar) }
        }
      }
      let text = String(scalars)
      return Self.check(TextSanitizer.sanitize(text), from: text.debugDescription)
        ?? Self.checkDrawn(text, from: text.debugDescription)
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  static func check(_ sanitised: String, from source: String) -> String? {
    let bad = forbiddenScalars(in: sanitised).filter { $0 != 0x0A }
    if !bad.isEmpty { return "sanitising \(source) left \(bad)" }
    return checkDrawn(sanitised, from: source)
  }

  /// Draws `text` every way there is and looks for a forbidden scalar in any cell.
  static func checkDrawn(_ text: String, from source: String) -> String? {
    var buffer = CellBuffer(size: Size(width: 12, height: 6))
    buffer.draw(text, at: Point(x: -1, y: 0))
    buffer.draw(text, at: Point(x: 0, y: 1), maxWidth: 7)
    buffer.draw(text, wrappingIn: Rect(x: 1, y: 2, width: 9, height: 3))
    buffer.drawBox(Rect(x: 0, y: 4, width: 12, height: 3), title: text)
    buffer.fill(Rect(x: 10, y: 0, width: 2, height: 2), with: Cell(grapheme: text.first ?? " "))
    for cell in buffer.cells where !forbiddenScalars(in: String(cell.grapheme)).isEmpty {
      return "drawing \(source) stored \(cell.grapheme.unicodeScalars.map(\.value))"
    }
    return nil
  }
}
