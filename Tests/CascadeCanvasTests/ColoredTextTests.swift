import CascadeCanvas
import CascadeLayout
import CascadeTestSupport
import Testing

/// `ColoredText` (fzf's `--ansi`): the text comes out as the pieces between the sequences, each
/// scalar in the style the SGR sequences before it left, and nothing drawn from it holds a
/// control character.
@Suite struct ColoredTextTests {
  private static let texts = ["hello", " ", "\t", "wörld", "日本語", "🙂", "a;b[m", "]", "\\", "0123", "\u{7}", "\r"]
  /// SGR sequences with their parameters (what `SelectGraphicRendition` reads), and others.
  private static let sgr = [
    ("\u{1B}[m", ""), ("\u{1B}[0m", "0"), ("\u{1B}[1;34m", "1;34"), ("\u{1B}[38;5;208m", "38;5;208"),
    ("\u{1B}[48;2;10;200;30m", "48;2;10;200;30"), ("\u{1B}[4m", "4"), ("\u{1B}[7;2m", "7;2"),
    ("\u{1B}[22;39m", "22;39"),
    ("\u{1B}[38:5:33m", "38:5:33"), ("\u{C2}\u{9B}32m", "32"),
  ]
  private static let others = [
    "\u{1B}[2K", "\u{1B}[10;20H", "\u{1B}[?25l", "\u{1B}]0;title\u{07}", "\u{1B}]8;;https://example.com\u{1B}\\",
    "\u{1B}P1$r\u{1B}\\", "\u{1B}_apc\u{07}", "\u{1B}c", "\u{1B}7", "\u{1B}(B", "\u{1B}[1 q",
  ]

  /// Seeded: lines of text pieces, SGR and other sequences; the brute-force answer applies each
  /// SGR in turn and gives every scalar of the next text the style then in effect.
  @Test func textAndStylesAreThePiecesBetweenTheSequences() {
    let failure = withEvery("seed", in: 0..<4_000) { _, rng -> String? in
      var bytes: [UInt8] = [], text = "", styles: [Style?] = []
      var style = Style.plain
      for _ in 0..<Int.random(in: 0...10, using: &rng) {
        switch Int.random(in: 0..<3, using: &rng) {
        case 0:
          let (sequence, parameters) = Self.sgr.randomElement(using: &rng)!
          bytes += sequence == "\u{C2}\u{9B}32m" ? [0xC2, 0x9B] + Array("32m".utf8) : Array(sequence.utf8)
          style = SelectGraphicRendition.apply(parameters, to: style)
        case 1:
          bytes += Array(Self.others.randomElement(using: &rng)!.utf8)
        default:
          let piece = Self.texts.randomElement(using: &rng)!
          bytes += Array(piece.utf8)
          text += piece
          styles += Array(repeating: style == .plain ? nil : style, count: piece.unicodeScalars.count)
        }
      }
      let colored = ColoredText(bytes)
      if colored.text != text { return "\(bytes): text \(colored.text.debugDescription), not \(text.debugDescription)" }
      if colored.scalarStyles(count: styles.count) != styles { return "\(bytes): styles \(colored.spans)" }
      if colored.endStyle != style { return "\(bytes): ends in \(colored.endStyle), not \(style)" }
      if EscapeSequences.stripped(bytes) != Array(text.utf8) { return "\(bytes): stripped differs" }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Random bytes weighted towards escapes, brackets, digits and C1: the text never holds ESC or a
  /// C1 control that opens a sequence, spans stay inside it, and drawn with its colours no cell
  /// holds a control character — only the SGR path turns into anything but text.
  @Test func randomBytesDrawNoControlCharacter() {
    let alphabet: [UInt8] = [
      0x1B, 0x1B, 0x5B, 0x5D, 0x50, 0x5C, 0x3B, 0x3A, 0x6D, 0x07, 0x9B, 0xC2, 0x9B, 0x9D, 0x9C, 0x0A, 0x0D, 0x09, 0x08,
      0x30, 0x31, 0x33, 0x38, 0x41, 0x61, 0x7F, 0x00, 0xE2, 0x80, 0xAE, 0xFF, 0x20, 0x2F,
    ]
    let failure = withEvery("seed", in: 0..<4_000) { _, rng -> String? in
      let bytes = (0..<Int.random(in: 0..<80, using: &rng)).map { _ in
        Bool.random(using: &rng) ? alphabet.randomElement(using: &rng)! : UInt8.random(in: 0...255, using: &rng)
      }
      let colored = ColoredText(bytes)
      let scalars = Array(colored.text.unicodeScalars)
      if let bad = scalars.first(where: { [0x1B, 0x9B, 0x90, 0x98, 0x9D, 0x9E, 0x9F].contains($0.value) }) {
        return "\(bytes): U+\(String(bad.value, radix: 16)) left in the text"
      }
      if let span = colored.spans.first(where: { $0.scalars.upperBound > scalars.count || $0.scalars.isEmpty }) {
        return "\(bytes): span \(span.scalars) outside \(scalars.count) scalars"
      }
      var buffer = CellBuffer(size: Size(width: 100, height: 1))
      let styles = colored.scalarStyles(count: scalars.count)
      var x = 0
      for (scalar, style) in zip(scalars, styles) {
        x += buffer.draw(String(Character(scalar)), at: Point(x: x, y: 0), style: style ?? .plain)
      }
      for line in buffer.lines() where line.unicodeScalars.contains(where: { TextSanitizer.isForbidden($0.value) }) {
        return "\(bytes): cells \(line.unicodeScalars.map(\.value))"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// A header's next line starts in the style the last one left, as fzf carries it.
  @Test func aStyleCarriesToTheNextLine() {
    let first = ColoredText("\u{1B}[33mNAME")
    let second = ColoredText("SIZE\u{1B}[0m x", startingWith: first.endStyle)
    #expect(second.text == "SIZE x")
    #expect(second.spans == [ColorSpan(0..<4, style: Style(foreground: .yellow))])
  }
}
