import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadePictures
import CascadeTestSupport
import Testing

/// Carousel and circle pictures are as large as their cards allow: the carousel's card is as wide
/// as a landscape photograph filling its height needs (within the screen less the peeks), and the
/// pixels sent are the picture's cells times the cell's pixel size.
@Suite struct PictureCardSizeTests {
  private struct Records: RecordCollection {
    var records: [Record]
    var sections: [RecordSection] { [RecordSection(count: records.count)] }
    func record(at indexPath: CascadeLayout.IndexPath) -> Record { records[indexPath.item] }
  }

  /// The focused card's frame, its picture's cells and the sixel's size in pixels, once drawn.
  struct Drawn {
    var card: Rect
    var picture: Rect
    var pixels: PixelSize
  }

  func drawFocused(_ layout: LayoutKind, screen: Size, cell: PixelSize, aspect: Double) throws -> Drawn {
    let records = (0..<12).map { Record(title: "p\($0)", aspectRatio: aspect, original: "{}") }
    let pictured = PictureRecordCollection(Records(records: records), locate: DemoPictures.source(for:at:))
    var options = ViewerOptions()
    options.layout = layout
    options.theme = .plain
    options.animatesChanges = false
    options.cellAspect = Double(cell.width) / Double(cell.height)
    let viewer = Viewer(collection: pictured, options: options)
    let loader = ThumbnailLoader(
      rendering: .colors256, cacheBytes: 64 << 20, workers: 1, inline: InlineImageFormat(.sixel, cell: cell))
    defer { loader.stop() }
    let pictures = CardPictures(collection: pictured, loader: loader)
    viewer.showPictures(pictures)
    let backend = TestBackend(size: screen)
    let drawing = Screen(backend: backend)
    drawing.draw { viewer.render(into: &$0) }
    viewer.updatePictures()
    loader.waitUntilIdle()
    drawing.draw { viewer.render(into: &$0) }
    let focused = try #require(viewer.collectionView.focusedIndexPath)
    let card = try #require(
      viewer.collectionView.visibleElements.first { $0.category == .cell && $0.indexPath == focused }
    ).frame
    let area = PictureCardCell.pictureArea(in: card)
    let item = try #require(pictures.inlineItems.first { area.contains($0.rect.origin) }, "no picture in \(card)")
    let sixel = SixelDecoder.decode(try #require(loader.inlineImage(for: item.key)).bytes)
    return Drawn(
      card: card, picture: item.rect,
      pixels: PixelSize(width: sixel.rasterWidth ?? sixel.width, height: sixel.rasterHeight ?? sixel.height))
  }

  /// On seeded screens and cell sizes: the carousel's 4:3 picture fills its card's height, or the
  /// card is as wide as the screen less its peeks allows; the card is no wider than its picture
  /// needs (beyond the text cards' width); the sixel fills the picture's cells at the cell's
  /// pixel size to within a cell, and never spills out of them.
  @Test func aCarouselPictureFillsItsCardAndItsPixelsFollowTheCells() throws {
    var rng = SplitMix64(seed: 0x35)
    for _ in 0..<6 {
      let screen = Size(width: 80 + Int(rng.next() % 100), height: 24 + Int(rng.next() % 30))
      let cell = PixelSize(width: 6 + Int(rng.next() % 5), height: 12 + Int(rng.next() % 10))
      let drawn = try drawFocused(.carousel, screen: screen, cell: cell, aspect: 0.75)
      let area = PictureCardCell.pictureArea(in: drawn.card)
      let context = "\(screen) of \(cell.width)×\(cell.height) px: card \(drawn.card), picture \(drawn.picture)"
      #expect(area.contains(drawn.picture), "\(context)")
      // The carousel keeps 4 cells of peek and 2 of gap at each side.
      let widest = screen.width - 12
      #expect(drawn.picture.height == area.height || drawn.card.width >= widest, "\(context)")
      #expect(drawn.card.width <= max(56, drawn.picture.width + 3), "wider than its picture: \(context)")
      // Pixels: the picture's cells at the cell's size, filled along one side to within a cell.
      let box = PixelSize(width: drawn.picture.width * cell.width, height: drawn.picture.height * cell.height)
      #expect(drawn.pixels.width <= box.width && drawn.pixels.height <= box.height + 5, "\(drawn.pixels) in \(box)")
      #expect(
        box.width - drawn.pixels.width < cell.width || box.height - drawn.pixels.height < cell.height,
        "\(drawn.pixels) does not fill \(box): \(context)")
      // A 4:3 picture keeps its shape in pixels.
      let shape = Double(drawn.pixels.height) / Double(drawn.pixels.width)
      #expect(abs(shape - 0.75) < 0.05 + 6.0 / Double(drawn.pixels.height), "\(drawn.pixels): \(context)")
    }
  }

  /// xterm's 964×654 window (160×50 cells of 6×13 pixels): the carousel's landscape picture is
  /// drawn at least twice as wide as a 56-column card could show it (324 pixels).
  @Test func aCarouselPictureOnXtermsDefaultWindowIsLarge() throws {
    let drawn = try drawFocused(
      .carousel, screen: Size(width: 160, height: 50), cell: PixelSize(width: 6, height: 13), aspect: 0.75)
    #expect(drawn.pixels.width >= 648, "\(drawn.pixels.width)×\(drawn.pixels.height) px")
  }

  /// The circle's picture fills its card's picture area along one side, and its sixel the
  /// picture's cells.
  @Test func aCirclePictureFillsItsCard() throws {
    for (screen, cell) in [
      (Size(width: 160, height: 50), PixelSize(width: 6, height: 13)),
      (Size(width: 100, height: 30), PixelSize(width: 10, height: 20)),
    ] {
      let drawn = try drawFocused(.circle, screen: screen, cell: cell, aspect: 0.75)
      let area = PictureCardCell.pictureArea(in: drawn.card)
      #expect(area.contains(drawn.picture))
      #expect(drawn.picture.width == area.width || drawn.picture.height == area.height, "\(drawn)")
      #expect(drawn.card.width >= screen.width / 5, "\(drawn.card) on \(screen)")
      let box = PixelSize(width: drawn.picture.width * cell.width, height: drawn.picture.height * cell.height)
      #expect(drawn.pixels.width <= box.width && drawn.pixels.height <= box.height + 5, "\(drawn.pixels) in \(box)")
      #expect(box.width - drawn.pixels.width < cell.width || box.height - drawn.pixels.height < cell.height)
    }
  }
}
