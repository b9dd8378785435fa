import CascadeCanvas
import CascadePictures
import CascadeTestSupport
import Testing

/// Pictures on terminals with 16 or 8 colours: drawn with chafa in those colours, dithered, so they
/// read as the picture and a flat area is a steady texture, not the nearest of 8 to each of 256.
@Suite struct FewColourRenderingTests {
  private static func flat(_ red: UInt8, _ green: UInt8, _ blue: UInt8, width: Int = 64, height: Int = 32) -> RGBAImage
  {
    RGBAImage(
      width: width, height: height, pixels: Array((0..<width * height).map { _ in [red, green, blue, 255] }.joined()))
  }

  /// The palette indices a cell shows: its background where the symbol is a space, its foreground
  /// where it is a full block, both otherwise.
  private static func shown(_ cell: Cell) -> [Color] {
    switch cell.grapheme {
    case " ": return [cell.style.background]
    case "█": return [cell.style.foreground]
    default: return [cell.style.foreground, cell.style.background]
    }
  }

  private static func index(_ color: Color) -> Int? {
    if case .indexed(let value) = color { return Int(value) }
    return nil
  }

  @Test func terminalsGetTheirOwnNumberOfColours() {
    #expect(PictureRendering.forTerminal(isUTF8: true, showsColors: true, colorCount: 8) == .colors8)
    #expect(PictureRendering.forTerminal(isUTF8: true, showsColors: true, colorCount: 16) == .colors16)
    #expect(PictureRendering.forTerminal(isUTF8: true, showsColors: true, colorCount: 88) == .colors16)
    #expect(PictureRendering.forTerminal(isUTF8: true, showsColors: true, colorCount: 256) == .colors256)
    #expect(PictureRendering.forTerminal(isUTF8: true, showsColors: false, colorCount: 8) == .monochrome)
  }

  /// Seeded random flat colours: every cell uses palette entries the terminal has, and the whole
  /// picture at most three of them (a dither of the nearest few).
  @Test(arguments: [PictureRendering.colors16, .colors8])
  func aFlatColourIsOneSteadyTexture(_ rendering: PictureRendering) {
    let renderer = ChafaRenderer(rendering: rendering)
    let limit = rendering == .colors16 ? 16 : 8
    let failure = withEvery("seed", in: 0..<300) { _, rng in
      let rgb = (0..<3).map { _ in UInt8.random(in: 0...255, using: &rng) }
      let block = renderer.render(Self.flat(rgb[0], rgb[1], rgb[2]), columns: 8, rows: 4)
      let shown = block.cells.flatMap(Self.shown)
      let indices = Set(shown.compactMap(Self.index))
      if shown.contains(where: { Self.index($0) == nil }) { return "\(rgb): a colour outside the palette" }
      if let outside = indices.first(where: { $0 >= limit }) { return "\(rgb): colour \(outside) of \(limit)" }
      if indices.count > 3 { return "\(rgb): \(indices.sorted()) for one flat colour" }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Black beside white: every cell of the left half shows black (0, or 8 the bright black), every
  /// cell of the right half white (7 or 15).
  @Test(arguments: [PictureRendering.colors16, .colors8])
  func darkAndLightStayWhereTheyAre(_ rendering: PictureRendering) {
    var pixels: [UInt8] = []
    for _ in 0..<32 { for x in 0..<64 { pixels += x < 32 ? [0, 0, 0, 255] : [255, 255, 255, 255] } }
    let block = ChafaRenderer(rendering: rendering).render(
      RGBAImage(width: 64, height: 32, pixels: pixels), columns: 8, rows: 4)
    for y in 0..<4 {
      for x in 0..<8 {
        let indices = Self.shown(block.cells[y * 8 + x]).map(Self.index)
        let wanted: Set<Int?> = x < 4 ? [0, 8] : [7, 15]
        #expect(
          indices.allSatisfy(wanted.contains),
          "cell \(x),\(y) \(block.cells[y * 8 + x].grapheme.unicodeScalars.map { String($0.value, radix: 16) }): \(indices)"
        )
      }
    }
  }
}
