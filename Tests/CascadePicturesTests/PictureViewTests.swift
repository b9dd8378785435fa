import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadePictures
import CascadeTestSupport
import Testing

/// Enter on a picture card shows the picture as large as the screen allows, with what the file is;
/// ← → n p go through the pictures, q quits, any other key goes back.
@Suite struct PictureViewTests {
  private struct Records: RecordCollection {
    var records: [Record]
    var sections: [RecordSection] { [RecordSection(count: records.count)] }
    func record(at indexPath: CascadeLayout.IndexPath) -> Record { records[indexPath.item] }
  }

  func viewer(_ names: [String], folder: TemporaryFolder, workers: Int) -> Viewer {
    let records = names.map { Record(title: $0, original: $0, fields: [RecordField(key: "image", value: $0)]) }
    let pictured = PictureRecordCollection(
      Records(records: records), locator: PictureLocator(baseDirectory: folder.path))
    var options = ViewerOptions()
    options.theme = .plain
    options.cardFields = CardFields(chosen: [])
    let viewer = Viewer(collection: pictured, options: options)
    viewer.showPictures(
      CardPictures(
        collection: pictured, loader: ThumbnailLoader(rendering: .colors256, cacheBytes: 8 << 20, workers: workers)))
    return viewer
  }

  func lines(_ viewer: Viewer, size: Size) -> [String] {
    let backend = TestBackend(size: size)
    Screen(backend: backend).draw { viewer.render(into: &$0) }
    return backend.lines().map { line in
      var trimmed = Substring(line)
      while trimmed.last == " " { trimmed = trimmed.dropLast() }
      return String(trimmed)
    }
  }

  @Test func enterShowsThePictureLargeWithItsFacts() throws {
    let folder = try TemporaryFolder()
    try folder.write("wide.png", HeaderBytes.png(width: 1200, height: 400) + [UInt8](repeating: 0, count: 1_467))
    try folder.write("text.txt", Array("not a picture".utf8))
    try folder.write("square.png", HeaderBytes.png(width: 300, height: 300))
    let viewer = viewer(["wide.png", "notes", "square.png"], folder: folder, workers: 0)
    let size = Size(width: 50, height: 12)
    _ = lines(viewer, size: size)
    #expect(viewer.handle(.key(.enter)) == .redraw)
    // 1200×400 in 48×9 cells, a cell half as wide as tall: 48 columns, 8 rows.
    expectScreen(
      lines(viewer, size: size),
      [
        "┏ wide.png ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓",
        "┃░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░┃",
        "┃░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░┃",
        "┃░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░┃",
        "┃░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░┃",
        "┃░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░┃",
        "┃░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░┃",
        "┃░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░┃",
        "┃░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░┃",
        "┃                                                ┃",
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛",
        " 1200×400 PNG · 1.5 KB · ← → next · any key: back…",
      ])
    // → skips the card without a picture; the focus follows.
    #expect(viewer.handle(.key(.right)) == .redraw)
    let square = lines(viewer, size: size)
    #expect(square[0].hasPrefix("┏ square.png"), "\(square)")
    #expect(square[11].hasPrefix(" 300×300 PNG · 33 B"), "\(square)")
    #expect(square[2].contains("░░░░░░░░░░░░░░░░"))
    #expect(viewer.handle(.key(.character("n"))) == .redraw)
    #expect(lines(viewer, size: size)[0].hasPrefix("┏ square.png"), "the last picture stays")
    #expect(viewer.handle(.key(.character("p"))) == .redraw)
    #expect(lines(viewer, size: size)[0].hasPrefix("┏ wide.png"))
    #expect(viewer.handle(.key(.right)) == .redraw)
    // Any other key: back to the cards, the last picture shown focused.
    #expect(viewer.handle(.key(.character("x"))) == .redraw)
    #expect(viewer.mode == .browsing)
    #expect(viewer.source.flatIndex(of: try #require(viewer.collectionView.focusedIndexPath)) == 2)
    #expect(viewer.handle(.key(.enter)) == .redraw)
    guard case .exit = viewer.handle(.key(.character("q"))) else {
      Issue.record("q does not quit the picture view")
      return
    }
  }

  /// A file whose header cannot be read shows why in the view, not an empty box.
  @Test func thePictureViewSaysWhyAFileCannotBeShown() throws {
    let folder = try TemporaryFolder()
    try folder.write("empty.png", [])
    try folder.write("cut.jpg", [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46])
    let viewer = viewer(["empty.png", "cut.jpg"], folder: folder, workers: 0)
    let size = Size(width: 60, height: 9)
    _ = lines(viewer, size: size)
    #expect(viewer.handle(.key(.enter)) == .redraw)
    let empty = lines(viewer, size: size)
    #expect(empty[4] == "┃             ⊘ cannot show: the file is empty             ┃", "\(empty)")
    #expect(empty[8].hasPrefix(" 0 B · "), "\(empty[8])")
    #expect(viewer.handle(.key(.right)) == .redraw)
    let cut = lines(viewer, size: size)
    #expect(cut[4].contains("⊘ cannot show: the file ends too early"), "\(cut)")
  }

  @Test func thePictureViewDrawsTheDecodedPicture() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "red.png",
      TestPictures.png(TestPictures.halves(width: 300, height: 150, left: (210, 20, 20), right: (210, 20, 20))))
    let viewer = viewer(["red.png"], folder: folder, workers: 1)
    let size = Size(width: 40, height: 14)
    _ = lines(viewer, size: size)
    _ = viewer.handle(.key(.enter))
    _ = lines(viewer, size: size)
    viewer.updatePictures()
    viewer.source.pictures?.loader.waitUntilIdle()
    let backend = TestBackend(size: size)
    Screen(backend: backend).draw { viewer.render(into: &$0) }
    // 300×150 in 38×11 cells at 0.5: 38 columns, 10 rows (38 × 0.5 × 0.5 = 9.5, rounded up).
    let middle = backend.buffer[20, 6]
    #expect(
      XtermColors.shownColors(of: middle).allSatisfy { XtermColors.color($0, isNear: (210, 20, 20)) }, "\(middle)")
  }
}

extension PictureViewTests {
  @Test func thePictureViewNamesTheDateAndCameraFromEXIF() throws {
    let folder = try TemporaryFolder()
    let jpeg = TestPictures.jpeg(TestPictures.halves(width: 64, height: 48, left: (10, 10, 10), right: (200, 200, 200)))
    try folder.write(
      "taken.jpg", Array(jpeg.prefix(2)) + PictureEXIFTests.exifSegment(littleEndian: false) + Array(jpeg.dropFirst(2)))
    let viewer = viewer(["taken.jpg"], folder: folder, workers: 0)
    let size = Size(width: 100, height: 10)
    _ = lines(viewer, size: size)
    _ = viewer.handle(.key(.enter))
    let status = try #require(lines(viewer, size: size).last)
    #expect(status.hasPrefix(" 64×48 JPEG · "), "\(status)")
    #expect(status.contains(" · 2024-05-01 12:34 · Canon EOS 5D · ← → next"), "\(status)")
  }
}
