import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadePictures
import CascadeTestSupport
import Foundation
import Testing

/// What went wrong with real folders: a cache of 0 MB, truncated files, files that are not pictures.
@Suite struct PictureFaultTests {
  private func key(_ n: Int, source: PictureSource? = nil) -> ThumbnailKey {
    ThumbnailKey(source: source ?? .file("/pictures/\(n).jpg"), columns: 10, rows: 5)
  }

  /// Against a model: the thumbnails the frame wants (pinned) are kept whatever the bound, and
  /// the rest never take the cache past its bound.
  @Test func pinnedThumbnailsStayAndTheRestKeepTheBound() {
    let failure = withEvery("seed", in: 0..<300) { _, rng in
      let capacity = [0, 100, 2_000 + Int(rng.next() % 20_000)][Int(rng.next() % 3)]
      var cache = ThumbnailCache(capacityBytes: capacity)
      var pinned = Set<Int>(), inserted = Set<Int>()
      for step in 0..<200 {
        let n = Int(rng.next() % 40)
        switch rng.next() % 4 {
        case 0:
          pinned = Set((0..<Int(rng.next() % 6)).map { _ in Int(rng.next() % 40) })
          cache.pin(pinned.map { key($0) })
        case 1:
          _ = cache.thumbnail(for: key(n))
        default:
          cache.insert(.ready(CellBlock(columns: 1 + Int(rng.next() % 60), rows: 1, cells: [])), for: key(n))
          inserted.insert(n)
        }
        for p in pinned.intersection(inserted) where !cache.contains(key(p)) {
          // A pinned key inserted before it was pinned may have been dropped then: only keys
          // inserted while pinned must stay. Re-insert to check that from here on.
          cache.insert(.ready(CellBlock(columns: 5, rows: 1, cells: [])), for: key(p))
          if !cache.contains(key(p)) { return "pinned \(p) was not kept at step \(step)" }
        }
        let pinnedBytes = pinned.filter { cache.contains(key($0)) }.count * (60 + 64) * 24
        if cache.byteCount > capacity + pinnedBytes {
          return "\(cache.byteCount) bytes over \(capacity) + pinned at step \(step)"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// `--image-cache-mb 0`: the pictures in view are made once and drawn; nothing is asked for again.
  @Test func aCacheOfNothingStillDrawsThePicturesInView() throws {
    let folder = try TemporaryFolder()
    let one = try folder.write(
      "one.png", TestPictures.png(TestPictures.halves(width: 40, height: 40, left: (200, 0, 0), right: (200, 0, 0))))
    let two = try folder.write(
      "two.png", TestPictures.png(TestPictures.halves(width: 40, height: 40, left: (0, 0, 200), right: (0, 0, 200))))
    let loader = ThumbnailLoader(rendering: .colors256, cacheBytes: 0, workers: 1)
    defer { loader.stop() }
    let wanted = [key(1, source: .file(one)), key(2, source: .file(two))]
    loader.request(wanted)
    loader.waitUntilIdle()
    for k in wanted {
      guard case .ready? = loader.thumbnail(for: k) else {
        Issue.record("no thumbnail for \(k)")
        continue
      }
    }
    loader.request(wanted)
    #expect(loader.pendingKeys.isEmpty && !loader.isBusy, "made again: \(loader.pendingKeys)")
    // Once out of view, they go.
    loader.request([])
    #expect(loader.cache.count == 0)
  }

  /// A JPEG cut short is drawn with `truncated` on its last row; the whole file is not marked.
  @Test func aTruncatedJPEGIsDrawnWithAMark() throws {
    let folder = try TemporaryFolder()
    var pixels = [UInt8](repeating: 255, count: 4 * 256 * 128)
    var rng = SplitMix64(seed: 7)
    for i in stride(from: 0, to: pixels.count, by: 4) {
      pixels[i] = UInt8(truncatingIfNeeded: rng.next()); pixels[i + 1] = UInt8(truncatingIfNeeded: rng.next())
    }
    let whole = TestPictures.jpeg(RGBAImage(width: 256, height: 128, pixels: pixels))
    let cut = try folder.write("cut.jpg", Array(whole.prefix(whole.count / 3)))
    let full = try folder.write("whole.jpg", whole)
    let renderer = ChafaRenderer(rendering: .colors256)
    guard case .truncated = ThumbnailLoader.make(key(0, source: .file(cut)), renderer: renderer) else {
      Issue.record("the cut file is not marked truncated")
      return
    }
    guard case .ready = ThumbnailLoader.make(key(0, source: .file(full)), renderer: renderer) else {
      Issue.record("the whole file is not ready")
      return
    }

    struct Records: RecordCollection {
      var records: [Record]
      var sections: [RecordSection] { [RecordSection(count: records.count)] }
      func record(at indexPath: CascadeLayout.IndexPath) -> Record { records[indexPath.item] }
    }
    let pictured = PictureRecordCollection(
      Records(records: [Record(title: "cut", original: "{}", fields: [RecordField(key: "image", value: "cut.jpg")])]),
      locator: PictureLocator(baseDirectory: folder.path))
    var options = ViewerOptions()
    options.theme = .plain
    options.columns = 1
    let viewer = Viewer(collection: pictured, options: options)
    viewer.showPictures(
      CardPictures(
        collection: pictured, loader: ThumbnailLoader(rendering: .colors256, cacheBytes: 1 << 20, workers: 1)))
    let backend = TestBackend(size: Size(width: 34, height: 14))
    Screen(backend: backend).draw { viewer.render(into: &$0) }
    viewer.updatePictures()
    viewer.source.pictures?.loader.waitUntilIdle()
    Screen(backend: backend).draw { viewer.render(into: &$0) }
    let card = try #require(viewer.collectionView.visibleElements.first { $0.category == .cell }).frame
    let last = backend.lines()[card.maxY - 2]
    #expect(last.contains(" truncated "), "\(backend.lines().joined(separator: "\n"))")
    #expect(backend.lines().filter { $0.contains("truncated") }.count == 1)
  }

  /// A folder's listing counts the files it passes over and the folders it does not look into.
  @Test func theListingCountsWhatIsNotAPicture() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.png", HeaderBytes.png(width: 10, height: 10))
    try folder.write("notes.txt", Array("hello".utf8))
    try folder.write("scan.pdf", Array("%PDF".utf8))
    try folder.write(".hidden", Array("x".utf8))
    try FileManager.default.createDirectory(atPath: folder.file("inside"), withIntermediateDirectories: true)
    try folder.write("inside/b.gif", HeaderBytes.gif(width: 4, height: 2))
    let flat = PictureFolderCollection(folder: folder.path, recursive: false)
    flat.waitUntilFinished()
    #expect(flat.recordCount == 1 && flat.skippedFileCount == 2 && flat.unlistedFolderCount == 1)
    let deep = PictureFolderCollection(folder: folder.path, recursive: true)
    deep.waitUntilFinished()
    #expect(deep.recordCount == 2 && deep.skippedFileCount == 2 && deep.unlistedFolderCount == 0)
  }
}
