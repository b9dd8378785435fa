import CascadeCanvas
import CascadeCurses
import CascadeTestSupport
import Testing

@Suite struct ColorTests {
  private let allAttributes: [TextAttributes] = [[], .bold, .dim, .reverse, .underline, [.bold, .underline]]

  private func randomColor(_ rng: inout SplitMix64) -> Color {
    switch Int.random(in: 0..<3, using: &rng) {
    case 0: return .terminalDefault
    case 1: return .ansi(UInt8.random(in: 0..<16, using: &rng))
    default: return .indexed(UInt8.random(in: 0...255, using: &rng))
    }
  }

  private func randomStyle(_ rng: inout SplitMix64) -> Style {
    Style(
      foreground: randomColor(&rng), background: randomColor(&rng),
      attributes: allAttributes[Int.random(in: 0..<allAttributes.count, using: &rng)])
  }

  @Test func noColorVariableTurnsColoursOffWhenNotEmpty() {
    #expect(CursesPalette.colorsAllowed(noColorVariable: nil))
    #expect(CursesPalette.colorsAllowed(noColorVariable: ""))
    #expect(!CursesPalette.colorsAllowed(noColorVariable: "1"))
  }

  @Test func monochromeDropsColoursAndKeepsAttributes() {
    let failure = withEvery("seed", in: 0..<2_000) { _, rng in
      let style = randomStyle(&rng)
      let resolved = CursesPalette.monochrome.resolve(style)
      let expected = ResolvedStyle(foreground: -1, background: -1, attributes: style.attributes)
      return resolved == expected ? nil : "\(style) resolved to \(resolved)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func twoHundredFiftySixColoursAreTakenAsIs() {
    let palette = CursesPalette(colorCount: 256, hasDefaultColors: true)
    for index in UInt8(0)...255 {
      let style = Style(foreground: .indexed(index), background: .indexed(255 - index), attributes: .dim)
      #expect(
        palette.resolve(style)
          == ResolvedStyle(foreground: Int32(index), background: Int32(255 - index), attributes: .dim))
    }
    #expect(palette.resolve(.plain) == ResolvedStyle(foreground: -1, background: -1, attributes: []))
    #expect(palette.resolve(Style(foreground: .ansi(12))).foreground == 12)
  }

  /// Direct colour (`xterm-direct`): a 24-bit colour is its 0xRRGGBB number, a palette entry from 8
  /// up its xterm RGB, ANSI 0–7 stay the theme's; 256 colours take a 24-bit colour's nearest entry.
  @Test func directColourTakes24BitColoursAsThemselves() {
    let direct = CursesPalette(colorCount: 1 << 24, hasDefaultColors: true)
    #expect(direct.isDirect)
    #expect(
      direct.resolve(
        Style(foreground: .rgb(red: 201, green: 52, blue: 17), background: .rgb(red: 23, green: 111, blue: 190)))
        == ResolvedStyle(foreground: 0xC93411, background: 0x176FBE, attributes: []))
    #expect(
      direct.resolve(Style(foreground: .rgb(red: 0, green: 0, blue: 0))).foreground == 8, "0–7 are the ANSI colours")
    #expect(direct.resolve(Style(foreground: .indexed(196))).foreground == 0xFF0000)
    #expect(
      direct.resolve(Style(foreground: .red, background: .indexed(4)))
        == ResolvedStyle(foreground: 1, background: 4, attributes: []))
    #expect(direct.resolve(.plain) == ResolvedStyle(foreground: -1, background: -1, attributes: []))
    let palette = CursesPalette(colorCount: 256, hasDefaultColors: true)
    #expect(!palette.isDirect)
    #expect(palette.resolve(Style(foreground: .rgb(red: 255, green: 0, blue: 0))).foreground == 196)
    #expect(palette.resolve(Style(foreground: .rgb(red: 128, green: 128, blue: 130))).foreground == 244)
    // Every palette entry from 16 up is its own nearest.
    for index in UInt8(16)...255 {
      let rgb = XtermPalette.rgb(index)
      let nearest = XtermPalette.nearestIndexed(to: rgb)
      #expect(XtermPalette.rgb(nearest) == rgb, "entry \(index) came back as \(nearest)")
    }
  }

  @Test func sixteenColoursTakeTheNearestANSIColour() {
    let palette = CursesPalette(colorCount: 16, hasDefaultColors: true)
    var failure: String?
    for index in UInt8(0)...255 {
      let number = palette.resolve(Style(foreground: .indexed(index))).foreground
      let target = XtermPalette.rgb(index)
      let distance = XtermPalette.ansi[Int(number)].squaredDistance(to: target)
      if let closer = XtermPalette.ansi.firstIndex(where: { $0.squaredDistance(to: target) < distance }) {
        failure = "index \(index) took \(number) but \(closer) is closer"
        break
      }
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(palette.resolve(Style(foreground: .indexed(196))).foreground == 9)
    #expect(palette.resolve(Style(foreground: .indexed(21))).foreground == 4)
    #expect(palette.resolve(Style(foreground: .indexed(244))).foreground == 8)
    #expect(palette.resolve(Style(foreground: .indexed(250))).foreground == 7)
    #expect(palette.resolve(Style(background: .indexed(231))).background == 15)
  }

  @Test func eightColoursShowBrightForegroundsAsBold() {
    let palette = CursesPalette(colorCount: 8, hasDefaultColors: true)
    for index in UInt8(8)..<16 {
      let resolved = palette.resolve(Style(foreground: .ansi(index), background: .ansi(index)))
      #expect(resolved == ResolvedStyle(foreground: Int32(index - 8), background: Int32(index - 8), attributes: .bold))
    }
    #expect(palette.resolve(Style(foreground: .red, attributes: .underline)).attributes == .underline)
    #expect(
      palette.resolve(Style(foreground: .indexed(196)))
        == ResolvedStyle(foreground: 1, background: -1, attributes: .bold))
    let failure = withEvery("seed", in: 0..<2_000) { _, rng in
      let resolved = palette.resolve(randomStyle(&rng))
      let inRange = (-1..<8).contains(resolved.foreground) && (-1..<8).contains(resolved.background)
      return inRange ? nil : "out of the 8 colours: \(resolved)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func withoutDefaultColoursTheDefaultIsWhiteOnBlack() {
    let palette = CursesPalette(colorCount: 8, hasDefaultColors: false)
    #expect(palette.resolve(.plain) == ResolvedStyle(foreground: 7, background: 0, attributes: []))
    #expect(palette.defaultPair == (7, 0))
  }

  @Test func xtermPaletteCorners() {
    #expect(XtermPalette.rgb(16) == XtermPalette.RGB(red: 0, green: 0, blue: 0))
    #expect(XtermPalette.rgb(196) == XtermPalette.RGB(red: 255, green: 0, blue: 0))
    #expect(XtermPalette.rgb(231) == XtermPalette.RGB(red: 255, green: 255, blue: 255))
    #expect(XtermPalette.rgb(232) == XtermPalette.RGB(red: 8, green: 8, blue: 8))
    #expect(XtermPalette.rgb(255) == XtermPalette.RGB(red: 238, green: 238, blue: 238))
    #expect(XtermPalette.rgb(110) == XtermPalette.RGB(red: 135, green: 175, blue: 215))
  }
}
