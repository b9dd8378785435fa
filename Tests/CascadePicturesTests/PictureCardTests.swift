import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadePictures
import Testing

/// Pictures through the whole viewer: a record naming a picture file, drawn into a `TestBackend`.
@Suite struct PictureCardTests {
  private let red: (UInt8, UInt8, UInt8) = (215, 0, 0)
  private let blue: (UInt8, UInt8, UInt8) = (0, 0, 215)

  private struct Records: RecordCollection {
    var records: [Record]
    var sections: [RecordSection] { [RecordSection(count: records.count)] }
    func record(at indexPath: IndexPath) -> Record { records[indexPath.item] }
  }

  /// A viewer of `records` with pictures found by the standard field names under `folder`.
  private func viewer(_ records: [Record], folder: String, rendering: PictureRendering = .colors256, columns: Int = 1)
    -> Viewer
  {
    let pictured = PictureRecordCollection(Records(records: records), locator: PictureLocator(baseDirectory: folder))
    var options = ViewerOptions()
    options.columns = columns
    options.theme = .plain
    let viewer = Viewer(collection: pictured, options: options)
    viewer.showPictures(
      CardPictures(collection: pictured, loader: ThumbnailLoader(rendering: rendering, cacheBytes: 8 << 20, workers: 1))
    )
    return viewer
  }

  private func frame(_ viewer: Viewer, size: Size) -> CellBuffer {
    let backend = TestBackend(size: size)
    let screen = Screen(backend: backend)
    screen.draw { viewer.render(into: &$0) }
    return backend.buffer
  }

  /// Draws until every thumbnail asked for has arrived.
  private func settledFrame(_ viewer: Viewer, size: Size) -> CellBuffer {
    _ = frame(viewer, size: size)
    viewer.updatePictures()
    viewer.source.pictures?.loader.waitUntilIdle()
    return frame(viewer, size: size)
  }

  @Test func aTwoColourPictureShowsItsColoursInTheRightHalves() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "halves.png", TestPictures.png(TestPictures.halves(width: 200, height: 100, left: red, right: blue)))
    let record = Record(title: "halves", original: "{}", fields: [RecordField(key: "image", value: "halves.png")])
    let viewer = viewer([record], folder: folder.path)
    let size = Size(width: 42, height: 30)
    let placeholder = frame(viewer, size: size)
    // The picture is as tall as it is at the width inside the card's border (2:1 at 40 columns,
    // cells twice as tall as wide: 10 rows), the card 3 rows more for border and title; it shows
    // the light pattern until the thumbnail is made.
    let card = try #require(viewer.collectionView.visibleElements.first { $0.category == .cell }).frame
    #expect(card == Rect(x: 0, y: 0, width: 42, height: 13))
    #expect(placeholder.lines()[0].hasPrefix("┏") && placeholder.lines()[12].hasPrefix("┗"))
    #expect(placeholder[5, 5].grapheme == "░")
    let buffer = settledFrame(viewer, size: size)
    let area = PictureCardCell.pictureArea(in: card)
    #expect(area == Rect(x: 1, y: 2, width: 40, height: 10))
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX where abs(x - (area.minX + area.width / 2)) > 1 {
        let expected = x < (area.minX + area.width / 2) ? red : blue
        for color in XtermColors.shownColors(of: buffer[x, y]) {
          #expect(
            XtermColors.color(color, isNear: expected), "cell \(x),\(y) shows \(color) in \(buffer[x, y].grapheme)")
        }
      }
    }
  }

  @Test func truecolourShowsThePicturesOwnColoursInTheRightHalves() throws {
    let folder = try TemporaryFolder()
    let left: (UInt8, UInt8, UInt8) = (201, 52, 17), right: (UInt8, UInt8, UInt8) = (23, 111, 190)
    try folder.write(
      "halves.png", TestPictures.png(TestPictures.halves(width: 200, height: 100, left: left, right: right)))
    let record = Record(title: "halves", original: "{}", fields: [RecordField(key: "image", value: "halves.png")])
    let viewer = viewer([record], folder: folder.path, rendering: .truecolor)
    let size = Size(width: 42, height: 30)
    let buffer = settledFrame(viewer, size: size)
    let card = try #require(viewer.collectionView.visibleElements.first { $0.category == .cell }).frame
    let area = PictureCardCell.pictureArea(in: card)
    #expect(area == Rect(x: 1, y: 2, width: 40, height: 10))
    var checked = 0
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX where abs(x - (area.minX + area.width / 2)) > 1 {
        let expected = x < (area.minX + area.width / 2) ? left : right
        for color in XtermColors.shownColors(of: buffer[x, y]) {
          // The exact colours, not a palette's nearest: within rounding of chafa's averaging.
          guard case .rgb(let r, let g, let b) = color else {
            Issue.record("cell \(x),\(y) shows \(color), not a 24-bit colour")
            continue
          }
          #expect(
            abs(Int(r) - Int(expected.0)) <= 2 && abs(Int(g) - Int(expected.1)) <= 2
              && abs(Int(b) - Int(expected.2)) <= 2,
            "cell \(x),\(y) shows \(r),\(g),\(b) in \(buffer[x, y].grapheme), not \(expected)")
          checked += 1
        }
      }
    }
    #expect(checked >= 30 * 11)
  }

  @Test func monochromeHasShapesButNoColours() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "halves.png",
      TestPictures.png(TestPictures.halves(width: 200, height: 100, left: (250, 250, 250), right: (0, 0, 0))))
    let record = Record(title: "halves", original: "{}", fields: [RecordField(key: "image", value: "halves.png")])
    for rendering in [PictureRendering.monochrome, .monochromeASCII] {
      let buffer = settledFrame(
        viewer([record], folder: folder.path, rendering: rendering), size: Size(width: 42, height: 30))
      let area = Rect(x: 1, y: 2, width: 40, height: 10)
      let cells = (area.minY..<area.maxY).flatMap { y in (area.minX..<area.maxX).map { buffer[$0, y] } }
      #expect(cells.allSatisfy { $0.style.foreground == .terminalDefault && $0.style.background == .terminalDefault })
      // The bright half and the dark half are drawn with different symbols.
      #expect(Set(cells.prefix(15).map(\.grapheme)) != Set(cells.suffix(15).map(\.grapheme)), "\(rendering)")
      if rendering == .monochromeASCII {
        #expect(cells.allSatisfy { $0.grapheme.isASCII }, "\(Set(cells.map(\.grapheme)))")
      }
    }
  }

  @Test func aPictureThatCannotBeShownGetsAMarkAndTheRestStillShow() throws {
    let folder = try TemporaryFolder()
    try folder.write("good.png", TestPictures.png(TestPictures.halves(width: 100, height: 100, left: red, right: red)))
    try folder.write("bad.jpg", Array("not a picture".utf8))
    let records = [
      Record(title: "bad", aspectRatio: 0.5, original: "{}", fields: [RecordField(key: "src", value: "bad.jpg")]),
      Record(title: "good", original: "{}", fields: [RecordField(key: "src", value: "good.png")]),
    ]
    let buffer = settledFrame(viewer(records, folder: folder.path, columns: 2), size: Size(width: 60, height: 30))
    #expect(buffer.lines().contains { $0.contains("⊘ cannot show") })
    #expect(
      XtermColors.color(buffer[40, 6].style.background, isNear: red)
        || XtermColors.color(buffer[40, 6].style.foreground, isNear: red))
  }
}
