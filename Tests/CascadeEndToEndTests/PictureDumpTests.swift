import CascadeTestSupport
import Foundation
import Testing

/// `--dump` and `--layout-json` lay a folder of pictures out as the viewer does: picture cards as
/// tall as their pictures plus border and title, each picture fitted inside its card at its own
/// shape (drawn as the placeholder pattern, since a plain-text frame has no colours).
struct PictureDumpTests {
  /// A PNG signature and IHDR chunk: all a dump reads of a picture.
  static func pngHeader(width: Int, height: Int) -> Data {
    func be32(_ v: Int) -> [UInt8] {
      [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }
    return Data(
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + Array("IHDR".utf8) + be32(width) + be32(height) + [
        8, 6, 0, 0, 0, 0, 0, 0, 0,
      ])
  }

  /// A folder holding `pictures` (name, width, height), the first the newest, so it is shown first.
  static func folder(_ pictures: [(String, Int, Int)]) throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    for (index, (name, width, height)) in pictures.enumerated() {
      let file = directory.url.appendingPathComponent(name)
      try pngHeader(width: width, height: height).write(to: file)
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSince1970: Double(1_000_000 - index))], ofItemAtPath: file.path)
    }
    return directory
  }

  @Test func aFolderOfPicturesAgreesWithLayoutJSONInEveryLayout() throws {
    var rng = SplitMix64(seed: 20)
    let pictures = (0..<24).map { i in
      ("p\(i).png", Int.random(in: 40...4000, using: &rng), Int.random(in: 40...4000, using: &rng))
    }
    let directory = try Self.folder(pictures)
    // (A list card of a photo is taller than these screens: none would lie wholly in view.)
    for layout in ["waterfall", "grid", "carousel", "circle"] {
      for size in ["100x30", "60x40", "140x24"] {
        let comparison = try DumpAgreesWithLayoutTests.compare([directory.url.path, "--layout", layout], size: size)
        #expect(comparison.failure == nil, "\(layout) \(size): \(comparison.failure ?? "")")
        #expect(comparison.cards > 0, "\(layout) \(size): no card compared")
      }
    }
  }

  /// A square photo in a grid cell keeps its square (twice as many columns as rows), centred; a
  /// panorama fills the width; a portrait fills the height.
  @Test func aGridFitsEachPictureInsideItsCard() throws {
    let directory = try Self.folder([("square.png", 512, 512), ("wide.png", 1200, 300), ("tall.png", 300, 900)])
    let rows = try CascadeBinary.dump([directory.url.path, "--layout", "grid", "--size", "92x8"])
    expectScreen(
      rows,
      [
        "┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓ ╭────────────────────────────╮ ╭────────────────────────────╮",
        "┃ square.png                 ┃ │ wide.png                   │ │ tall.png                   │",
        "┃           ░░░░░░           ┃ │░░░░░░░░░░░░░░░░░░░░░░░░░░░ │ │             ░░             │",
        "┃           ░░░░░░           ┃ │░░░░░░░░░░░░░░░░░░░░░░░░░░░ │ │             ░░             │",
        "┃           ░░░░░░           ┃ │░░░░░░░░░░░░░░░░░░░░░░░░░░░ │ │             ░░             │",
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛ ╰────────────────────────────╯ ╰────────────────────────────╯",
        "",
        " card 1 of 3                                                                 ? keys  q quit",
      ])
  }

  /// In a list a card is as tall as its picture at the width inside its border, so the picture
  /// fills it exactly.
  @Test func aListCardIsAsTallAsItsPictureInsideTheBorder() throws {
    let directory = try Self.folder([("square.png", 400, 400)])
    let rows = try CascadeBinary.dump([directory.url.path, "--layout", "list", "--size", "12x9"])
    expectScreen(
      rows,
      [
        "┏━━━━━━━━━━┓",
        "┃ square.… ┃",
        "┃░░░░░░░░░░┃",
        "┃░░░░░░░░░░┃",
        "┃░░░░░░░░░░┃",
        "┃░░░░░░░░░░┃",
        "┃░░░░░░░░░░┃",
        "┗━━━━━━━━━━┛",
        " card 1 of 1",
      ])
  }
}

/// A folder without pictures, and one with other files beside its pictures.
struct PictureFolderMessageTests {
  @Test func aFolderWithoutPicturesSaysSoAndHowRecursiveHelps() throws {
    let directory = try TemporaryDirectory()
    _ = try directory.write("notes.txt", "hello\n")
    try FileManager.default.createDirectory(
      at: directory.url.appendingPathComponent("2024"), withIntermediateDirectories: true)
    let path = directory.url.path
    let result = try CascadeBinary.run(["--dump", path])
    #expect(result.status == 2)
    #expect(
      result.standardError
        == "cascade: no pictures in \(path) (JPEG, PNG, WebP, GIF, HEIC, AVIF); --recursive also looks in the 1 folder inside it\n"
    )
    let deep = try CascadeBinary.run(["--dump", "--recursive", path])
    #expect(deep.status == 2)
    #expect(
      deep.standardError
        == "cascade: no pictures in \(path) (JPEG, PNG, WebP, GIF, HEIC, AVIF) nor in the folders inside it\n")
    #expect(deep.standardOutput.isEmpty)
  }

  @Test func skippedFilesAreCountedOnTheStatusLine() throws {
    let directory = try PictureDumpTests.folder([("a.png", 100, 100)])
    _ = try directory.write("notes.txt", "hello\n")
    _ = try directory.write("list.csv", "a,b\n")
    let rows = try CascadeBinary.dump([directory.url.path, "--size", "80x10"])
    #expect(rows.last?.hasPrefix(" card 1 of 1 · 2 files skipped (not pictures) ") == true, "\(rows)")
  }
}

/// `cascade coffee.png`: a picture file as FILE is a gallery of one, found by its name or, without
/// a picture's name, by its first bytes; its bytes are never shown as text cards.
struct PictureFileTests {
  @Test func aPictureFileIsAGalleryOfOne() throws {
    let directory = try PictureDumpTests.folder([("coffee.png", 512, 512)])
    let unnamed = directory.url.appendingPathComponent("scan-0001")
    try PictureDumpTests.pngHeader(width: 600, height: 300).write(to: unnamed)
    let rows = try CascadeBinary.dump([
      directory.url.appendingPathComponent("coffee.png").path, "--size", "24x9", "--layout", "grid",
    ])
    expectScreen(
      rows,
      [
        "┏━━━━━━━━━━━━━━━━━━━━━━┓",
        "┃ coffee.png           ┃",
        "┃       ░░░░░░░░       ┃",
        "┃       ░░░░░░░░       ┃",
        "┃       ░░░░░░░░       ┃",
        "┃       ░░░░░░░░       ┃",
        "┗━━━━━━━━━━━━━━━━━━━━━━┛",
        "",
        " card 1 of 1",
      ])
    let other = try CascadeBinary.dump([unnamed.path, "--size", "24x9", "--layout", "grid"])
    #expect(other[1] == "┃ scan-0001            ┃", "\(other)")
    #expect(other.last == " card 1 of 1", "\(other)")
    // A picture file picked prints its path, as a folder's card does.
    let picked = try CascadeBinary.run(["--filter", "coffee", directory.url.appendingPathComponent("coffee.png").path])
    #expect(picked.standardOutput == directory.url.appendingPathComponent("coffee.png").path + "\n")
  }
}
