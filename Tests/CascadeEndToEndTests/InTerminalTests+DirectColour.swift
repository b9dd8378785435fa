import CascadeTerminalTestSupport
import Foundation
import Testing

extension InTerminalTests {
  /// On a terminal whose terminfo has direct colour, a picture's cells carry its own 24-bit colours
  /// (`38;2;r;g;b` / `48;2;r;g;b` in `capture-pane -e`, which keeps the colours as the program sent
  /// them); on a 256-colour terminal the same picture is drawn from the palette, with no 24-bit
  /// colour at all.
  ///
  /// Debian's ncurses-base has no `*-direct` entry, so the test compiles one with `tic`: tmux's own
  /// entry plus `RGB`, 2^24 colours and `setaf`/`setab` that send a colour number from 8 up as
  /// red;green;blue (as ncurses' `xterm-direct`).
  @Test func directColourTerminalsShowPicturesIn24BitColour() async throws {
    let terminfo = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-terminfo-\(UUID())")
    defer { try? FileManager.default.removeItem(at: terminfo) }
    try Self.compileDirectColourEntry(into: terminfo)
    var shown: [String: [String]] = [:]
    for term in ["cascade-direct", "tmux-256color"] {
      let cascade = try await CascadeInPane(
        width: 100, height: 30, environment: ["TERM": term, "TERMINFO": terminfo.path])
      let folder = cascade.directory.appendingPathComponent("pictures")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(Self.twoColourGIF).write(to: folder.appendingPathComponent("halves.gif"))
      try await cascade.start("cascade pictures")
      // The picture rows (below the card's top border and title) once the thumbnail is drawn.
      let rows = try await poll {
        let rows = Array(try cascade.pane.styledLines().dropFirst(2).prefix(6))
        return Self.graphicParameters(in: rows).contains(48) ? rows : nil
      }
      shown[term] = rows ?? []
      try cascade.pane.press("q")
      #expect(try await cascade.exitStatus() == 1)
    }
    let direct = shown["cascade-direct"]?.joined(separator: "\n") ?? ""
    let palette = shown["tmux-256color"]?.joined(separator: "\n") ?? ""
    #expect(!palette.isEmpty, "no colour in the picture area on tmux-256color: the check is blind")
    #expect(!palette.contains("8;2;"), "24-bit colours on a 256-colour terminal")
    // The GIF's left half is pure red, its right half pure blue: both come through exactly.
    #expect(direct.contains("8;2;255;0;0m"), "no 24-bit red in \(direct.debugDescription)")
    #expect(direct.contains("8;2;0;0;255m"), "no 24-bit blue in \(direct.debugDescription)")
    #expect(!direct.contains("8;5;"), "palette colours in the picture on a direct-colour terminal")
  }

  /// A screen of 24-bit thumbnails shows more colour combinations than a terminal with 2,048
  /// pairs can define for long: scrolling a dozen pages away runs the pairs out (each page needs
  /// more redefinitions than a frame may make, so the backend undefines them all and sends the
  /// whole frame), and coming back must show exactly the colours of the first visit. (Recycling
  /// within a frame's budget is checked in `TerminalSmokeTests`.)
  @Test func recycledColourPairsNeverRecolourWhatIsOnScreen() async throws {
    let terminfo = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-terminfo-\(UUID())")
    defer { try? FileManager.default.removeItem(at: terminfo) }
    try Self.compileDirectColourEntry(into: terminfo, name: "cascade-direct-2048", pairs: 2_048)
    let cascade = try await CascadeInPane(
      width: 200, height: 60, environment: ["TERM": "cascade-direct-2048", "TERMINFO": terminfo.path])
    try await cascade.start("cascade --demo")
    let first = try await steadyStyledScreen(cascade.pane)
    let colours = Set(
      first.joined().components(separatedBy: "\u{1B}[").filter { $0.hasPrefix("38;2;") || $0.hasPrefix("48;2;") })
    #expect(
      colours.count > 1_000, "only \(colours.count) 24-bit colours on the first screen: too few to need recycling")
    for _ in 0..<12 {
      try cascade.pane.press("NPage")
      _ = try await steadyStyledScreen(cascade.pane)
    }
    try cascade.pane.press("Home")
    let back = try await poll(for: .seconds(20)) { () -> [String]? in
      let screen = try cascade.pane.styledLines()
      return screen == first ? screen : nil
    }
    #expect(back != nil, "the first screen's colours differ after scrolling away and back")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
  }

  /// The pane's styled rows once two captures half a second apart agree (thumbnails drawn, the
  /// terminal caught up).
  private func steadyStyledScreen(_ pane: TmuxPane) async throws -> [String] {
    var last: [String] = []
    let steady = try await poll(every: .milliseconds(500), for: .seconds(20)) { () -> [String]? in
      let now = try pane.styledLines()
      defer { last = now }
      return now == last ? now : nil
    }
    return try #require(steady, "the screen never settled")
  }

  /// Compiles a direct-colour entry (`cascade-direct` with 65,536 pairs unless told) into `folder`
  /// (a TERMINFO tree) with `tic`.
  static func compileDirectColourEntry(into folder: URL, name: String = "cascade-direct", pairs: Int = 65_536) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let source = folder.appendingPathComponent("\(name).src")
    let colour = "%?%p1%{8}%<%t3%p1%d%e38;2;%p1%{65536}%/%d;%p1%{256}%/%{255}%&%d;%p1%{255}%&%d%;m"
    let entry = """
      \(name)|tmux with direct colour,
      \tRGB, colors#0x1000000, pairs#\(pairs),
      \tsetaf=\\E[\(colour),
      \tsetab=\\E[\(colour.replacingOccurrences(of: "%t3", with: "%t4").replacingOccurrences(of: "e38;2", with: "e48;2")),
      \tuse=tmux-256color,

      """
    try Data(entry.utf8).write(to: source)
    let tic = Process()
    tic.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    tic.arguments = ["tic", "-x", "-o", folder.path, source.path]
    try tic.run()
    tic.waitUntilExit()
    #expect(tic.terminationStatus == 0, "tic could not compile the direct-colour entry")
  }
}
