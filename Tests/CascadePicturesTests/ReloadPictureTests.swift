import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeFzf
import CascadeLayout
import CascadePictures
import Testing

/// A `reload` replaces the records; their pictures are found and drawn as the input's were.
@Suite struct ReloadPictureTests {
  /// Records read to their end already: what a reload's store is once its command has finished.
  private final class FinishedRecords: StreamingRecordCollection, @unchecked Sendable {
    let records: [Record]
    init(_ records: [Record]) { self.records = records }
    var progress: LoadProgress {
      var progress = LoadProgress()
      progress.recordCount = records.count
      progress.isFinished = true
      return progress
    }
    func record(at indexPath: IndexPath) -> Record { records[indexPath.item] }
    func waitUntilFinished() {}
    func cancel() {}
  }

  /// Hands out `reloaded` for every reload.
  private final class ReloadingHost: ViewerCommandHost {
    let reloaded: FinishedRecords
    init(_ reloaded: FinishedRecords) { self.reloaded = reloaded }
    func execute(_ command: String) {}
    func executeSilently(_ command: String) {}
    func become(_ command: String) -> CascadeApp.ExitStatus { .error }
    func reload(_ command: String) -> (any StreamingRecordCollection)? { reloaded }
  }

  private func frame(_ viewer: Viewer, size: Size) -> CellBuffer {
    let backend = TestBackend(size: size)
    let screen = Screen(backend: backend)
    screen.draw { viewer.render(into: &$0) }
    return backend.buffer
  }

  @Test func reloadedRecordsShowTheirPictures() throws {
    let folder = try TemporaryFolder()
    let green: (UInt8, UInt8, UInt8) = (0, 175, 0)
    try folder.write(
      "green.png", TestPictures.png(TestPictures.halves(width: 200, height: 100, left: green, right: green)))
    let locator = PictureLocator(baseDirectory: folder.path)
    func pictures(_ collection: any RecordCollection) -> CardPictures {
      CardPictures(
        collection: PictureRecordCollection(collection, locator: locator),
        loader: ThumbnailLoader(rendering: .colors256, cacheBytes: 8 << 20, workers: 1))
    }
    let before = FinishedRecords([Record(title: "plain", original: "plain")])
    var options = ViewerOptions()
    options.columns = 1
    options.theme = .plain
    options.bindings = try KeyBindings(spec: "ctrl-r:reload(list)")
    let shownBefore = pictures(before)
    let viewer = Viewer(collection: shownBefore.collection, options: options)
    viewer.showPictures(shownBefore)
    let host = ReloadingHost(
      FinishedRecords([
        Record(title: "leaf", original: "{}", fields: [RecordField(key: "image", value: "green.png")])
      ]))
    viewer.commandHost = host
    viewer.picturesForCollection = pictures

    _ = viewer.handle(.key(.control("r")))
    let size = Size(width: 42, height: 30)
    _ = frame(viewer, size: size)
    viewer.updatePictures()
    viewer.source.pictures?.loader.waitUntilIdle()
    let buffer = frame(viewer, size: size)

    let card = try #require(viewer.collectionView.visibleElements.first { $0.category == .cell }).frame
    #expect(buffer.lines()[1].contains("leaf"))
    // As tall as the picture at the width inside the border, as for the input's own records.
    #expect(card.height == 13, "\(card)")
    let area = PictureCardCell.pictureArea(in: card)
    var checked = 0
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        for color in XtermColors.shownColors(of: buffer[x, y]) {
          #expect(XtermColors.color(color, isNear: green), "cell \(x),\(y) shows \(color) in \(buffer[x, y].grapheme)")
          checked += 1
        }
      }
    }
    #expect(checked >= area.width * area.height)
  }
}
