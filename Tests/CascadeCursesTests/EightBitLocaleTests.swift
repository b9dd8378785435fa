import CascadeCurses
import CascadeTestSupport
import Testing

@Suite struct EightBitLocaleTests {
  @Test func onlyPrintableASCIIIsDrawn() {
    let cases: [(Character, Unicode.Scalar)] = [
      ("a", "a"), (" ", " "), ("~", "~"), ("?", "?"), ("é", "?"), ("e\u{301}", "?"), ("⌡", "?"),
      ("\u{9B}", "?"), ("\u{1B}", "?"), ("\u{7F}", "?"), ("瀑", "?"), ("👍🏽", "?"), ("\r\n", "?"), ("─", "?"),
    ]
    for (grapheme, expected) in cases {
      #expect(CursesBackend.eightBitLocaleStandIn(for: grapheme) == expected, "\(grapheme.unicodeScalars.map(\.value))")
    }
  }

  /// Whatever the grapheme, the stand-in is printable ASCII: the grapheme itself when it is one
  /// printable ASCII scalar, else "?".
  @Test func randomGraphemesBecomePrintableASCII() {
    let failure = withEvery("seed", in: 0..<5_000) { _, rng in
      var scalars = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 1...3, using: &rng) {
        let value =
          Bool.random(using: &rng)
          ? UInt32.random(in: 0...0xFF, using: &rng) : UInt32.random(in: 0...0x10FFFF, using: &rng)
        if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
      }
      guard let grapheme = String(scalars).first else { return nil }
      let standIn = CursesBackend.eightBitLocaleStandIn(for: grapheme)
      guard (0x20...0x7E).contains(standIn.value) else {
        return "\(grapheme.unicodeScalars.map(\.value)) drew \(standIn.value)"
      }
      let isPrintableASCII =
        grapheme.unicodeScalars.count == 1 && (0x20...0x7E).contains(grapheme.unicodeScalars.first?.value ?? 0)
      let expected: Character = isPrintableASCII ? grapheme : "?"
      return Character(standIn) == expected ? nil : "\(grapheme.unicodeScalars.map(\.value)) drew \(standIn)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
