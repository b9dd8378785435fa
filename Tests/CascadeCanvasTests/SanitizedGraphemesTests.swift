import CascadeCanvas
import CascadeTestSupport
import Testing

@Suite struct SanitizedGraphemesTests {
  /// The scalar fast path reads exactly the graphemes the standard library's `Character` iteration
  /// gives, sanitised and measured the same way as `TextSanitizer.form(of:)` and `DisplayWidth`.
  @Test func fastPathAgreesWithCharacterIteration() {
    let pools: [ClosedRange<UInt32>] = [
      0x20...0x7E, 0x20...0x7E, 0...0x1F, 0x7F...0xFF, 0x300...0x36F, 0x370...0x48F, 0x1100...0x11FF,
      0x2000...0x206F, 0x3000...0x30FF, 0x4E00...0x4E10, 0xAC00...0xAC08, 0xFF00...0xFFA0, 0xFE00...0xFE0F,
      0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF, 0x1F440...0x1F450, 0x200D...0x200D, 0x0D...0x0D, 0x0A...0x0A,
      0x0900...0x0950, 0x0600...0x0605, 0xE0020...0xE007F,
      // The pictograph blocks the fast path takes, their edges and the modifiers inside them.
      0x1F2F0...0x1F40F, 0x1F3F0...0x1F3FF, 0x1F640...0x1F6FF, 0x1F8F0...0x1FA0F, 0x1F300...0x1F9FF,
    ]
    let failure = withEvery("seed", in: 0..<4_000) { _, rng in
      var scalars = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...24, using: &rng) {
        let pool = pools.randomElement(using: &rng) ?? 0x20...0x7E
        if let scalar = Unicode.Scalar(UInt32.random(in: pool, using: &rng)) { scalars.append(scalar) }
      }
      let text = String(scalars)
      let slice = text.dropFirst(text.isEmpty ? 0 : Int.random(in: 0...1, using: &rng))
      return SanitizedGraphemes.withGraphemes(of: slice) { graphemes in Self.compare(graphemes, slice, text) }
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  static func compare(_ graphemes: SanitizedGraphemes, _ slice: Substring, _ text: String) -> String? {
    var fast = graphemes
    var offset = 0
    for character in slice {
      offset += character.utf8.count
      guard let grapheme = fast.next() else { return "\(text.debugDescription): fast path ended early" }
      let expected: (SanitizedGraphemes.Grapheme.Kind, Int, Character)
      switch TextSanitizer.form(of: character) {
      case .visible(let safe, let width): expected = (safe == " " ? .space : .visible, width, safe)
      case .tab: expected = (.tab, 0, " ")
      case .lineBreak: expected = (.lineBreak, 0, " ")
      case .dropped: expected = (.dropped, 0, " ")
      }
      if grapheme.kind != expected.0 || grapheme.width != expected.1 || fast.character(of: grapheme) != expected.2
        || fast.offset != offset
      {
        return "\(text.debugDescription) at \(character.unicodeScalars.map(\.value)): \(grapheme) vs \(expected)"
      }
      if grapheme.kind == .visible && grapheme.width != displayWidth(of: character) {
        return "\(text.debugDescription): width \(grapheme.width) vs displayWidth \(displayWidth(of: character))"
      }
    }
    return fast.next() == nil ? nil : "\(text.debugDescription): fast path read more graphemes"
  }
}
