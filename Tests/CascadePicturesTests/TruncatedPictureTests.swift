import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadePictures
import CascadeTestSupport
import Foundation
import Testing

/// A picture whose file ends early is drawn in pixels as far as it decodes, marked below it.
@Suite struct TruncatedPictureTests {
  private struct Records: RecordCollection {
    var records: [Record]
    var sections: [RecordSection] { [RecordSection(count: records.count)] }
    func record(at indexPath: CascadeLayout.IndexPath) -> Record { records[indexPath.item] }
  }

  static let red: (UInt8, UInt8, UInt8) = (220, 30, 30)
  static let green: (UInt8, UInt8, UInt8) = (30, 200, 60)

  /// 240×160, red on the left and green on the right, each pixel off by a little noise so that
  /// every row costs the encoder about as many bytes: half the file is about half the rows.
  static func noisyHalves() -> RGBAImage {
    var image = TestPictures.halves(width: 240, height: 160, left: red, right: green)
    var rng = SplitMix64(seed: 35)
    for i in stride(from: 0, to: image.pixels.count, by: 4) {
      for c in 0..<3 {
        let noise = Int(rng.next() % 17) - 8
        image.pixels[i + c] = UInt8(max(0, min(255, Int(image.pixels[i + c]) + noise)))
      }
    }
    return image
  }

  static func near(_ pixel: (UInt8, UInt8, UInt8)?, _ colour: (UInt8, UInt8, UInt8), by tolerance: Int = 40) -> Bool {
    guard let pixel else { return false }
    return abs(Int(pixel.0) - Int(colour.0)) <= tolerance && abs(Int(pixel.1) - Int(colour.1)) <= tolerance
      && abs(Int(pixel.2) - Int(colour.2)) <= tolerance
  }

  func viewer(folder: TemporaryFolder, name: String, cell: PixelSize) -> (Viewer, CardPictures) {
    let record = Record(title: name, original: name, fields: [RecordField(key: "image", value: name)])
    let pictured = PictureRecordCollection(
      Records(records: [record]), locator: PictureLocator(baseDirectory: folder.path))
    var options = ViewerOptions()
    options.theme = .plain
    options.cardFields = CardFields(chosen: [])
    options.columns = 1
    options.cellAspect = Double(cell.width) / Double(cell.height)
    let viewer = Viewer(collection: pictured, options: options)
    let pictures = CardPictures(
      collection: pictured,
      loader: ThumbnailLoader(
        rendering: .colors256, cacheBytes: 8 << 20, workers: 1, inline: InlineImageFormat(.sixel, cell: cell)))
    viewer.showPictures(pictures)
    return (viewer, pictures)
  }

  func draw(_ viewer: Viewer, _ backend: TestBackend) {
    let screen = Screen(backend: backend)
    screen.draw { viewer.render(into: &$0) }
    viewer.updatePictures()
    viewer.source.pictures?.loader.waitUntilIdle()
    screen.draw { viewer.render(into: &$0) }
  }

