import CascadeData
import CascadeLayout
import CascadePictures
import CascadeTestSupport
import Foundation
import Testing

/// Pictures held in an SQLite database's BLOB columns: each row's first picture BLOB (PNG, JPEG,
/// GIF or WebP by its signature) becomes its card's picture, sized by its header and decoded by the
/// formats' own libraries; the row prints it as `"JPEG picture, N bytes"`, any other BLOB as
/// `"BLOB, N bytes"`. Databases made by Python's sqlite3 from pictures the tests encode.
@Suite struct DatabasePictureTests {
  private static let red: (UInt8, UInt8, UInt8) = (220, 20, 20)
  private static let blue: (UInt8, UInt8, UInt8) = (20, 40, 220)

  /// A database at `folder/name` with table `photos(id, title, photo, extra)` holding `blobs` as
  /// `photo` (nil: NULL) and a BLOB of two bytes as `extra` on every third row, and a view
  /// `wide` of the rows whose id is even.
  static func makeDatabase(in folder: TemporaryFolder, _ blobs: [[UInt8]?]) throws -> String {
    for (i, blob) in blobs.enumerated() { if let blob { try folder.write("blob\(i)", blob) } }
    let path = folder.file("photos.sqlite")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", "-c",
      """
      import os, sqlite3, sys
      folder, count = sys.argv[1], int(sys.argv[2])
      db = sqlite3.connect(os.path.join(folder, 'photos.sqlite'))
      db.execute('create table photos(id integer primary key, title text, photo blob, extra blob)')
      db.execute('create view even as select title, photo from photos where id % 2 = 0')
      for i in range(count):
          name = os.path.join(folder, 'blob%d' % i)
          photo = open(name, 'rb').read() if os.path.exists(name) else None
          db.execute('insert into photos values (?, ?, ?, ?)', (i + 1, 'row %d' % i, photo, b'\\x00\\x01' if i % 3 == 0 else None))
      db.commit()
      """, folder.path, String(blobs.count),
    ]
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "python3 could not make the database")
    return path
  }

  static func load(_ path: String, table: String? = nil, sql: String? = nil) -> RecordStore {
    var request = LoadRequest(path: path)
    request.sqliteTable = table
    request.sql = sql
    let store = RecordLoader.startStore(request)
    store.waitUntilFinished()
    return store
  }

  /// The store's records with the pictures they hold, as the command wires them.
  static func pictured(_ store: RecordStore) -> PictureRecordCollection {
    PictureRecordCollection(store) { _, indexPath in
      store.embeddedPicture(at: indexPath.item).map(PictureSource.embedded)
    }
  }

  @Test func everyPictureBlobIsItsCardsPictureAtItsOwnShape() throws {
    let folder = try TemporaryFolder()
    var rng = SplitMix64(seed: 22)
    // Seeded rows: each format at random sizes, BLOBs that are not pictures, NULLs.
    var blobs: [[UInt8]?] = []
    var expected: [(format: String, width: Int, height: Int)?] = []
    for _ in 0..<48 {
      let width = Int.random(in: 2...160, using: &rng) * 2, height = Int.random(in: 1...120, using: &rng)
      let image = TestPictures.halves(width: width, height: height, left: Self.red, right: Self.blue)
      switch Int.random(in: 0..<6, using: &rng) {
      case 0: blobs.append(TestPictures.jpeg(image)); expected.append(("JPEG", width, height))
      case 1: blobs.append(TestPictures.png(image)); expected.append(("PNG", width, height))
      case 2: blobs.append(TestPictures.webp(image)); expected.append(("WebP", width, height))
      case 3: blobs.append(TestPictures.gif()); expected.append(("GIF", 4, 2))
      case 4:
        // Random bytes, never starting like a picture (0x89, 0xFF, G, R are avoided at the start).
        blobs.append(
          [0x00] + (0..<Int.random(in: 0...40, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) })
        expected.append(nil)
      default: blobs.append(nil); expected.append(nil)
      }
    }
    let path = try Self.makeDatabase(in: folder, blobs)
    let store = Self.load(path, table: "photos")
    #expect(store.progress.failure == nil && store.progress.recordCount == blobs.count)
    let pictured = Self.pictured(store)
    for (i, blob) in blobs.enumerated() {
      let at = IndexPath(item: i, section: 0)
      let original = store.record(at: at).original
      let extra = i % 3 == 0 ? #""BLOB, 2 bytes""# : "null"
      guard let want = expected[i], let blob else {
        let photo = blobs[i].map { #""BLOB, \#($0.count) bytes""# } ?? "null"
        #expect(original == #"{"id":\#(i + 1),"title":"row \#(i)","photo":\#(photo),"extra":\#(extra)}"#)
        #expect(store.embeddedPicture(at: i) == nil, "row \(i) holds no picture")
        #expect(pictured.sizing(at: at) == store.sizing(at: at), "row \(i) is a text card")
        continue
      }
      #expect(
        original
          == #"{"id":\#(i + 1),"title":"row \#(i)","photo":"\#(want.format) picture, \#(blob.count) bytes","extra":\#(extra)}"#
      )
      let picture = try #require(store.embeddedPicture(at: i), "row \(i)'s \(want.format)")
      #expect(picture.bytes == blob && picture.formatName == want.format)
      #expect(
        pictured.sizing(at: at) == .aspectRatio(Record.sanitizedAspectRatio(Double(want.height) / Double(want.width))!),
        "row \(i)")
      let decoded = try PictureSource.embedded(picture).pixels(fitting: PixelSize(width: 2000, height: 2000))
      #expect(
        decoded.width == want.width && decoded.height == want.height, "row \(i): \(decoded.width)x\(decoded.height)")
      if want.format != "GIF" && want.width >= 16 {
        #expect(isNear(decoded.pixel(x: 1, y: want.height / 2), Self.red), "row \(i) left")
        #expect(isNear(decoded.pixel(x: want.width - 2, y: want.height / 2), Self.blue), "row \(i) right")
      }
    }
    // A view's and a query's rows carry their own pictures: the picture follows the row.
    for (rows, ids) in [
      (Self.load(path, table: "even"), Array(stride(from: 2, through: blobs.count, by: 2))),
      (Self.load(path, sql: "select photo, id from photos order by id desc"), Array((1...blobs.count).reversed())),
    ] {
      #expect(rows.progress.recordCount == ids.count)
      for (item, id) in ids.enumerated() {
        #expect(
          rows.embeddedPicture(at: item)?.bytes == (expected[id - 1] == nil ? nil : blobs[id - 1]), "row id \(id)")
      }
    }
  }

  /// A BLOB with a picture's signature but nothing after it is named a picture, but its card is a
  /// text card (no header to size it) and decoding it says why.
  @Test func aCutPictureIsNamedButNotDrawn() throws {
    let folder = try TemporaryFolder()
    let png = TestPictures.png(TestPictures.halves(width: 20, height: 10, left: Self.red, right: Self.blue))
    let path = try Self.makeDatabase(in: folder, [Array(png.prefix(12))])
    let store = Self.load(path, table: "photos")
    #expect(store.record(at: IndexPath(item: 0, section: 0)).original.contains(#""photo":"PNG picture, 12 bytes""#))
    let picture = try #require(store.embeddedPicture(at: 0))
    #expect(
      Self.pictured(store).sizing(at: IndexPath(item: 0, section: 0))
        == store.sizing(at: IndexPath(item: 0, section: 0)))
    #expect(throws: PictureError.self) {
      try PictureSource.embedded(picture).pixels(fitting: PixelSize(width: 8, height: 8))
    }
  }

  private func isNear(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ colour: (UInt8, UInt8, UInt8)) -> Bool {
    abs(Int(pixel.0) - Int(colour.0)) < 40 && abs(Int(pixel.1) - Int(colour.1)) < 40
      && abs(Int(pixel.2) - Int(colour.2)) < 40
  }
}
