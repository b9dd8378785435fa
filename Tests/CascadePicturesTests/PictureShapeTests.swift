import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadePictures
import CascadeTestSupport
import Testing

/// Pictures keep their shape whatever size a layout gives their card: fitted inside the picture
/// area, centred, the margins in the terminal's own background.
@Suite struct PictureShapeTests {
  /// `PictureFit` against a search of every width: the widest whose rounded height fits, centred.
  @Test func theFitIsTheWidestPictureWhoseHeightFitsCentred() {
    let failure = withEvery("seed", in: 0..<5_000) { _, rng in
      let area = Rect(
        x: Int.random(in: -50...50, using: &rng), y: Int.random(in: -50...50, using: &rng),
        width: Int.random(in: 1...120, using: &rng), height: Int.random(in: 1...60, using: &rng))
      let aspect = [Double.random(in: 0.05...20, using: &rng), 1, 0.5, 2, 0.75][Int.random(in: 0..<5, using: &rng)]
      let cellAspect = [0.5, 0.45, Double.random(in: 0.2...1.2, using: &rng)][Int.random(in: 0..<3, using: &rng)]
      let fitted = PictureFit.fitted(aspectRatio: aspect, in: area, cellAspect: cellAspect)
      let rows = { (w: Int) in max(1, Int((Double(w) * aspect * cellAspect).rounded())) }
      let width = (1...area.width).reversed().first { rows($0) <= area.height } ?? 1
      let height = min(area.height, rows(width))
      let expected = Rect(
        x: area.minX + (area.width - width) / 2, y: area.minY + (area.height - height) / 2, width: width, height: height
      )
      return fitted == expected ? nil : "\(aspect) in \(area) at \(cellAspect): \(fitted), not \(expected)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func aRatioThatIsNotAPositiveNumberFillsTheArea() {
    let area = Rect(x: 3, y: 4, width: 20, height: 5)
    for ratio in [0, -1, .nan, .infinity] {
      #expect(PictureFit.fitted(aspectRatio: ratio, in: area, cellAspect: 0.5) == area)
    }
  }

  private struct Records: RecordCollection {
    var records: [Record]
    var sections: [RecordSection] { [RecordSection(count: records.count)] }
    func record(at indexPath: IndexPath) -> Record { records[indexPath.item] }
  }

  /// A viewer of one card per file in `folder`, in `layout`, its pictures drawn when `workers` > 0.
  private func viewer(
    _ names: [String], folder: TemporaryFolder, layout: LayoutKind, workers: Int, cellAspect: Double = 0.5
  ) -> Viewer {
    let records = names.map { Record(title: $0, original: "{}", fields: [RecordField(key: "image", value: $0)]) }
    let pictured = PictureRecordCollection(
      Records(records: records), locator: PictureLocator(baseDirectory: folder.path))
    var options = ViewerOptions()
    options.layout = layout
    options.theme = .plain
    options.cellAspect = cellAspect
    options.cardFields = CardFields(chosen: [])
    let viewer = Viewer(collection: pictured, options: options)
    viewer.showPictures(
      CardPictures(
        collection: pictured, loader: ThumbnailLoader(rendering: .colors256, cacheBytes: 8 << 20, workers: workers)))
    return viewer
  }

  private func frame(_ viewer: Viewer, size: Size) -> TestBackend {
    let backend = TestBackend(size: size)
    Screen(backend: backend).draw { viewer.render(into: &$0) }
    return backend
  }

  /// The screen's rows without their trailing blanks.
  private func lines(_ viewer: Viewer, size: Size) -> [String] {
    frame(viewer, size: size).lines().map { line in
      var trimmed = Substring(line)
      while trimmed.last == " " { trimmed = trimmed.dropLast() }
      return String(trimmed)
    }
  }

  @Test func theCarouselCentresASquarePictureInItsWideCard() throws {
    let folder = try TemporaryFolder()
    try folder.write("square.png", HeaderBytes.png(width: 300, height: 300))
    try folder.write("wide.png", HeaderBytes.png(width: 900, height: 300))
    expectScreen(
      lines(
        viewer(["square.png", "wide.png"], folder: folder, layout: .carousel, workers: 0),
        size: Size(width: 50, height: 12)),
      [
        "",
        "      ┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓  ╭───",
        "      ┃ square.png                         ┃  │ wi",
        "      ┃            ░░░░░░░░░░░░            ┃  │░░░",
        "      ┃            ░░░░░░░░░░░░            ┃  │░░░",
        "      ┃            ░░░░░░░░░░░░            ┃  │░░░",
        "      ┃            ░░░░░░░░░░░░            ┃  │░░░",
        "      ┃            ░░░░░░░░░░░░            ┃  │░░░",
        "      ┃            ░░░░░░░░░░░░            ┃  │░░░",
        "      ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛  ╰───",
        "",
        " card 1 of 2                       ? keys  q quit",
      ])
  }

  /// Circle cards of pictures are taller than text cards (six rows here, a third of the
  /// viewport), so each picture keeps a useful size and its shape.
  @Test func theCircleFitsPicturesIntoItsCards() throws {
    let folder = try TemporaryFolder()
    try folder.write("square.png", HeaderBytes.png(width: 300, height: 300))
    try folder.write("wide.png", HeaderBytes.png(width: 900, height: 300))
    try folder.write("tall.png", HeaderBytes.png(width: 300, height: 900))
    expectScreen(
      lines(
        viewer(["square.png", "wide.png", "tall.png"], folder: folder, layout: .circle, workers: 0),
        size: Size(width: 60, height: 20)),
      [
        "                        ┏━━━━━━━━━━┓",
        "                        ┃ square.… ┃",
        "                        ┃  ░░░░░░  ┃",
        "                        ┃  ░░░░░░  ┃",
        "                        ┃  ░░░░░░  ┃",
        "                        ┗━━━━━━━━━━┛",
        "",
        "",
        "",
        "",
        "             ╭──────────╮          ╭──────────╮",
        "             │ tall.png │          │ wide.png │",
        "             │    ░░    │          │░░░░░░░░░░│",
        "             │    ░░    │          │░░░░░░░░░░│",
        "             │    ░░    │          │          │",
        "             ╰──────────╯          ╰──────────╯",
        "",
        "",
        "",
        " card 1 of 3                                 ? keys  q quit",
      ])
  }

  /// A terminal whose cells are nearly square (0.9 wide for 1 tall) gives a square picture about as
  /// many rows as columns.
  @Test func theCellAspectShapesThePicture() throws {
    let folder = try TemporaryFolder()
    try folder.write("square.png", HeaderBytes.png(width: 300, height: 300))
    expectScreen(
      lines(
        viewer(["square.png"], folder: folder, layout: .grid, workers: 0, cellAspect: 0.9),
        size: Size(width: 30, height: 8)),
      [
        "┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓",
        "┃ square.png                 ┃",
        "┃            ░░░             ┃",
        "┃            ░░░             ┃",
        "┃            ░░░             ┃",
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛",
        "",
        " card 1 of 1   ? keys  q quit",
      ])
  }

  /// A decoded picture's margins are blank cells in the terminal's own colours, and the picture
  /// itself is drawn only inside its fitted rectangle.
  @Test func theMarginsAreTheTerminalsBackground() throws {
    let folder = try TemporaryFolder()
    let red: (UInt8, UInt8, UInt8) = (200, 30, 20)
    try folder.write("square.png", TestPictures.png(TestPictures.halves(width: 64, height: 64, left: red, right: red)))
    let viewer = viewer(["square.png"], folder: folder, layout: .grid, workers: 1)
    let size = Size(width: 40, height: 8)
    _ = frame(viewer, size: size)
    viewer.updatePictures()
    viewer.source.pictures?.loader.waitUntilIdle()
    let backend = frame(viewer, size: size)
    let card = try #require(viewer.collectionView.visibleElements.first { $0.category == .cell }).frame
    let area = PictureCardCell.pictureArea(in: card)
    let picture = PictureFit.fitted(aspectRatio: 1, in: area, cellAspect: 0.5)
    #expect(picture.width == 2 * picture.height && picture.height == area.height && picture.width < area.width)
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        let cell = backend.buffer[x, y]
        if picture.contains(Point(x: x, y: y)) {
          #expect(
            XtermColors.shownColors(of: cell).allSatisfy { XtermColors.color($0, isNear: red) },
            "picture cell \(x),\(y): \(cell)")
        } else {
          #expect(cell.grapheme == " " && cell.style == .plain, "margin cell \(x),\(y): \(cell)")
        }
      }
    }
  }

  /// Grid cells of pictures are as tall as a 4:3 photograph at their width (not six rows, where a
  /// photo was a strip), so a landscape photo fills its cell's width; on a short screen the cell
  /// keeps a row of the next cards in view. Text cards keep six rows.
  @Test func gridCellsOfPicturesTakeAPhotographsHeight() throws {
    let folder = try TemporaryFolder()
    try folder.write("photo.png", HeaderBytes.png(width: 400, height: 300))
    for (width, height, cellAspect) in [(62, 40, 0.5), (100, 50, 0.45), (41, 60, 0.6), (80, 14, 0.5)] {
      let viewer = viewer(
        ["photo.png", "photo.png", "photo.png"], folder: folder, layout: .grid, workers: 0, cellAspect: cellAspect)
      _ = frame(viewer, size: Size(width: width, height: height))
      let card = try #require(viewer.collectionView.visibleElements.first { $0.category == .cell }).frame
      let rows = PictureCardCell.chromeRows + Int((Double(card.width - 2) * cellAspect * 0.75).rounded())
      #expect(card.height == min(max(6, rows), height - 2), "\(width)x\(height): \(card)")
      let area = PictureCardCell.pictureArea(in: card)
      let picture = PictureFit.fitted(aspectRatio: 0.75, in: area, cellAspect: cellAspect)
      if card.height == rows { #expect(picture.width == area.width, "\(width)x\(height): \(picture) in \(area)") }
    }
    let records = Records(records: [Record(title: "text", body: "a card of text", original: "{}")])
    var options = ViewerOptions()
    options.layout = .grid
    let text = Viewer(collection: records, options: options)
    _ = frame(text, size: Size(width: 62, height: 40))
    #expect(text.collectionView.visibleElements.first { $0.category == .cell }?.frame.height == 6)
  }
}