  /// A JPEG cut in half: the picture view draws it as a sixel whose top rows are the picture's
  /// colours and whose last rows are the decoder's grey, with ` truncated ` on the row below it,
  /// and nothing written over the picture's cells.
  @Test func aJPEGCutInHalfIsDrawnInPixelsAsFarAsItDecodes() throws {
    let folder = try TemporaryFolder()
    let whole = TestPictures.jpeg(Self.noisyHalves())
    try folder.write("cut.jpg", Array(whole.prefix(whole.count / 2)))
    let cell = PixelSize(width: 6, height: 13)
    let (viewer, pictures) = viewer(folder: folder, name: "cut.jpg", cell: cell)
    let size = Size(width: 40, height: 12)
    let backend = TestBackend(size: size)
    draw(viewer, backend)
    #expect(viewer.handle(.key(.enter)) == .redraw)
    draw(viewer, backend)
    let item = try #require(pictures.inlineItems.first, "the cut picture is not drawn in pixels")
    #expect(pictures.inlineItems.count == 1)
    guard case .truncated? = pictures.thumbnail(for: item.key) else {
      Issue.record("the cut picture is not marked truncated")
      return
    }
    let sixel = SixelDecoder.decode(try #require(pictures.loader.inlineImage(for: item.key)).bytes)
    #expect(sixel.failure == nil)
    let width = sixel.rasterWidth ?? sixel.width, height = sixel.rasterHeight ?? sixel.height
    #expect(width > 100 && height > 60, "\(width)×\(height)")
    // The top third decoded: red on the left, green on the right.
    for y in stride(from: 2, to: height / 3, by: 7) {
      #expect(Self.near(sixel.pixel(x: width / 4, y: y), Self.red), "left, row \(y)")
      #expect(Self.near(sixel.pixel(x: 3 * width / 4, y: y), Self.green), "right, row \(y)")
    }
    // The last rows never arrived: the decoder's grey, on both sides.
    #expect(Self.near(sixel.pixel(x: width / 4, y: height - 2), (128, 128, 128), by: 12))
    #expect(Self.near(sixel.pixel(x: 3 * width / 4, y: height - 2), (128, 128, 128), by: 12))
    // The mark is on the row below the picture (here the box's border), the picture's cells
    // left to the sixel.
    let lines = backend.lines()
    #expect(lines[item.rect.maxY].contains(" truncated "), "\(lines.joined(separator: "\n"))")
    #expect(lines.filter { $0.contains("truncated") }.count == 1)
    for y in item.rect.minY..<item.rect.maxY {
      let row = Array(lines[y])
      #expect(row[item.rect.minX..<item.rect.maxX].allSatisfy { $0 == " " }, "row \(y): \(lines[y])")
    }
  }

  /// In the cards too: the cut picture is a sixel, the mark on the card's bottom border.
  @Test func aCutJPEGsCardShowsItsPixelsAndTheMarkOnItsBorder() throws {
    let folder = try TemporaryFolder()
    let whole = TestPictures.jpeg(Self.noisyHalves())
    try folder.write("cut.jpg", Array(whole.prefix(whole.count / 2)))
    let (viewer, pictures) = viewer(folder: folder, name: "cut.jpg", cell: PixelSize(width: 6, height: 13))
    let backend = TestBackend(size: Size(width: 30, height: 20))
    draw(viewer, backend)
    let item = try #require(pictures.inlineItems.first, "the cut card is not drawn in pixels")
    let card = try #require(viewer.collectionView.visibleElements.first { $0.category == .cell }).frame
    let lines = backend.lines()
    #expect(item.rect.maxY == card.maxY - 1, "the picture fills its card: \(item.rect) in \(card)")
    let border = lines[card.maxY - 1]
    #expect(border.contains(" truncated "), "\(lines.joined(separator: "\n"))")
    // The rest of the row is the border: no blank, no letter.
    let rest = border.replacingOccurrences(of: " truncated ", with: "").prefix(
      card.width - displayWidth(of: " truncated "))
    #expect(rest.count > 4 && rest.allSatisfy { $0 != " " && !$0.isLetter }, "\(border)")
  }

  /// A PNG cut short keeps the rows read before its end, marked; the rows after are grey.
  @Test func aPNGCutShortKeepsItsTopRows() throws {
    let folder = try TemporaryFolder()
    let whole = TestPictures.png(Self.noisyHalves())
    let path = try folder.write("cut.png", Array(whole.prefix(whole.count / 2)))
    let image = try PictureSource.file(path).pixels(fitting: PixelSize(width: 240, height: 160))
    #expect(image.isTruncated)
    #expect(image.width == 240 && image.height == 160)
    func pixel(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
      let o = 4 * (y * image.width + x)
      return (image.pixels[o], image.pixels[o + 1], image.pixels[o + 2])
    }
    for y in stride(from: 0, to: 50, by: 7) {
      #expect(Self.near(pixel(60, y), Self.red, by: 10), "left, row \(y)")
      #expect(Self.near(pixel(180, y), Self.green, by: 10), "right, row \(y)")
    }
    #expect(pixel(60, 159) == (128, 128, 128) && pixel(180, 159) == (128, 128, 128))
    // A PNG whose data is damaged, not cut, still fails.
    var damaged = whole
    for i in (whole.count / 2)..<(whole.count / 2 + 64) { damaged[i] ^= 0x5A }
    let bad = try folder.write("bad.png", damaged)
    #expect(throws: PictureError.self) {
      try PictureSource.file(bad).pixels(fitting: PixelSize(width: 240, height: 160))
    }
  }
}
