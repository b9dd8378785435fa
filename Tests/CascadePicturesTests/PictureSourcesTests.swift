import CascadeData
import CascadeLayout
@testable import CascadePictures
import Foundation
import Testing

@Suite struct PictureSourcesTests {
  @Test func fieldsAndLinesNamePictures() {
    let locator = PictureLocator(baseDirectory: "/photos")
    let withField = Record(
      title: "t", original: "{}",
      fields: [RecordField(key: "name", value: "x.png"), RecordField(key: "Thumb", value: "a/b.JPG")])
    #expect(locator.source(for: withField) == .file("/photos/a/b.JPG"))
    let absolute = Record(title: "t", original: "{}", fields: [RecordField(key: "image", value: "/srv/c.webp")])
    #expect(locator.source(for: absolute) == .file("/srv/c.webp"))
    let notAPicture = Record(title: "t", original: "{}", fields: [RecordField(key: "path", value: "notes.txt")])
    #expect(locator.source(for: notAPicture) == nil)
    #expect(locator.source(for: Record(title: "IMG_1.jpg", original: "IMG_1.jpg")) == .file("/photos/IMG_1.jpg"))
    #expect(locator.source(for: Record(title: "hello world", original: "hello world")) == nil)
    let renamed = PictureLocator(fieldNames: ["cover"], baseDirectory: nil)
    #expect(
      renamed.source(for: Record(title: "t", original: "{}", fields: [RecordField(key: "cover", value: "c.gif")]))
        == .file("c.gif"))
    #expect(renamed.source(for: withField) == nil)
    #expect(PictureLocator.folder(of: "/a/b/list.json") == "/a/b" && PictureLocator.folder(of: "list.json") == ".")
  }

  @Test func aFolderShowsItsPicturesNewestFirst() throws {
    let folder = try TemporaryFolder()
    let now = Date()
    try folder.write("old.png", HeaderBytes.png(width: 100, height: 200), modified: now.addingTimeInterval(-300))
    try folder.write("new.gif", HeaderBytes.gif(width: 300, height: 150), modified: now.addingTimeInterval(-10))
    try folder.write("middle.jpg", HeaderBytes.jpeg(width: 40, height: 30), modified: now.addingTimeInterval(-100))
    try folder.write("notes.txt", Array("not a picture".utf8))
    try folder.write(".hidden.png", HeaderBytes.png(width: 1, height: 1))
    try folder.write("broken.png", Array("text".utf8), modified: now.addingTimeInterval(-200))
    #expect(mkfifo(folder.file("pipe.png"), 0o600) == 0)
    try FileManager.default.createDirectory(atPath: folder.file("inner"), withIntermediateDirectories: false)
    try folder.write(
      "inner/deep.webp", HeaderBytes.webpExtended(width: 10, height: 10), modified: now.addingTimeInterval(60))

    let flat = PictureFolderCollection(folder: folder.path, recursive: false)
    flat.waitUntilFinished()
    let records = (0..<flat.progress.recordCount).map { flat.record(at: CascadeLayout.IndexPath(item: $0, section: 0)) }
    // The FIFO, made just now, is the newest; its card says why it cannot be shown.
    #expect(records.map(\.title) == ["pipe.png", "new.gif", "middle.jpg", "broken.png", "old.png"])
    #expect(records.map(\.aspectRatio) == [nil, 0.5, 0.75, nil, 2])
    #expect(records[0].body == "cannot show: not a regular file")
    #expect(records[3].body == "cannot show: not a JPEG, PNG, WebP, GIF, HEIC or AVIF picture")
    #expect(records[1].body == "300×150 GIF")
    #expect(records[1].original == folder.file("new.gif"))
    #expect(PictureLocator().source(for: records[1]) == .file(folder.file("new.gif")))

    let deep = PictureFolderCollection(folder: folder.path, recursive: true)
    deep.waitUntilFinished()
    #expect(deep.record(at: CascadeLayout.IndexPath(item: 0, section: 0)).title == "deep.webp")
    #expect(deep.progress.recordCount == 6)
  }

  @Test func aRecursiveListingDoesNotFollowLinkedFolders() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.png", HeaderBytes.png(width: 10, height: 20))
    try FileManager.default.createDirectory(atPath: folder.file("inner"), withIntermediateDirectories: false)
    try folder.write("inner/b.gif", HeaderBytes.gif(width: 30, height: 10))
    // A loop back to the top, a link to a folder, and a link to a picture.
    try FileManager.default.createSymbolicLink(atPath: folder.file("inner/up"), withDestinationPath: "..")
    try FileManager.default.createSymbolicLink(atPath: folder.file("again"), withDestinationPath: "inner")
    try FileManager.default.createSymbolicLink(atPath: folder.file("link.png"), withDestinationPath: "a.png")

    // Followed, the two folder links would branch without end: the listing is cut off after a
    // hundred folders so that a regression fails here instead of hanging.
    var foldersOpened = 0
    let listing = PictureFolderCollection.list(folder.path, recursive: true) {
      foldersOpened += 1
      return foldersOpened > 100
    }
    try #require(listing.entries.map(\.name).sorted() == ["a.png", "b.gif", "link.png"])
    #expect(foldersOpened == 2)

    let deep = PictureFolderCollection(folder: folder.path, recursive: true)
    deep.waitUntilFinished()
    let records = (0..<deep.progress.recordCount).map { deep.record(at: CascadeLayout.IndexPath(item: $0, section: 0)) }
    #expect(records.first { $0.title == "link.png" }?.body == "10×20 PNG")
  }

  @Test func sizesComeFromHeadersWhenRecordsGiveNone() throws {
    let folder = try TemporaryFolder()
    try folder.write("tall.png", HeaderBytes.png(width: 100, height: 300))
    struct Lines: RecordCollection {
      var sections: [RecordSection] { [RecordSection(count: 2)] }
      func record(at indexPath: CascadeLayout.IndexPath) -> Record {
        indexPath.item == 0
          ? Record(title: "tall.png", original: "tall.png") : Record(title: "a line", body: "b", original: "a line")
      }
    }
    let pictured = PictureRecordCollection(Lines(), locator: PictureLocator(baseDirectory: folder.path))
    #expect(pictured.sizing(at: CascadeLayout.IndexPath(item: 0, section: 0)) == .aspectRatio(3))
    #expect(
      pictured.sizing(at: CascadeLayout.IndexPath(item: 1, section: 0)) == .text("b", fieldCount: 0, title: "a line"))
  }
}
