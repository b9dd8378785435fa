import CascadeCanvas
import CascadeLayout
import CascadeTestSupport
import Testing

/// `Style` packs two colours (24-bit ones included) and the attributes into 7 bytes: what goes in
/// must come out, and a cell must stay 24 bytes with its style and width in one 8-byte word.
@Suite struct StylePackingTests {
  private static func randomColor(_ rng: inout SplitMix64) -> Color {
    switch rng.next() % 4 {
    case 0: return .terminalDefault
    case 1: return .ansi(UInt8(truncatingIfNeeded: rng.next()))
    case 2: return .indexed(UInt8(truncatingIfNeeded: rng.next()))
    default:
      let bits = rng.next()
      return .rgb(
        red: UInt8(truncatingIfNeeded: bits), green: UInt8(truncatingIfNeeded: bits >> 8),
        blue: UInt8(truncatingIfNeeded: bits >> 16))
    }
  }

  @Test func everyColourAndAttributeComesBackOut() {
    let failure = withEvery("seed", in: 0..<5_000) { _, rng in
      let foreground = Self.randomColor(&rng), background = Self.randomColor(&rng)
      let attributes = TextAttributes(rawValue: UInt8(truncatingIfNeeded: rng.next()) & 0x3F)
      var style = Style(foreground: foreground, background: background, attributes: attributes)
      guard style.foreground == foreground, style.background == background, style.attributes == attributes else {
        return
          "\(foreground) \(background) \(attributes.rawValue) came back as \(style.foreground) \(style.background) \(style.attributes.rawValue)"
      }
      // Setting one field leaves the others alone.
      let other = Self.randomColor(&rng)
      style.background = other
      style.attributes.insert(.dim)
      guard style.foreground == foreground, style.background == other, style.attributes == attributes.union(.dim) else {
        return
          "setting the background to \(other) and adding dim gave \(style.foreground) \(style.background) \(style.attributes.rawValue)"
      }
      // Equal styles are equal colours, whatever path made them.
      let rebuilt = Style(foreground: foreground, background: other, attributes: attributes.union(.dim))
      return rebuilt == style && rebuilt.hashValue == style.hashValue ? nil : "a rebuilt style differs"
    }
    #expect(failure == nil)
  }

  @Test func colourKindsWithTheSameBytesDiffer() {
    #expect(Style(foreground: .ansi(3)) != Style(foreground: .indexed(3)))
    #expect(Style(foreground: .indexed(0)) != Style(foreground: .rgb(red: 0, green: 0, blue: 0)))
    #expect(Style(background: .ansi(1)) != Style(foreground: .ansi(1)))
  }

  @Test func aCellStaysTwentyFourBytes() {
    #expect(MemoryLayout<Style>.size == 7)
    #expect(MemoryLayout<Cell>.stride == 24)
  }

  @Test func theScreenSeesA24BitColourChange() {
    let backend = TestBackend(size: Size(width: 2, height: 1))
    let screen = Screen(backend: backend)
    let red = Style(foreground: .rgb(red: 255, green: 0, blue: 0)),
      nearRed = Style(foreground: .rgb(red: 255, green: 0, blue: 1))
    screen.draw { $0.draw("ab", at: .zero, style: red) }
    screen.draw { $0.draw("ab", at: .zero, style: red) }
    #expect(screen.lastChangeCount == 0)
    screen.draw { $0.draw("ab", at: .zero, style: nearRed) }
    #expect(screen.lastChangeCount == 2, "one step of blue is a change")
  }
}
