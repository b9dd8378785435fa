import CascadeTerminalTestSupport
import Foundation
import Testing

extension InTerminalTests {
  /// `--pictures kitty` draws a picture as kitty's Unicode placeholder cells, which reach the pane
  /// as text: U+10EEEE with the row and column diacritics, in rows below the card's title, the
  /// first one at row 0 column 0 of the image. tmux holds them as any text; the image itself goes
  /// to the terminal outside through passthrough.
  @Test func kittyPicturesReachThePaneAsPlaceholderCells() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30, environment: ["TERM": "tmux-256color"])
    let folder = cascade.directory.appendingPathComponent("pictures")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(Self.twoColourGIF).write(to: folder.appendingPathComponent("halves.gif"))
    try await cascade.start("cascade --pictures kitty pictures")
    let screen = try await cascade.pane.screen("placeholder cells", timeout: .seconds(60)) { lines in
      lines.contains { $0.unicodeScalars.contains("\u{10EEEE}") }
    }
    let rows = screen.enumerated().filter { $0.element.unicodeScalars.contains("\u{10EEEE}") }
    #expect(rows.first.map { $0.offset >= 2 } == true, "\(screen.joined(separator: "\n"))")
    let line = rows.first?.element ?? ""
    let first = Array(line.unicodeScalars.drop { $0 != "\u{10EEEE}" }.prefix(3)).map(\.value)
    #expect(first == [0x10EEEE, 0x0305, 0x0305], "\(first.map { String($0, radix: 16) })")
    // The id is in the cells' 256-colour foreground.
    let styled = try cascade.pane.styledLines()
    #expect(styled.contains { $0.contains("\u{1B}[38;5;16m") }, "\(styled.prefix(6))")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
  }

  /// `--pictures symbols` draws symbol cells in colour, and never a placeholder.
  @Test func symbolPicturesStayAsTheyWere() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30, environment: ["TERM": "tmux-256color"])
    let folder = cascade.directory.appendingPathComponent("pictures")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(Self.twoColourGIF).write(to: folder.appendingPathComponent("halves.gif"))
    try await cascade.start("cascade --pictures symbols pictures")
    _ = try await cascade.pane.screen("the card") { $0.contains { $0.contains("halves.gif") } }
    let coloured = try await poll {
      let colours = Self.graphicParameters(in: Array(try cascade.pane.styledLines().dropFirst(2).prefix(4))).filter {
        $0 == 48
      }
      return colours.isEmpty ? nil : colours
    }
    #expect(coloured != nil)
    #expect(!(try cascade.pane.lines()).contains { $0.unicodeScalars.contains("\u{10EEEE}") })
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
  }
}
