import CascadeTerminalTestSupport
import Foundation
import Testing

extension InTerminalTests {
  /// `cascade FOLDER` shows the folder's pictures as cards titled with their file names, the
  /// pictures drawn in colour; a file that is not a picture gets a card that says so, and the rest
  /// still show.
  @Test func aFolderOfPicturesShowsThemInColour() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30)
    let folder = cascade.directory.appendingPathComponent("pictures")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(Self.twoColourGIF).write(to: folder.appendingPathComponent("halves.gif"))
    try Data("not a picture".utf8).write(to: folder.appendingPathComponent("broken.jpg"))
    // The broken file is older: the picture is the first card.
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-60)],
      ofItemAtPath: folder.appendingPathComponent("broken.jpg").path)
    try await cascade.start("cascade pictures")
    let screen = try await cascade.pane.screen("both cards") { lines in
      lines.contains { $0.contains("halves.gif") } && lines.contains { $0.contains("broken.jpg") }
    }
    #expect(screen.contains { $0.contains("cannot show: not a JPEG") })
    // The first card's picture rows (below its title) turn to colours once the thumbnail is made.
    let coloured = try await poll {
      let colours = Self.graphicParameters(in: Array(try cascade.pane.styledLines().dropFirst(2).prefix(4))).filter {
        $0 == 48
      }
      return colours.isEmpty ? nil : colours
    }
    let shown = try cascade.pane.styledLines().prefix(6)
    #expect(coloured != nil, "no background colour in the picture area: \(shown)")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
  }

  /// A 4 × 2 GIF, left half red and right half blue: a two-colour global table and LZW data of
  /// literal codes only (a clear code before each pixel keeps the codes 3 bits wide).
  static var twoColourGIF: [UInt8] {
    var bytes = Array("GIF89a".utf8) + [4, 0, 2, 0, 0x80, 0, 0] + [255, 0, 0, 0, 0, 255]
    bytes += [0x2C, 0, 0, 0, 0, 4, 0, 2, 0, 0]
    var codes: [Int] = []
    for index in [0, 0, 1, 1, 0, 0, 1, 1] { codes += [4, index] }
    codes.append(5)
    var data: [UInt8] = [], bits = 0, count = 0
    for code in codes {
      bits |= code << count
      count += 3
      while count >= 8 {
        data.append(UInt8(bits & 0xFF))
        bits >>= 8
        count -= 8
      }
    }
    if count > 0 { data.append(UInt8(bits & 0xFF)) }
    return bytes + [2, UInt8(data.count)] + data + [0, 0x3B]
  }
}

extension InTerminalTests {
  /// A folder of files that must not hang or crash cascade: a FIFO named `.png` (nobody writes to
  /// it), a symbolic-link loop, a PNG claiming 100,000×100,000 pixels, a truncated JPEG. Each gets
  /// a card saying why it cannot be shown, the good picture beside them still shows, and no file
  /// is written.
  @Test func hostilePicturesGetCardsAndNothingHangs() async throws {
    let cascade = try await CascadeInPane(width: 120, height: 30)
    let folder = cascade.directory.appendingPathComponent("pictures")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    try Data(Self.twoColourGIF).write(to: URL(fileURLWithPath: path("good.gif")))
    #expect(mkfifo(path("fifo.png"), 0o600) == 0)
    try FileManager.default.createSymbolicLink(atPath: path("loop.jpg"), withDestinationPath: path("loop.jpg"))
    let huge: [UInt8] =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
      + [0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0, 8, 6, 0, 0, 0, 0, 0, 0, 0]
    try Data(huge).write(to: URL(fileURLWithPath: path("huge.png")))
    try Data([0xFF, 0xD8, 0xFF, 0xE1, 0x40, 0x00, 0x45, 0x78]).write(to: URL(fileURLWithPath: path("cut.jpg")))
    let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    try await cascade.start("cascade pictures")
    let screen = try await cascade.pane.screen("a card for every file") { lines in
      ["good.gif", "fifo.png", "loop.jpg", "huge.png", "cut.jpg"].allSatisfy { name in
        lines.contains { $0.contains(name) }
      }
    }
    let text = screen.joined(separator: "\n")
    // Words, not phrases: the reasons wrap at the card's width.
    for word in ["regular", "symbolic", "100000×100000", "early"] {
      #expect(text.contains(word), "no \(word) in \(text)")
    }
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path("huge.png"))) == Data(huge))
  }
}
